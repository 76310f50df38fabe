import { describe, expect, it } from 'vitest';
import type { ApplicationListItem } from '../../shared/applications.js';
import { makeCandidate, makeCompany } from '../test/factories.js';
import { makeApplication } from '../test/factories-applications.js';
import { makePosting } from '../test/factories-postings.js';
import { createTestApp } from '../test/harness.js';
import { urlOf } from '../test/routes.js';
import { applicationEndpoints } from '../../shared/applications-endpoints.js';

const { app } = await createTestApp();

function call(url: string, token: string) {
  return app.inject({ method: 'GET', url, headers: { authorization: token } });
}

describe("the recruiter's applications list, narrowed from a posting", () => {
  it("narrows the list to one posting or one posting's location, and finds nothing through another company's", async () => {
    const company = await makeCompany(app);
    const other = await makeCompany(app);
    const toronto = await makePosting(app, company.token, {
      title: 'Backend Engineer',
      city: 'Toronto',
      country: 'Canada',
    });
    const london = await makePosting(app, company.token, { title: 'Product Designer', city: 'London', country: 'UK' });
    const elsewhere = await makePosting(app, other.token, { city: 'Toronto', country: 'Canada' });
    const names = new Map<string, string>();
    for (const [posting, name] of [
      [toronto, 'Grace'],
      [london, 'Alan'],
      [london, 'Barbara'],
      [elsewhere, 'Edsger'],
    ] as const) {
      const candidate = await makeCandidate(app);
      names.set(await makeApplication(app, candidate.token, posting, { first_name: name }), name);
    }
    const get = async (query: string) => {
      const response = await call(`${urlOf(applicationEndpoints.list)}?${query}`, company.token);
      expect(response.statusCode).toBe(200);
      const page = response.json<{ data: ApplicationListItem[]; total: number }>();
      return { total: page.total, names: page.data.map((item) => item.first_name).sort() };
    };

    expect(await get(`posting_id=${london.id}`)).toEqual({ total: 2, names: ['Alan', 'Barbara'] });
    expect(await get('location=Toronto%2C%20Canada')).toEqual({ total: 1, names: ['Grace'] });
    expect(await get('location=London%2C%20UK&search=barb')).toEqual({ total: 1, names: ['Barbara'] });
    expect(await get(`location=London%2C%20UK&posting_id=${toronto.id}`)).toEqual({ total: 0, names: [] });
    expect(await get('location=London')).toEqual({ total: 0, names: [] });
    expect(await get(`posting_id=${elsewhere.id}`)).toEqual({ total: 0, names: [] });
    expect(
      (await call(urlOf(applicationEndpoints.list, { query: { posting_id: 'not-an-id' } }), company.token)).statusCode,
    ).toBe(400);
  });
});
