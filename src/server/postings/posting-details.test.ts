import { describe, expect, it } from 'vitest';
import { type PostingsFeed } from '../../shared/careers.js';
import type { CompanyProfile } from '../../shared/profiles.js';
import { COUNTRIES } from '../../shared/locations.js';
import { type Posting, OPEN_UNTIL_FILLED } from '../../shared/postings.js';
import { POSTING_MESSAGES, isRequiredMessage } from '../../shared/posting-form.js';
import { QUESTION_MESSAGES, type QuestionDetail, textQuestion } from '../../shared/questions.js';
import { type RecentPostingsList } from '../../shared/recent-postings.js';
import { SOFT_SKILLS, TECHNICAL_SKILLS } from '../../shared/skills.js';
import { makeCandidate, makeCompany, type TestAccount } from '../test/factories.js';
import { makeApplication } from '../test/factories-applications.js';
import { makePosting, postingInput } from '../test/factories-postings.js';
import { createTestApp } from '../test/harness.js';
import { urlOf } from '../test/routes.js';
import { postingEndpoints } from '../../shared/postings-endpoints.js';
import { profileEndpoints } from '../../shared/profiles-endpoints.js';
import { applicationEndpoints } from '../../shared/applications-endpoints.js';
import { pipelineEndpoints } from '../../shared/pipeline-endpoints.js';

const { app } = await createTestApp();

function call(method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) {
  return app.inject({ method, url, payload, headers: token ? { authorization: token } : {} });
}

async function readOwn(token: string, id: string): Promise<Posting> {
  return (await call('GET', urlOf(postingEndpoints.list, { query: { id } }), token)).json<{ data: Posting }>().data;
}

async function readPublic(id: string): Promise<Posting> {
  return (await call('GET', urlOf(postingEndpoints.apply, { params: { id } }))).json<{ data: Posting }>().data;
}

async function profileOf(company: TestAccount): Promise<CompanyProfile> {
  return (await call('GET', urlOf(profileEndpoints.company), company.token)).json<{ data: CompanyProfile }>().data;
}

