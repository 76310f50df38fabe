import { describe, expect, it } from 'vitest';
import type { ApplyPosting } from '../../shared/postings.js';
import type { RecentPosting } from '../../shared/recent-postings.js';
import { makeCandidate, makeCompany } from '../test/factories.js';
import { makeApplication } from '../test/factories-applications.js';
import { makePosting } from '../test/factories-postings.js';
import { createTestApp } from '../test/harness.js';
import { urlOf } from '../test/routes.js';
import { postingEndpoints } from '../../shared/postings-endpoints.js';

const { app } = await createTestApp();

function get(url: string, token?: string) {
  return app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} });
}

async function setup() {
  const company = await makeCompany(app);
  const applied = await makePosting(app, company.token, { title: 'Backend Engineer' });
  const other = await makePosting(app, company.token, { title: 'Product Designer' });
  const candidate = await makeCandidate(app);
  const applicationId = await makeApplication(app, candidate.token, applied);
  return { company, applied, other, candidate, applicationId };
}

describe("the candidate's own application beside a posting", () => {
  it('marks the recent postings the signed-in candidate applied to, and no one else', async () => {
    const { applied, other, candidate, applicationId } = await setup();
    const stranger = await makeCandidate(app);
    const cards = async (token: string) => {
      const response = await get(urlOf(postingEndpoints.recentOpen), token);
      expect(response.statusCode).toBe(200);
      return response.json<{ data: RecentPosting[] }>().data;
    };

    const own = await cards(candidate.token);
    const appliedCard = own.find((card) => card.posting_id === applied.id);
    expect(appliedCard?.application_id).toBe(applicationId);
    expect(Date.now() - Date.parse(appliedCard?.applied_at ?? '')).toBeLessThan(60_000);
    expect(own.find((card) => card.posting_id === other.id)).toMatchObject({ applied_at: null, application_id: null });
    for (const card of await cards(stranger.token))
      expect(card).toMatchObject({ applied_at: null, application_id: null });
  });

  it("answers the apply view with the candidate's application only to that candidate, and stays public", async () => {
    const { company, applied, other, candidate, applicationId } = await setup();
    const stranger = await makeCandidate(app);
    const view = async (postingId: string, token?: string) => {
      const response = await get(urlOf(postingEndpoints.apply, { params: { id: postingId } }), token);
      expect(response.statusCode).toBe(200);
      return response.json<{ data: ApplyPosting }>().data;
    };

    const own = await view(applied.id, candidate.token);
    expect(own).toMatchObject({ id: applied.id, title: 'Backend Engineer', application_id: applicationId });
    expect(Date.now() - Date.parse(own.applied_at ?? '')).toBeLessThan(60_000);
    expect(await view(other.id, candidate.token)).toMatchObject({ applied_at: null, application_id: null });
    expect(await view(applied.id, stranger.token)).toMatchObject({ applied_at: null, application_id: null });
    for (const token of [undefined, company.token, 'not-a-session-token']) {
      const publicView = await view(applied.id, token);
      expect(publicView.title).toBe('Backend Engineer');
      expect(publicView).not.toHaveProperty('applied_at');
      expect(publicView).not.toHaveProperty('application_id');
    }
  });
});
