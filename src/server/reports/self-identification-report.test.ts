import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Posting } from '../../shared/postings.js';
import { FEWER_THAN_SMALL, type SelfIdentificationReport, TOO_FEW_APPLICATIONS } from '../../shared/reports.js';
import { makeCandidate, makeCompany, type TestAccount } from '../test/factories.js';
import { applicationInput, makeApplication } from '../test/factories-applications.js';
import { makePosting } from '../test/factories-postings.js';
import { addMember, confirmCompany } from '../test/factories-team.js';
import { createTestApp } from '../test/harness.js';
import { shownCount } from './service.js';

// Each test signs up some twenty candidates from one client address.
const { app, database } = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
const { db } = database;

function report(token: string, query = '') {
  return app.inject({
    method: 'GET',
    url: `/api/reports/self_identification/${query}`,
    headers: { authorization: token },
  });
}

const countsOf = (data: SelfIdentificationReport, question: string) =>
  Object.fromEntries(
    data.questions.find((each) => each.question === question)!.answers.map(({ answer, count }) => [answer, count]),
  );

interface Answers {
  sex: string;
  race: string;
  disabled: string;
}
const MALE: Answers = { sex: 'Male', race: 'Asian', disabled: 'Yes' };
const FEMALE: Answers = { sex: 'Female', race: 'White', disabled: 'No' };

/** Applicants to the posting, one for each answers given, in order; their application ids. */
async function applicants(posting: Posting, everyAnswers: Answers[]): Promise<string[]> {
  const ids: string[] = [];
  for (const answers of everyAnswers) {
    const candidate = await makeCandidate(app);
    const legal = applicationInput(posting).legal_questions;
    ids.push(await makeApplication(app, candidate.token, posting, { legal_questions: { ...legal, ...answers } }));
  }
  return ids;
}

const times = (count: number, answers: Answers) => Array.from({ length: count }, () => answers);

async function answersOf(id: string, answers: Answers) {
  await db.execute(sql`UPDATE applications SET legal_questions = legal_questions || ${JSON.stringify(answers)}::jsonb
    WHERE id = ${id}`);
}

async function sentOn(ids: string[], day: string) {
  for (const id of ids)
    await db.execute(sql`UPDATE applications SET created_at = ${day}::timestamptz WHERE id = ${id}`);
}

/** Every report an Admin may ask of the company: all postings and each one, over each period given. */
async function everyReport(admin: TestAccount, postings: Posting[], periods: string[]) {
  const answers: Record<string, SelfIdentificationReport> = {};
  for (const scope of ['', ...postings.map((posting) => `posting_id=${posting.id}`)])
    for (const period of periods) {
      const query = `?${[scope, period].filter(Boolean).join('&')}`;
      const response = await report(admin.token, query);
      expect(response.statusCode, response.body).toBe(200);
      answers[query] = response.json<{ data: SelfIdentificationReport }>().data;
    }
  return answers;
}

const refused = (data: SelfIdentificationReport) =>
  data.questions.every((question) => question.answers.every(({ count }) => count === TOO_FEW_APPLICATIONS));

