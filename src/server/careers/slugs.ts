import { and, eq, or, sql } from 'drizzle-orm';
import { CAREERS_MESSAGES, slugFromName } from '../../shared/careers.js';
import type { Database } from '../db/database.js';
import { companies, companySlugs } from '../db/schema.js';
import type { Tx } from '../files/service.js';
import { Refusal } from '../refusal.js';

/** Another company took the address between the look-up and the insert: the caller tries the next one. */
export class SlugRace extends Error {}

/** The first of `base`, `base-2`, `base-3`… that no company has ever had. */
export async function freeSlugFor(db: Database | Tx, name: string): Promise<string> {
  const base = slugFromName(name);
  const taken = await db
    .select({ slug: companySlugs.slug })
    .from(companySlugs)
    // A base holds only a-z, 0-9 and hyphens: nothing in it means anything to a regular expression.
    .where(or(eq(companySlugs.slug, base), sql`${companySlugs.slug} ~ ${`^${base}-[0-9]+$`}`));
  const used = new Set(taken.map((row) => row.slug));
  if (!used.has(base)) return base;
  let suffix = 2;
  while (used.has(`${base}-${suffix}`)) suffix++;
  return `${base}-${suffix}`;
}

/**
 * Gives `slug` to the company for good, or refuses it when another company has or had it. A company may take back an
 * address it had before.
 */
export async function claimSlug(tx: Tx, companyId: string, slug: string): Promise<void> {
  const claimed = await tx
    .insert(companySlugs)
    .values({ slug, companyId })
    .onConflictDoNothing()
    .returning({ slug: companySlugs.slug });
  if (claimed.length > 0) return;
  const [own] = await tx
    .select({ slug: companySlugs.slug })
    .from(companySlugs)
    .where(and(eq(companySlugs.slug, slug), eq(companySlugs.companyId, companyId)));
  if (!own) throw new Refusal('conflict', CAREERS_MESSAGES.slugTaken, 'slug');
}

/** Like `claimSlug` for a new company's first address, which it did not choose: a taken one is tried again. */
export async function claimFirstSlug(tx: Tx, companyId: string, slug: string): Promise<void> {
  const claimed = await tx
    .insert(companySlugs)
    .values({ slug, companyId })
    .onConflictDoNothing()
    .returning({ slug: companySlugs.slug });
  if (claimed.length === 0) throw new SlugRace();
}

/** Makes `slug` the company's current address, once claimed. */
export async function useSlug(tx: Tx, companyId: string, slug: string): Promise<void> {
  await tx.update(companies).set({ slug }).where(eq(companies.id, companyId));
}
