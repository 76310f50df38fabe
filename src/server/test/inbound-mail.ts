import { createHash } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { applicationEndpoints } from '../../shared/applications-endpoints.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { messageAttachments, messages, outbox } from '../db/schema.js';
import { fileStoreFor } from '../files/configured-store.js';
import { makeApplication } from './factories-applications.js';
import { makePosting } from './factories-postings.js';
import { makeCandidate, makeCompany, type TestAccount } from './factories.js';
import { requestOf } from './routes.js';
import type { IntakeContext } from '../messages/intake.js';
import { replyAddressOf, replyKeyOf, replyToken } from '../messages/reply-address.js';

export const REPLY_TO_ADDRESS = 'hiring@mail.example.com';

export interface Thread {
  company: TestAccount;
  candidate: TestAccount;
  applicationId: string;
  replyAddress: string;
  /** The Message-ID the e-mail the company sent about the application went out with. */
  outboxMessageId: string;
  outboxId: string;
}

/** An application whose company has written to its candidate once, as the intake finds it answered. */
export async function makeThread(app: FastifyInstance, db: Database, config: Config): Promise<Thread> {
  const company = await makeCompany(app);
  const posting = await makePosting(app, company.token);
  const candidate = await makeCandidate(app);
  const applicationId = await makeApplication(app, candidate.token, posting);
  const sent = await app.inject({
    ...requestOf(applicationEndpoints.sendEmail),
    headers: { authorization: company.token },
    payload: { id: applicationId, subject: 'Your application', message: '<p>Could you do Thursday?</p>' },
  });
  if (sent.statusCode !== 200) throw new Error(`sending failed: ${sent.body}`);
  const [queued] = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(eq(outbox.applicationId, applicationId))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  const key = await replyKeyOf(config);
  return {
    company,
    candidate,
    applicationId,
    replyAddress: replyAddressOf(REPLY_TO_ADDRESS, replyToken(key, applicationId)),
    outboxMessageId: `<${queued!.id}@localhost>`,
    outboxId: queued!.id,
  };
}

export async function intakeOf(db: Database, config: Config): Promise<IntakeContext> {
  return { db, store: fileStoreFor(config), replyKey: await replyKeyOf(config) };
}

/** A token one character off the real one: signed by nobody. */
function forged(replyAddress: string): string {
  const at = replyAddress.indexOf('+') + 5;
  return replyAddress.slice(0, at) + (replyAddress[at] === 'a' ? 'b' : 'a') + replyAddress.slice(at + 1);
}

/** A fixture's placeholders filled in for a thread; the rest of its bytes stay as they are. */
export function filled(raw: Buffer, thread: Thread): Buffer {
  const [local, domain] = thread.candidate.email.split('@') as [string, string];
  const values: Record<string, string> = {
    reply_address: thread.replyAddress,
    reply_address_upper: thread.replyAddress.toUpperCase(),
    forged_reply_address: forged(thread.replyAddress),
    candidate: thread.candidate.email,
    candidate_plus: `${local}+jobs@${domain}`,
    candidate_upper: thread.candidate.email.toUpperCase(),
    outbox_message_id: thread.outboxMessageId,
  };
  return Buffer.from(
    raw.toString('latin1').replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole),
    'latin1',
  );
}

/** The message kept of these bytes, with its attachments' names. */
export async function keptOf(db: Database, raw: Buffer) {
  const sha256 = createHash('sha256').update(raw).digest('hex');
  const [message] = await db.select().from(messages).where(eq(messages.sha256, sha256));
  if (!message) return undefined;
  const attachments = await db
    .select({ name: messageAttachments.name, fileId: messageAttachments.fileId })
    .from(messageAttachments)
    .where(eq(messageAttachments.messageId, message.id));
  return { ...message, attachments };
}