/** The posting's public page, its JSON-LD, and its entries in the careers site's RSS and JSON feeds. */
async function publicViews(company: TestAccount, postingId: string) {
  const { slug } = await profileOf(company);
  const page = (await call('GET', `/careers/${slug}/${postingId}`)).body;
  const [jsonLd] = [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
  const rss = (await call('GET', `/careers/${slug}/feed.xml`)).body;
  const feed = (await call('GET', `/careers/${slug}/jobs.json`)).json<PostingsFeed>();
  const text = page.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');
  return { text, jsonLd: jsonLd!, rss, entry: feed.data.find((posting) => posting.id === postingId)! };
}

const selected = (skills: Posting['soft_skills']) =>
  skills.filter((skill) => skill.selected).map((skill) => skill.value);

describe("the specification's payloads", () => {
  it('create, update and read back as before, with the new fields saying a full form of text questions', async () => {
    const company = await makeCompany(app);
    const created = await makePosting(app, company.token, { questions: ['Why us?', 'Tell me about yourself?'] });
    for (const posting of [created, await readOwn(company.token, created.id), await readPublic(created.id)]) {
      expect(posting).toMatchObject({
        country: 'Canada',
        city: 'Toronto',
        deadline: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        questions: ['Why us?', 'Tell me about yourself?'],
        question_details: [textQuestion('Why us?'), textQuestion('Tell me about yourself?')],
        application_form: 'full',
        quick_form_fields: [],
        no_skills: false,
      });
      expect(posting.soft_skills).toEqual(
        SOFT_SKILLS.map((value) => ({ value, text: value, selected: value === 'Teamwork' })),
      );
      expect(posting.technical_skills).toHaveLength(TECHNICAL_SKILLS.length);
    }
    const updated = await call('PUT', urlOf(postingEndpoints.update), company.token, {
      id: created.id,
      ...postingInput({ questions: ['Only this?'], soft_skills: created.soft_skills }),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<{ data: Posting }>().data).toMatchObject({
      questions: ['Only this?'],
      question_details: [textQuestion('Only this?')],
      application_form: 'full',
    });
  });

  it('still refuses a full posting without a question, on create and on update', async () => {
    const company = await makeCompany(app);
    const created = await call('POST', urlOf(postingEndpoints.create), company.token, postingInput({ questions: [] }));
    expect(created.json()).toMatchObject({ status: 400, error: POSTING_MESSAGES.oneQuestion });
    const posting = await makePosting(app, company.token);
    const updated = await call('PUT', urlOf(postingEndpoints.update), company.token, {
      id: posting.id,
      ...postingInput({ questions: [''] }),
    });
    expect(updated.json()).toMatchObject({ status: 400, error: POSTING_MESSAGES.oneQuestion });
    expect((await readOwn(company.token, posting.id)).questions).toEqual(posting.questions);
  });
});

describe('countries', () => {
  it("offer every ISO 3166-1 country, the specification's three first in its words", async () => {
    expect(COUNTRIES.slice(0, 3)).toEqual(['USA', 'UK', 'Canada']);
    expect(COUNTRIES).toHaveLength(249);
    expect(COUNTRIES).toContain('Germany');
    const company = await makeCompany(app);
    const posting = await makePosting(app, company.token, { city: 'Berlin', country: 'Germany', salary_min: 50_000 });
    expect((await readOwn(company.token, posting.id)).country).toBe('Germany');
    const { jsonLd, entry } = await publicViews(company, posting.id);
    expect(jsonLd.jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Berlin', addressCountry: 'DE' },
    });
    // The euro area's salaries are in euros unless the posting says otherwise.
    expect(entry).toMatchObject({ location: 'Berlin, Germany', salary_currency: 'EUR' });
  });
});

describe('a remote posting', () => {
  it('may name no city or country, and says Remote where the place would be', async () => {
    const company = await makeCompany(app);
    const candidate = await makeCandidate(app);
    const posting = await makePosting(app, company.token, {
      title: 'Remote Support Lead',
      workplace: 'remote',
      city: '',
      country: null,
    });
    expect(posting).toMatchObject({ city: '', country: '', workplace: 'remote' });
    const { text, jsonLd, entry } = await publicViews(company, posting.id);
    expect(text).toContain('Remote');
    expect(text).not.toContain(' , ');
    expect(jsonLd).toMatchObject({ jobLocationType: 'TELECOMMUTE' });
    expect(jsonLd).not.toHaveProperty('jobLocation');
    expect(jsonLd).not.toHaveProperty('applicantLocationRequirements');
    expect(entry.location).toBe('Remote');
    const recent = await call(
      'GET',
      urlOf(postingEndpoints.recentOpen, { query: { search: 'Remote Support' } }),
      candidate.token,
    );
    expect(recent.json<RecentPostingsList>().data).toEqual([
      expect.objectContaining({ posting_id: posting.id, location: 'Remote' }),
    ]);
    expect(recent.json<RecentPostingsList>().locations).not.toContain('');
  });

  it("is Remote in its company's applications list, its filter and its board", async () => {
    const company = await makeCompany(app);
    const candidate = await makeCandidate(app);
    const posting = await makePosting(app, company.token, { workplace: 'remote', city: '', country: '' });
    await makeApplication(app, candidate.token, posting);
    const list = await call('GET', urlOf(applicationEndpoints.list, { query: { location: 'Remote' } }), company.token);
    expect(list.json<{ data: { location: string }[] }>().data).toEqual([
      expect.objectContaining({ location: 'Remote' }),
    ]);
    const board = await call(
      'GET',
      urlOf(pipelineEndpoints.board, { query: { posting_id: posting.id } }),
      company.token,
    );
    expect(board.json<{ posting: { location: string } }>().posting.location).toBe('Remote');
  });

  it("names the country its applicants must live in, and other workplaces keep the specification's rule", async () => {
    const company = await makeCompany(app);
    const posting = await makePosting(app, company.token, { workplace: 'remote', city: '', country: 'UK' });
    const { jsonLd } = await publicViews(company, posting.id);
    expect(jsonLd).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'GB' },
    });
    for (const workplace of ['on_site', 'hybrid', undefined]) {
      const response = await call(
        'POST',
        urlOf(postingEndpoints.create),
        company.token,
        postingInput({ workplace, city: '', country: '' }),
      );
      expect(response.json()).toMatchObject({
        status: 400,
        fields: { city: isRequiredMessage('city'), country: isRequiredMessage('country') },
      });
    }
  });
});

