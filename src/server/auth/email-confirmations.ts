import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { EMAIL_CONFIRMATION_TTL_MS } from '../../shared/team.js';
import { newSessionToken, sha256 } from './tokens.js';
import type { Database } from '../db/database.js';
import { companies, emailConfirmations, users } from '../db/schema.js';
import type { Tx } from '../db/database.js';
import { enqueueMail } from '../mail/outbox.js';
import { emailConfirmationMail } from './mails.js';
import { keptReaderTerms } from './reader-terms.js';

/**
 * E-mails an Admin a link that confirms their address, in the transaction that makes them ask for it; a newer link
 * voids the older ones.
 */
export async function sendEmailConfirmation(
  tx: Tx,
  admin: { userId: string; email: string },
  appUrl: string,
): Promise<void> {
  const token = newSessionToken();
  const expiresAt = new Date(Date.now() + EMAIL_CONFIRMATION_TTL_MS);
  await tx
    .update(emailConfirmations)
    .set({ closedAt: new Date() })
    .where(and(eq(emailConfirmations.userId, admin.userId), isNull(emailConfirmations.closedAt)));
  await tx.insert(emailConfirmations).values({ userId: admin.userId, tokenHash: sha256(token), expiresAt });
  await enqueueMail(
    tx,
    {
      ...emailConfirmationMail({ to: admin.email, appUrl, expiresAt, reader: await keptReaderTerms(tx, admin.userId) }),
      secret: token,
      expiresAt,
    },
    null,
  );
}

/**
 * Uses a confirmation link up and verifies its Admin's company. False for a link that is unknown, used, replaced or
 * expired, or whose Admin is no longer one.
 */
export async function confirmEmail(db: Database, token: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [open] = await tx
      .select({ id: emailConfirmations.id, companyId: users.companyId })
      .from(emailConfirmations)
      .innerJoin(users, eq(users.id, emailConfirmations.userId))
      .where(
        and(
          eq(emailConfirmations.tokenHash, sha256(token)),
          isNull(emailConfirmations.closedAt),
          gt(emailConfirmations.expiresAt, sql`now()`),
          eq(users.memberRole, 'admin'),
          isNull(users.removedAt),
        ),
      )
      .limit(1)
      .for('update', { of: emailConfirmations });
    if (!open?.companyId) return false;
    await tx.update(emailConfirmations).set({ closedAt: new Date() }).where(eq(emailConfirmations.id, open.id));
    await tx
      .update(companies)
      .set({ verifiedAt: new Date() })
      .where(and(eq(companies.id, open.companyId), isNull(companies.verifiedAt)));
    return true;
  });
}

export async function isVerified(db: Database | Tx, companyId: string): Promise<boolean> {
  const [company] = await db
    .select({ verifiedAt: companies.verifiedAt })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return Boolean(company?.verifiedAt);
}
