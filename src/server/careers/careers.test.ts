import { eq } from 'drizzle-orm';
import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { CAREERS_MESSAGES, PostingsFeedSchema, SLUG_RULES } from '../../shared/careers.js';
import type { Posting } from '../../shared/postings.js';
import type { CompanyProfile } from '../../shared/profiles.js';
import { companySlugs, postings } from '../db/schema.js';
import { makeCompany, type TestAccount } from '../test/factories.js';
import { makePosting, postingInput } from '../test/factories-postings.js';
import { createTestApp } from '../test/harness.js';
import { dataUrl } from '../test/pdf.js';
import { ONE_PIXEL_PNG } from '../test/pictures.js';
import { requestOf } from '../test/routes.js';
import { profileEndpoints } from '../../shared/profiles-endpoints.js';
import { postingEndpoints } from '../../shared/postings-endpoints.js';

const { app, database, config } = await createTestApp();
const DAY = 86_400_000;
/** Long enough for this process to render a public page again rather than send the one it kept. */
const PAGE_RENDERED_AGAIN = { timeout: 5000, interval: 250 };

/** A page as a crawler fetches it: no script runs, only the HTML is read. */
const crawl = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

async function profileOf(company: TestAccount): Promise<CompanyProfile> {
  const response = await app.inject({
    ...requestOf(profileEndpoints.company),
    headers: { authorization: company.token },
  });
  return response.json<{ data: CompanyProfile }>().data;
}

function saveProfile(company: TestAccount, body: object) {
  return app.inject({
    ...requestOf(profileEndpoints.saveCompany),
    headers: { authorization: company.token },
    payload: { profile_pic: '', tagline: 'We build robots', about_us: 'A small robotics company.', ...body },
  });
}