describe('a posting open until filled', () => {
  it('has no deadline anywhere, takes applications and says Open until filled', async () => {
    const company = await makeCompany(app);
    const candidate = await makeCandidate(app);
    const posting = await makePosting(app, company.token, { title: 'Evergreen Role', deadline: null });
    const viaAbsence = await makePosting(app, company.token, { deadline: undefined });
    expect(posting.deadline).toBeNull();
    expect(viaAbsence.deadline).toBeNull();
    expect((await readPublic(posting.id)).deadline).toBeNull();
    const cards = (await call('GET', urlOf(postingEndpoints.list), company.token)).json<{ data: Posting[] }>().data;
    expect(cards.find((card) => card.id === posting.id)).toMatchObject({ deadline: null });
    const recent = await call(
      'GET',
      urlOf(postingEndpoints.recentOpen, { query: { search: 'Evergreen' } }),
      candidate.token,
    );
    expect(recent.json<RecentPostingsList>().data).toEqual([
      expect.objectContaining({ posting_id: posting.id, deadline: null }),
    ]);
    const { text, jsonLd, rss, entry } = await publicViews(company, posting.id);
    expect(text).toContain(OPEN_UNTIL_FILLED);
    expect(jsonLd).not.toHaveProperty('validThrough');
    expect(rss).toContain('Evergreen Role');
    expect(entry.deadline).toBeNull();
  });
});

describe('skills', () => {
  it('are kept as typed, trimmed, once in any case, after the list options they name', async () => {
    const company = await makeCompany(app);
    const posting = await makePosting(app, company.token, {
      soft_skills: ['  Customer care ', 'teamwork', { value: 'Teamwork', text: 'Teamwork', selected: true }],
      technical_skills: [
        'Excel',
        'excel',
        { value: 'SAP', text: 'SAP', selected: true },
        { value: 'Go', selected: false },
      ],
    });
    for (const read of [posting, await readOwn(company.token, posting.id)]) {
      expect(selected(read.soft_skills)).toEqual(['Teamwork', 'Customer care']);
      expect(selected(read.technical_skills)).toEqual(['Excel', 'SAP']);
      // The lists' options stay, in their order, for a client to offer; the posting's own follow them.
      expect(read.technical_skills.slice(-2)).toEqual([
        { value: 'Excel', text: 'Excel', selected: true },
        { value: 'SAP', text: 'SAP', selected: true },
      ]);
      expect(read.technical_skills).toHaveLength(TECHNICAL_SKILLS.length + 2);
    }
  });

  it('may be none at all when the posting asks for no particular skills, and one at least otherwise', async () => {
    const company = await makeCompany(app);
    const none = await makePosting(app, company.token, { no_skills: true, soft_skills: ['Teamwork'] });
    expect(none.no_skills).toBe(true);
    expect(selected(none.soft_skills)).toEqual([]);
    expect(selected(none.technical_skills)).toEqual([]);
    const refused = await call(
      'POST',
      urlOf(postingEndpoints.create),
      company.token,
      postingInput({ technical_skills: ['  '] }),
    );
    expect(refused.json()).toMatchObject({ status: 400, error: 'Technical skills is required.' });
  });

  it('refuses more than 50 in a list', async () => {
    const company = await makeCompany(app);
    const many = Array.from({ length: 51 }, (_, index) => `Skill ${index}`);
    const response = await call(
      'POST',
      urlOf(postingEndpoints.create),
      company.token,
      postingInput({ soft_skills: many }),
    );
    expect(response.json()).toMatchObject({ status: 400, error: 'Soft skills: choose at most 50 skills.' });
  });
});

