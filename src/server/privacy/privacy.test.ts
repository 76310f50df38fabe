import { describe, expect, it } from 'vitest';
import {
  type ApplicationPrivacy,
  DEFAULT_NOTICE_VERSION,
  PRIVACY_LIMITS,
  PRIVACY_MESSAGES,
  type PrivacySettings,
  type PublicPrivacyNotice,
  retentionInWords,
  type TalentPoolConsent,
} from '../../shared/privacy.js';
import { TEXT_MESSAGES } from '../../shared/text.js';
import { applicationInput, makeApplication } from '../test/factories-applications.js';
import { makePosting } from '../test/factories-postings.js';
import { makeCandidate, makeCompany, type TestAccount } from '../test/factories.js';
import { addMember, confirmCompany } from '../test/factories-team.js';
import { createTestApp } from '../test/harness.js';
import { requestOf, urlOf } from '../test/routes.js';
import { candidatePrivacyEndpoints, privacyEndpoints } from '../../shared/privacy-endpoints.js';
import { profileEndpoints } from '../../shared/profiles-endpoints.js';
import { candidateApplicationEndpoints } from '../../shared/applications-endpoints.js';

const { app, database } = await createTestApp();
const { db } = database;

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) {
  return app.inject({
    method,
    url,
    headers: token ? { authorization: token } : {},
    ...(payload ? { payload } : {}),
  });
}

const settingsOf = async (token: string) =>
  (await call('GET', urlOf(privacyEndpoints.settings), token)).json<{ data: PrivacySettings }>().data;
const save = (token: string, payload: object) => call('PUT', urlOf(privacyEndpoints.saveSettings), token, payload);
const noticeOf = async (postingId: string) =>
  (await call('GET', urlOf(privacyEndpoints.postingNotice, { params: { id: postingId } }))).json<{
    data: PublicPrivacyNotice;
  }>().data;
const ownPrivacy = async (token: string, applicationId: string) =>
  (
    await call('GET', urlOf(candidatePrivacyEndpoints.ownApplicationPrivacy, { params: { id: applicationId } }), token)
  ).json<{
    data: ApplicationPrivacy;
  }>().data;

async function companyWithPosting(name = 'Acme Robotics') {
  const admin = await makeCompany(app, { name });
  const posting = await makePosting(app, admin.token);
  return { admin, posting };
}

