import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_LIMITS } from '../../shared/messages.js';
import { webhookEndpoints } from '../../shared/webhooks-endpoints.js';
import { applications, files, messages, webhookDeliveries } from '../db/schema.js';
import { fileStoreFor } from '../files/configured-store.js';
import { createTestApp } from '../test/harness.js';
import { filled, intakeOf, keptOf, makeThread, REPLY_TO_ADDRESS, type Thread } from '../test/inbound-mail.js';
import { requestOf } from '../test/routes.js';
import { storedKeys } from '../test/stored-files.js';
import { type IntakeContext, takeInboundMessage } from './intake.js';

const { app, database, config } = await createTestApp({ env: { REPLY_TO_ADDRESS } });
const { db } = database;
let thread: Thread;
let intake: IntakeContext;

const FIXTURES = new URL('./fixtures/', import.meta.url);

beforeAll(async () => {
  thread = await makeThread(app, db, config);
  intake = await intakeOf(db, config);
});

interface Part {
  name: string;
  bytes: number;
}

/** A reply carrying files of these sizes (PDFs by their bytes), under a Message-ID of its own unless given one. */
function message({
  words = 'Thursday works.',
  messageId = `<${crypto.randomUUID()}@example.test>`,
  headers = '',
  parts = [] as Part[],
} = {}): Buffer {
  const head =
    `From: Ada <${thread.candidate.email}>\r\nTo: ${thread.replyAddress}\r\nSubject: Re: Your application\r\n` +
    `Message-ID: ${messageId}\r\n${headers}MIME-Version: 1.0\r\n`;
  if (parts.length === 0) return Buffer.from(`${head}Content-Type: text/plain; charset=utf-8\r\n\r\n${words}\r\n`);
  const attachments = parts.map(({ name, bytes }) => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes - 9, 'a')]);
    return (
      `--b\r\nContent-Type: application/pdf\r\nContent-Disposition: attachment; filename="${name}"\r\n` +
      `Content-Transfer-Encoding: base64\r\n\r\n${pdf.toString('base64').replace(/.{76}/g, '$&\r\n')}\r\n`
    );
  });
  return Buffer.from(
    `${head}Content-Type: multipart/mixed; boundary="b"\r\n\r\n--b\r\nContent-Type: text/plain\r\n\r\n${words}\r\n` +
      `${attachments.join('')}--b--\r\n`,
  );
}

const countOf = (words: string) => db.$count(messages, eq(messages.text, words));

describe('the same message twice', () => {
  it('keeps the same bytes once', async () => {
    const raw = message({ words: 'Same bytes.' });
    expect(await takeInboundMessage(intake, raw)).toBe('attached');
    expect(await takeInboundMessage(intake, raw)).toBe('duplicate');
    expect(await countOf('Same bytes.')).toBe(1);
  });

  it('keeps the same Message-ID once, whatever the headers a second mailbox added', async () => {
    const messageId = `<${crypto.randomUUID()}@example.test>`;
    expect(await takeInboundMessage(intake, message({ words: 'Same id.', messageId }))).toBe('attached');
    const relayed = message({ words: 'Same id.', messageId, headers: 'X-Forwarded-By: provider\r\n' });
    expect(await takeInboundMessage(intake, relayed)).toBe('duplicate');
    expect(await countOf('Same id.')).toBe(1);
  });

  it('keeps one copy, and one copy of its files, when copies arrive at once', async () => {
    const store = fileStoreFor(config);
    const before = (await storedKeys(store)).length;
    const messageId = `<${crypto.randomUUID()}@example.test>`;
    const copies = Array.from({ length: 6 }, (_, index) =>
      message({
        words: 'At once.',
        messageId,
        headers: `X-Copy: ${index}\r\n`,
        parts: [{ name: 'CV.pdf', bytes: 2048 }],
      }),
    );
    const results = await Promise.all(copies.map((raw) => takeInboundMessage(intake, raw)));
    expect(results.filter((result) => result === 'attached')).toHaveLength(1);
    expect(results.filter((result) => result === 'duplicate')).toHaveLength(5);
    expect(await countOf('At once.')).toBe(1);
    expect((await storedKeys(store)).length).toBe(before + 1);
  });
});

