import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { interviews } from '../db/schema.js';
import { enqueueMail } from '../mail/outbox.js';
import { senderAddress } from '../mail/worker.js';
import { makeInterview, type TestInterview } from '../test/factories-interviews.js';
import { makeCandidate } from '../test/factories.js';
import { userIdOf } from '../test/factories-applications.js';
import { createTestApp } from '../test/harness.js';
import { deliverDueMail, startTestSmtpServer } from '../test/smtp.js';
import { signAnswerLink } from './answer-links.js';
import { invitationSet } from './invitations.js';
import { invitedInterview } from './invited.js';
import { queueSlotOffer } from './slot-offers.js';
import { invitationMails } from './mails.js';
import { requestOf } from '../test/routes.js';
import { candidateInterviewEndpoints } from '../../shared/interviews-endpoints.js';
import { activityEndpoints } from '../../shared/activity-endpoints.js';

const HOUR = 60 * 60 * 1000;
const { app, database, config } = await createTestApp();
const { db } = database;
const smtp = await startTestSmtpServer();
afterAll(() => smtp.close());
beforeEach(() => {
  smtp.received.length = 0;
});

async function received() {
  await deliverDueMail(db, config, smtp.url);
  const mails = await Promise.all(
    smtp.received.map(async (mail) => ({ to: mail.to, parsed: await simpleParser(mail.raw) })),
  );
  smtp.received.length = 0;
  return mails;
}

/** The candidate's answer links, as the invitation e-mail brings them. */
async function invitationLinks(interview: TestInterview) {
  await received();
  const invited = (await invitedInterview(db, interview.id, config.appUrl))!;
  const state = { status: 'scheduled' as const, booked: true, interviewerIds: [interview.admin.id] };
  const context = { appUrl: config.appUrl, organizerEmail: senderAddress(config.mailFrom), stamp: new Date() };
  await db.transaction(async (tx) => {
    for (const mail of invitationMails(invited, invitationSet(undefined, state), context))
      await enqueueMail(tx, mail, invited.applicationId);
  });
  const mail = (await received()).find((each) => each.to.includes(interview.candidate.email))!;
  const links = [...String(mail.parsed.html).matchAll(/href="([^"]*\/interviews\/answer\/[^"]+)"/g)].map(
    ([, link]) => new URL(link!).pathname,
  );
  expect(links).toHaveLength(3);
  const [accept, decline, propose] = links as [string, string, string];
  return { accept, decline, propose };
}

const answerOf = async (id: string) =>
  (await db.select({ answer: interviews.candidateAnswer }).from(interviews).where(eq(interviews.id, id)))[0]!.answer;

const inAWeek = () => ({ startsAt: new Date(Date.now() + 7 * 24 * HOUR) });

describe("the candidate's answer", () => {
  it('accepts in the portal once: the scheduler hears of it, and the application and its timeline show it', async () => {
    const interview = await makeInterview(app, db, inAWeek());
    await received();
    const answer = () =>
      app.inject({
        ...requestOf(candidateInterviewEndpoints.answer, { params: { id: interview.id } }),
        headers: { authorization: interview.candidate.token },
        payload: { answer: 'accept' },
      });
    const first = await answer();
    expect(first.statusCode).toBe(200);
    expect(first.json<{ data: { candidate_answer: string } }>().data.candidate_answer).toBe('accepted');
    expect((await answer()).statusCode).toBe(200);

    const mails = await received();
    expect(mails.map((mail) => [mail.to, mail.parsed.subject])).toEqual([
      [[interview.admin.email], 'Ada Lovelace accepted Interview for Backend Engineer'],
    ]);
    const timeline = await app.inject({
      ...requestOf(activityEndpoints.timeline, { params: { id: interview.applicationId } }),
      headers: { authorization: interview.admin.token },
    });
    expect(timeline.body).toContain('Ada Lovelace accepted');
    const own = await app.inject({
      ...requestOf(candidateInterviewEndpoints.listOwn),
      headers: { authorization: interview.candidate.token },
    });
    expect(own.json<{ data: { id: string; candidate_answer: string }[] }>().data).toEqual([
      expect.objectContaining({ id: interview.id, candidate_answer: 'accepted' }),
    ]);
  });

  it("refuses another candidate's interview as not there, and asking for another time without saying which", async () => {
    const interview = await makeInterview(app, db, inAWeek());
    const stranger = await makeCandidate(app);
    const theirs = await app.inject({
      ...requestOf(candidateInterviewEndpoints.answer, { params: { id: interview.id } }),
      headers: { authorization: stranger.token },
      payload: { answer: 'decline' },
    });
    expect(theirs.statusCode).toBe(404);
    const silent = await app.inject({
      ...requestOf(candidateInterviewEndpoints.answer, { params: { id: interview.id } }),
      headers: { authorization: interview.candidate.token },
      payload: { answer: 'propose', message: '  ' },
    });
    expect(silent.statusCode).toBe(400);
    expect(silent.json<{ fields: Record<string, string> }>().fields.message).toBe('Say which times suit you better.');
    expect(await answerOf(interview.id)).toBe('pending');
  });
});