describe('the privacy notice', () => {
  it('is a plain default naming the company until an Admin writes one, with the retention in words', async () => {
    const { admin, posting } = await companyWithPosting('Globex Hiring');

    const settings = await settingsOf(admin.token);
    expect(settings.notice.version).toBe(DEFAULT_NOTICE_VERSION);
    expect(settings.versions).toEqual([]);
    expect(settings.retention_months).toBeNull();
    expect(settings.retention_effective_from).toBeNull();
    expect(settings.notice.text).toContain('Globex Hiring collects what you send');
    expect(settings.notice.text).toContain('We keep your application until you ask us to delete it.');
    expect(settings.notice.text).toContain('supervisory authority');
    expect(settings.notice.text).toContain('My data or Delete my account');

    const shown = await noticeOf(posting.id);
    expect(shown).toMatchObject({
      company_name: 'Globex Hiring',
      version: DEFAULT_NOTICE_VERSION,
      retention_in_words: 'We keep your application until you ask us to delete it',
    });
    expect(shown.page_url).toMatch(/\/careers\/[a-z0-9-]+\/privacy$/);
  });

  it('says the retention in words, one month singular', () => {
    expect(retentionInWords(24)).toBe('We keep your application for 24 months after our decision');
    expect(retentionInWords(1)).toBe('We keep your application for 1 month after our decision');
  });

  it('keeps each changed text as a new version and the earlier ones as they were', async () => {
    const { admin, posting } = await companyWithPosting();

    await save(admin.token, { notice_text: 'First words.', retention_months: null });
    const unchanged = await save(admin.token, { notice_text: 'First words.', retention_months: null });
    expect(unchanged.json<{ data: PrivacySettings }>().data.versions).toHaveLength(1);
    const second = await save(admin.token, {
      notice_text: 'Second words.',
      notice_url: 'https://acme.example/privacy',
      retention_months: null,
    });

    expect(second.statusCode).toBe(200);
    const settings = second.json<{ data: PrivacySettings }>().data;
    expect(settings.notice).toMatchObject({ version: 2, text: 'Second words.', url: 'https://acme.example/privacy' });
    expect(settings.versions.map((each) => [each.version, each.text])).toEqual([
      [2, 'Second words.'],
      [1, 'First words.'],
    ]);
    expect(settings.versions[0]!.created_by_name).not.toBeNull();
    expect(await noticeOf(posting.id)).toMatchObject({ version: 2, text: 'Second words.' });
  });

  it('starts a grace period the first time retention is turned on, and keeps it when turned off and on', async () => {
    const { admin, posting } = await companyWithPosting();
    const before = Date.now();

    const on = (await save(admin.token, { notice_text: 'Ours.', retention_months: 24 })).json<{
      data: PrivacySettings;
    }>().data;
    expect(on.retention_months).toBe(24);
    expect(on.retention_in_words).toBe('We keep your application for 24 months after our decision');
    const effective = Date.parse(on.retention_effective_from!);
    expect(effective).toBeGreaterThanOrEqual(before + PRIVACY_LIMITS.graceDays * 24 * 60 * 60 * 1000);
    expect((await noticeOf(posting.id)).retention_in_words).toBe(on.retention_in_words);

    await save(admin.token, { notice_text: 'Ours.', retention_months: null });
    const again = (await save(admin.token, { notice_text: 'Ours.', retention_months: 1 })).json<{
      data: PrivacySettings;
    }>().data;
    expect(again.retention_effective_from).toBe(on.retention_effective_from);
    expect(again.retention_in_words).toBe('We keep your application for 1 month after our decision');
  });

  it.each([
    ['an empty text', { notice_text: '   ', retention_months: null }, 'notice_text', PRIVACY_MESSAGES.noticeText],
    [
      'a text beyond the limit',
      { notice_text: 'x'.repeat(PRIVACY_LIMITS.noticeLength + 1), retention_months: null },
      'notice_text',
      PRIVACY_MESSAGES.noticeLength,
    ],
    [
      'a javascript: link',
      { notice_text: 'Ours.', notice_url: 'javascript:alert(1)', retention_months: null },
      'notice_url',
      PRIVACY_MESSAGES.noticeUrl,
    ],
    [
      'a link over two lines',
      { notice_text: 'Ours.', notice_url: 'https://acme.example/\nprivacy', retention_months: null },
      'notice_url',
      TEXT_MESSAGES.singleLine,
    ],
    ['no retention', { notice_text: 'Ours.' }, 'retention_months', PRIVACY_MESSAGES.retention],
    [
      'a retention of 0 months',
      { notice_text: 'Ours.', retention_months: 0 },
      'retention_months',
      PRIVACY_MESSAGES.retention,
    ],
    [
      'a retention of 61 months',
      { notice_text: 'Ours.', retention_months: 61 },
      'retention_months',
      PRIVACY_MESSAGES.retention,
    ],
  ])('refuses %s and stores nothing', async (_case, payload, field, message) => {
    const { admin } = await companyWithPosting();

    const refused = await save(admin.token, payload);

    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ fields: Record<string, string> }>().fields[field]).toBe(message);
    const settings = await settingsOf(admin.token);
    expect(settings.versions).toEqual([]);
    expect(settings.retention_months).toBeNull();
  });

  it('refuses a NUL character and stores nothing', async () => {
    const { admin } = await companyWithPosting();

    const refused = await app.inject({
      ...requestOf(privacyEndpoints.saveSettings),
      headers: { authorization: admin.token, 'content-type': 'application/json' },
      payload: '{"notice_text":"Ours.\\u0000","retention_months":null}',
    });

    expect(refused.statusCode).toBe(400);
    expect((await settingsOf(admin.token)).versions).toEqual([]);
  });

  it('keeps hostile HTML as the text it is, for every page to show escaped', async () => {
    const { admin, posting } = await companyWithPosting();
    const hostile = '<script>alert(1)</script><img src=x onerror=alert(2)>';

    await save(admin.token, { notice_text: hostile, retention_months: null });

    expect((await noticeOf(posting.id)).text).toBe(hostile);
  });

  it('lets Recruiters read but only Admins write, each company its own', async () => {
    const { admin } = await companyWithPosting();
    await confirmCompany(app, db, admin);
    const recruiter = await addMember(app, db, admin.token, 'recruiter');
    const other = await companyWithPosting('Initech');
    await save(admin.token, { notice_text: 'Acme only.', retention_months: 6 });

    expect((await settingsOf(recruiter.token)).notice.text).toBe('Acme only.');
    expect((await save(recruiter.token, { notice_text: 'Mine.', retention_months: null })).statusCode).toBe(403);
    const others = await settingsOf(other.admin.token);
    expect(others.notice.text).toContain('Initech');
    expect(others.retention_months).toBeNull();
  });
});

