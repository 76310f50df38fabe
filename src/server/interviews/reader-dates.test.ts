import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { candidateApplicationEndpoints } from '../../shared/applications-endpoints.js';
import { interviewEndpoints } from '../../shared/interviews-endpoints.js';
import { outbox, users } from '../db/schema.js';
import { makeCandidate, makeCompany } from '../test/factories.js';
import { applicationInput } from '../test/factories-applications.js';
import { makePosting } from '../test/factories-postings.js';
import { addMember, confirmCompany } from '../test/factories-team.js';
import { createTestApp } from '../test/harness.js';
import { requestOf, urlOf } from '../test/routes.js';
import { deliverDueMail, startTestSmtpServer } from '../test/smtp.js';

const { app, database, config } = await createTestApp({
  env: { APP_URL: 'https://hire.example.test', MAIL_FROM: 'Openhire <jobs@hire.example.test>' },
});
const { db } = database;

const admin = await makeCompany(app);
await confirmCompany(app, db, admin);
const ann = await addMember(app, db, admin.token, 'interviewer', 'Ann Interviewer');
// A UK company's posting: a candidate whose browser never said reads London time in British English.
const posting = await makePosting(app, admin.token, { country: 'UK', city: 'Bristol', hiring_team: [ann.id] });

/** Applies as the web app does: the browser's zone in `Time-Zone`, its languages in `Accept-Language`. */
async function apply(token: string, headers: Record<string, string>) {
  const response = await app.inject({
    ...requestOf(candidateApplicationEndpoints.apply),
    headers: { authorization: token, ...headers },
    payload: applicationInput(posting),
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ application_id: string }>().application_id;
}

const termsOf = async (email: string) =>
  (await db.select({ timeZone: users.timeZone, locale: users.locale }).from(users).where(eq(users.email, email)))[0];

/** Schedules a video interview at 10:00 London time on a winter Wednesday (11:00 in Berlin). */
async function schedule(applicationId: string) {
  await db.delete(outbox);
  const response = await app.inject({
    method: 'POST',
    url: urlOf(interviewEndpoints.schedule, { params: { id: applicationId } }),
    headers: { authorization: admin.token },
    payload: {
      kind: 'video',
      duration_minutes: 45,
      time_zone: 'Europe/London',
      starts_at_local: '2026-12-09T10:00',
      video_url: 'https://meet.example.test/abc',
      interviewer_ids: [ann.id],
    },
  });
  expect(response.statusCode).toBe(201);
}

/** The invitation the candidate received through a real SMTP server: its text and its calendar's description. */
async function invitationTo(email: string) {
  const smtp = await startTestSmtpServer();
  try {
    await deliverDueMail(db, config, smtp.url);
    const raw = smtp.received.find((mail) => mail.to[0] === email)!.raw;
    const parsed = await simpleParser(raw);
    const ics = parsed.attachments.find((file) => file.filename === 'invite.ics')!.content.toString('utf8');
    const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!;
    return {
      subject: parsed.subject ?? '',
      text: parsed.text ?? '',
      description: String(event.getFirstPropertyValue('description')),
      start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    };
  } finally {
    await smtp.close();
  }
}

describe('dates in the reader’s own terms', () => {
  it('gives a candidate who applied from a German browser in Berlin the Berlin time, written the German way', async () => {
    const candidate = await makeCandidate(app);
    const applicationId = await apply(candidate.token, {
      'time-zone': 'Europe/Berlin',
      'accept-language': 'de-DE,de;q=0.9,en;q=0.8',
    });
    expect(await termsOf(candidate.email)).toEqual({ timeZone: 'Europe/Berlin', locale: 'de-DE' });

    await schedule(applicationId);
    const invitation = await invitationTo(candidate.email);
    expect(invitation.start).toBe('2026-12-09T10:00:00.000Z');
    const berlin = 'Mittwoch, 9. Dezember 2026 um 11:00 MEZ';
    expect(invitation.subject).toContain(berlin);
    expect(invitation.text).toContain(`When: ${berlin}`);
    expect(invitation.description.split('\n')[0]).toBe(berlin);
    for (const text of [invitation.subject, invitation.text, invitation.description]) {
      expect(text).not.toMatch(/Europe\/London|GMT|December|AM/);
    }
  });

  it('falls back to the posting’s country for a candidate whose browser never said, and keeps what a sign-in tells', async () => {
    const candidate = await makeCandidate(app);
    const applicationId = await apply(candidate.token, {});
    expect(await termsOf(candidate.email)).toEqual({ timeZone: null, locale: null });
    await schedule(applicationId);
    expect((await invitationTo(candidate.email)).text).toContain('When: Wednesday, 9 December 2026 at 10:00 GMT');

    const signIn = await app.inject({
      method: 'POST',
      url: '/login/',
      headers: { 'time-zone': 'America/Toronto', 'accept-language': 'fr-CA' },
      payload: { email: candidate.email, password: candidate.password },
    });
    expect(signIn.statusCode).toBe(200);
    expect(await termsOf(candidate.email)).toEqual({ timeZone: 'America/Toronto', locale: 'fr-CA' });
  });

  it('passes over a zone or a language that is not one, storing nothing and refusing nothing', async () => {
    const candidate = await makeCandidate(app);
    await apply(candidate.token, {
      'time-zone': 'Mars/Olympus_Mons',
      'accept-language': '<script>alert(1)</script>',
    });
    const signIn = await app.inject({
      method: 'POST',
      url: '/login/',
      headers: { 'time-zone': `Europe/${'Berlin'.repeat(20)}`, 'accept-language': `de-DE${'-x'.repeat(2000)}` },
      payload: { email: candidate.email, password: candidate.password },
    });
    expect(signIn.statusCode).toBe(200);
    expect(await termsOf(candidate.email)).toEqual({ timeZone: null, locale: null });
  });
});
