import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema.js';
import { enqueueMail } from '../mail/outbox.js';
import { senderAddress } from '../mail/worker.js';
import { makeCandidate, makeCompany } from '../test/factories.js';
import { makeApplication, userIdOf } from '../test/factories-applications.js';
import { makePosting } from '../test/factories-postings.js';
import { createTestApp } from '../test/harness.js';
import { deliverDueMail, startTestSmtpServer } from '../test/smtp.js';
import { invitationSet } from './invitations.js';
import { invitationMails, type InvitedInterview } from './mails.js';

const { app, database, config } = await createTestApp({
  env: { APP_URL: 'https://hire.example.test', MAIL_FROM: 'Openhire <jobs@hire.example.test>' },
});
const { db } = database;

afterEach(() => db.delete(outbox));

const company = await makeCompany(app);
const candidate = await makeCandidate(app);
const posting = await makePosting(app, company.token);
const applicationId = await makeApplication(app, candidate.token, posting);
await db.delete(outbox);

const interview: InvitedInterview = {
  id: '0b8e5e7a-4a3c-4a59-9f43-6f0d6a1c2b11',
  applicationId,
  title: 'Interview; round 2, "final" with Zoë',
  kind: 'video',
  status: 'scheduled',
  startsAt: new Date('2027-03-28T07:30:00Z'),
  endsAt: new Date('2027-03-28T08:15:00Z'),
  timeZone: 'Europe/Berlin',
  location: '',
  videoUrl: 'https://meet.example.test/abc',
  candidateNote: 'Bring a laptop,\nand your questions.',
  sequence: 0,
  jobTitle: posting.title,
  companyName: 'Acme',
  scheduler: { userId: await userIdOf(db, company.email), name: 'Rita Recruiter', email: company.email },
  // The candidate reads in Berlin and German; Ann in London and British English, Ben in Toronto and Canadian French.
  candidate: { name: 'Cato Candidate', email: candidate.email, terms: { timeZone: 'Europe/Berlin', locale: 'de-DE' } },
  interviewers: [
    {
      id: 'ann',
      name: 'Ann Interviewer',
      email: 'ann@acme.example.test',
      terms: { timeZone: 'Europe/London', locale: 'en-GB' },
    },
    {
      id: 'ben',
      name: 'Ben Interviewer',
      email: 'ben@acme.example.test',
      terms: { timeZone: 'America/Toronto', locale: 'fr-CA' },
    },
  ],
  interviewerEmailsToCandidates: false,
};
const context = {
  appUrl: config.appUrl,
  organizerEmail: senderAddress(config.mailFrom),
  stamp: new Date('2027-03-20T10:00:00Z'),
};
const state = { status: 'scheduled' as const, booked: true, interviewerIds: ['ann', 'ben'] };

interface MimePart {
  type: string;
  parts: MimePart[];
}

/** The message's MIME tree, each part's Content-Type with its parameters. */
function structure(raw: string): MimePart {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const type = /^content-type:\s*(.+)$/im.exec(headers)?.[1]?.trim() ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!boundary) return { type, parts: [] };
  const body = raw.slice(split + 4);
  const parts = body.split(`--${boundary}`).slice(1, -1);
  return { type, parts: parts.map((part) => structure(part.replace(/^\r\n/, ''))) };
}

const mediaType = (part: MimePart) => part.type.split(';')[0]!.toLowerCase();

async function send(mails: ReturnType<typeof invitationMails>) {
  const smtp = await startTestSmtpServer();
  try {
    for (const mail of mails) await enqueueMail(db, mail, null);
    await deliverDueMail(db, config, smtp.url);
    return await Promise.all(
      smtp.received.map(async (mail) => {
        const parsed = await simpleParser(mail.raw);
        const ics = parsed.attachments.find((file) => file.filename === 'invite.ics')!;
        const calendar = new ICAL.Component(ICAL.parse(ics.content.toString('utf8')));
        return { to: mail.to[0]!, raw: mail.raw, parsed, ics: ics.content.toString('utf8'), calendar };
      }),
    );
  } finally {
    await smtp.close();
  }
}

