import { describe, expect, it } from 'vitest';
import type { ApplicationDetail } from '../../shared/application-details.js';
import type { Posting } from '../../shared/postings.js';
import { makeCandidate, makeCompany } from '../test/factories.js';
import { makeApplication } from '../test/factories-applications.js';
import { makePosting } from '../test/factories-postings.js';
import { createTestApp } from '../test/harness.js';
import { urlOf } from '../test/routes.js';
import { postingEndpoints } from '../../shared/postings-endpoints.js';
import { applicationEndpoints, candidateApplicationEndpoints } from '../../shared/applications-endpoints.js';

const { app } = await createTestApp();

// What a person types into a plain-text field is text, not HTML: it comes back exactly as typed (Appendix B).
const TYPED = `R&D <b>"Ops"</b> & 'more'`;

async function read<T>(url: string, token: string): Promise<T> {
  const response = await app.inject({ method: 'GET', url, headers: { authorization: token } });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: T }>().data;
}

describe('plain-text fields', () => {
  it('gives a posting’s plain-text fields back exactly as typed, while its rich text is sanitized HTML', async () => {
    const company = await makeCompany(app);
    const posting = await makePosting(app, company.token, {
      title: TYPED,
      department: TYPED,
      recruiter_name: TYPED,
      about_job: '<p>R&amp;D</p><script>alert(1)</script>',
    });
    const stored = await read<Posting>(urlOf(postingEndpoints.list, { query: { id: posting.id } }), company.token);
    expect(stored).toMatchObject({
      title: TYPED,
      department: TYPED,
      recruiter_name: TYPED,
      about_job: '<p>R&amp;D</p>',
    });
    expect(
      (await read<Posting>(urlOf(postingEndpoints.apply, { params: { id: posting.id } }), company.token)).title,
    ).toBe(TYPED);
  });

  it('gives an application’s answers back exactly as typed to the candidate and the company', async () => {
    const company = await makeCompany(app);
    const candidate = await makeCandidate(app);
    const posting = await makePosting(app, company.token);
    const applicationId = await makeApplication(app, candidate.token, posting, {
      first_name: TYPED,
      address: TYPED,
      questions: posting.questions.map((question) => ({ question, answer: TYPED })),
    });
    const forCompany = await read<ApplicationDetail>(
      urlOf(applicationEndpoints.list, { query: { application_id: applicationId } }),
      company.token,
    );
    const [forCandidate] = await read<ApplicationDetail[]>(
      urlOf(candidateApplicationEndpoints.listOwn, { query: { application_id: applicationId } }),
      candidate.token,
    );
    for (const detail of [forCompany, forCandidate]) {
      expect(detail).toMatchObject({ first_name: TYPED, address: TYPED });
      expect(detail?.questions.map((question) => question.answer)).toEqual(posting.questions.map(() => TYPED));
    }
  });
});