describe('the careers pages', () => {
  const slugOf = async (token: string) =>
    (await call('GET', urlOf(profileEndpoints.company), token)).json<{ data: { slug: string } }>().data.slug;

  it("show the notice's first words, the retention and a link to the full notice on a job's page", async () => {
    const { admin, posting } = await companyWithPosting('Umbrella Jobs');
    await save(admin.token, {
      notice_text: 'Umbrella reads your application to hire.\n\nMore words later.',
      retention_months: 12,
    });
    const slug = await slugOf(admin.token);

    const page = (await call('GET', `/careers/${slug}/${posting.id}`)).body;

    expect(page).toContain('Umbrella reads your application to hire.');
    expect(page).not.toContain('More words later.');
    expect(page).toContain('We keep your application for 12 months after our decision.');
    expect(page).toContain(`href="/careers/${slug}/privacy"`);
  });

  it('show the current notice in full, its hostile HTML as text', async () => {
    const standard = await companyWithPosting('Hooli Careers');
    const standardPage = await call('GET', `/careers/${await slugOf(standard.admin.token)}/privacy`);
    expect(standardPage.body).toContain('Hooli Careers collects what you send');
    const { admin } = await companyWithPosting('Hooli Careers');
    const slug = await slugOf(admin.token);

    await save(admin.token, {
      notice_text: 'First part.\n\n<script>alert(1)</script>',
      notice_url: 'https://hooli.example/privacy',
      retention_months: null,
    });
    const page = await call('GET', `/careers/${slug}/privacy`);

    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Version 1');
    expect(page.body).toContain('<p>First part.</p>');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body).toContain('href="https://hooli.example/privacy"');
    expect(page.body).toContain('We keep your application until you ask us to delete it.');
  });
});