describe('matching', () => {
  it('attaches an answer to an earlier message of the candidate, by its Message-ID alone', async () => {
    const first = `<${crypto.randomUUID()}@example.test>`;
    expect(await takeInboundMessage(intake, message({ words: 'First.', messageId: first }))).toBe('attached');
    const followUp = Buffer.from(
      `From: Ada <${thread.candidate.email}>\r\nTo: ${REPLY_TO_ADDRESS}\r\nSubject: Re: Re: Your application\r\n` +
        `Message-ID: <${crypto.randomUUID()}@example.test>\r\nIn-Reply-To: ${first}\r\n\r\nAnd one more thing.\r\n`,
    );
    expect(await takeInboundMessage(intake, followUp)).toBe('attached');
    expect((await keptOf(db, followUp))!.applicationId).toBe(thread.applicationId);
  });

  it('dates an answer after what it answers, though its mailbox dated it in whole seconds before', async () => {
    const first = `<${crypto.randomUUID()}@example.test>`;
    const firstAt = new Date('2026-03-02T10:00:00.750Z');
    await takeInboundMessage(intake, message({ words: 'Sent at ten.', messageId: first }), firstAt);
    const answer = Buffer.from(
      `From: Ada <${thread.candidate.email}>\r\nTo: ${REPLY_TO_ADDRESS}\r\nSubject: Re: Your application\r\n` +
        `Message-ID: <${crypto.randomUUID()}@example.test>\r\nIn-Reply-To: ${first}\r\n\r\nAnswered at once.\r\n`,
    );
    expect(await takeInboundMessage(intake, answer, new Date('2026-03-02T10:00:00Z'))).toBe('attached');
    expect((await keptOf(db, answer))!.receivedAt.getTime()).toBeGreaterThan(firstAt.getTime());
  });

  it('tells the webhooks a message came in, by ids alone', async () => {
    const created = await app.inject({
      ...requestOf(webhookEndpoints.create),
      headers: { authorization: thread.company.token },
      payload: { url: 'https://93.184.215.14/openhire', events: ['message.received'] },
    });
    expect(created.statusCode).toBe(201);
    const raw = message({ words: 'For the webhooks.' });
    expect(await takeInboundMessage(intake, raw)).toBe('attached');
    const kept = (await keptOf(db, raw))!;
    const deliveries = await db
      .select({ payload: webhookDeliveries.payload })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.eventType, 'message.received'));
    expect(deliveries).toHaveLength(1);
    expect(JSON.stringify(deliveries[0]!.payload)).not.toContain('For the webhooks');
    expect(deliveries[0]!.payload).toMatchObject({
      type: 'message.received',
      data: { application_id: thread.applicationId, message_id: kept.id, kind: 'message' },
    });
  });

  it('leaves a message the parser refuses unmatched', async () => {
    const parts = Array.from({ length: 1100 }, () => '--b\r\nContent-Type: text/plain\r\n\r\nx\r\n').join('');
    const raw = Buffer.from(
      `From: Ada <${thread.candidate.email}>\r\nTo: ${thread.replyAddress}\r\n` +
        `Content-Type: multipart/mixed; boundary=b\r\n\r\n${parts}--b--\r\n`,
    );
    expect(await takeInboundMessage(intake, raw)).toBe('unmatched');
  });
});

describe("a message's files", () => {
  it('refuses a file over 10 MB and files past 25 MB a message, naming them, and keeps the rest', async () => {
    const raw = message({
      words: 'Big files.',
      parts: [
        { name: 'huge.pdf', bytes: MESSAGE_LIMITS.attachmentBytes + 1 },
        { name: 'one.pdf', bytes: 9 * 1024 * 1024 },
        { name: 'two.pdf', bytes: 9 * 1024 * 1024 },
        { name: 'three.pdf', bytes: 9 * 1024 * 1024 },
        { name: 'small.pdf', bytes: 4096 },
      ],
    });
    expect(await takeInboundMessage(intake, raw)).toBe('attached');
    const kept = (await keptOf(db, raw))!;
    expect(kept.attachments.map((each) => each.name).sort()).toEqual(['one.pdf', 'small.pdf', 'two.pdf']);
    expect(kept.refusedAttachments).toEqual(['huge.pdf', 'three.pdf']);
    const [owned] = await db
      .select({ ownerId: files.ownerId })
      .from(files)
      .where(eq(files.id, kept.attachments[0]!.fileId));
    const [candidate] = await db
      .select({ candidateId: applications.candidateId })
      .from(applications)
      .where(eq(applications.id, thread.applicationId));
    expect(owned!.ownerId).toBe(candidate!.candidateId);
  });
});

describe('a bounce', () => {
  it("marks the candidate's address as bouncing and names the message that failed", async () => {
    const [before] = await db
      .select({ bouncedAt: applications.emailBouncedAt })
      .from(applications)
      .where(eq(applications.id, thread.applicationId));
    expect(before!.bouncedAt).toBeNull();
    const raw = filled(readFileSync(new URL('bounce-postfix.eml', FIXTURES)), thread);
    const receivedAt = new Date('2026-03-03T09:12:05Z');
    expect(await takeInboundMessage(intake, raw, receivedAt)).toBe('attached');
    const kept = (await keptOf(db, raw))!;
    expect(kept.kind).toBe('bounce');
    expect(kept.bouncedOutboxId).toBe(thread.outboxId);
    const [after] = await db
      .select({ bouncedAt: applications.emailBouncedAt })
      .from(applications)
      .where(eq(applications.id, thread.applicationId));
    expect(after!.bouncedAt).toEqual(receivedAt);
  });
});
