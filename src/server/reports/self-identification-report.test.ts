import { describe, expect, it } from 'vitest';
import { FEWER_THAN_SMALL, type SelfIdentificationReport } from '../../shared/reports.js';
import { makeCandidate, makeCompany, type TestAccount } from '../test/factories.js';
import { applicationInput, makeApplication } from '../test/factories-applications.js';
import { makePosting } from '../test/factories-postings.js';
import { addMember, confirmCompany } from '../test/factories-team.js';
import { createTestApp } from '../test/harness.js';
import { suppressed } from './service.js';

const { app, database } = await createTestApp();

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

/** Five applicants who answered alike and one who did not: the one must not be countable. */
async function sixApplicants(admin: TestAccount) {
  const posting = await makePosting(app, admin.token);
  const legal = applicationInput(posting).legal_questions;
  for (let index = 0; index < 6; index += 1) {
    const candidate = await makeCandidate(app);
    const alone = index === 5;
    await makeApplication(app, candidate.token, posting, {
      legal_questions: alone
        ? { ...legal, sex: 'Male', race: 'Asian', disabled: 'Yes' }
        : { ...legal, sex: 'Female', race: 'White', disabled: 'No' },
    });
  }
  return posting;
}

describe('the self-identification report', () => {
  it('counts answers per posting, and never sends a count under 5 or a total to work one out from', async () => {
    const admin = await makeCompany(app);
    const posting = await sixApplicants(admin);
    await sixApplicants(admin);
    const response = await report(admin.token, `?posting_id=${posting.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<{ data: SelfIdentificationReport }>();
    expect(data.posting_id).toBe(posting.id);
    expect(countsOf(data, 'sex')).toMatchObject({ Female: 5, Male: FEWER_THAN_SMALL, 'Non-binary': FEWER_THAN_SMALL });
    expect(countsOf(data, 'race')).toMatchObject({ White: 5, Asian: FEWER_THAN_SMALL });
    expect(countsOf(data, 'disabled')).toMatchObject({ No: 5, Yes: FEWER_THAN_SMALL });
    expect(response.body).not.toMatch(/"count":[0-4][,}]/);
    expect(response.body).not.toMatch(/total/i);

    const everyPosting = (await report(admin.token)).json<{ data: SelfIdentificationReport }>().data;
    expect(countsOf(everyPosting, 'sex')).toMatchObject({ Female: 10, Male: FEWER_THAN_SMALL });
  });

  it('counts only the applications sent in the period', async () => {
    const admin = await makeCompany(app);
    const posting = await sixApplicants(admin);
    const today = new Date().toISOString().slice(0, 10);
    const within = await report(admin.token, `?posting_id=${posting.id}&from=${today}&to=${today}`);
    expect(countsOf(within.json<{ data: SelfIdentificationReport }>().data, 'sex')).toMatchObject({ Female: 5 });
    const before = await report(admin.token, `?posting_id=${posting.id}&to=2020-01-31`);
    expect(countsOf(before.json<{ data: SelfIdentificationReport }>().data, 'sex')).toMatchObject({
      Female: FEWER_THAN_SMALL,
    });
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
    const refused = await report(recruiter.token);
    expect(refused.statusCode).toBe(403);
  });

  it('hides the smallest count shown beside a lone hidden one', () => {
    expect(suppressed([12, 7, 3, 9])).toEqual([12, FEWER_THAN_SMALL, FEWER_THAN_SMALL, 9]);
    expect(suppressed([12, 0, 3, 9])).toEqual([12, FEWER_THAN_SMALL, FEWER_THAN_SMALL, 9]);
    expect(suppressed([12, 6, 9])).toEqual([12, 6, 9]);
  });
});
