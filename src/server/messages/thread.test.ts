import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { activityEndpoints } from '../../shared/activity-endpoints.js';
import { applicationEndpoints } from '../../shared/applications-endpoints.js';
import { MAIL_MESSAGES } from '../../shared/mail.js';
import { candidateMessagesEndpoints, messagesEndpoints } from '../../shared/messages-endpoints.js';
import { type CandidateMessage, type Message, MESSAGE_LIMITS, MESSAGE_MESSAGES } from '../../shared/messages.js';
import type { TimelineEvent } from '../../shared/notes.js';
import {
  files,
  messageAttachments,
  messages,
  outbox,
  webhookDeliveries,
  webhookEndpoints as webhooks,
} from '../db/schema.js';
import { companyIdOf, makeApplication, userIdOf } from '../test/factories-applications.js';
import { makePosting } from '../test/factories-postings.js';
import { makeCandidate, makeCompany } from '../test/factories.js';
import { addMember } from '../test/factories-team.js';
import { createTestApp } from '../test/harness.js';
import { dataUrl, samplePdf } from '../test/pdf.js';
import { requestOf } from '../test/routes.js';
import { deliverDueMail, startTestSmtpServer } from '../test/smtp.js';
import { fileStoreFor } from '../files/configured-store.js';
import { newStorageKey } from '../files/store.js';

const { app, database, config } = await createTestApp();
const { db } = database;
const smtp = await startTestSmtpServer();
afterAll(() => smtp.close());

interface Thread {
  data: Message[];
  email_bounced_at: string | null;
  replies_captured: boolean;
}

const as = (token: string) => ({ headers: { authorization: token } });

async function setup() {
  const admin = await makeCompany(app, { name: 'Acme Robotics' });
  const manager = await addMember(app, db, admin.token, 'hiring_manager', 'Hana Manager');
  const interviewer = await addMember(app, db, admin.token, 'interviewer', 'Ivan Interviewer');
  const recruiter = await addMember(app, db, admin.token, 'recruiter', 'Rita Recruiter');
  const candidate = await makeCandidate(app);
  const posting = await makePosting(app, admin.token, {
    title: 'Backend Engineer',
    hiring_team: [manager.id, interviewer.id],
  });
  const applicationId = await makeApplication(app, candidate.token, posting);
  return { admin, manager, interviewer, recruiter, candidate, posting, applicationId };
}

const thread = async (token: string, id: string) => {
  const answer = await app.inject({ ...requestOf(messagesEndpoints.messages, { params: { id } }), ...as(token) });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<Thread>();
};

