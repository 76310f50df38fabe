import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_LIMITS } from '../../shared/messages.js';
import { messagesEndpoints } from '../../shared/messages-endpoints.js';
import { messages } from '../db/schema.js';
import { createTestApp } from '../test/harness.js';
import { filled, keptOf, makeThread, REPLY_TO_ADDRESS, type Thread } from '../test/inbound-mail.js';
import { requestOf } from '../test/routes.js';

const INBOUND_TOKEN = 'an inbound token of at least thirty-two characters';
const { app, database, config } = await createTestApp({ env: { REPLY_TO_ADDRESS, INBOUND_TOKEN } });
const { db } = database;
const inbound = requestOf(messagesEndpoints.inbound);
const authorized = { authorization: `Bearer ${INBOUND_TOKEN}` };
let thread: Thread;

const FIXTURES = new URL('./fixtures/', import.meta.url);
const fixture = (name: string) => filled(readFileSync(new URL(name, FIXTURES)), thread);

/** One message written here, so that each test takes in bytes no other test sent. */
function reply(words: string, extra = ''): Buffer {
  return Buffer.from(
    `From: Ada <${thread.candidate.email}>\r\nTo: ${thread.replyAddress}\r\nSubject: Re: Your application\r\n` +
      `Message-ID: <${crypto.randomUUID()}@example.test>\r\n${extra}MIME-Version: 1.0\r\n` +
      `Content-Type: text/plain; charset=utf-8\r\n\r\n${words}\r\n`,
  );
}

/** A form as SendGrid's and Mailgun's inbound parsing post it, the raw message in `field`. */
function form(field: string, raw: Buffer) {
  const boundary = 'xYzZY';
  const part = (name: string, value: Buffer | string) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
      Buffer.from(value),
      Buffer.from('\r\n'),
    ]);
  return {
    headers: { ...authorized, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      part('to', thread.replyAddress),
      part('subject', 'Re: Your application'),
      part(field, raw),
      part('spam_score', '0.1'),
      Buffer.from(`--${boundary}--\r\n`),
    ]),
  };
}

const rfc822 = (raw: Buffer) => ({
  headers: { ...authorized, 'content-type': 'message/rfc822' },
  payload: raw,
});

const countMessages = () => db.$count(messages, eq(messages.applicationId, thread.applicationId));

beforeAll(async () => {
  thread = await makeThread(app, db, config);
});