describe('the self-identification report', () => {
  it("tells nothing of a posting's only applicant by the company's counts less another posting's", async () => {
    const admin = await makeCompany(app);
    const [large, joined, alone] = [
      await makePosting(app, admin.token),
      await makePosting(app, admin.token),
      await makePosting(app, admin.token),
    ] as [Posting, Posting, Posting];
    // Known answers on the edge of rounding (7 Male), which one more Male would carry to 10.
    const known = await applicants(large, [...times(7, MALE), ...times(17, FEMALE)]);
    const [partner, ...others] = await applicants(joined, [FEMALE, ...times(10, MALE), ...times(9, FEMALE)]);
    const [lone] = await applicants(alone, [MALE]);
    await sentOn([...known, partner!, ...others, lone!], '2025-10-15T12:00:00Z');
    const periods = ['', 'from=2025-10-01', 'to=2025-10-31', 'from=2025-10-15&to=2025-10-15'];

    const before = await everyReport(admin, [large, joined, alone], periods);
    const company = before['?']!;
    const posting = before[`?posting_id=${large.id}`]!;
    expect(refused(company) || refused(posting)).toBe(false);
    expect(countsOf(posting, 'sex')).toMatchObject({ Male: 5, Female: 15, 'Non-binary': 0 });
    expect(countsOf(posting, 'race')).toMatchObject({ Asian: 5, White: 15, Black: 0 });
    expect(posting.months).toEqual(['2025-10']);
    expect(refused(before[`?posting_id=${alone.id}`]!)).toBe(true);
    expect(before[`?posting_id=${alone.id}`]!.months).toEqual([]);

    // Had the lone applicant answered as one of the twenty they are counted with, and that one as they did, every
    // report would read the same: the difference of any two of them points at nobody.
    await answersOf(lone!, FEMALE);
    await answersOf(partner!, MALE);
    expect(await everyReport(admin, [large, joined, alone], periods)).toEqual(before);
  });

  it('tells nothing of an application sent alone in its month by a longer period less a shorter one', async () => {
    const admin = await makeCompany(app);
    const posting = await makePosting(app, admin.token);
    const october = await applicants(posting, [...times(7, MALE), ...times(17, FEMALE)]);
    await sentOn(october, '2025-10-15T12:00:00Z');
    const [lone] = await applicants(posting, [MALE]);
    await sentOn([lone!], '2025-11-03T12:00:00Z');
    const days = ['2025-10-01', '2025-10-31', '2025-11-02', '2025-11-03', '2025-11-30'];
    const periods = [
      '',
      ...days.flatMap((from) => [
        `from=${from}`,
        ...days.filter((to) => to >= from).map((to) => `from=${from}&to=${to}`),
      ]),
      ...days.map((to) => `to=${to}`),
    ];

    const before = await everyReport(admin, [posting], periods);
    const october31 = before[`?posting_id=${posting.id}&to=2025-10-31`]!;
    const november30 = before[`?posting_id=${posting.id}&to=2025-11-30`]!;
    expect(october31.months).toEqual(['2025-10']);
    expect(countsOf(october31, 'sex')).toMatchObject({ Male: 5, Female: 15 });
    expect(november30.months).toEqual(['2025-10']);
    expect(refused(before[`?from=2025-11-02&to=2025-11-30`]!)).toBe(true);

    await answersOf(lone!, FEMALE);
    expect(await everyReport(admin, [posting], periods)).toEqual(before);
  });

  it('counts no month still under way, which asked again tomorrow could hold one more applicant', async () => {
    const admin = await makeCompany(app);
    const posting = await makePosting(app, admin.token);
    await applicants(posting, times(20, FEMALE));
    const { data } = (await report(admin.token, `?posting_id=${posting.id}`)).json<{
      data: SelfIdentificationReport;
    }>();
    expect(data.months).toEqual([]);
    expect(refused(data)).toBe(true);
  });

  it('refuses a selection of fewer than 20 applications in every cell', async () => {
    const admin = await makeCompany(app);
    const posting = await makePosting(app, admin.token);
    await applicants(posting, times(19, FEMALE));
    const response = await report(admin.token, `?posting_id=${posting.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<{ data: SelfIdentificationReport }>();
    expect(data).toMatchObject({ posting_id: posting.id, months: [] });
    expect(refused(data)).toBe(true);
    expect(response.body).not.toMatch(/"count":\d/);
    expect(response.body).not.toMatch(/total/i);
  });

  it('shows 0 as 0, 1 to 4 as "fewer than 5", and any other count to the nearest 5', () => {
    expect([0, 1, 4, 5, 7, 8, 12, 13, 22, 23].map(shownCount)).toEqual([
      0,
      FEWER_THAN_SMALL,
      FEWER_THAN_SMALL,
      5,
      5,
      10,
      10,
      15,
      20,
      25,
    ]);
  });

  it('refuses a period that ends before it starts', async () => {
    const admin = await makeCompany(app);
    const backwards = await report(admin.token, '?from=2026-02-01&to=2026-01-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ status: 400, fields: { to: expect.any(String) } });
  });

  it("finds no other company's posting, and is for Admins only", async () => {
    const admin = await makeCompany(app);
    const other = await makeCompany(app);
    const elsewhere = await makePosting(app, other.token);
    const response = await report(admin.token, `?posting_id=${elsewhere.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, error: 'Job posting was not found.' });

    await confirmCompany(app, database.db, admin);
    const recruiter = await addMember(app, database.db, admin.token, 'recruiter');
    const refusedCall = await report(recruiter.token);
    expect(refusedCall.statusCode).toBe(403);
  });
});
