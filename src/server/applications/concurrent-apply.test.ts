import { inArray } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { ApplicationDetail } from '../../shared/application-details.js';
import type { Posting } from '../../shared/postings.js';
import { outbox } from '../db/schema.js';
import { makeCandidate, makeCompany } from '../test/factories.js';
import { applicationInput } from '../test/factories-applications.js';
import { makePosting } from '../test/factories-postings.js';
import { createTestApp } from '../test/harness.js';
import { dataUrl, samplePdf } from '../test/pdf.js';
import { urlOf } from '../test/routes.js';
import { postingEndpoints } from '../../shared/postings-endpoints.js';
import { applicationEndpoints } from '../../shared/applications-endpoints.js';

const CANDIDATES = 40;
// Forty sign-ups and sign-ins come from one address here; the per-address ceiling is tested with the other auth rules.
const { app, database } = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
await app.listen({ port: 0, host: '127.0.0.1' });
const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

function call(method: 'GET' | 'POST', url: string, token: string) {
  return app.inject({ method, url, headers: { authorization: token } });
}

describe('many candidates applying at once', () => {
  it(`stores all ${CANDIDATES} applications to one posting, with their resumes, counts and confirmations`, async () => {
    const company = await makeCompany(app);
    const posting = await makePosting(app, company.token);
    const candidates = await Promise.all(Array.from({ length: CANDIDATES }, () => makeCandidate(app)));

    // Real HTTP requests over their own connections, all in flight together; each resume is different.
    const resumeOf = (index: number) => samplePdf(1, `Resume of candidate ${index}`);
    const responses = await Promise.all(
      candidates.map(async (candidate, index) => {
        const response = await fetch(`${baseUrl}/api/candidate/new_application/`, {
          method: 'POST',
          headers: { authorization: candidate.token, 'content-type': 'application/json' },
          body: JSON.stringify(
            applicationInput(posting, {
              email: candidate.email,
              last_name: `Candidate${index}`,
              resume: dataUrl(resumeOf(index)),
            }),
          ),
        });
        return { status: response.status, body: (await response.json()) as { application_id: string } };
      }),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(CANDIDATES).fill(201));
    const applicationIds = responses.map((response) => response.body.application_id);

    const listed = (await call('GET', urlOf(postingEndpoints.list), company.token)).json<{ data: Posting[] }>().data;
    expect(listed.find((item) => item.id === posting.id)).toMatchObject({
      num_applications: CANDIDATES,
      applied_today: CANDIDATES,
    });
    const page = (
      await call('GET', urlOf(applicationEndpoints.list, { query: { posting_id: posting.id } }), company.token)
    ).json<{
      total: number;
    }>();
    expect(page.total).toBe(CANDIDATES);

    // The recruiter downloads each resume and gets the very bytes its candidate sent.
    for (const [index, applicationId] of applicationIds.entries()) {
      const detail = (
        await call('GET', urlOf(applicationEndpoints.list, { query: { application_id: applicationId } }), company.token)
      ).json<{
        data: ApplicationDetail;
      }>().data;
      expect(detail).toMatchObject({ last_name: `Candidate${index}`, email: candidates[index]!.email });
      const resume = await call('GET', detail.resume_url!, company.token);
      expect(resume.statusCode).toBe(200);
      expect(resume.rawPayload.equals(resumeOf(index))).toBe(true);
    }

    const confirmations = await database.db
      .select({ recipient: outbox.recipient, applicationId: outbox.applicationId })
      .from(outbox)
      .where(inArray(outbox.applicationId, applicationIds));
    expect(confirmations.map((mail) => `${mail.applicationId} ${mail.recipient}`).sort()).toEqual(
      candidates.map((candidate, index) => `${applicationIds[index]} ${candidate.email}`).sort(),
    );
  });
});