describe('an application', () => {
  async function applied(overrides: Record<string, unknown> = {}) {
    const { admin, posting } = await companyWithPosting();
    const candidate = await makeCandidate(app);
    const applicationId = await makeApplication(app, candidate.token, posting, overrides);
    return { admin, posting, candidate, applicationId };
  }

  it('records the notice version its candidate was shown and when, without consent unless given', async () => {
    const before = Date.now();
    const { admin, candidate, applicationId } = await applied({ privacy_notice_version: DEFAULT_NOTICE_VERSION });

    const privacy = await ownPrivacy(candidate.token, applicationId);
    expect(privacy.notice_version).toBe(DEFAULT_NOTICE_VERSION);
    expect(Date.parse(privacy.notice_shown_at!)).toBeGreaterThanOrEqual(before - 1000);
    expect(privacy.talent_pool).toBeNull();
    const seen = await call(
      'GET',
      urlOf(privacyEndpoints.applicationPrivacy, { params: { id: applicationId } }),
      admin.token,
    );
    expect(seen.json<{ data: ApplicationPrivacy }>().data).toEqual(privacy);
  });

  it('records the current version when the client names none', async () => {
    const { admin, posting } = await companyWithPosting();
    await save(admin.token, { notice_text: 'Ours.', retention_months: null });
    const candidate = await makeCandidate(app);

    const applicationId = await makeApplication(app, candidate.token, posting);

    expect((await ownPrivacy(candidate.token, applicationId)).notice_version).toBe(1);
  });

  it('is refused when the notice changed since the candidate was shown it, and nothing is stored', async () => {
    const { admin, posting } = await companyWithPosting();
    const candidate = await makeCandidate(app);
    await save(admin.token, { notice_text: 'Changed.', retention_months: null });

    const refused = await call(
      'POST',
      urlOf(candidateApplicationEndpoints.apply),
      candidate.token,
      applicationInput(posting, { privacy_notice_version: DEFAULT_NOTICE_VERSION, talent_pool_consent: true }),
    );

    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ status: 409, error: PRIVACY_MESSAGES.noticeChanged });
    const listed = await call('GET', urlOf(candidateApplicationEndpoints.listOwn), candidate.token);
    expect(listed.json<{ data: unknown[] }>().data).toEqual([]);
  });

  it('keeps the talent-pool consent with its time and notice version, until the candidate withdraws it', async () => {
    const { admin, candidate, applicationId } = await applied({
      privacy_notice_version: DEFAULT_NOTICE_VERSION,
      talent_pool_consent: true,
    });

    const consented = await ownPrivacy(candidate.token, applicationId);
    expect(consented.talent_pool).toMatchObject({ notice_version: DEFAULT_NOTICE_VERSION, withdrawn_at: null });
    expect(consented.talent_pool!.consented_at).toBe(consented.notice_shown_at);

    const withdrawn = await call(
      'DELETE',
      urlOf(candidatePrivacyEndpoints.withdrawConsent, { params: { id: applicationId } }),
      candidate.token,
    );
    expect(withdrawn.statusCode).toBe(200);
    const withdrawnAt = withdrawn.json<{ data: ApplicationPrivacy }>().data.talent_pool!.withdrawn_at;
    expect(withdrawnAt).not.toBeNull();
    const again = await call(
      'DELETE',
      urlOf(candidatePrivacyEndpoints.withdrawConsent, { params: { id: applicationId } }),
      candidate.token,
    );
    expect(again.json<{ data: ApplicationPrivacy }>().data.talent_pool!.withdrawn_at).toBe(withdrawnAt);

    const seen = await call(
      'GET',
      urlOf(privacyEndpoints.applicationPrivacy, { params: { id: applicationId } }),
      admin.token,
    );
    expect(seen.json<{ data: ApplicationPrivacy }>().data.talent_pool!.withdrawn_at).toBe(withdrawnAt);
    const listed = await call('GET', urlOf(candidatePrivacyEndpoints.ownConsents), candidate.token);
    expect(listed.json<{ data: TalentPoolConsent[] }>().data).toEqual([
      {
        application_id: applicationId,
        job_title: expect.any(String),
        company_name: 'Acme Robotics',
        consented_at: consented.talent_pool!.consented_at,
        withdrawn_at: withdrawnAt,
      },
    ]);
  });

  it("is no other candidate's or company's to read or withdraw", async () => {
    const { admin, candidate, applicationId } = await applied({ talent_pool_consent: true });
    expect(
      (
        await call(
          'GET',
          urlOf(candidatePrivacyEndpoints.ownApplicationPrivacy, { params: { id: applicationId } }),
          candidate.token,
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (await call('GET', urlOf(privacyEndpoints.applicationPrivacy, { params: { id: applicationId } }), admin.token))
        .statusCode,
    ).toBe(200);
    const stranger: TestAccount = await makeCandidate(app);
    const otherCompany = await makeCompany(app, { name: 'Initech' });

    expect(
      (
        await call(
          'GET',
          urlOf(candidatePrivacyEndpoints.ownApplicationPrivacy, { params: { id: applicationId } }),
          stranger.token,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          'DELETE',
          urlOf(candidatePrivacyEndpoints.withdrawConsent, { params: { id: applicationId } }),
          stranger.token,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          'GET',
          urlOf(privacyEndpoints.applicationPrivacy, { params: { id: applicationId } }),
          otherCompany.token,
        )
      ).statusCode,
    ).toBe(404);
  });
});
