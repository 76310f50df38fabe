import { describe, expect, it } from 'vitest';
import type { ApplyPosting } from '../../shared/postings.js';
import { dataUrl } from '../test/pdf.js';
import { makeCandidate, makeCompany } from '../test/factories.js';
import { makePosting } from '../test/factories-postings.js';
import { ONE_PIXEL_PNG } from '../test/pictures.js';
import { createTestApp } from '../test/harness.js';
import { requestOf } from '../test/routes.js';
import { postingEndpoints } from '../../shared/postings-endpoints.js';
import { profileEndpoints } from '../../shared/profiles-endpoints.js';

const { app } = await createTestApp();

async function applyView(postingId: string, token?: string): Promise<ApplyPosting> {
  const response = await app.inject({
    ...requestOf(postingEndpoints.apply, { params: { id: postingId } }),
    headers: token ? { authorization: token } : {},
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: ApplyPosting }>().data;
}

describe("the apply page's company brand", () => {
  it("answers the company's name and its profile picture as the logo, to anyone", async () => {
    const company = await makeCompany(app, { name: 'Northwind Tiles' });
    const saved = await app.inject({
      ...requestOf(profileEndpoints.saveCompany),
      headers: { authorization: company.token },
      payload: { tagline: 'Tiles', about_us: '', profile_pic: dataUrl(ONE_PIXEL_PNG, 'image/png') },
    });
    expect(saved.statusCode).toBe(200);
    const posting = await makePosting(app, company.token);

    const candidate = await makeCandidate(app);
    for (const view of [await applyView(posting.id), await applyView(posting.id, candidate.token)]) {
      expect(view.company_name).toBe('Northwind Tiles');
      expect(view.company_logo_url).toMatch(/^\/api\/pictures\/[\w-]+$/);
      const logo = await app.inject({ method: 'GET', url: view.company_logo_url! });
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toBe('image/png');
    }
  });

  it('answers null for a company without a picture, and the rest of the view as before', async () => {
    const company = await makeCompany(app);
    const posting = await makePosting(app, company.token);
    const view = await applyView(posting.id);
    expect(view.company_logo_url).toBeNull();
    expect(view).toMatchObject({ id: posting.id, title: posting.title, company_name: company.name });
  });
});