describe("the invitation's signed links", () => {
  it('show what they would do when opened, answer on the button only, and answer once', async () => {
    const interview = await makeInterview(app, db, inAWeek());
    const links = await invitationLinks(interview);

    const opened = await app.inject({ method: 'GET', url: links.accept });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('Accept this interview?');
    expect(opened.body).toContain('<form method="post">');
    expect(await answerOf(interview.id)).toBe('pending');

    const accepted = await app.inject({ method: 'POST', url: links.accept });
    expect(accepted.body).toContain('You accepted the interview.');
    expect(await answerOf(interview.id)).toBe('accepted');

    const replayed = await app.inject({ method: 'POST', url: links.accept });
    expect(replayed.body).toContain('You have already answered this invitation: accepted.');
    const declined = await app.inject({ method: 'POST', url: links.decline });
    expect(declined.body).toContain('You have already answered this invitation: accepted.');
    expect(await answerOf(interview.id)).toBe('accepted');
    expect((await received()).map((mail) => mail.to)).toEqual([[interview.admin.email]]);
  });

  it('ask for another time with the message the page asks for', async () => {
    const interview = await makeInterview(app, db, inAWeek());
    const { propose } = await invitationLinks(interview);
    const form = (message: string) => ({
      method: 'POST' as const,
      url: propose,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ message }).toString(),
    });
    const empty = await app.inject(form(''));
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Say which times suit you better.');
    expect(await answerOf(interview.id)).toBe('pending');

    const asked = await app.inject(form('Any afternoon next week'));
    expect(asked.body).toContain('You asked for another time.');
    expect(await answerOf(interview.id)).toBe('proposed');
    const [mail] = await received();
    expect(mail!.parsed.text).toContain('Any afternoon next week');
  });

  it('forged, expired and made out to another candidate, change nothing and say so', async () => {
    const interview = await makeInterview(app, db, inAWeek());
    const { accept } = await invitationLinks(interview);
    const [row] = await db.select().from(interviews).where(eq(interviews.id, interview.id));
    const signed = (changes: { candidateId?: string; expiresAt?: Date }) =>
      `/interviews/answer/${signAnswerLink(row!.linkKey, {
        interviewId: interview.id,
        candidateId: interview.candidate.id,
        action: 'accept',
        sequence: 0,
        expiresAt: row!.endsAt!,
        ...changes,
      })}`;
    const stranger = await makeCandidate(app);
    const forged = `${accept.slice(0, -2)}${accept.endsWith('AA') ? 'BB' : 'AA'}`;

    for (const [url, status, says] of [
      [forged, 404, 'This link is not valid.'],
      ['/interviews/answer/not-a-token', 404, 'This link is not valid.'],
      [signed({ candidateId: await userIdOf(db, stranger.email) }), 404, 'This link is not valid.'],
      [signed({ expiresAt: new Date(Date.now() - 1000) }), 410, 'This link has expired'],
    ] as const) {
      for (const method of ['GET', 'POST'] as const) {
        const answer = await app.inject({ method, url });
        expect([answer.statusCode, answer.body.includes(says)]).toEqual([status, true]);
      }
    }
    expect(await answerOf(interview.id)).toBe('pending');
    expect(await received()).toEqual([]);
  });
});

