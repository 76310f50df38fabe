import { describe, expect, it } from 'vitest';
import { type ApplicationDetail } from '../../shared/application-details.js';
import { type LegalQuestions, SELF_IDENTIFICATION_ANSWERS } from '../../shared/legal-questions.js';
import { makeCandidate, makeCompany, type TestAccount } from '../test/factories.js';
import { applicationInput, makeApplication } from '../test/factories-applications.js';
import { makePosting } from '../test/factories-postings.js';
import { createTestApp } from '../test/harness.js';
import { urlOf } from '../test/routes.js';
import { applicationEndpoints, candidateApplicationEndpoints } from '../../shared/applications-endpoints.js';
import { profileEndpoints } from '../../shared/profiles-endpoints.js';

const { app } = await createTestApp();

function call(method: 'GET' | 'POST', url: string, token: string, payload?: object) {
  return app.inject({ method, url, payload, headers: { authorization: token } });
}

const LEGAL: LegalQuestions = {
  work_eligibility: 'Yes',
  sex: 'Prefer not to say',
  language_preference: 'French',
  race: 'Asian',
  graduation_year: 1999,
  graduation_month: 'June',
  disabled: 'Yes',
};

async function setup(): Promise<{ company: TestAccount; candidate: TestAccount; applicationId: string }> {
  const company = await makeCompany(app);
  const candidate = await makeCandidate(app);
  const posting = await makePosting(app, company.token);
  const applicationId = await makeApplication(app, candidate.token, posting, { legal_questions: LEGAL });
  return { company, candidate, applicationId };
}

async function reviewersDetail(
  company: TestAccount,
  applicationId: string,
  resume = 'url',
): Promise<ApplicationDetail> {
  const response = await call(
    'GET',
    urlOf(applicationEndpoints.list, { query: { application_id: applicationId, resume } }),
    company.token,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: ApplicationDetail }>().data;
}

function setShown(company: TestAccount, shown: boolean | undefined) {
  return call('POST', urlOf(profileEndpoints.saveCompany), company.token, {
    tagline: 'Robots',
    about_us: '',
    ...(shown === undefined ? {} : { show_self_identification: shown }),
  });
}

describe('the self-identification answers', () => {
  it('accept "Prefer not to say" and a graduation year in the past', async () => {
    const { candidate, applicationId } = await setup();
    const response = await call(
      'GET',
      urlOf(candidateApplicationEndpoints.listOwn, { query: { application_id: applicationId } }),
      candidate.token,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: ApplicationDetail[] }>().data[0]!.legal_questions).toEqual(LEGAL);
  });

  it('reach no reviewer while the company setting is off: the detail answers them empty, with the same shape', async () => {
    const { company, applicationId } = await setup();
    expect(
      (await call('GET', urlOf(profileEndpoints.company), company.token)).json().data.show_self_identification,
    ).toBe(false);
    for (const resume of ['url', 'base64']) {
      const { legal_questions: legal } = await reviewersDetail(company, applicationId, resume);
      expect(legal).toEqual({ ...LEGAL, sex: '', race: '', disabled: '' });
    }
  });

  it("are in neither of the reviewers' lists, paged or whole", async () => {
    const { company, applicationId } = await setup();
    for (const url of [
      urlOf(applicationEndpoints.list),
      urlOf(applicationEndpoints.list, { query: { limit: '5', page: '1' } }),
      urlOf(applicationEndpoints.list, { query: { search: 'ada' } }),
    ]) {
      const response = await call('GET', url, company.token);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.body;
      expect(body).toContain(applicationId);
      for (const answer of ['Prefer not to say', 'Asian', ...SELF_IDENTIFICATION_ANSWERS.map((name) => `"${name}"`)]) {
        expect(body).not.toContain(answer);
      }
    }
  });

  it('reach the reviewers once the company turns the setting on, and stop when it turns it off', async () => {
    const { company, applicationId } = await setup();
    expect((await setShown(company, true)).statusCode).toBe(200);
    expect(
      (await call('GET', urlOf(profileEndpoints.company), company.token)).json().data.show_self_identification,
    ).toBe(true);
    expect((await reviewersDetail(company, applicationId)).legal_questions).toEqual(LEGAL);

    // A save that does not name the setting keeps it.
    expect((await setShown(company, undefined)).statusCode).toBe(200);
    expect((await reviewersDetail(company, applicationId)).legal_questions).toEqual(LEGAL);

    expect((await setShown(company, false)).statusCode).toBe(200);
    expect((await reviewersDetail(company, applicationId)).legal_questions.sex).toBe('');
  });

  it("are always the candidate's own to read, whatever the company chose", async () => {
    const { company, candidate, applicationId } = await setup();
    for (const shown of [false, true]) {
      await setShown(company, shown);
      const response = await call(
        'GET',
        urlOf(candidateApplicationEndpoints.listOwn, { query: { application_id: applicationId } }),
        candidate.token,
      );
      expect(response.json<{ data: ApplicationDetail[] }>().data[0]!.legal_questions).toEqual(LEGAL);
    }
  });

  it("of another company's candidates stay hidden when this company shows its own", async () => {
    const { company, applicationId } = await setup();
    const other = await setup();
    await setShown(other.company, true);
    expect((await reviewersDetail(company, applicationId)).legal_questions.race).toBe('');
    expect((await reviewersDetail(other.company, other.applicationId)).legal_questions.race).toBe('Asian');
  });
});