const candidateThread = async (token: string, id: string) => {
  const answer = await app.inject({
    ...requestOf(candidateMessagesEndpoints.candidateMessages, { params: { id } }),
    ...as(token),
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ data: CandidateMessage[] }>().data;
};

const send = (token: string, id: string, payload: object) =>
  app.inject({ ...requestOf(messagesEndpoints.sendMessage, { params: { id } }), ...as(token), payload });

const upload = (token: string, name: string, file: string) =>
  app.inject({ ...requestOf(messagesEndpoints.uploadAttachment), ...as(token), payload: { name, file } });

const write = (token: string, id: string, body: string) =>
  app.inject({
    ...requestOf(candidateMessagesEndpoints.sendCandidateMessage, { params: { id } }),
    ...as(token),
    payload: { body },
  });

const outboxCount = async () => (await db.select({ id: outbox.id }).from(outbox)).length;

describe("an application's thread", () => {
  it('sends the candidate a member’s answer with its attachment, and shows it in the thread', async () => {
    const { admin, candidate, applicationId } = await setup();
    // Without the acknowledgement the company's first stage sends, the thread has no subject to answer yet.
    await db.delete(outbox).where(eq(outbox.applicationId, applicationId));
    const uploaded = await upload(admin.token, 'Directions to the office.pdf', dataUrl(samplePdf(1)));
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const file = uploaded.json<{ data: { id: string; size: number } }>().data;

    const sent = await send(admin.token, applicationId, {
      body: 'Hello Ada,\n\nDoes Thursday at 10 suit you?\nBest, Sam',
      attachments: [file.id],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const message = sent.json<{ data: Message }>().data;
    expect(message).toMatchObject({
      direction: 'out',
      kind: 'message',
      subject: 'About your application for Backend Engineer',
      text: expect.stringContaining('Does Thursday at 10 suit you?'),
      html: '<p>Hello Ada,</p><p>Does Thursday at 10 suit you?<br />Best, Sam</p>',
      delivery: 'pending',
      member: { id: await userIdOf(db, admin.email), name: expect.any(String) },
      attachments: [
        { id: file.id, name: 'Directions to the office.pdf', size: file.size, content_type: 'application/pdf' },
      ],
    });

    await deliverDueMail(db, config, smtp.url);
    const raw = smtp.received.filter((mail) => mail.to.includes(candidate.email)).at(-1)!;
    const mail = await simpleParser(raw.raw);
    expect(mail.subject).toBe('About your application for Backend Engineer');
    expect(mail.text).toContain('Does Thursday at 10 suit you?');
    expect(mail.attachments.map((each) => [each.filename, each.contentType])).toEqual([
      ['Directions to the office.pdf', 'application/pdf'],
    ]);

    const read = await thread(admin.token, applicationId);
    expect(read.email_bounced_at).toBeNull();
    expect(read.replies_captured).toBe(false);
    expect(read.data.at(-1)).toMatchObject({ id: message.id, delivery: 'sent' });

    const download = await app.inject({
      ...requestOf(messagesEndpoints.attachment, { params: { id: message.id, attachment_id: file.id } }),
      ...as(admin.token),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Directions to the office.pdf"; filename*=UTF-8''Directions%20to%20the%20office.pdf`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('joins the e-mail of POST /api/send_email/ and answers it with "Re: " and its subject', async () => {
    const { admin, applicationId } = await setup();
    const emailed = await app.inject({
      ...requestOf(applicationEndpoints.sendEmail),
      ...as(admin.token),
      payload: { id: applicationId, subject: 'Your interview', message: '<p>Are you free on Thursday?</p>' },
    });
    expect(emailed.statusCode).toBe(200);
    expect(emailed.json()).toMatchObject({ status: 200 });
    const read = await thread(admin.token, applicationId);
    expect(read.data.at(-1)).toMatchObject({
      direction: 'out',
      subject: 'Your interview',
      html: '<p>Are you free on Thursday?</p>',
    });
    const answered = await send(admin.token, applicationId, { body: 'Or Friday?' });
    expect(answered.json<{ data: Message }>().data.subject).toBe('Re: Your interview');
  });

  it('takes the candidate’s message from the portal into the thread and the timeline, and tells webhooks', async () => {
    const { admin, candidate, applicationId } = await setup();
    // The webhook's row as the webhooks' settings keep it: its address is never called here.
    const [hook] = await db
      .insert(webhooks)
      .values({
        companyId: await companyIdOf(db, admin.email),
        url: 'https://hooks.example.com/openhire',
        events: ['message.received'],
        secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      })
      .returning();
    const hookId = hook!.id;
    await send(admin.token, applicationId, { subject: 'Thursday?', body: 'Does Thursday suit you?' });
    // A message still waiting to go has not reached the candidate: they do not see it yet.
    expect((await candidateThread(candidate.token, applicationId)).map((each) => each.subject)).not.toContain(
      'Thursday?',
    );
    await deliverDueMail(db, config, smtp.url);
    const seen = await candidateThread(candidate.token, applicationId);
    expect(seen.at(-1)).toMatchObject({ direction: 'out', subject: 'Thursday?', member: { name: expect.any(String) } });
    expect(seen.at(-1)).not.toHaveProperty('delivery');
    expect(seen.at(-1)).not.toHaveProperty('from_other_address');

    const written = await write(candidate.token, applicationId, 'Thursday works for me.\nSee you then!');
    expect(written.statusCode, written.body).toBe(201);
    const message = written.json<{ data: CandidateMessage }>().data;
    expect(message).toMatchObject({
      direction: 'in',
      kind: 'message',
      via_portal: true,
      from_address: candidate.email,
      subject: 'Re: Thursday?',
      text: 'Thursday works for me.\nSee you then!',
      html: null,
    });

    const [delivery] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, hookId));
    // Ids only: the text stays in the thread.
    expect(delivery).toMatchObject({
      eventType: 'message.received',
      payload: { data: { application_id: applicationId, message_id: message.id, kind: 'message' } },
    });
    expect(JSON.stringify(delivery!.payload)).not.toContain('Thursday');

    const read = await thread(admin.token, applicationId);
    expect(read.data.slice(-2).map((each) => [each.direction, each.subject])).toEqual([
      ['out', 'Thursday?'],
      ['in', 'Re: Thursday?'],
    ]);
    expect(read.data.at(-1)).toMatchObject({ id: message.id, from_other_address: false, member: null, delivery: null });

    const timeline = await app.inject({
      ...requestOf(activityEndpoints.timeline, { params: { id: applicationId } }),
      ...as(admin.token),
    });
    expect(timeline.json<{ data: TimelineEvent[] }>().data.at(-1)).toEqual({
      kind: 'message',
      at: message.at,
      by: message.from_name,
      subject: 'Re: Thursday?',
      excerpt: 'Thursday works for me. See you then!',
      message_kind: 'message',
      via_portal: true,
    });
  });

  it('shows the candidate neither delivery reports, automatic replies nor what came from another address', async () => {
    const { admin, candidate, applicationId } = await setup();
    await db.insert(messages).values([
      { applicationId, via: 'email', kind: 'bounce', subject: 'Undelivered Mail Returned to Sender', text: 'x' },
      { applicationId, via: 'email', kind: 'auto_reply', subject: 'Out of office', text: 'Away.' },
      {
        applicationId,
        via: 'email',
        fromAddress: 'colleague@example.com',
        fromOtherAddress: true,
        subject: 'Fwd: our offer',
        text: 'Internal forward.',
        html: '<p>Internal forward.</p>',
        quotedText: '> earlier',
      },
    ]);
    const team = (await thread(admin.token, applicationId)).data.filter((each) => each.direction === 'in');
    expect(team).toHaveLength(3);
    expect(team.map((each) => [each.kind, each.from_other_address])).toEqual(
      expect.arrayContaining([
        ['message', true],
        ['bounce', false],
        ['auto_reply', false],
      ]),
    );
    expect(team.find((each) => each.from_other_address)).toMatchObject({
      html: '<p>Internal forward.</p>',
      quoted_text: '> earlier',
    });
    expect((await candidateThread(candidate.token, applicationId)).filter((each) => each.direction === 'in')).toEqual(
      [],
    );
    // Nor do they answer under a subject they never saw.
    const written = await write(candidate.token, applicationId, 'Any news?');
    expect(written.json<{ data: CandidateMessage }>().data.subject).toBe(
      'Re: We have your application for Backend Engineer',
    );
  });

  it('serves a file that came with a reply to members who see the application, and no one else', async () => {
    const { admin, interviewer, candidate, applicationId } = await setup();
    const other = await makeCompany(app, { name: 'Other Co' });
    const elsewhere = await addMember(app, db, admin.token, 'hiring_manager', 'Helen Elsewhere');
    const key = newStorageKey();
    await fileStoreFor(config).put(key, samplePdf(1));
    const [file] = await db
      .insert(files)
      .values({
        ownerId: await userIdOf(db, candidate.email),
        storageKey: key,
        contentType: 'application/pdf',
        extension: 'pdf',
        sizeBytes: samplePdf(1).length,
        sha256: 'x',
      })
      .returning();
    const [reply] = await db
      .insert(messages)
      .values({ applicationId, via: 'email', subject: 'Re: contract', text: 'Signed.', fromAddress: candidate.email })
      .returning();
    const [attached] = await db
      .insert(messageAttachments)
      .values({ messageId: reply!.id, fileId: file!.id, name: 'contract – signed.pdf' })
      .returning();
    const url = {
      ...requestOf(messagesEndpoints.attachment, { params: { id: reply!.id, attachment_id: attached!.id } }),
    };

    const byInterviewer = await app.inject({ ...url, ...as(interviewer.token) });
    expect(byInterviewer.statusCode).toBe(200);
    expect(byInterviewer.headers['content-disposition']).toBe(
      `attachment; filename="contract _ signed.pdf"; filename*=UTF-8''contract%20%E2%80%93%20signed.pdf`,
    );
    for (const outsider of [other.token, elsewhere.token]) {
      const refused = await app.inject({ ...url, ...as(outsider) });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ error: MESSAGE_MESSAGES.attachmentNotFound });
    }
    const candidateCall = await app.inject({ ...url, ...as(candidate.token) });
    expect(candidateCall.statusCode).toBe(403);
    const unknown = await app.inject({
      ...requestOf(messagesEndpoints.attachment, { params: { id: reply!.id, attachment_id: '7' } }),
      ...as(admin.token),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('serves the candidate the files of the messages their thread shows them, and no others', async () => {
    // Without hiring team members: the other cases use up the invitations' allowance.
    const admin = await makeCompany(app, { name: 'Acme Robotics' });
    const candidate = await makeCandidate(app);
    const applicationId = await makeApplication(app, candidate.token, await makePosting(app, admin.token));
    const stranger = await makeCandidate(app);
    const file = (await upload(admin.token, 'Offer letter.pdf', dataUrl(samplePdf(1)))).json<{ data: { id: string } }>()
      .data;
    const sent = (
      await send(admin.token, applicationId, { body: 'Our offer is attached.', attachments: [file.id] })
    ).json<{ data: Message }>().data;
    const download = (token: string, params: { id: string; attachment_id: string }) =>
      app.inject({ ...requestOf(candidateMessagesEndpoints.candidateAttachment, { params }), ...as(token) });
    // Not before it has reached them.
    expect((await download(candidate.token, { id: sent.id, attachment_id: file.id })).statusCode).toBe(404);
    await deliverDueMail(db, config, smtp.url);
    const stored = async (values: Partial<typeof messages.$inferInsert>) => {
      const key = newStorageKey();
      await fileStoreFor(config).put(key, samplePdf(2));
      const [row] = await db
        .insert(files)
        .values({
          ownerId: await userIdOf(db, candidate.email),
          storageKey: key,
          contentType: 'application/pdf',
          extension: 'pdf',
          sizeBytes: samplePdf(2).length,
          sha256: 'x',
        })
        .returning();
      const [message] = await db
        .insert(messages)
        .values({ applicationId, via: 'email', subject: 'Re: offer', text: 'Signed.', ...values })
        .returning();
      const [attached] = await db
        .insert(messageAttachments)
        .values({ messageId: message!.id, fileId: row!.id, name: 'Signed offer.pdf' })
        .returning();
      return { id: message!.id, attachment_id: attached!.id };
    };
    const own = await stored({ fromAddress: candidate.email });
    const forward = await stored({ fromAddress: 'colleague@example.com', fromOtherAddress: true });
    const bounce = await stored({ kind: 'bounce' });

    const offer = await download(candidate.token, { id: sent.id, attachment_id: file.id });
    expect(offer.statusCode, offer.body).toBe(200);
    expect(offer.headers['content-disposition']).toBe(
      `attachment; filename="Offer letter.pdf"; filename*=UTF-8''Offer%20letter.pdf`,
    );
    expect(offer.headers['x-content-type-options']).toBe('nosniff');
    expect(offer.rawPayload.equals(samplePdf(1))).toBe(true);
    const signed = await download(candidate.token, own);
    expect(signed.statusCode).toBe(200);
    expect(signed.rawPayload.equals(samplePdf(2))).toBe(true);

    for (const [token, params] of [
      [stranger.token, { id: sent.id, attachment_id: file.id }],
      [stranger.token, own],
      [candidate.token, forward],
      [candidate.token, bounce],
      [candidate.token, { id: sent.id, attachment_id: '7' }],
      [candidate.token, { id: own.id, attachment_id: forward.attachment_id }],
      [candidate.token, { id: 'not-an-id', attachment_id: file.id }],
    ] as const) {
      const refused = await download(token, params);
      expect(refused.statusCode, JSON.stringify(params)).toBe(404);
      expect(refused.json()).toMatchObject({ error: MESSAGE_MESSAGES.attachmentNotFound });
    }
    // A member's token is not a candidate's.
    expect((await download(admin.token, { id: sent.id, attachment_id: file.id })).statusCode).toBe(403);
  });

  it('answers 404 to another company’s member and to another candidate, and lets Interviewers read only', async () => {
    const { admin, interviewer, candidate, applicationId } = await setup();
    const other = await makeCompany(app, { name: 'Other Co' });
    const stranger = await makeCandidate(app);
    for (const response of [
      await app.inject({
        ...requestOf(messagesEndpoints.messages, { params: { id: applicationId } }),
        ...as(other.token),
      }),
      await send(other.token, applicationId, { body: 'Hello' }),
      await app.inject({
        ...requestOf(candidateMessagesEndpoints.candidateMessages, { params: { id: applicationId } }),
        ...as(stranger.token),
      }),
      await write(stranger.token, applicationId, 'Hello'),
      await app.inject({
        ...requestOf(messagesEndpoints.messages, { params: { id: 'not-an-id' } }),
        ...as(admin.token),
      }),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
    }
    expect((await thread(interviewer.token, applicationId)).data).toEqual(expect.any(Array));
    const byInterviewer = await send(interviewer.token, applicationId, { body: 'Hello' });
    expect(byInterviewer.statusCode).toBe(403);
    // The candidate's own thread is theirs alone: the member's token does not read it as a candidate.
    expect(
      (
        await app.inject({
          ...requestOf(candidateMessagesEndpoints.candidateMessages, { params: { id: applicationId } }),
          ...as(admin.token),
        })
      ).statusCode,
    ).toBe(403);
    expect(await candidateThread(candidate.token, applicationId)).toEqual(expect.any(Array));
  });

  it('refuses empty, huge and NUL-bearing bodies, and attachments that are not the member’s own uploads', async () => {
    const { admin, recruiter, candidate, applicationId } = await setup();
    const before = await outboxCount();
    const othersUpload = (await upload(recruiter.token, 'Theirs.pdf', dataUrl(samplePdf(1)))).json<{
      data: { id: string };
    }>().data.id;
    const resume = (
      await db
        .select({ id: files.id })
        .from(files)
        .where(eq(files.ownerId, await userIdOf(db, admin.email)))
    ).map((each) => each.id);
    const cases: [object, string][] = [
      [{ body: '' }, MAIL_MESSAGES.messageRequired],
      [{ body: '   \n ' }, MAIL_MESSAGES.messageRequired],
      [{ body: 'x'.repeat(MESSAGE_LIMITS.body + 1) }, MESSAGE_MESSAGES.bodyTooLong],
      [{ body: 'Hello\u0000there' }, ''],
      [{ body: 'Hello', subject: 'Line\nbreak' }, MAIL_MESSAGES.subjectLineBreak],
      [{ body: 'Hello', attachments: ['7'] }, MESSAGE_MESSAGES.attachmentUnknown],
      [{ body: 'Hello', attachments: ['00000000-0000-4000-8000-000000000000'] }, MESSAGE_MESSAGES.attachmentUnknown],
      [{ body: 'Hello', attachments: [othersUpload] }, MESSAGE_MESSAGES.attachmentUnknown],
      [
        { body: 'Hello', attachments: Array.from({ length: 11 }, () => othersUpload) },
        MESSAGE_MESSAGES.tooManyAttachments,
      ],
      ...resume.map((id): [object, string] => [
        { body: 'Hello', attachments: [id] },
        MESSAGE_MESSAGES.attachmentUnknown,
      ]),
    ];
    for (const [payload, error] of cases) {
      const refused = await send(admin.token, applicationId, payload);
      expect(refused.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      if (error) expect(refused.body).toContain(error);
    }
    for (const body of ['', 'x'.repeat(MESSAGE_LIMITS.body + 1), 'Nul\u0000']) {
      expect((await write(candidate.token, applicationId, body)).statusCode).toBe(400);
    }
    expect(await outboxCount()).toBe(before);
    expect(await db.select().from(messages).where(eq(messages.applicationId, applicationId))).toEqual([]);
  });

  it('keeps only documents and pictures a member uploads, up to their size', async () => {
    const { admin } = await setup();
    const text = await upload(
      admin.token,
      'notes.txt',
      `data:text/plain;base64,${Buffer.from('hello').toString('base64')}`,
    );
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ error: MESSAGE_MESSAGES.attachmentType });
    const huge = await upload(admin.token, 'big.pdf', dataUrl(Buffer.alloc(MESSAGE_LIMITS.attachmentBytes + 1, 1)));
    expect(huge.statusCode).toBe(413);
    const nameless = await upload(admin.token, '', dataUrl(samplePdf(1)));
    expect(nameless.statusCode).toBe(400);
  });

  it('limits how often a candidate writes', async () => {
    const { candidate, applicationId } = await setup();
    for (let count = 0; count < 20; count += 1) {
      expect((await write(candidate.token, applicationId, `Message ${count}`)).statusCode).toBe(201);
    }
    const limited = await write(candidate.token, applicationId, 'One more');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json<{ error: string }>().error).toContain(MESSAGE_MESSAGES.candidateMessages);
  });
});