const attendeesOf = (calendar: ICAL.Component) =>
  calendar
    .getFirstSubcomponent('vevent')!
    .getAllProperties('attendee')
    .map((attendee) => attendee.getFirstValue());

describe('interview invitations', () => {
  it('reach the candidate and each interviewer once, as mixed mail holding the calendar inline and as invite.ics', async () => {
    const received = await send(invitationMails(interview, invitationSet(undefined, state), context));
    expect(received.map((mail) => mail.to).sort()).toEqual(
      [candidate.email, 'ann@acme.example.test', 'ben@acme.example.test'].sort(),
    );
    for (const mail of received) {
      const tree = structure(mail.raw);
      expect(mediaType(tree)).toBe('multipart/mixed');
      const [alternative, attachment] = tree.parts;
      expect(mediaType(alternative!)).toBe('multipart/alternative');
      expect(alternative!.parts.map(mediaType)).toEqual(['text/plain', 'text/html', 'text/calendar']);
      expect(alternative!.parts[2]!.type).toMatch(/method=REQUEST/i);
      expect(alternative!.parts[2]!.type).toMatch(/charset=utf-8/i);
      expect(attachment!.type).toMatch(/^application\/ics; name=invite\.ics/i);
      expect(tree.parts).toHaveLength(2);

      const inline = mail.parsed.attachments.find((file) => file.contentType === 'text/calendar')!;
      expect(inline.content.toString('utf8')).toBe(mail.ics);
      expect(mail.ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
      expect(mail.ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);

      const vevent = mail.calendar.getFirstSubcomponent('vevent')!;
      expect(mail.calendar.getFirstPropertyValue('method')).toBe('REQUEST');
      expect(vevent.getFirstPropertyValue('uid')).toBe(`interview-${interview.id}@hire.example.test`);
      expect(vevent.getFirstPropertyValue('sequence')).toBe(0);
      // Each calendar's title says whom the reader meets: the candidate to a member, the company to the candidate.
      expect(vevent.getFirstPropertyValue('summary')).toBe(
        mail.to === candidate.email
          ? `Interview with Acme: ${posting.title}`
          : `Interview: Cato Candidate for ${posting.title}`,
      );
      expect(attendeesOf(mail.calendar)).toEqual([`mailto:${mail.to}`]);
      const organizer = vevent.getFirstProperty('organizer')!;
      expect(organizer.getFirstValue()).toBe('mailto:jobs@hire.example.test');
      expect(organizer.getParameter('cn')).toBe('Rita Recruiter');
      expect(mail.parsed.from?.value[0]?.address).toBe('jobs@hire.example.test');
    }
  });

  it("never name the interviewers' addresses to the candidate, and link the candidate to the portal and members to the application", async () => {
    const received = await send(invitationMails(interview, invitationSet(undefined, state), context));
    const toCandidate = received.find((mail) => mail.to === candidate.email)!;
    const candidateText = `${toCandidate.parsed.text}${toCandidate.parsed.html}${toCandidate.ics}`;
    expect(candidateText).toContain('Ann Interviewer');
    expect(candidateText).not.toContain('@acme.example.test');
    const description = (mail: (typeof received)[number]) =>
      mail.calendar.getFirstSubcomponent('vevent')!.getFirstPropertyValue('description');
    // The title the scheduler chose leads the description, the event's own title being set.
    expect(description(toCandidate)).toBe(
      `${interview.title}\n\nSonntag, 28. März 2027 um 09:30 MESZ\n\nBring a laptop,\nand your questions.\n\nAccept, decline or ask for another time: https://hire.example.test/applications`,
    );
    const toAnn = received.find((mail) => mail.to === 'ann@acme.example.test')!;
    expect(description(toAnn)).toBe(
      `${interview.title}\n\nSunday, 28 March 2027 at 08:30 BST\n\nThe application: https://hire.example.test/candidate/${applicationId}`,
    );
    const untitled = await send(
      invitationMails(
        { ...interview, title: `Interview for ${posting.title}` },
        { request: { candidate: true, interviewerIds: [] }, cancel: { candidate: false, interviewerIds: [] } },
        context,
      ),
    );
    expect(description(untitled[0]!)).toBe(
      'Sonntag, 28. März 2027 um 09:30 MESZ\n\nBring a laptop,\nand your questions.\n\nAccept, decline or ask for another time: https://hire.example.test/applications',
    );

    const allowed = await send(
      invitationMails(
        { ...interview, interviewerEmailsToCandidates: true },
        { request: { candidate: true, interviewerIds: [] }, cancel: { candidate: false, interviewerIds: [] } },
        context,
      ),
    );
    expect(allowed[0]!.parsed.text).toContain('Ann Interviewer (ann@acme.example.test)');
    expect(allowed[0]!.parsed.subject).toMatch(/^Invitation: .+ at Acme, Sonntag, 28\. März 2027/);
    expect(attendeesOf(allowed[0]!.calendar)).toEqual([`mailto:${candidate.email}`]);
  });

  it('cancel the same event, one revision on, for an interviewer removed and for everyone when it is cancelled', async () => {
    const next = { ...interview, sequence: 1 };
    const removal = await send(
      invitationMails(next, invitationSet(state, { ...state, interviewerIds: ['ben'] }), context),
    );
    const cancelled = removal.find((mail) => mail.to === 'ann@acme.example.test')!;
    expect(cancelled.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    const vevent = cancelled.calendar.getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(vevent.getFirstPropertyValue('sequence')).toBe(1);
    expect(vevent.getFirstPropertyValue('uid')).toBe(`interview-${interview.id}@hire.example.test`);
    expect(structure(cancelled.raw).parts[0]!.parts[2]!.type).toMatch(/method=CANCEL/i);
    expect(
      removal
        .filter((mail) => mail.to !== 'ann@acme.example.test')
        .map((mail) => [mail.to, mail.calendar.getFirstPropertyValue('method')]),
    ).toEqual(
      expect.arrayContaining([
        [candidate.email, 'REQUEST'],
        ['ben@acme.example.test', 'REQUEST'],
      ]),
    );

    const everyone = await send(
      invitationMails(
        { ...next, sequence: 2, status: 'cancelled' },
        invitationSet(state, { ...state, status: 'cancelled' }),
        context,
      ),
    );
    expect(everyone).toHaveLength(3);
    for (const mail of everyone) {
      expect(mail.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
      expect(mail.calendar.getFirstSubcomponent('vevent')!.getFirstPropertyValue('status')).toBe('CANCELLED');
      expect(mail.parsed.subject).toBe(`Cancelled: ${interview.title}`);
    }
  });

  it("write each reader's copy in their own zone and their language's way", async () => {
    const received = await send(invitationMails(interview, invitationSet(undefined, state), context));
    const textTo = (to: string) => received.find((mail) => mail.to === to)!.parsed.text ?? '';
    expect(textTo(candidate.email)).toContain('When: Sonntag, 28. März 2027 um 09:30 MESZ');
    expect(textTo(candidate.email)).not.toMatch(/Europe\/Berlin|AM|March/);
    expect(textTo('ann@acme.example.test')).toContain('When: Sunday, 28 March 2027 at 08:30 BST');
    expect(textTo('ben@acme.example.test')).toContain('When: dimanche 28 mars 2027 à 03 h 30 HAE');
  });

  it("leaves out of the candidate's subject a company name that reads as a web address", async () => {
    const [mail] = await send(
      invitationMails(
        { ...interview, companyName: 'win-prizes.example' },
        { request: { candidate: true, interviewerIds: [] }, cancel: { candidate: false, interviewerIds: [] } },
        context,
      ),
    );
    expect(mail!.parsed.subject).toBe(`Invitation: ${interview.title}, Sonntag, 28. März 2027 um 09:30 MESZ`);
  });
});