describe('question kinds', () => {
  const questions = [
    'Tell me about yourself?',
    { text: 'Can you work in Canada?', kind: 'yes_no', knockout: 'No' },
    { text: 'Which shift?', kind: 'one', options: ['Morning', 'Evening', 'Night'], knockout: ['Night'] },
    { text: 'Which tools?', kind: 'several', options: ['Excel', 'SAP'] },
    { text: 'Years of experience?', kind: 'number', knockout: { min: 2 } },
  ];
  const details: QuestionDetail[] = [
    textQuestion('Tell me about yourself?'),
    { text: 'Can you work in Canada?', kind: 'yes_no', options: ['Yes', 'No'], knockout: ['No'] },
    { text: 'Which shift?', kind: 'one', options: ['Morning', 'Evening', 'Night'], knockout: ['Night'] },
    { text: 'Which tools?', kind: 'several', options: ['Excel', 'SAP'], knockout: null },
    { text: 'Years of experience?', kind: 'number', options: [], knockout: { min: 2, max: null } },
  ];

  it('are stored and read back beside the texts, by the company and by candidates', async () => {
    const company = await makeCompany(app);
    const created = await makePosting(app, company.token, { questions });
    for (const posting of [created, await readOwn(company.token, created.id), await readPublic(created.id)]) {
      expect(posting.questions).toEqual(details.map((detail) => detail.text));
      expect(posting.question_details).toEqual(details);
    }
    // What a client reads back it may send again as it is.
    const again = await call('PUT', urlOf(postingEndpoints.update), company.token, {
      id: created.id,
      ...postingInput({ questions: created.question_details }),
    });
    expect(again.json<{ data: Posting }>().data.question_details).toEqual(details);
    const updated = await call('PUT', urlOf(postingEndpoints.update), company.token, {
      id: created.id,
      ...postingInput({ questions: ['Why us?'] }),
    });
    expect(updated.json<{ data: Posting }>().data.question_details).toEqual([textQuestion('Why us?')]);
  });

  it.each([
    [{ text: 'Pick one', kind: 'one', options: ['Only'] }, QUESTION_MESSAGES.options],
    [{ text: 'Pick one', kind: 'one', options: ['Same', 'same'] }, QUESTION_MESSAGES.options],
    [
      { text: 'Pick', kind: 'several', options: Array.from({ length: 21 }, (_, i) => `O${i}`) },
      QUESTION_MESSAGES.options,
    ],
    [{ text: 'Pick one', kind: 'one', options: ['A', 'x'.repeat(201)] }, QUESTION_MESSAGES.options],
    [{ text: 'Pick one', kind: 'one', options: ['A', ''] }, QUESTION_MESSAGES.options],
    [{ text: 'Say', kind: 'text', options: ['A', 'B'] }, QUESTION_MESSAGES.noOptions],
    [{ text: 'How many?', kind: 'number', options: ['1', '2'] }, QUESTION_MESSAGES.noOptions],
    [{ text: 'Sure?', kind: 'yes_no', options: ['Maybe', 'No'] }, QUESTION_MESSAGES.noOptions],
    [{ text: 'Say', kind: 'text', knockout: 'No' }, QUESTION_MESSAGES.knockoutText],
    [{ text: 'Sure?', kind: 'yes_no', knockout: 'Maybe' }, QUESTION_MESSAGES.knockoutOptions],
    [{ text: 'Sure?', kind: 'yes_no', knockout: ['Yes', 'No'] }, QUESTION_MESSAGES.knockoutOptions],
    [{ text: 'Pick', kind: 'one', options: ['A', 'B'], knockout: { min: 1 } }, QUESTION_MESSAGES.knockoutOptions],
    [{ text: 'How many?', kind: 'number', knockout: 'No' }, QUESTION_MESSAGES.knockoutNumber],
    [{ text: 'How many?', kind: 'number', knockout: {} }, QUESTION_MESSAGES.knockoutNumber],
    [{ text: 'How many?', kind: 'number', knockout: { min: 5, max: 1 } }, QUESTION_MESSAGES.knockoutNumber],
    [{ text: 'What?', kind: 'essay' }, QUESTION_MESSAGES.kind],
  ])('refuses %j and stores nothing', async (question, message) => {
    const company = await makeCompany(app);
    const response = await call(
      'POST',
      urlOf(postingEndpoints.create),
      company.token,
      postingInput({ questions: [question] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
    const cards = (await call('GET', urlOf(postingEndpoints.list), company.token)).json<{ data: unknown[] }>().data;
    expect(cards).toEqual([]);
  });
});

describe("a company's application form for new jobs", () => {
  it('is quick until the company chooses full, and its quick form asks again for what the company picks', async () => {
    const company = await makeCompany(app);
    expect(await profileOf(company)).toMatchObject({ default_application_form: 'quick', quick_form_fields: [] });
    expect(await makePosting(app, company.token, { application_form: undefined })).toMatchObject({
      application_form: 'quick',
    });
    const chosen = await call('POST', urlOf(profileEndpoints.saveCompany), company.token, {
      tagline: '',
      about_us: '',
      default_application_form: 'full',
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(await makePosting(app, company.token, { application_form: undefined })).toMatchObject({
      application_form: 'full',
    });
    const saved = await call('POST', urlOf(profileEndpoints.saveCompany), company.token, {
      tagline: '',
      about_us: '',
      default_application_form: 'quick',
      quick_form_fields: ['graduation', 'city', 'city'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await profileOf(company)).toMatchObject({
      default_application_form: 'quick',
      quick_form_fields: ['city', 'graduation'],
    });
    const quick = await makePosting(app, company.token, { application_form: undefined });
    expect(quick).toMatchObject({ application_form: 'quick', quick_form_fields: ['city', 'graduation'] });
    expect(await readPublic(quick.id)).toMatchObject({ quick_form_fields: ['city', 'graduation'] });
    const full = await makePosting(app, company.token, { application_form: 'full' });
    expect(full).toMatchObject({ application_form: 'full', quick_form_fields: [] });

    // A save that leaves the settings out keeps them, as the specification's client sends its profile.
    await call('POST', urlOf(profileEndpoints.saveCompany), company.token, { tagline: 'Robots', about_us: '' });
    expect((await profileOf(company)).default_application_form).toBe('quick');
    const refused = await call('POST', urlOf(profileEndpoints.saveCompany), company.token, {
      tagline: '',
      about_us: '',
      quick_form_fields: ['salary'],
    });
    expect(refused.statusCode).toBe(400);
    expect((await profileOf(company)).quick_form_fields).toEqual(['city', 'graduation']);
  });
});

describe('the application form', () => {
  it('is full unless the posting asks for the quick one, which may have no questions', async () => {
    const company = await makeCompany(app);
    const quick = await makePosting(app, company.token, { application_form: 'quick', questions: [] });
    expect(quick).toMatchObject({ application_form: 'quick', questions: [], question_details: [] });
    expect(await readPublic(quick.id)).toMatchObject({ application_form: 'quick', quick_form_fields: [] });

    // An update that leaves the form out keeps it; one that names it changes it.
    const kept = await call('PUT', urlOf(postingEndpoints.update), company.token, {
      id: quick.id,
      ...postingInput({ questions: [] }),
    });
    expect(kept.json<{ data: Posting }>().data.application_form).toBe('quick');
    const full = await call('PUT', urlOf(postingEndpoints.update), company.token, {
      id: quick.id,
      ...postingInput({ application_form: 'full' }),
    });
    expect(full.json<{ data: Posting }>().data.application_form).toBe('full');

    const wrong = await call(
      'POST',
      urlOf(postingEndpoints.create),
      company.token,
      postingInput({ application_form: 'short' }),
    );
    expect(wrong.json()).toMatchObject({ status: 400, error: POSTING_MESSAGES.applicationForm });
  });
});
