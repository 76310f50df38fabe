import { sql } from 'drizzle-orm';
import type { MemberRole } from '../../shared/auth.js';
import type { Database } from '../db/database.js';
import { type ApiClient, STRONG_PASSWORD, type TestAccount, uniqueEmail } from './factories.js';
import { requestOf } from './routes.js';
import { teamEndpoints } from '../../shared/team-endpoints.js';

export interface TestMember extends TestAccount {
  id: string;
  role: MemberRole;
}

/** Each invitation comes from a client address of its own: only the tests of the limit per address reach it. */
let clients = 0;
const nextClient = () => `198.51.${Math.floor(clients / 250) % 250}.${clients++ % 250}`;

export async function invite(app: ApiClient, adminToken: string, email: string, role: MemberRole) {
  return app.inject({
    ...requestOf(teamEndpoints.invite),
    headers: { authorization: adminToken },
    payload: { email, role },
    remoteAddress: nextClient(),
  });
}

/**
 * The token of the newest link e-mailed to `email` (an invitation's, or an Admin's address confirmation), as the
 * link carries it. Read from the outbox, where it waits until the message is sent: tests that need the mail itself
 * read it off a test SMTP server instead.
 */
export async function invitationTokenFor(db: Database, email: string): Promise<string> {
  const { rows } = await db.execute<{ secret: string | null }>(
    sql`SELECT secret FROM outbox WHERE recipient = ${email} ORDER BY created_at DESC LIMIT 1`,
  );
  const secret = rows[0]?.secret;
  if (!secret) throw new Error(`no invitation waiting for ${email}`);
  return secret;
}

/** A new member of the admin's company with `role`, invited and signed up through the API. */
export async function addMember(
  app: ApiClient,
  db: Database,
  adminToken: string,
  role: MemberRole,
  name = 'Morgan Member',
): Promise<TestMember> {
  const email = uniqueEmail(role.replace('_', '-'));
  const invited = await invite(app, adminToken, email, role);
  if (invited.statusCode !== 201) throw new Error(`invitation failed: ${invited.body}`);
  const accepted = await app.inject({
    ...requestOf(teamEndpoints.acceptInvitation),
    payload: { token: await invitationTokenFor(db, email), name, password: STRONG_PASSWORD },
  });
  if (accepted.statusCode !== 201) throw new Error(`accepting failed: ${accepted.body}`);
  const { refresh_token: token, member } = accepted.json<{ refresh_token: string; member: { id: string } }>();
  return { email, password: STRONG_PASSWORD, name, token, id: member.id, role };
}

/** The Admin confirms their address through the link e-mailed at sign-up: their company may then invite its team. */
export async function confirmCompany(app: ApiClient, db: Database, admin: Pick<TestAccount, 'email'>): Promise<void> {
  const confirmed = await app.inject({
    ...requestOf(teamEndpoints.confirmEmail),
    payload: { token: await invitationTokenFor(db, admin.email) },
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirming failed: ${confirmed.body}`);
}
