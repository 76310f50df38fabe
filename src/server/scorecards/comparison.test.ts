import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { ComparisonAnswer } from '../../shared/scorecards.js';
import { hiringTeamMembers, interviewInterviewers, interviews } from '../db/schema.js';
import { companyIdOf, makeApplication, userIdOf } from '../test/factories-applications.js';
import { makePosting } from '../test/factories-postings.js';
import { addMember, confirmCompany } from '../test/factories-team.js';
import { makeCandidate, makeCompany } from '../test/factories.js';
import { createTestApp } from '../test/harness.js';
import { requestOf } from '../test/routes.js';
import { scorecardEndpoints } from '../../shared/scorecards-endpoints.js';

const HOUR = 60 * 60 * 1000;
const { app, database } = await createTestApp();
const { db } = database;
afterAll(() => app.close());

/** A CSV file read back as RFC 4180 writes it: quoted fields, doubled quotes, CRLF between records. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted && char === '"' && text[index + 1] === '"') {
      field += '"';
      index += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      record.push(field);
      field = '';
    } else if (!quoted && char === '\r' && text[index + 1] === '\n') {
      records.push([...record, field]);
      record = [];
      field = '';
      index += 1;
    } else {
      field += char;
    }
  }
  return records;
}

async function setUp() {
  const admin = await makeCompany(app);
  await confirmCompany(app, db, admin);
  const posting = await makePosting(app, admin.token);
  const first = await makeApplication(app, (await makeCandidate(app)).token, posting, { first_name: 'Zoe' });
  const second = await makeApplication(app, (await makeCandidate(app)).token, posting, { first_name: 'Ada' });
  const recruiter = await addMember(app, db, admin.token, 'recruiter', 'Rita Recruiter');
  const interviewer = await addMember(app, db, admin.token, 'interviewer', 'Ivy Interviewer');
  await db.insert(hiringTeamMembers).values({ postingId: posting.id, memberId: interviewer.id });
  const startsAt = new Date(Date.now() - 2 * HOUR);
  const [interview] = await db
    .insert(interviews)
    .values({
      companyId: await companyIdOf(db, admin.email),
      applicationId: first,
      title: 'Technical interview',
      kind: 'video',
      startsAt,
      endsAt: new Date(startsAt.getTime() + HOUR),
      durationMinutes: 60,
      timeZone: 'Europe/Berlin',
      scheduledBy: await userIdOf(db, admin.email),
    })
    .returning({ id: interviews.id });
  await db.insert(interviewInterviewers).values({ interviewId: interview!.id, memberId: interviewer.id });
  // A criterion and a section a spreadsheet would run or split, were they not written safely.
  const template = await app.inject({
    ...requestOf(scorecardEndpoints.createTemplate),
    headers: { authorization: admin.token },
    payload: { name: 'Engineering', sections: [{ name: 'Craft, "core"', criteria: [{ name: '=SUM(1,2)' }] }] },
  });
  const { template_id: templateId, sections } = template.json<{
    data: { template_id: string; sections: { criteria: { id: string }[] }[] };
  }>().data;
  const criterionId = sections[0]!.criteria[0]!.id;
  const submit = async (token: string, applicationId: string, rating: string | null, recommendation: string) => {
    const response = await app.inject({
      ...requestOf(scorecardEndpoints.saveMine, { params: { id: applicationId } }),
      headers: { authorization: token },
      payload: {
        template_id: templateId,
        ratings: rating ? { [criterionId]: { rating } } : {},
        recommendation,
        summary: 'Clear reasoning.',
        submit: true,
        ...(token === interviewer.token && { interview_id: interview!.id }),
      },
    });
    expect(response.statusCode).toBe(200);
  };
  const compare = (token: string, query = '', headers: Record<string, string> = {}) =>
    app.inject({
      method: 'GET',
      url: `/api/postings/${posting.id}/scorecards/${query}`,
      headers: { authorization: token, ...headers },
    });
  return { admin, recruiter, interviewer, first, second, criterionId, submit, compare };
}

const rowsOf = (response: { json: <T>() => T }) => response.json<ComparisonAnswer>().data.rows;

describe("a posting's scorecard comparison", () => {
  it('averages each criterion and the recommendation, sorts, and names who has not submitted', async () => {
    const { admin, recruiter, first, second, criterionId, submit, compare } = await setUp();
    await submit(admin.token, first, 'yes', 'strong_yes');
    await submit(recruiter.token, first, 'strong_yes', 'no');
    await submit(admin.token, second, null, 'strong_yes');

    const answer = (await compare(admin.token)).json<ComparisonAnswer>().data;
    expect(answer.criteria).toEqual([{ id: criterionId, name: '=SUM(1,2)', section: 'Craft, "core"' }]);
    expect(answer.rows.map((row) => row.candidate_name)).toEqual(['Ada Lovelace', 'Zoe Lovelace']);
    const [ada, zoe] = answer.rows;
    expect(ada).toMatchObject({ recommendation: { average: 4, count: 1 }, criteria: {}, submitted: 1, pending: [] });
    expect(zoe).toMatchObject({
      recommendation: { average: 3, count: 2 },
      criteria: { [criterionId]: { average: 3.5, count: 2 } },
      submitted: 2,
      expected: 3,
      others_hidden: false,
      pending: [{ name: 'Ivy Interviewer' }],
    });

    const byCriterion = rowsOf(await compare(admin.token, `?sort=${criterionId}`));
    expect(byCriterion.map((row) => row.candidate_name)).toEqual(['Zoe Lovelace', 'Ada Lovelace']);
    const byName = rowsOf(await compare(admin.token, '?sort=name&order=desc'));
    expect(byName.map((row) => row.candidate_name)).toEqual(['Zoe Lovelace', 'Ada Lovelace']);
    const refused = await compare(admin.token, '?sort=salary');
    expect(refused.statusCode).toBe(400);
  });

  it('gives an Interviewer no averages of an application until they have submitted their own', async () => {
    const { admin, interviewer, first, criterionId, submit, compare } = await setUp();
    await submit(admin.token, first, 'yes', 'strong_yes');

    const before = rowsOf(await compare(interviewer.token)).find((row) => row.application_id === first)!;
    expect(before).toMatchObject({
      recommendation: { average: null, count: 0 },
      criteria: {},
      submitted: 1,
      others_hidden: true,
      pending: [{ name: 'Ivy Interviewer' }],
    });
    expect(JSON.stringify(before)).not.toContain('"average":4');

    await submit(interviewer.token, first, 'no', 'no');
    const after = rowsOf(await compare(interviewer.token)).find((row) => row.application_id === first)!;
    expect(after).toMatchObject({
      recommendation: { average: 3, count: 2 },
      criteria: { [criterionId]: { average: 2.5, count: 2 } },
      others_hidden: false,
      pending: [],
    });
  });

  it('is read afresh after a change, and names an interviewer as pending once their interview ends', async () => {
    const { admin, interviewer, second, submit, compare } = await setUp();
    const endsAt = new Date(Date.now() + 1500);
    await db.insert(interviews).values({
      companyId: await companyIdOf(db, admin.email),
      applicationId: second,
      title: 'Screen',
      kind: 'phone',
      startsAt: new Date(endsAt.getTime() - HOUR),
      endsAt,
      durationMinutes: 60,
      timeZone: 'Europe/Berlin',
      scheduledBy: await userIdOf(db, admin.email),
    });
    const rowOfSecond = async () => rowsOf(await compare(admin.token)).find((row) => row.application_id === second)!;
    expect(await rowOfSecond()).toMatchObject({ submitted: 0, expected: 0, pending: [] });

    // Kept as it was read, the comparison still follows the clock, and a new scorecard shows at once.
    await db.insert(interviewInterviewers).values({
      interviewId: (await db.select({ id: interviews.id }).from(interviews).where(eq(interviews.title, 'Screen')))[0]!
        .id,
      memberId: interviewer.id,
    });
    await db.update(interviews).set({ sequence: 1 }).where(eq(interviews.title, 'Screen'));
    expect(await rowOfSecond()).toMatchObject({ expected: 1, pending: [] });
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, endsAt.getTime() - Date.now()) + 100));
    expect(await rowOfSecond()).toMatchObject({ expected: 1, pending: [{ name: 'Ivy Interviewer' }] });
    const { etag } = (await compare(admin.token)).headers;
    expect((await compare(admin.token, '', { 'if-none-match': String(etag) })).statusCode).toBe(304);
    await submit(admin.token, second, null, 'yes');
    expect(await rowOfSecond()).toMatchObject({ submitted: 1, recommendation: { average: 3, count: 1 } });
  });

  it('downloads as a CSV file whose cells a spreadsheet does not run', async () => {
    const { admin, recruiter, first, submit, compare } = await setUp();
    await submit(admin.token, first, 'yes', 'strong_yes');
    await submit(recruiter.token, first, 'strong_yes', 'yes');

    const response = await compare(admin.token, '?format=csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="scorecards.csv"');
    expect(parseCsv(response.body)).toEqual([
      [
        'Candidate',
        'Stage',
        'Recommendation average',
        'Recommendations',
        `Craft, "core": =SUM(1,2) average`,
        `'=SUM(1,2) ratings`,
        'Submitted',
        'Expected',
        'Not submitted yet',
      ],
      ['Zoe Lovelace', expect.any(String), '3.5', '2', '3.5', '2', '2', '3', 'Ivy Interviewer'],
      ['Ada Lovelace', expect.any(String), '', '0', '', '0', '0', '0', ''],
    ]);
  });
});
