import { and, desc, eq } from 'drizzle-orm';
import type { MemberRole } from '../../shared/auth.js';
import type { Database } from '../db/database.js';
import { outbox } from '../db/schema.js';
import { STRONG_PASSWORD, type ApiClient, type TestAccount, uniqueEmail } from './factories.js';

interface TestMember extends TestAccount {
  id: string;
  role: MemberRole;
}

/**
 * A new member of the Admin's company with `role`: invited and accepted through the API, the link's token read from
 * the invitation still waiting in the outbox, where it stays until the e-mail is sent.
 */
export async function addMember(
  app: ApiClient,
  db: Database,
  adminToken: string,
  role: MemberRole,
  name = 'Morgan Member',
): Promise<TestMember> {
  const email = uniqueEmail(role.replace('_', '-'));
  const invited = await app.inject({
    method: 'POST',
    url: '/api/team/invitations/',
    headers: { authorization: adminToken },
    payload: { email, role },
  });
  if (invited.statusCode !== 201) throw new Error(`invitation failed: ${invited.body}`);
  const [mail] = await db
    .select({ secret: outbox.secret })
    .from(outbox)
    .where(and(eq(outbox.recipient, email), eq(outbox.state, 'pending')))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  if (!mail?.secret) throw new Error(`no invitation waiting for ${email}`);
  const accepted = await app.inject({
    method: 'POST',
    url: '/api/team/invitations/accept/',
    payload: { token: mail.secret, name, password: STRONG_PASSWORD },
  });
  if (accepted.statusCode !== 201) throw new Error(`accepting failed: ${accepted.body}`);
  const { refresh_token: token, member } = accepted.json<{ refresh_token: string; member: { id: string } }>();
  return { email, password: STRONG_PASSWORD, name, token, id: member.id, role };
}
