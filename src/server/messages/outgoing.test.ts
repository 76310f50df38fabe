import { simpleParser, type ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { activityEndpoints } from '../../shared/activity-endpoints.js';
import { applicationEndpoints } from '../../shared/applications-endpoints.js';
import { messages, outbox } from '../db/schema.js';
import { fileStoreFor } from '../files/configured-store.js';
import { makeApplication } from '../test/factories-applications.js';
import { makePosting } from '../test/factories-postings.js';
import { addMember } from '../test/factories-team.js';
import { makeCandidate, makeNamedFounder } from '../test/factories.js';
import { createTestApp } from '../test/harness.js';
import { urlOf } from '../test/routes.js';
import { deliverDueMail, startTestSmtpServer } from '../test/smtp.js';
import { takeInboundMessage } from './intake.js';
import { applicationOfAddress, replyKeyOf } from './reply-address.js';

const { app, database, config } = await createTestApp({ env: { REPLY_TO_ADDRESS: 'hiring@mail.example.test' } });
const { db } = database;
const replyKey = await replyKeyOf(config);
const intake = { db, store: fileStoreFor(config), replyKey };

function call(method: 'GET' | 'POST' | 'PUT', url: string, token: string | undefined, payload?: object) {
  return app.inject({ method, url, headers: token ? { authorization: token } : {}, ...(payload ? { payload } : {}) });
}

/** A company whose founder gave their name, a candidate and their application. */
async function conversation() {
  const founder = await makeNamedFounder(app);
  const colleague = await addMember(app, db, founder.token, 'hiring_manager', 'Hana Manager');
  const candidate = await makeCandidate(app);
  const posting = await makePosting(app, founder.token, { title: 'Backend Engineer', hiring_team: [colleague.id] });
  const applicationId = await makeApplication(app, candidate.token, posting);
  const send = async (subject: string) =>
    expect(
      (
        await call('POST', urlOf(applicationEndpoints.sendEmail), founder.token, {
          id: applicationId,
          subject,
          message: '<p>Hello Ada</p>',
        })
      ).statusCode,
    ).toBe(200);
  return { founder, colleague, candidate, applicationId, send };
}

/** What the mail program of `address` reads of the message it received whose subject starts with `subject`. */
async function receivedBy(smtp: Awaited<ReturnType<typeof startTestSmtpServer>>, address: string, subject: string) {
  const parsed = await Promise.all(
    smtp.received.filter((mail) => mail.to.includes(address)).map((mail) => simpleParser(mail.raw)),
  );
  return parsed.find((mail) => mail.subject?.startsWith(subject))!;
}

const ACKNOWLEDGEMENT = 'We have your application for Backend Engineer';

const replyTo = (mail: ParsedMail) => mail.replyTo!.value;
const references = (mail: ParsedMail) => [mail.references ?? []].flat();

/** The candidate answers from their own mail program, to the address the message gave them. */
async function answer(to: ParsedMail, from: string, messageId: string) {
  const raw = Buffer.from(
    [
      `From: Ada Lovelace <${from}>`,
      `To: ${to.replyTo!.value[0]!.address}`,
      `Subject: Re: ${to.subject}`,
      `Message-ID: ${messageId}`,
      `In-Reply-To: ${to.messageId}`,
      'Date: Thu, 03 Dec 2026 10:00:00 +0000',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Thursday works for me.',
      '',
    ].join('\r\n'),
  );
  expect(await takeInboundMessage(intake, raw)).toBe('attached');
}

describe('mail to a candidate about an application', () => {
  it("is answered to the application's reply address, and each later message names the thread before it", async () => {
    const { founder, colleague, candidate, applicationId, send } = await conversation();
    await send('Interview next week');
    const smtp = await startTestSmtpServer();
    try {
      await deliverDueMail(db, config, smtp.url);
      // The acknowledgement nobody wrote is answered under the company's name alone, and starts the thread.
      const acknowledgement = await receivedBy(smtp, candidate.email, ACKNOWLEDGEMENT);
      const [address] = replyTo(acknowledgement);
      expect(address!.name).toBe('Acme Robotics');
      expect(address!.address).toMatch(/^hiring\+[a-z2-7]{42}@mail\.example\.test$/);
      expect(applicationOfAddress(replyKey, address!.address!)).toBe(applicationId);
      expect(acknowledgement.messageId).toMatch(/^<[0-9a-f-]{36}@localhost>$/);
      expect(acknowledgement.inReplyTo).toBeUndefined();
      expect(acknowledgement.references).toBeUndefined();

      const first = await receivedBy(smtp, candidate.email, 'Interview next week');
      expect(replyTo(first)).toEqual([{ name: 'Jane Founder at Acme Robotics', address: address!.address }]);
      expect(first.inReplyTo).toBe(acknowledgement.messageId);
      expect(references(first)).toEqual([acknowledgement.messageId]);

      await answer(first, candidate.email, '<answer-1@mail.candidate.test>');
      // A delivery report from a mail server is no part of what the candidate sees.
      await db.insert(messages).values({
        applicationId,
        via: 'email',
        kind: 'bounce',
        text: 'Undeliverable',
        rfcMessageId: '<report@mx.example.test>',
      });
      await send('Re: Interview next week');
      await deliverDueMail(db, config, smtp.url);
      const second = await receivedBy(smtp, candidate.email, 'Re: Interview next week');
      expect(replyTo(second)[0]!.address).toBe(address!.address);
      expect(second.inReplyTo).toBe('<answer-1@mail.candidate.test>');
      expect(references(second)).toEqual([
        acknowledgement.messageId,
        first.messageId,
        '<answer-1@mail.candidate.test>',
      ]);

      // A note that mentions a colleague is mail to a member: it is answered to the writer, as before.
      await call('POST', urlOf(activityEndpoints.addNote, { params: { id: applicationId } }), founder.token, {
        body: '@Hana Manager please call her',
        mentions: [colleague.id],
      });
      await deliverDueMail(db, config, smtp.url);
      const mention = await receivedBy(smtp, colleague.email, 'Jane Founder mentioned you');
      expect(replyTo(mention)).toEqual([{ name: 'Jane Founder', address: founder.email }]);
      expect(mention.inReplyTo).toBeUndefined();
    } finally {
      await smtp.close();
    }
  });

  it('sends the same bytes when it is tried again, whatever came in between', async () => {
    const { candidate, send } = await conversation();
    const smtp = await startTestSmtpServer();
    try {
      await deliverDueMail(db, config, smtp.url);
      await send('Interview next week');
    } finally {
      await smtp.close();
    }
    const refusing = await startTestSmtpServer({ refuseFirstWith: 451 });
    try {
      await deliverDueMail(db, config, refusing.url);
      const [refused] = refusing.refused;
      expect(refused!.raw).toContain('Interview next week');
      expect(refused!.raw).toContain('In-Reply-To:');
      await answer(await simpleParser(refused!.raw), candidate.email, '<answer-late@mail.candidate.test>');
      await db.update(outbox).set({ nextAttemptAt: new Date() });
      await deliverDueMail(db, config, refusing.url);
      const [sent] = refusing.received.filter((mail) => mail.to.includes(candidate.email));
      expect(sent!.raw).toBe(refused!.raw);
    } finally {
      await refusing.close();
    }
  });

  it('names the first message of a long thread and its last ten', async () => {
    const { candidate, applicationId, send } = await conversation();
    const long = Array.from({ length: 14 }, (_, index) => `<old-${index}@mail.candidate.test>`);
    await db.insert(messages).values(
      long.map((rfcMessageId, index) => ({
        applicationId,
        via: 'email',
        text: 'An earlier answer',
        rfcMessageId,
        receivedAt: new Date(Date.now() - (long.length - index) * 60_000),
        createdAt: new Date(Date.now() - 1000),
      })),
    );
    await send('Where we are');
    const smtp = await startTestSmtpServer();
    try {
      await deliverDueMail(db, config, smtp.url);
      const acknowledgement = await receivedBy(smtp, candidate.email, ACKNOWLEDGEMENT);
      const mail = await receivedBy(smtp, candidate.email, 'Where we are');
      expect(mail.inReplyTo).toBe(acknowledgement.messageId);
      expect(references(mail)).toEqual([long[0], ...long.slice(-9), acknowledgement.messageId]);
    } finally {
      await smtp.close();
    }
  });

  it('without REPLY_TO_ADDRESS is answered to the member who sent it, and names no thread', async () => {
    const { founder, candidate, send } = await conversation();
    await send('Interview next week');
    const smtp = await startTestSmtpServer();
    try {
      await deliverDueMail(db, { ...config, replyToAddress: undefined }, smtp.url);
      const sent = await receivedBy(smtp, candidate.email, 'Interview next week');
      expect(replyTo(sent)).toEqual([{ name: 'Jane Founder', address: founder.email }]);
      expect(sent.headers.has('in-reply-to')).toBe(false);
      expect(sent.headers.has('references')).toBe(false);
    } finally {
      await smtp.close();
    }
  });
});
