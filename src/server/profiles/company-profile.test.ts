import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES, type CompanyProfile } from '../../shared/profiles.js';
import { makeCompany, type TestAccount } from '../test/factories.js';
import { createTestApp } from '../test/harness.js';
import { dataUrl } from '../test/pdf.js';
import { ONE_PIXEL_GIF, ONE_PIXEL_PNG } from '../test/pictures.js';
import { requestOf } from '../test/routes.js';
import { profileEndpoints } from '../../shared/profiles-endpoints.js';

const { app } = await createTestApp();

function save(company: TestAccount, body: object) {
  return app.inject({
    ...requestOf(profileEndpoints.saveCompany),
    payload: { tagline: 'Robots', about_us: '', ...body },
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

describe("the company profile's cover image", () => {
  it('is the default gradient (null) until a cover is uploaded, then a public image of its own', async () => {
    const company = await makeCompany(app);
    expect((await profileOf(company)).cover_pic).toBeNull();
    const saved = await save(company, { cover_pic: dataUrl(ONE_PIXEL_GIF, 'image/gif') });
    expect(saved.statusCode, saved.body).toBe(200);
    const profile = await profileOf(company);
    expect(profile.cover_pic).toMatch(/^\/api\/pictures\//);
    expect(profile.profile_pic).toBeNull();
    const cover = await app.inject({ method: 'GET', url: profile.cover_pic! });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/gif');
    expect(cover.headers['x-content-type-options']).toBe('nosniff');
    expect(cover.rawPayload.equals(ONE_PIXEL_GIF)).toBe(true);
  });

  it('is kept when a save sends back its URL, a blob: URL or nothing, and replaced by a data URL only', async () => {
    const company = await makeCompany(app);
    await save(company, { cover_pic: dataUrl(ONE_PIXEL_PNG, 'image/png') });
    const cover = (await profileOf(company)).cover_pic;
    for (const unchanged of [{ cover_pic: cover }, { cover_pic: 'blob:http://localhost/1' }, {}]) {
      expect((await save(company, unchanged)).statusCode).toBe(200);
      expect((await profileOf(company)).cover_pic).toBe(cover);
    }
    expect((await save(company, { cover_pic: dataUrl(ONE_PIXEL_GIF, 'image/gif') })).statusCode).toBe(200);
    expect((await profileOf(company)).cover_pic).not.toBe(cover);
  });

  it('and the picture change together in one save, each its own file', async () => {
    const company = await makeCompany(app);
    const saved = await save(company, {
      profile_pic: dataUrl(ONE_PIXEL_PNG, 'image/png'),
      cover_pic: dataUrl(ONE_PIXEL_GIF, 'image/gif'),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const profile = await profileOf(company);
    expect(profile.profile_pic).not.toBe(profile.cover_pic);
    const picture = await app.inject({ method: 'GET', url: profile.profile_pic! });
    expect(picture.headers['content-type']).toBe('image/png');
  });

  it('refuses an SVG or an oversized cover, and then keeps neither the cover nor a picture sent with it', async () => {
    const company = await makeCompany(app);
    const svg = dataUrl(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'image/svg+xml');
    const refused = await save(company, { profile_pic: dataUrl(ONE_PIXEL_PNG, 'image/png'), cover_pic: svg });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(PROFILE_MESSAGES.pictureType);
    const big = dataUrl(Buffer.concat([ONE_PIXEL_PNG, Buffer.alloc(2 * 1024 * 1024)]), 'image/png');
    expect((await save(company, { cover_pic: big })).statusCode).toBe(413);
    const profile = await profileOf(company);
    expect(profile.cover_pic).toBeNull();
    expect(profile.profile_pic).toBeNull();
  });
});