describe('picking a slot', () => {
  it('books the interview for the one pick that wins a race; the other is told the time has gone', async () => {
    const soon = Date.now() + 3 * 24 * HOUR;
    const interview = await makeInterview(app, db, { slots: [new Date(soon), new Date(soon + HOUR)] });
    await received();
    const pick = (slotId: string) =>
      app.inject({
        ...requestOf(candidateInterviewEndpoints.pickSlot, { params: { id: interview.id } }),
        headers: { authorization: interview.candidate.token },
        payload: { slot_id: slotId },
      });
    const answers = await Promise.all(interview.slotIds.map(pick));

    expect(answers.map((answer) => answer.statusCode).toSorted()).toEqual([200, 409]);
    const lost = answers.find((answer) => answer.statusCode === 409)!;
    expect(lost.json<{ error: string }>().error).toBe(
      'That time has just been taken: the interview is booked for another time.',
    );
    const won = answers.find((answer) => answer.statusCode === 200)!;
    const booked = won.json<{ data: { starts_at: string; slots: unknown[]; candidate_answer: string } }>().data;
    expect([new Date(booked.starts_at).getTime(), booked.slots, booked.candidate_answer]).toEqual([
      expect.any(Number),
      [],
      'accepted',
    ]);
    expect([soon, soon + HOUR]).toContain(new Date(booked.starts_at).getTime());
    const mails = await received();
    const invitation = mails.find((mail) => mail.to.includes(interview.candidate.email));
    expect(invitation?.parsed.subject).toMatch(/^Invitation: /);
  });

  it('refuses a slot in the past and one the interview does not offer', async () => {
    const interview = await makeInterview(app, db, {
      slots: [new Date(Date.now() - HOUR), new Date(Date.now() + 48 * HOUR)],
    });
    const pick = (slotId: string) =>
      app.inject({
        ...requestOf(candidateInterviewEndpoints.pickSlot, { params: { id: interview.id } }),
        headers: { authorization: interview.candidate.token },
        payload: { slot_id: slotId },
      });
    const past = await pick(interview.slotIds[0]!);
    expect([past.statusCode, past.json<{ error: string }>().error]).toEqual([
      400,
      'That time has passed. Choose a later one.',
    ]);
    const unknown = await pick('00000000-0000-4000-8000-000000000000');
    expect([unknown.statusCode, unknown.json<{ error: string }>().error]).toEqual([
      400,
      'Choose one of the offered times.',
    ]);
    const [row] = await db.select().from(interviews).where(eq(interviews.id, interview.id));
    expect(row!.startsAt).toBeNull();
  });

  it('offers the slots by e-mail, each a link that books its time once, and the other links then say it is booked', async () => {
    const soon = Date.now() + 3 * 24 * HOUR;
    const interview = await makeInterview(app, db, { slots: [new Date(soon), new Date(soon + HOUR)] });
    await received();
    await db.transaction((tx) => queueSlotOffer(tx, interview.id, config.appUrl));
    const [offer] = await received();
    expect(offer!.to).toEqual([interview.candidate.email]);
    const links = [...String(offer!.parsed.html).matchAll(/href="([^"]*\/interviews\/answer\/[^"]+)"/g)].map(
      ([, link]) => new URL(link!).pathname,
    );
    expect(links).toHaveLength(2);

    const opened = await app.inject({ method: 'GET', url: links[1]! });
    expect(opened.body).toContain('Book this time?');
    const [before] = await db.select().from(interviews).where(eq(interviews.id, interview.id));
    expect(before!.startsAt).toBeNull();

    const booked = await app.inject({ method: 'POST', url: links[1]! });
    expect(booked.body).toContain('Your interview is booked.');
    const [after] = await db.select().from(interviews).where(eq(interviews.id, interview.id));
    expect(after!.startsAt?.getTime()).toBe(soon + HOUR);
    const other = await app.inject({ method: 'POST', url: links[0]! });
    expect(other.body).toContain('This interview is already booked.');
    const [still] = await db.select().from(interviews).where(eq(interviews.id, interview.id));
    expect(still!.startsAt?.getTime()).toBe(soon + HOUR);
  });

  it('says in the choose-a-time e-mail and on its page how long, what kind, where and with what note', async () => {
    const soon = Date.now() + 3 * 24 * HOUR;
    const interview = await makeInterview(app, db, { slots: [new Date(soon), new Date(soon + HOUR)] });
    await db
      .update(interviews)
      .set({ durationMinutes: 45, location: '12 King Street, room 4', candidateNote: 'Bring a laptop,\nand a smile.' })
      .where(eq(interviews.id, interview.id));
    await received();
    await db.transaction((tx) => queueSlotOffer(tx, interview.id, config.appUrl));
    const [offer] = await received();
    const text = offer!.parsed.text ?? '';
    for (const said of [
      'Kind: Video',
      'Duration: 45 minutes',
      'Where: 12 King Street, room 4',
      'Video link: https://meet.example.test/abc',
      'Bring a laptop,\nand a smile.',
    ])
      expect(text).toContain(said);
    expect(String(offer!.parsed.html)).toContain('href="https://meet.example.test/abc"');

    const [link] = [...String(offer!.parsed.html).matchAll(/href="([^"]*\/interviews\/answer\/[^"]+)"/g)].map(
      ([, each]) => new URL(each!).pathname,
    );
    const page = (await app.inject({ method: 'GET', url: link! })).body;
    for (const said of [
      '<strong>Kind:</strong> Video',
      '<strong>Duration:</strong> 45 minutes',
      '<strong>Where:</strong> 12 King Street, room 4',
      '<a href="https://meet.example.test/abc">https://meet.example.test/abc</a>',
      'Bring a laptop,<br />and a smile.',
    ])
      expect(page).toContain(said);
  });
});
