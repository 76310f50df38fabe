import type { RecruiterRegisterPayload } from '../../shared/auth.js';
import { claimFirstSlug, freeSlugFor, SlugRace } from '../careers/index.js';
import { violatedUniqueConstraint } from '../db/errors.js';
import { companies } from '../db/schema.js';
import type { Tx } from '../db/database.js';
import { publish } from '../events.js';

declare module '../events.js' {
  interface DomainEvents {
    /** A company was created, in the transaction that also adds its first member: what it starts with is added. */
    'company.created': { companyId: string };
  }
}

/** How many free careers addresses creating a company tries when others take them first. */
export const SLUG_ATTEMPTS = 5;

/**
 * Creates a company with its careers address, taken from its name, and everything else a new one starts with (its
 * pipeline stages, e-mail templates, scorecard templates), which the capabilities that own them add on
 * `company.created`. It runs in the caller's transaction, which also adds the company's first member.
 */
export async function createCompany(
  tx: Tx,
  company: Pick<RecruiterRegisterPayload, 'name' | 'address'>,
): Promise<{ id: string }> {
  const slug = await freeSlugFor(tx, company.name);
  const [created] = await tx
    .insert(companies)
    .values({ name: company.name, address: company.address, slug })
    .returning({ id: companies.id });
  await claimFirstSlug(tx, created!.id, slug);
  await publish(tx, 'company.created', { companyId: created!.id });
  return created!;
}

/**
 * Whether a company's creation failed because another company created at the same moment took the same careers
 * address: its transaction is lost, and a new one takes the next free address.
 */
export function lostSlugRace(error: unknown): boolean {
  return error instanceof SlugRace || violatedUniqueConstraint(error) === 'companies_slug_key';
}
