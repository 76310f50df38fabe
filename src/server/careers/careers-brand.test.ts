import { describe, expect, it } from 'vitest';
import { careersPath, publicPostingPath } from '../../shared/careers.js';
import { POWERED_BY } from '../../shared/powered-by.js';
import type { CompanyProfile } from '../../shared/profiles.js';
import { profileEndpoints } from '../../shared/profiles-endpoints.js';
import { makeApplication } from '../test/factories-applications.js';
import { makeCandidate, makeCompany, type TestAccount } from '../test/factories.js';
import { makePosting } from '../test/factories-postings.js';
import { createTestApp } from '../test/harness.js';
import { dataUrl } from '../test/pdf.js';
import { ONE_PIXEL_PNG } from '../test/pictures.js';
import { requestOf } from '../test/routes.js';

const { app } = await createTestApp();

const ABOUT = 'We lay tiles in Bristol.\n\nFounded in 1998,\nfamily owned.\n\n\nWe are hiring.';

async function brandedCompany(body: object): Promise<{ company: TestAccount; profile: CompanyProfile }> {
  const company = await makeCompany(app, { name: 'Northwind Tiles' });
  const saved = await app.inject({
    ...requestOf(profileEndpoints.saveCompany),
    headers: { authorization: company.token },
    payload: {
      tagline: 'Floors that last',
      about_us: ABOUT,
      profile_pic: dataUrl(ONE_PIXEL_PNG, 'image/png'),
      ...body,
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const profile = await app.inject({
    ...requestOf(profileEndpoints.company),
    headers: { authorization: company.token },
  });
  return { company, profile: profile.json<{ data: CompanyProfile }>().data };
}

/** The pages a visitor reaches from a company's careers site, with five applications on its job today. */
async function pagesOf(body: object) {
  const { company, profile } = await brandedCompany(body);
  const posting = await makePosting(app, company.token);
  for (let index = 0; index < 5; index++) {
    const candidate = await makeCandidate(app);
    await makeApplication(app, candidate.token, posting, { email: candidate.email });
  }
  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    return response.body;
  };
  return {
    profile,
    careers: await get(careersPath(profile.slug)),
    posting: await get(publicPostingPath(profile.slug, posting.id)),
    privacy: await get(`${careersPath(profile.slug)}/privacy`),
  };
}

const textOf = (page: string) =>
  page
    .replace(/<(style|script)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ');

describe("a company's careers pages", () => {
  it('wear its colour in both themes, its logo and name, and a powered-by line it kept', async () => {
    const { profile, careers, posting, privacy } = await pagesOf({ brand_color: '#b91c1c' });
    for (const page of [careers, posting, privacy]) {
      expect(page).toContain('--brand:#b91c1c');
      // The dark theme's links take the colour lifted toward white (decision 089).
      expect(page).toMatch(/prefers-color-scheme:dark\)\{:root\{[^}]*--link:#d57777/);
      expect(page).toContain(`src="${profile.profile_pic}" alt="Northwind Tiles logo"`);
      expect(textOf(page)).toContain('Northwind Tiles');
      expect(textOf(page)).toContain(POWERED_BY);
      expect(textOf(page)).not.toContain('Careers page by');
    }
  });

  it('keep the About text’s paragraphs and its line breaks', async () => {
    const { careers } = await pagesOf({});
    expect(careers).toContain('<p>We lay tiles in Bristol.</p>');
    expect(careers).toContain('<p>Founded in 1998,<br />family owned.</p>');
    expect(careers).toContain('<p>We are hiring.</p>');
  });

  it('never show how many have applied', async () => {
    const { careers, posting } = await pagesOf({});
    for (const page of [careers, posting]) {
      expect(textOf(page)).not.toMatch(/applicants?\b|\btoday\b|\b5 appl/i);
    }
  });

  it('name Openhire nowhere once the company turns the powered-by line off', async () => {
    const { careers, posting, privacy } = await pagesOf({ show_powered_by: false });
    for (const page of [careers, posting, privacy]) {
      expect(page).not.toMatch(/openhire/i);
      expect(textOf(page)).toContain('Northwind Tiles');
    }
  });
});
