import { describe, expect, it } from 'vitest';
import { BRAND_MESSAGES, DEFAULT_BRAND_COLOR } from '../../shared/brand.js';
import type { ApplyPosting } from '../../shared/postings.js';
import { postingEndpoints } from '../../shared/postings-endpoints.js';
import type { CompanyProfile } from '../../shared/profiles.js';
import { profileEndpoints } from '../../shared/profiles-endpoints.js';
import { makeCompany, type TestAccount } from '../test/factories.js';
import { makePosting } from '../test/factories-postings.js';
import { createTestApp } from '../test/harness.js';
import { requestOf } from '../test/routes.js';

const { app } = await createTestApp();

function save(company: TestAccount, body: object) {
  return app.inject({
    ...requestOf(profileEndpoints.saveCompany),
    payload: { tagline: 'Tiles', about_us: '', ...body },
    headers: { authorization: company.token },
  });
}

async function profileOf(company: TestAccount): Promise<CompanyProfile> {
  const response = await app.inject({
    ...requestOf(profileEndpoints.company),
    headers: { authorization: company.token },
  });
  return response.json<{ data: CompanyProfile }>().data;
}

describe("a company's brand colour", () => {
  it('is the default until chosen, is kept lower-case, and goes back to the default when emptied', async () => {
    const company = await makeCompany(app);
    expect((await profileOf(company)).brand_color).toBeNull();
    const saved = await save(company, { brand_color: ' #0F766E ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await profileOf(company)).brand_color).toBe('#0f766e');
    // A save that does not name it keeps it, as the specification's client sends.
    expect((await save(company, {})).statusCode).toBe(200);
    expect((await profileOf(company)).brand_color).toBe('#0f766e');
    expect((await save(company, { brand_color: '' })).statusCode).toBe(200);
    expect((await profileOf(company)).brand_color).toBeNull();
  });

  it('is refused when white button text on it, or it as link text on the light page, falls under 4.5:1', async () => {
    const company = await makeCompany(app);
    await save(company, { brand_color: '#0f766e' });
    // Sky blue: 2.5:1 under white text, 2.4:1 on the light page.
    const refused = await save(company, { brand_color: '#60a5fa', tagline: 'Changed' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      status: 400,
      error: BRAND_MESSAGES.tooLightForLinks('2.4'),
      fields: { brand_color: BRAND_MESSAGES.tooLightForLinks('2.4') },
    });
    const kept = await profileOf(company);
    expect(kept.brand_color).toBe('#0f766e');
    expect(kept.tagline).toBe('Tiles');
  });

  it('is refused when, lifted for the dark theme, its links fall under 4.5:1 on the dark page', async () => {
    const company = await makeCompany(app);
    // Near-black passes every light-theme pair (18.9:1) and fails in the dark (3.6:1): a black button on a black page.
    for (const [color, ratio] of [
      ['#111111', '3.6'],
      ['#2e1065', '4.0'],
    ] as const) {
      const refused = await save(company, { brand_color: color });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe(BRAND_MESSAGES.tooDarkForDarkTheme(ratio));
    }
    expect((await profileOf(company)).brand_color).toBeNull();
  });

  it('is refused when it is not # and six hexadecimal digits', async () => {
    const company = await makeCompany(app);
    for (const malformed of [
      'teal',
      '#0f766',
      '#0f766e0',
      '0f766e',
      '#gggggg',
      'rgb(0,0,0)',
      '#0f766e\u0000',
      42,
      null,
    ]) {
      const refused = await save(company, { brand_color: malformed });
      expect(refused.statusCode, JSON.stringify(malformed)).toBe(400);
      expect(refused.json().fields?.brand_color ?? refused.json().error).toMatch(/brand colour|control|NUL/i);
    }
    const huge = await save(company, { brand_color: `#${'a'.repeat(100_000)}` });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error).toBe(BRAND_MESSAGES.colorFormat);
    expect((await profileOf(company)).brand_color).toBeNull();
  });
});

describe('the "powered by" line', () => {
  it('is on by default, and the company may turn it off and on again', async () => {
    const company = await makeCompany(app);
    expect((await profileOf(company)).show_powered_by).toBe(true);
    expect((await save(company, { show_powered_by: false })).statusCode).toBe(200);
    expect((await profileOf(company)).show_powered_by).toBe(false);
    expect((await save(company, {})).statusCode).toBe(200);
    expect((await profileOf(company)).show_powered_by).toBe(false);
    expect((await save(company, { show_powered_by: 'no' })).statusCode).toBe(400);
    expect((await save(company, { show_powered_by: true })).statusCode).toBe(200);
    expect((await profileOf(company)).show_powered_by).toBe(true);
  });
});

describe("a job's public view", () => {
  it("carries the company's colour and its powered-by choice, the default colour for a company without one", async () => {
    const company = await makeCompany(app);
    const posting = await makePosting(app, company.token);
    const read = async () =>
      (await app.inject(requestOf(postingEndpoints.apply, { params: { id: posting.id } }))).json<{
        data: ApplyPosting;
      }>().data;
    expect((await read()).company_brand).toMatchObject({ color: DEFAULT_BRAND_COLOR, shows_powered_by: true });
    await save(company, { brand_color: '#b91c1c', show_powered_by: false });
    const branded = await read();
    expect(branded.company_brand).toEqual({
      name: company.name,
      color: '#b91c1c',
      logo_url: null,
      shows_powered_by: false,
    });
    // The specification's fields stay in its answers.
    expect(branded).toHaveProperty('num_applications');
    expect(branded).toHaveProperty('applied_today');
  });
});