describe('POST /api/inbound/email/', () => {
  it('takes a raw message and answers 202 attached, then duplicate for the same message again', async () => {
    const raw = reply('Thursday works.');
    const first = await app.inject({ ...inbound, ...rfc822(raw) });
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ status: 202, result: 'attached' });
    expect((await keptOf(db, raw))!.text).toBe('Thursday works.');
    const again = await app.inject({ ...inbound, ...rfc822(raw) });
    expect(again.json()).toEqual({ status: 202, result: 'duplicate' });
  });

  it('answers unmatched for a colleague writing to the plain mailbox, and keeps nothing', async () => {
    const before = await countMessages();
    const raw = fixture('colleague-to-plain-mailbox.eml');
    const answer = await app.inject({ ...inbound, ...rfc822(raw) });
    expect(answer.json()).toEqual({ status: 202, result: 'unmatched' });
    expect(await countMessages()).toBe(before);
  });

  it.each(['email', 'body-mime'])('takes the raw message from a form field named %s', async (field) => {
    const raw = fixture('gmail-reply-with-pdf.eml');
    const fresh = Buffer.from(
      raw.toString('latin1').replace(/^Message-ID: .*$/m, `Message-ID: <${crypto.randomUUID()}@example.test>`),
      'latin1',
    );
    const answer = await app.inject({ ...inbound, ...form(field, fresh) });
    expect(answer.json()).toEqual({ status: 202, result: 'attached' });
    const kept = await keptOf(db, fresh);
    expect(kept!.text).toMatch(/^Hi Rita,/);
    expect(kept!.attachments.map((each) => each.name)).toEqual(['Portfolio - Ada Lovelace.pdf']);
  });

  it('refuses a form without the raw message, and a body of another type', async () => {
    const noField = await app.inject({ ...inbound, ...form('text', reply('Only parsed fields.')) });
    expect(noField.statusCode).toBe(400);
    expect(noField.json().error).toMatch(/raw e-mail/);
    const json = await app.inject({ ...inbound, headers: authorized, payload: { email: 'x' } });
    expect(json.statusCode).toBe(400);
    const other = await app.inject({
      ...inbound,
      headers: { ...authorized, 'content-type': 'application/pdf' },
      payload: Buffer.from('%PDF-1.4'),
    });
    expect(other.statusCode).toBe(415);
    const empty = await app.inject({ ...inbound, ...rfc822(Buffer.alloc(0)) });
    expect(empty.statusCode).toBe(400);
  });

  it.each([
    ['no token', {}],
    ['a wrong token', { authorization: 'Bearer an inbound token of at least thirty-two characterz' }],
    ['the token without Bearer', { authorization: INBOUND_TOKEN }],
  ])('answers 401 to %s and stores nothing', async (_, headers) => {
    const before = await countMessages();
    const answer = await app.inject({
      ...inbound,
      headers: { ...headers, 'content-type': 'message/rfc822' },
      payload: reply('Let me in.'),
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.headers.connection).toBe('close');
    expect(await countMessages()).toBe(before);
  });

  it('refuses a wrong token without reading the body', async () => {
    // A body that never ends: answered only if nothing waits for it.
    const endless = new Readable({ read() {} });
    endless.push(Buffer.alloc(64 * 1024, 'a'));
    const answer = await app.inject({
      ...inbound,
      headers: { authorization: 'Bearer wrong', 'content-type': 'message/rfc822', 'content-length': '20000000' },
      payload: endless,
    });
    expect(answer.statusCode).toBe(401);
    endless.destroy();
  });

  it('answers 413 to a message over 25 MB', async () => {
    const padding = Buffer.alloc(MESSAGE_LIMITS.rawBytes, 'a');
    const answer = await app.inject({ ...inbound, ...rfc822(Buffer.concat([reply('Big.'), padding])) });
    expect(answer.statusCode).toBe(413);
    const beyond = await app.inject({
      ...inbound,
      ...rfc822(Buffer.alloc(MESSAGE_LIMITS.rawBytes + 2 * 1024 * 1024, 'a')),
    });
    expect(beyond.statusCode).toBe(413);
  });

  it('keeps a message with NUL bytes and hostile HTML harmless', async () => {
    const raw = Buffer.concat([
      Buffer.from(
        `From: Ada <${thread.candidate.email}>\r\nTo: ${thread.replyAddress}\r\nSubject: Re:\u0000 hello\r\n` +
          `Message-ID: <${crypto.randomUUID()}@example.test>\r\nMIME-Version: 1.0\r\n` +
          'Content-Type: text/html; charset=utf-8\r\n\r\n' +
          '<p onclick="x()">Hi\u0000 there</p><script>alert(1)</script><img src="https://t.example/p.gif">\r\n',
      ),
    ]);
    const answer = await app.inject({ ...inbound, ...rfc822(raw) });
    expect(answer.json()).toEqual({ status: 202, result: 'attached' });
    const kept = (await keptOf(db, raw))!;
    expect(kept.subject).toBe('Re: hello');
    expect(kept.text).toBe('Hi there');
    expect(kept.html).toBe('<p>Hi there</p><img data-remote-src="https://t.example/p.gif" />');
    expect(answer.body).not.toContain('Hi there');
  });
});

describe('POST /api/inbound/email/ without INBOUND_TOKEN', () => {
  it('is not there', async () => {
    const { app: unset } = await createTestApp({ env: { REPLY_TO_ADDRESS } });
    const answer = await unset.inject({
      ...inbound,
      headers: { ...authorized, 'content-type': 'message/rfc822' },
      payload: Buffer.from('Subject: hi\r\n\r\nhi\r\n'),
    });
    expect(answer.statusCode).toBe(404);
  });
});