/** The JSON-LD blocks of a page, parsed. */
function structuredData(page: string): Record<string, unknown>[] {
  return [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

/** The markup with every run of white space as one space: how a page is indented is no part of what it says. */
const squeezed = (page: string) => page.replace(/\s+/g, ' ');

const textOf = (page: string) => page.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');

describe('a company careers address', () => {
  it('is made from the company name, readable and unique, and the profile answers it with the careers URL', async () => {
    const first = await makeCompany(app, { name: 'Café Zürich & Söhne' });
    const second = await makeCompany(app, { name: 'Café Zürich & Söhne' });
    const firstProfile = await profileOf(first);
    expect(firstProfile.slug).toMatch(/^cafe-zurich-and-sohne(-\d+)?$/);
    const secondProfile = await profileOf(second);
    expect(secondProfile.slug).not.toBe(firstProfile.slug);
    expect(secondProfile.careers_url).toBe(`${config.appUrl}/careers/${secondProfile.slug}`);
  });

  it('can be changed in the profile, and the old address answers 301 to the new one', async () => {
    const company = await makeCompany(app, { name: 'Rename Robotics' });
    const old = (await profileOf(company)).slug;
    const posting = await makePosting(app, company.token);
    const saved = await saveProfile(company, { slug: 'renamed-robotics-co' });
    expect(saved.statusCode).toBe(200);
    expect((await profileOf(company)).slug).toBe('renamed-robotics-co');

    const page = await crawl(`/careers/${old}?q=engineer`);
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe('/careers/renamed-robotics-co?q=engineer');
    const postingPage = await crawl(`/careers/${old}/${posting.id}`);
    expect(postingPage.statusCode).toBe(301);
    expect(postingPage.headers.location).toBe(`/careers/renamed-robotics-co/${posting.id}`);
    expect((await crawl('/careers/renamed-robotics-co')).statusCode).toBe(200);
  });

  it("refuses another company's current or former address with 409 and keeps its own", async () => {
    const owner = await makeCompany(app, { name: 'Owner Works' });
    const ownerSlug = (await profileOf(owner)).slug;
    await saveProfile(owner, { slug: 'owner-works-new' });
    const other = await makeCompany(app, { name: 'Other Works' });
    for (const taken of [ownerSlug, 'owner-works-new']) {
      const refused = await saveProfile(other, { slug: taken });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        status: 409,
        error: CAREERS_MESSAGES.slugTaken,
        fields: { slug: CAREERS_MESSAGES.slugTaken },
      });
    }
    // A company may go back to an address it had.
    expect((await saveProfile(owner, { slug: ownerSlug })).statusCode).toBe(200);
  });

  it('changes at most five times a day: a sixth change is 429 with Retry-After and keeps the address', async () => {
    const company = await makeCompany(app, { name: 'Fickle Robotics' });
    for (let change = 1; change <= SLUG_RULES.changesPerDay; change++) {
      expect((await saveProfile(company, { slug: `fickle-robotics-${change}` })).statusCode).toBe(200);
    }
    // Saving the address it has is no change.
    expect((await saveProfile(company, { slug: 'fickle-robotics-5' })).statusCode).toBe(200);
    const refused = await saveProfile(company, { slug: 'fickle-robotics-6' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(refused.json<{ error: string }>().error).toMatch(/^The careers address can change 5 times a day\. /);
    expect((await profileOf(company)).slug).toBe('fickle-robotics-5');
  });

  it('keeps three former addresses: the oldest is free for another company once a fourth is left', async () => {
    const company = await makeCompany(app, { name: 'Mover Robotics' });
    const first = (await profileOf(company)).slug;
    for (const slug of ['mover-two', 'mover-three', 'mover-four', 'mover-five']) await saveProfile(company, { slug });
    expect((await crawl(`/careers/${first}`)).statusCode).toBe(404);
    expect((await crawl('/careers/mover-two')).headers.location).toBe('/careers/mover-five');

    const other = await makeCompany(app, { name: 'Taker Robotics' });
    expect((await saveProfile(other, { slug: first })).statusCode).toBe(200);
    expect((await saveProfile(other, { slug: 'mover-two' })).statusCode).toBe(409);
  });

  it('redirects a former address for 90 days, then lets another company take it', async () => {
    const company = await makeCompany(app, { name: 'Leaver Robotics' });
    const old = (await profileOf(company)).slug;
    await saveProfile(company, { slug: 'leaver-robotics-new' });
    await database.db
      .update(companySlugs)
      .set({ leftAt: new Date(Date.now() - (SLUG_RULES.formerDays + 1) * DAY) })
      .where(eq(companySlugs.slug, old));
    expect((await crawl(`/careers/${old}`)).statusCode).toBe(404);

    const other = await makeCompany(app, { name: 'Newcomer Robotics' });
    expect((await saveProfile(other, { slug: old })).statusCode).toBe(200);
    await vi.waitFor(
      async () => expect(textOf((await crawl(`/careers/${old}`)).body)).toContain('Newcomer Robotics'),
      PAGE_RENDERED_AGAIN,
    );
  });

  it('refuses a malformed address or website with 400 and stores nothing', async () => {
    const company = await makeCompany(app, { name: 'Strict Shapes' });
    const before = await profileOf(company);
    const badSlug = await saveProfile(company, { slug: 'Not A Slug!', tagline: 'changed' });
    expect(badSlug.statusCode).toBe(400);
    expect(badSlug.json<{ error: string }>().error).toBe(CAREERS_MESSAGES.slugFormat);
    const badSite = await saveProfile(company, { website: 'javascript:alert(1)' });
    expect(badSite.statusCode).toBe(400);
    expect(badSite.json<{ error: string }>().error).toBe(CAREERS_MESSAGES.websiteFormat);
    expect(await profileOf(company)).toEqual(before);
  });

  it("keeps the address and website when a save comes from the specification's client without them", async () => {
    const company = await makeCompany(app, { name: 'Keep Things' });
    await saveProfile(company, { slug: 'keep-things-here', website: 'https://keep.example' });
    await saveProfile(company, { tagline: 'New tagline' });
    expect(await profileOf(company)).toMatchObject({ slug: 'keep-things-here', website: 'https://keep.example' });
  });
});

describe('the careers page', () => {
  it('shows the company and its open jobs as HTML, without script, in under 30 KB compressed', async () => {
    const company = await makeCompany(app, { name: 'Page Robotics' });
    await saveProfile(company, { website: 'https://page.example' });
    const { slug } = await profileOf(company);
    const open = await makePosting(app, company.token, { title: 'Robot Whisperer', city: 'Vancouver' });
    await makePosting(app, company.token, { title: 'Hidden Role', is_active: false });

    const response = await crawl(`/careers/${slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.headers.etag).toMatch(/^W\/".+"$/);
    const page = response.body;
    expect(page).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
    const text = textOf(page);
    expect(text).toContain('Page Robotics');
    expect(text).toContain('We build robots');
    expect(text).toContain('A small robotics company.');
    expect(page).toContain(`href="/careers/${slug}/${open.id}"`);
    expect(text).toContain('Robot Whisperer');
    expect(text).not.toContain('Hidden Role');
    expect(squeezed(page)).toContain(`<link rel="canonical" href="${config.appUrl}/careers/${slug}" />`);
    expect(squeezed(page)).toContain('<meta property="og:title" content="Jobs at Page Robotics" />');
    expect(squeezed(page)).toContain('<meta name="twitter:card" content="summary" />');
    expect(brotliCompressSync(page).length).toBeLessThan(30 * 1024);
  });

  it('filters by the search box and the location as plain form parameters', async () => {
    const company = await makeCompany(app, { name: 'Filter Robotics' });
    const { slug } = await profileOf(company);
    await makePosting(app, company.token, { title: 'Welder', city: 'Toronto' });
    await makePosting(app, company.token, { title: 'Painter', city: 'Calgary' });
    const search = textOf((await crawl(`/careers/${slug}?q=weld`)).body);
    expect(search).toContain('Welder');
    expect(search).not.toContain('Painter');
    const located = (await crawl(`/careers/${slug}?location=Calgary`)).body;
    expect(textOf(located)).toContain('Painter');
    expect(textOf(located)).not.toContain('Welder');
    expect(squeezed(located)).toContain('<option value="Calgary" selected>Calgary</option>');
    const none = textOf((await crawl(`/careers/${slug}?q=astronaut`)).body);
    expect(none).toContain(CAREERS_MESSAGES.noMatches);
  });

  it('escapes what a company wrote, so that no name or tagline becomes markup', async () => {
    const company = await makeCompany(app, { name: '<script>alert(1)</script> Co' });
    await saveProfile(company, { tagline: '"><img src=x onerror=alert(1)>' });
    const { slug } = await profileOf(company);
    const page = (await crawl(`/careers/${slug}`)).body;
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page).not.toContain('<img src=x');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Co');
  });

  it('carries the source of the link it was opened from on to every job and through its search', async () => {
    const company = await makeCompany(app, { name: 'Source Robotics' });
    const { slug } = await profileOf(company);
    const posting = await makePosting(app, company.token, { title: 'Welder' });
    const page = squeezed((await crawl(`/careers/${slug}?src=LinkedIn`)).body);
    expect(page).toContain(`href="/careers/${slug}/${posting.id}?src=linkedin"`);
    expect(page).toContain('<input type="hidden" name="src" value="linkedin" />');
    expect(page).toContain(`<link rel="canonical" href="${config.appUrl}/careers/${slug}" />`);

    const searched = squeezed((await crawl(`/careers/${slug}?q=weld&src=linkedin`)).body);
    expect(searched).toContain(`href="/careers/${slug}/${posting.id}?src=linkedin"`);
    const plain = squeezed((await crawl(`/careers/${slug}`)).body);
    expect(plain).toContain(`href="/careers/${slug}/${posting.id}"`);
    expect(plain).not.toContain('name="src"');
  });

  it('shows the company cover image as decoration when the profile has one, and the brand colours without', async () => {
    const plain = await makeCompany(app, { name: 'Plain Robotics' });
    expect(squeezed((await crawl(`/careers/${(await profileOf(plain)).slug}`)).body)).toContain(
      '<div class="cover"></div>',
    );

    const company = await makeCompany(app, { name: 'Cover Robotics' });
    await saveProfile(company, { cover_pic: dataUrl(ONE_PIXEL_PNG, 'image/png') });
    const { slug, cover_pic: cover } = await profileOf(company);
    expect(cover).toMatch(/^\/api\/pictures\//);
    const posting = await makePosting(app, company.token);
    for (const path of [`/careers/${slug}`, `/careers/${slug}/${posting.id}`]) {
      const page = (await crawl(path)).body;
      expect(squeezed(page)).toContain(`<img class="cover" src="${cover}" alt="" />`);
      expect(page).not.toContain('<div class="cover">');
      expect(brotliCompressSync(page).length).toBeLessThan(30 * 1024);
    }
    expect((await crawl(cover!)).statusCode).toBe(200);
  });

  it('answers 304 to a client that has the current version', async () => {
    const company = await makeCompany(app, { name: 'Tagged Robotics' });
    const { slug } = await profileOf(company);
    const first = await crawl(`/careers/${slug}`);
    const again = await crawl(`/careers/${slug}`, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 404 as a page for an address no company has', async () => {
    const response = await crawl('/careers/nobody-has-this');
    expect(response.statusCode).toBe(404);
    expect(textOf(response.body)).toContain(CAREERS_MESSAGES.companyNotFound);
    expect(squeezed(response.body)).toContain('<meta name="robots" content="noindex" />');
  });
});

describe('a public job page', () => {
  async function companyWithPosting(name: string, overrides: Record<string, unknown> = {}) {
    const company = await makeCompany(app, { name });
    await saveProfile(company, { website: 'https://jobs.example' });
    const profile = await profileOf(company);
    const posting = await makePosting(app, company.token, overrides);
    return { company, profile, posting };
  }

  it('is the posting answers public_url, and it shows the whole posting with an Apply link to the apply route', async () => {
    const { profile, posting } = await companyWithPosting('Detail Robotics', {
      nice_to_have: '<p>Rust</p>',
    });
    expect(posting.public_url).toBe(`${config.appUrl}/careers/${profile.slug}/${posting.id}`);
    const response = await crawl(`/careers/${profile.slug}/${posting.id}`);
    expect(response.statusCode).toBe(200);
    const text = textOf(response.body);
    for (const shown of [
      'Backend Engineer',
      'Engineering',
      'Toronto, Canada',
      'Build the API.',
      'Five years of Node.js.',
      'SQL',
      'Rust',
      'We build robots.',
      'TypeScript',
      'Teamwork',
      'Detail Robotics',
    ]) {
      expect(text).toContain(shown);
    }
    expect(response.body).toContain(`<a class="button" href="/apply/${posting.id}">Apply for this job</a>`);
    expect(response.body).not.toContain('noindex');
  });

  it('carries the source of the link it was opened from on to Apply and to the company page, utm_source too', async () => {
    const { profile, posting } = await companyWithPosting('Tagged Link Robotics');
    const path = `/careers/${profile.slug}/${posting.id}`;
    const applyLink = (source: string) =>
      `<a class="button" href="/apply/${posting.id}${source}">Apply for this job</a>`;
    const sourced = (await crawl(`${path}?src=LinkedIn`)).body;
    expect(sourced).toContain(applyLink('?src=linkedin'));
    expect(sourced).toContain(`href="/careers/${profile.slug}?src=linkedin"`);
    expect(squeezed(sourced)).toContain(`<link rel="canonical" href="${config.appUrl}${path}" />`);
    expect((await crawl(`${path}?utm_source=newsletter&utm_medium=email`)).body).toContain(
      applyLink('?src=newsletter'),
    );
    expect((await crawl(`${path}?src=x&utm_source=newsletter`)).body).toContain(applyLink('?src=x'));
    for (const hostile of ['%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E', 'a'.repeat(41), 'direct']) {
      const page = (await crawl(`${path}?src=${hostile}`)).body;
      expect(page).toContain(applyLink(''));
      expect(page).not.toContain('<script>alert(1)');
    }
  });

  it('carries one JobPosting with every required and recommended property, matching the posting', async () => {
    const { profile, posting } = await companyWithPosting('Structured Robotics', {
      employment_type: 'FULL_TIME',
      workplace: 'remote',
      salary_min: 80000,
      salary_max: 100000,
      salary_currency: 'CAD',
      salary_period: 'YEAR',
    });
    const page = (await crawl(`/careers/${profile.slug}/${posting.id}`)).body;
    const blocks = structuredData(page);
    expect(blocks).toHaveLength(1);
    const data = blocks[0]!;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: posting.title,
      datePosted: posting.posting_date,
      validThrough: posting.deadline,
      employmentType: 'FULL_TIME',
      directApply: true,
      identifier: { '@type': 'PropertyValue', name: 'Structured Robotics', value: posting.id },
      hiringOrganization: { '@type': 'Organization', name: 'Structured Robotics', sameAs: 'https://jobs.example' },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Toronto', addressCountry: 'CA' },
      },
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'CA' },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'CAD',
        value: { '@type': 'QuantitativeValue', minValue: 80000, maxValue: 100000, unitText: 'YEAR' },
      },
    });
    expect(data.description).toContain('Build the API.');
    expect(data.description).toContain('Five years of Node.js.');
    // What the markup says, the page shows.
    const text = textOf(page);
    expect(text).toContain('Remote');
    expect(text).toContain('Full-time');
    expect(text).toContain('CAD 80,000 – 100,000 per year');
  });

  it("writes its dates and amounts in the visitor's language, else the posting's country's, keeping each version apart", async () => {
    const { profile, posting } = await companyWithPosting('Language Robotics', {
      country: 'UK',
      posting_date: '2026-12-09T00:00:00.000Z',
      deadline: '2027-01-05T00:00:00.000Z',
      salary_min: 45000,
      salary_max: 55000,
      salary_currency: 'GBP',
      salary_period: 'YEAR',
    });
    const path = `/careers/${profile.slug}/${posting.id}`;
    const german = await crawl(path, { 'accept-language': 'de-DE,de;q=0.9' });
    expect(german.headers.vary).toBe('accept-encoding, accept-language');
    expect(textOf(german.body)).toContain('Posted 9. Dez. 2026 · Apply by 5. Jan. 2027');
    expect(textOf(german.body)).toContain('GBP 45.000 – 55.000 per year');
    const british = textOf((await crawl(path)).body);
    expect(british).toContain('Posted 9 Dec 2026 · Apply by 5 Jan 2027');
    expect(british).toContain('GBP 45,000 – 55,000 per year');
    expect(textOf((await crawl(`/careers/${profile.slug}`, { 'accept-language': 'en-US' })).body)).toContain(
      'Apply by Jan 5, 2027',
    );
  });

  it('keeps a </script> in a title from breaking out of the JSON-LD', async () => {
    const { profile, posting } = await companyWithPosting('Escape Robotics', { title: 'Dev </script><b>x</b>' });
    const page = (await crawl(`/careers/${profile.slug}/${posting.id}`)).body;
    expect(page).not.toContain('</script><b>');
    expect(structuredData(page)[0]!.title).toBe('Dev </script><b>x</b>');
  });

  it('maps each country to its ISO code and leaves out what the posting does not say', async () => {
    for (const [country, code] of [
      ['USA', 'US'],
      ['UK', 'GB'],
      ['Canada', 'CA'],
    ] as const) {
      const { profile, posting } = await companyWithPosting(`${country} Robotics`, { country });
      const data = structuredData((await crawl(`/careers/${profile.slug}/${posting.id}`)).body)[0]!;
      expect(data.jobLocation).toMatchObject({ address: { addressCountry: code } });
      expect(data).not.toHaveProperty('baseSalary');
      expect(data).not.toHaveProperty('jobLocationType');
      expect(data).not.toHaveProperty('employmentType');
    }
  });

  it('still answers 200 for an inactive or past-deadline job, says it is closed, with noindex and no JobPosting', async () => {
    const { company, profile, posting } = await companyWithPosting('Closing Robotics');
    const past = await makePosting(app, company.token, { title: 'Past Role' });
    await database.db
      .update(postings)
      .set({ postingDate: new Date(Date.now() - 10 * DAY), deadline: new Date(Date.now() - DAY) })
      .where(eq(postings.id, past.id));
    const inactive = await app.inject({
      ...requestOf(postingEndpoints.update),
      headers: { authorization: company.token },
      payload: { ...toPayload(posting), is_active: false },
    });
    expect(inactive.statusCode).toBe(200);
    for (const id of [posting.id, past.id]) {
      const response = await crawl(`/careers/${profile.slug}/${id}`);
      expect(response.statusCode).toBe(200);
      expect(textOf(response.body)).toContain(CAREERS_MESSAGES.closed);
      expect(squeezed(response.body)).toContain('<meta name="robots" content="noindex" />');
      expect(structuredData(response.body)).toEqual([]);
      expect(response.body).not.toContain('/apply/');
    }
  });

  it('answers 410 Gone for a deleted job and 404 for one that never was', async () => {
    const { company, profile, posting } = await companyWithPosting('Deleting Robotics');
    await app.inject({
      ...requestOf(postingEndpoints.remove),
      headers: { authorization: company.token },
      payload: { id: posting.id },
    });
    const gone = await crawl(`/careers/${profile.slug}/${posting.id}`);
    expect(gone.statusCode).toBe(410);
    expect(textOf(gone.body)).toContain(CAREERS_MESSAGES.postingGone);
    const unknown = await crawl(`/careers/${profile.slug}/6f1c1c2e-0000-4000-8000-000000000000`);
    expect(unknown.statusCode).toBe(404);
    expect(textOf(unknown.body)).toContain(CAREERS_MESSAGES.postingNotFound);
  });

  it('answers 404 for a job that was never published, as for one that never was', async () => {
    const { company, profile } = await companyWithPosting('Drafting Robotics');
    const draft = await makePosting(app, company.token, { title: 'Secret Role', is_active: false });
    const page = await crawl(`/careers/${profile.slug}/${draft.id}`);
    expect(page.statusCode).toBe(404);
    expect(textOf(page.body)).toContain(CAREERS_MESSAGES.postingNotFound);
    expect(page.body).not.toContain('Secret Role');
  });

  it("does not show one company's job under another company's address", async () => {
    const { posting } = await companyWithPosting('Owner Robotics');
    const other = await makeCompany(app, { name: 'Other Robotics' });
    const { slug } = await profileOf(other);
    expect((await crawl(`/careers/${slug}/${posting.id}`)).statusCode).toBe(404);
  });
});

function toPayload(posting: Posting) {
  const chosen = (skills: Posting['soft_skills']) => skills.filter((skill) => skill.selected);
  return {
    ...posting,
    soft_skills: chosen(posting.soft_skills),
    technical_skills: chosen(posting.technical_skills),
  };
}

describe("a posting's listing details", () => {
  it("are kept when the specification's client updates the posting without them, and cleared by null", async () => {
    const company = await makeCompany(app, { name: 'Listing Robotics' });
    const posting = await makePosting(app, company.token, {
      employment_type: 'PART_TIME',
      workplace: 'hybrid',
      salary_min: 30,
      salary_max: 45,
      salary_period: 'HOUR',
    });
    const { employment_type, workplace, salary_min, salary_max, salary_currency, salary_period, ...spec } =
      toPayload(posting);
    const kept = await app.inject({
      ...requestOf(postingEndpoints.update),
      headers: { authorization: company.token },
      payload: { ...spec, title: 'Renamed' },
    });
    expect(kept.json<{ data: Posting }>().data).toMatchObject({
      title: 'Renamed',
      employment_type: 'PART_TIME',
      workplace: 'hybrid',
      salary_min: 30,
      salary_max: 45,
      salary_currency: null,
      salary_period: 'HOUR',
    });
    expect([employment_type, workplace, salary_min, salary_max, salary_currency, salary_period]).toEqual([
      'PART_TIME',
      'hybrid',
      30,
      45,
      null,
      'HOUR',
    ]);
    const cleared = await app.inject({
      ...requestOf(postingEndpoints.update),
      headers: { authorization: company.token },
      payload: { ...spec, employment_type: null, workplace: '', salary_min: null, salary_max: '' },
    });
    expect(cleared.json<{ data: Posting }>().data).toMatchObject({
      employment_type: null,
      workplace: null,
      salary_min: null,
      salary_max: null,
    });
  });

  it('refuses a lowest salary above the highest, or one that is not a whole number, and stores nothing', async () => {
    const company = await makeCompany(app, { name: 'Salary Robotics' });
    for (const salaries of [{ salary_min: 90000, salary_max: 50000 }, { salary_min: 'lots' }, { salary_max: -5 }]) {
      const refused = await app.inject({
        ...requestOf(postingEndpoints.create),
        headers: { authorization: company.token },
        payload: { ...postingInput(), ...salaries },
      });
      expect(refused.statusCode).toBe(400);
    }
    const list = await app.inject({ ...requestOf(postingEndpoints.list), headers: { authorization: company.token } });
    expect(list.json<{ data: unknown[] }>().data).toEqual([]);
  });
});

describe('discovery and feeds', () => {
  it('lists every careers page and open job page in /sitemap.xml with when each last changed, and no closed job', async () => {
    const company = await makeCompany(app, { name: 'Mapped Robotics' });
    const { slug } = await profileOf(company);
    const open = await makePosting(app, company.token, { title: 'Mapped Role' });
    const closed = await makePosting(app, company.token, { title: 'Closed Role', is_active: false });
    const [stored] = await database.db.select().from(postings).where(eq(postings.id, open.id));

    const response = await crawl('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const sitemap = response.body;
    expect(sitemap).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(sitemap).toContain(
      `<url><loc>${config.appUrl}/careers/${slug}/${open.id}</loc><lastmod>${stored!.updatedAt.toISOString()}</lastmod></url>`,
    );
    expect(sitemap).toContain(`<url><loc>${config.appUrl}/careers/${slug}</loc><lastmod>`);
    expect(sitemap).not.toContain(closed.id);
  });

  it('leaves out of /sitemap.xml the companies without an open job', async () => {
    const quiet = await makeCompany(app, { name: 'Quiet Robotics' });
    await makePosting(app, quiet.token, { title: 'Closed Role', is_active: false });
    const busy = await makeCompany(app, { name: 'Busy Robotics' });
    await makePosting(app, busy.token, { title: 'Open Role' });
    const [quietSlug, busySlug] = [(await profileOf(quiet)).slug, (await profileOf(busy)).slug];
    // The sitemap may still be the one this process rendered a moment ago: wait for the one that knows both.
    const sitemap = await vi.waitFor(async () => {
      const body = (await crawl('/sitemap.xml')).body;
      expect(body).toContain(`/careers/${busySlug}<`);
      return body;
    }, PAGE_RENDERED_AGAIN);
    expect(sitemap).not.toContain(`/careers/${quietSlug}<`);
  });

  it('tells crawlers in /robots.txt where the sitemap is and keeps them out of the private screens', async () => {
    const response = await crawl('/robots.txt');
    expect(response.statusCode).toBe(200);
    const lines = response.body.split('\n');
    expect(lines).toContain(`Sitemap: ${config.appUrl}/sitemap.xml`);
    expect(lines).toContain('Allow: /careers/');
    for (const path of ['/api/', '/apply/', '/login', '/candidate', '/job', '/profile']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
  });

  it('gives the open jobs as RSS 2.0 and as JSON with their public URLs, readable from any site', async () => {
    const company = await makeCompany(app, { name: 'Feed & Co <Robotics>' });
    const { slug } = await profileOf(company);
    const open = await makePosting(app, company.token, { title: 'Feed Role & More', salary_min: 10, salary_max: 20 });
    await makePosting(app, company.token, { title: 'Switched Off', is_active: false });

    const rss = await crawl(`/careers/${slug}/feed.xml`);
    expect(rss.statusCode).toBe(200);
    expect(rss.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(rss.headers['access-control-allow-origin']).toBe('*');
    expect(rss.body).toContain('<rss version="2.0"');
    expect(rss.body).toContain('<title>Jobs at Feed &amp; Co &lt;Robotics&gt;</title>');
    expect(rss.body).toContain('<title>Feed Role &amp; More</title>');
    expect(rss.body).toContain(`<link>${config.appUrl}/careers/${slug}/${open.id}</link>`);
    expect(rss.body).not.toContain('Switched Off');

    const json = await crawl(`/careers/${slug}/jobs.json`);
    expect(json.statusCode).toBe(200);
    expect(json.headers['access-control-allow-origin']).toBe('*');
    const feed = PostingsFeedSchema.parse(json.json());
    expect(feed.company).toMatchObject({
      name: 'Feed & Co <Robotics>',
      careers_url: `${config.appUrl}/careers/${slug}`,
    });
    expect(feed.data).toEqual([
      expect.objectContaining({
        id: open.id,
        title: 'Feed Role & More',
        location: 'Toronto, Canada',
        salary_min: 10,
        salary_max: 20,
        salary_currency: 'CAD',
        public_url: open.public_url,
        apply_url: open.posting_url,
      }),
    ]);
  });
});
