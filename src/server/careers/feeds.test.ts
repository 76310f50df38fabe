import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CompanyProfile } from '../../shared/profiles.js';
import { companies, companyProfiles, postings, users } from '../db/schema.js';
import { makeCompany } from '../test/factories.js';
import { makePosting } from '../test/factories-postings.js';
import { createTestApp } from '../test/harness.js';
import { requestOf } from '../test/routes.js';
import { profileEndpoints } from '../../shared/profiles-endpoints.js';

const { app, database } = await createTestApp();
const { db } = database;

/** Whether a code point is a Char of XML 1.0 (section 2.2 of the specification), as any XML parser requires. */
function isXmlChar(codePoint: number): boolean {
  return (
    codePoint === 0x9 ||
    codePoint === 0xa ||
    codePoint === 0xd ||
    (codePoint >= 0x20 && codePoint <= 0xd7ff) ||
    (codePoint >= 0xe000 && codePoint <= 0xfffd) ||
    (codePoint >= 0x10000 && codePoint <= 0x10ffff)
  );
}

describe('the careers RSS feed', () => {
  it('stays well-formed XML whatever characters a company stored before today’s input rules', async () => {
    const company = await makeCompany(app);
    const posting = await makePosting(app, company.token);
    const profile = await app.inject({
      ...requestOf(profileEndpoints.company),
      headers: { authorization: company.token },
    });
    const { slug } = profile.json<{ data: CompanyProfile }>().data;
    const [admin] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.email, company.email));
    const companyId = admin!.companyId!;
    await db.update(companies).set({ name: 'Acme\u0008 Robotics' }).where(eq(companies.id, companyId));
    await db
      .insert(companyProfiles)
      .values({ companyId, tagline: 'We build \uffffrobots' })
      .onConflictDoUpdate({ target: companyProfiles.companyId, set: { tagline: 'We build \uffffrobots' } });
    await db
      .update(postings)
      .set({ title: 'Backend\u0001 engineer', department: 'R&D\u001b' })
      .where(eq(postings.id, posting.id));

    const feed = await app.inject({ method: 'GET', url: `/careers/${slug}/feed.xml` });
    expect(feed.statusCode).toBe(200);
    const codePoints = [...feed.body].map((character) => character.codePointAt(0)!);
    expect(codePoints.filter((codePoint) => !isXmlChar(codePoint))).toEqual([]);
    expect(feed.body).toContain('<title>Jobs at Acme Robotics</title>');
    expect(feed.body).toContain('<description>We build robots</description>');
    expect(feed.body).toContain('<title>Backend engineer</title>');
    expect(feed.body).toContain('<description>R&amp;D · ');
  });
});
