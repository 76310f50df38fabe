import { and, desc, eq, isNotNull, notInArray, or, sql } from 'drizzle-orm';
import { CAREERS_MESSAGES, SLUG_RULES, slugFromName } from '../../shared/careers.js';
import { LIMITS, take } from '../auth/index.js';
import type { Database } from '../db/database.js';
import { companies, companySlugs } from '../db/schema.js';
import type { Tx } from '../db/database.js';
import { Refusal } from '../refusal.js';

/** Another company took the address between the look-up and the insert: the caller tries the next one. */
export class SlugRace extends Error {}

/**
 * A former address its company left long enough ago: it no longer redirects, and any company may take it. Released
 * rows are deleted when an address is claimed, so no sweep is needed.
 */
export const slugReleased = sql`${companySlugs.leftAt} < now() - ${sql.raw(`interval '${SLUG_RULES.formerDays} days'`)}`;

/** The first of `base`, `base-2`, `base-3`… that no company has now or had lately. */
export async function freeSlugFor(db: Database | Tx, name: string): Promise<string> {
  const base = slugFromName(name);
  const taken = await db
    .select({ slug: companySlugs.slug })
    .from(companySlugs)
    .where(
      and(
        // A base holds only a-z, 0-9 and hyphens: nothing in it means anything to a regular expression.
        or(eq(companySlugs.slug, base), sql`${companySlugs.slug} ~ ${`^${base}-[0-9]+$`}`),
        sql`NOT coalesce(${slugReleased}, false)`,
      ),
    );
  const used = new Set(taken.map((row) => row.slug));
  if (!used.has(base)) return base;
  let suffix = 2;
  while (used.has(`${base}-${suffix}`)) suffix++;
  return `${base}-${suffix}`;
}

/** Records `slug` as the company's, after letting go of it if a company left it long ago; false when it is held. */
async function insertSlug(tx: Tx, companyId: string, slug: string): Promise<boolean> {
  await tx.delete(companySlugs).where(and(eq(companySlugs.slug, slug), slugReleased));
  const claimed = await tx
    .insert(companySlugs)
    .values({ slug, companyId })
    .onConflictDoNothing()
    .returning({ slug: companySlugs.slug });
  return claimed.length > 0;
}

/**
 * Makes `slug` the company's address: one of a few changes a day, refused when another company has it or had it
 * lately. A company may take back an address it had before. The address it leaves redirects to the new one, and only
 * its newest former addresses are kept.
 */
export async function changeSlug(tx: Tx, companyId: string, slug: string): Promise<void> {
  const [company] = await tx
    .select({ slug: companies.slug })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  if (!company || company.slug === slug) return;
  await take(tx, LIMITS.slugChanges(companyId));
  if (!(await insertSlug(tx, companyId, slug))) {
    const [own] = await tx
      .select({ slug: companySlugs.slug })
      .from(companySlugs)
      .where(and(eq(companySlugs.slug, slug), eq(companySlugs.companyId, companyId)));
    if (!own) throw new Refusal('conflict', CAREERS_MESSAGES.slugTaken, 'slug');
  }
  await tx.update(companySlugs).set({ leftAt: null }).where(eq(companySlugs.slug, slug));
  await tx
    .update(companySlugs)
    .set({ leftAt: sql`now()` })
    .where(and(eq(companySlugs.slug, company.slug), eq(companySlugs.companyId, companyId)));
  await tx.update(companies).set({ slug }).where(eq(companies.id, companyId));
  const kept = tx
    .select({ slug: companySlugs.slug })
    .from(companySlugs)
    .where(and(eq(companySlugs.companyId, companyId), isNotNull(companySlugs.leftAt)))
    .orderBy(desc(companySlugs.leftAt), desc(companySlugs.createdAt))
    .limit(SLUG_RULES.formerKept);
  await tx
    .delete(companySlugs)
    .where(
      and(eq(companySlugs.companyId, companyId), isNotNull(companySlugs.leftAt), notInArray(companySlugs.slug, kept)),
    );
}

/** Records a new company's first address, which it did not choose: a taken one is tried again. */
export async function claimFirstSlug(tx: Tx, companyId: string, slug: string): Promise<void> {
  if (!(await insertSlug(tx, companyId, slug))) throw new SlugRace();
}