describe("the legal questions of the posting's country", () => {
  const apply = (candidate: TestAccount, postingId: string, body: object) =>
    call('POST', urlOf(candidateApplicationEndpoints.apply), candidate.token, {
      ...applicationInput({ id: postingId, questions: ['Tell me about yourself?'] }),
      ...body,
    });
  const ownDetail = async (candidate: TestAccount, applicationId: string) =>
    (
      await call(
        'GET',
        urlOf(candidateApplicationEndpoints.listOwn, { query: { application_id: applicationId } }),
        candidate.token,
      )
    ).json<{ data: ApplicationDetail[] }>().data[0]!;

  it("in the UK are its optional equality monitoring, kept from reviewers as the others are; the US and Canada's are not kept", async () => {
    const company = await makeCompany(app);
    const posting = await makePosting(app, company.token, { country: 'UK', city: 'Bristol' });
    const candidate = await makeCandidate(app);
    const wrong = await apply(candidate, posting.id, { equality_monitoring: { ethnic_group: 'Martian' } });
    expect(wrong.statusCode).toBe(400);

    const applied = await apply(candidate, posting.id, {
      legal_questions: LEGAL,
      equality_monitoring: {
        ethnic_group: 'Asian or Asian British: Indian',
        sex: 'Prefer not to say',
        religion: '',
      },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const applicationId = applied.json<{ application_id: string }>().application_id;
    const own = await ownDetail(candidate, applicationId);
    expect(own.legal_questions).toEqual({
      work_eligibility: '',
      sex: '',
      language_preference: '',
      race: '',
      graduation_year: '',
      graduation_month: '',
      disabled: '',
      equality_monitoring: { ethnic_group: 'Asian or Asian British: Indian', sex: 'Prefer not to say' },
    });
    expect((await reviewersDetail(company, applicationId)).legal_questions.equality_monitoring).toBeUndefined();
    expect((await setShown(company, true)).statusCode).toBe(200);
    expect((await reviewersDetail(company, applicationId)).legal_questions.equality_monitoring).toEqual({
      ethnic_group: 'Asian or Asian British: Indian',
      sex: 'Prefer not to say',
    });

    // Every question is optional: none answered is an application too.
    const other = await makeCandidate(app);
    const none = await apply(other, posting.id, { legal_questions: undefined });
    expect(none.statusCode, none.body).toBe(201);
  });

  it('are the United States and Canada’s there, required as before, and none elsewhere', async () => {
    const company = await makeCompany(app);
    const candidate = await makeCandidate(app);
    const american = await makePosting(app, company.token, { country: 'USA', city: 'Boston' });
    const missing = await apply(candidate, american.id, { legal_questions: undefined });
    expect(missing.statusCode).toBe(400);

    const german = await makePosting(app, company.token, { country: 'Germany', city: 'Berlin' });
    const applied = await apply(candidate, german.id, { legal_questions: undefined });
    expect(applied.statusCode, applied.body).toBe(201);
    const own = await ownDetail(candidate, applied.json<{ application_id: string }>().application_id);
    expect(own.legal_questions).toMatchObject({ race: '', sex: '', disabled: '', work_eligibility: '' });
    expect(own.legal_questions.equality_monitoring).toBeUndefined();
  });
});
