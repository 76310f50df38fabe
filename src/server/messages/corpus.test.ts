import { readFileSync } from 'node:fs';
import { eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InboundResult, MessageKind } from '../../shared/messages.js';
import { applications, messages } from '../db/schema.js';
import { createTestApp } from '../test/harness.js';
import { filled, intakeOf, keptOf, makeThread, REPLY_TO_ADDRESS, type Thread } from '../test/inbound-mail.js';
import { type IntakeContext, takeInboundMessage } from './intake.js';

/** What each message of the corpus should become (`fixtures/manifest.json`). */
interface Expected {
  file: string;
  result: InboundResult;
  kind?: MessageKind;
  from_other_address?: boolean;
  text_starts?: string;
  text_includes?: string[];
  quoted?: boolean;
  quoted_includes?: string[];
  attachments?: string[];
  refused?: string[];
  html_contains?: string[];
  html_excludes?: string[];
  subject?: string;
  from_name?: string;
  bounced?: boolean;
}

const FIXTURES = new URL('./fixtures/', import.meta.url);
const corpus = JSON.parse(readFileSync(new URL('manifest.json', FIXTURES), 'utf8')) as Expected[];

const { app, database, config } = await createTestApp({ env: { REPLY_TO_ADDRESS } });
const { db } = database;
let thread: Thread;
let bystander: Thread;
let intake: IntakeContext;

beforeAll(async () => {
  thread = await makeThread(app, db, config);
  // Another application of the same company, whose thread nothing in the corpus answers.
  bystander = await makeThread(app, db, config);
  intake = await intakeOf(db, config);
});

describe('the corpus of messages mail programs send', () => {
  it('holds at least 60 messages, each with its expected result', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(60);
    expect(new Set(corpus.map((each) => each.file)).size).toBe(corpus.length);
  });

  it.each(corpus)('$file is $result', async (expected) => {
    const raw = filled(readFileSync(new URL(expected.file, FIXTURES)), thread);
    expect(await takeInboundMessage(intake, raw)).toBe(expected.result);
    const kept = await keptOf(db, raw);
    if (expected.result !== 'attached') {
      expect(kept).toBeUndefined();
      return;
    }
    expect(kept).toBeDefined();
    const message = kept!;
    expect(message.applicationId).toBe(thread.applicationId);
    expect(message.kind).toBe(expected.kind);
    expect(message.fromOtherAddress).toBe(expected.from_other_address);
    expect(message.text.startsWith(expected.text_starts!), `text: ${message.text}`).toBe(true);
    for (const words of expected.text_includes ?? []) expect(message.text).toContain(words);
    expect(message.quotedText !== '', `quoted: ${message.quotedText}`).toBe(expected.quoted);
    for (const words of expected.quoted_includes ?? []) expect(message.quotedText).toContain(words);
    expect(message.attachments.map((each) => each.name).sort()).toEqual([...expected.attachments!].sort());
    expect([...message.refusedAttachments].sort()).toEqual([...expected.refused!].sort());
    for (const markup of expected.html_contains ?? []) expect(message.html).toContain(markup);
    for (const markup of expected.html_excludes ?? []) expect(message.html ?? '').not.toContain(markup);
    if (expected.subject !== undefined) expect(message.subject).toBe(expected.subject);
    if (expected.from_name !== undefined) expect(message.fromName).toBe(expected.from_name);
    for (const text of [message.text, message.quotedText, message.subject, message.html ?? ''])
      expect(text).not.toContain('\u0000');
    if (expected.bounced) expect(message.bouncedOutboxId).toBe(thread.outboxId);
    else expect(message.bouncedOutboxId).toBeNull();
  });

  it('files none of them elsewhere, and keeps exactly the attached ones', async () => {
    const attached = corpus.filter((each) => each.result === 'attached').length;
    expect(await db.$count(messages, eq(messages.applicationId, thread.applicationId))).toBe(attached);
    expect(await db.$count(messages, ne(messages.applicationId, thread.applicationId))).toBe(0);
    const [marked] = await db
      .select({ bouncedAt: applications.emailBouncedAt })
      .from(applications)
      .where(eq(applications.id, thread.applicationId));
    expect(marked!.bouncedAt).not.toBeNull();
    const [untouched] = await db
      .select({ bouncedAt: applications.emailBouncedAt })
      .from(applications)
      .where(eq(applications.id, bystander.applicationId));
    expect(untouched!.bouncedAt).toBeNull();
  });
});
