import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { applicationEndpoints } from '../../shared/applications-endpoints.js';
import { POWERED_BY } from '../../shared/powered-by.js';
import { profileEndpoints } from '../../shared/profiles-endpoints.js';
import { outbox } from '../db/schema.js';
import { alreadyAppliedMail, applicationReceivedMail } from '../applications/mails.js';
import { deleteAccountCodeMail, emailCodeMail, passwordResetMail, signupAttemptMail } from '../auth/mails.js';
import { invitationMails, reminderMails, slotOfferMail, type InvitedInterview } from '../interviews/mails.js';
import { statusChangedMail } from '../pipeline/mails.js';
import { keptUnderHoldMail } from '../privacy/mails.js';
import { companyIdOf, makeApplication, userIdOf } from '../test/factories-applications.js';
import { makePosting } from '../test/factories-postings.js';
import { makeCandidate, makeCompany, type TestAccount } from '../test/factories.js';
import { createTestApp } from '../test/harness.js';
import { dataUrl } from '../test/pdf.js';
import { ONE_PIXEL_PNG } from '../test/pictures.js';
import { requestOf } from '../test/routes.js';
import { deliverDueMail, startTestSmtpServer } from '../test/smtp.js';
import { enqueueMail, type OutgoingMail } from './outbox.js';
import { senderAddress } from './worker.js';

const { app, database, config } = await createTestApp();
const { db } = database;
const smtp = await startTestSmtpServer();
afterAll(() => smtp.close());
beforeEach(async () => {
  await db.delete(outbox);
  smtp.received.length = 0;
});

/**
 * Every e-mail builder of the server, by the name it is exported under from a capability's `mails.ts`: a candidate's
 * kind is rendered below, a member's is named here. A new builder fails this test until it is sorted into one or the
 * other, so that no e-mail reaches a candidate without being looked at here.
 */
const TO_MEMBERS = [
  'mentionMail',
  'offerAnsweredMail',
  'applicationWithdrawnMail',
  'applicationErasedMail',
  'memberEmailCodeMail',
  'emailConfirmationMail',
  'answerMail',
  'newApplicationMail',
  'digestMail',
  'askMail',
  'invitationMail',
  'invitationToAccountMail',
  'webhookDisabledMail',
  'calendarFailingMail',
  'erasedInterviewMails',
  'candidateMessageMail',
  'bouncedMessageMail',
];

/** A candidate's mail as received: its subject, both parts, and the company it was sent for (null: none). */
interface Received {
  kind: string;
  subject: string;
  html: string;
  text: string;
}

const SERVER = path.resolve(import.meta.dirname, '..');

/** The names of every exported e-mail builder (`…Mail`, `…Mails`) in the capabilities' `mails.ts` files. */
async function exportedBuilders(): Promise<string[]> {
  const names: string[] = [];
  for (const folder of fs.readdirSync(SERVER)) {
    const file = path.join(SERVER, folder, 'mails.ts');
    if (!fs.existsSync(file)) continue;
    const module = (await import(file)) as Record<string, unknown>;
    names.push(
      ...Object.entries(module)
        .filter(([name, value]) => typeof value === 'function' && /Mails?$/.test(name))
        .map(([name]) => name),
    );
  }
  return names;
}

/** A company with its logo and colour, and one application from a candidate to its job. */
async function brandedApplication(profile: object) {
  const company = await makeCompany(app, { name: 'Northwind Tiles' });
  const saved = await app.inject({
    ...requestOf(profileEndpoints.saveCompany),
    headers: { authorization: company.token },
    payload: { tagline: '', about_us: '', profile_pic: dataUrl(ONE_PIXEL_PNG, 'image/png'), ...profile },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const candidate = await makeCandidate(app);
  const posting = await makePosting(app, company.token, { title: 'Tile Setter' });
  const applicationId = await makeApplication(app, candidate.token, posting, { email: candidate.email });
  // The application's own confirmation is rendered below with the rest.
  await db.delete(outbox);
  return { company, candidate, applicationId };
}

function interviewOf(company: TestAccount, candidate: TestAccount, applicationId: string, schedulerId: string) {
  const interview: InvitedInterview = {
    id: '0b8e5e7a-4a3c-4a59-9f43-6f0d6a1c2b11',
    applicationId,
    title: 'First talk <b>with</b> us',
    kind: 'video',
    status: 'scheduled',
    startsAt: new Date('2027-03-28T07:30:00Z'),
    endsAt: new Date('2027-03-28T08:15:00Z'),
    timeZone: 'Europe/London',
    location: '',
    videoUrl: 'https://meet.example.test/abc',
    candidateNote: 'Bring your questions.',
    sequence: 0,
    jobTitle: 'Tile Setter',
    companyName: 'Northwind Tiles',
    scheduler: { userId: schedulerId, name: 'Rita Recruiter', email: company.email },
    candidate: { name: 'Ada Lovelace', email: candidate.email, terms: { timeZone: 'Europe/London', locale: 'en-GB' } },
    interviewers: [
      {
        id: 'ann',
        name: 'Ann Interviewer',
        email: 'ann@northwind.example.test',
        terms: { timeZone: 'Europe/London', locale: 'en-GB' },
      },
    ],
    interviewerEmailsToCandidates: false,
    answerLinks: {
      accept: 'https://app.example.test/a',
      decline: 'https://app.example.test/d',
      propose: 'https://app.example.test/p',
    },
  };
  return interview;
}

/**
 * Queues one of each e-mail a candidate can receive, through the outbox as the app queues it, sends them through
 * the real SMTP server, and answers each as received, by kind.
 */
async function everyCandidateMail(profile: object): Promise<Received[]> {
  const { company, candidate, applicationId } = await brandedApplication(profile);
  const companyId = await companyIdOf(db, company.email);
  const to = candidate.email;
  const appUrl = config.appUrl;
  const interview = interviewOf(company, candidate, applicationId, await userIdOf(db, company.email));
  const context = { appUrl, organizerEmail: senderAddress(config.mailFrom), stamp: new Date() };
  const candidateCopy = (mails: OutgoingMail[]) => mails.find((mail) => mail.to === to)!;
  // Each kind is queued as its caller queues it: about its application, or about none for a code.
  const kinds: Record<string, { mail: OutgoingMail; about: string | null }> = {
    applicationReceivedMail: {
      mail: applicationReceivedMail(to, 'Ada', 'Tile Setter', 'Northwind Tiles', appUrl),
      about: applicationId,
    },
    statusChangedMail: {
      mail: statusChangedMail(to, 'Ada', 'Tile Setter', 'Northwind Tiles', 'Interviewing', appUrl, false),
      about: applicationId,
    },
    'invitationMails (invitation)': {
      mail: candidateCopy(
        invitationMails(
          interview,
          { request: { candidate: true, interviewerIds: [] }, cancel: { candidate: false, interviewerIds: [] } },
          context,
        ),
      ),
      about: applicationId,
    },
    'invitationMails (cancellation)': {
      mail: candidateCopy(
        invitationMails(
          { ...interview, status: 'cancelled' },
          { request: { candidate: false, interviewerIds: [] }, cancel: { candidate: true, interviewerIds: [] } },
          context,
        ),
      ),
      about: applicationId,
    },
    reminderMails: { mail: candidateCopy(reminderMails(interview, 'day', appUrl)), about: applicationId },
    slotOfferMail: {
      mail: slotOfferMail(
        {
          ...interview,
          durationMinutes: 45,
          candidateEmail: to,
          candidateTerms: { timeZone: 'Europe/London', locale: 'en-GB' },
          slots: [{ startsAt: interview.startsAt, link: `${appUrl}/slot` }],
        },
        appUrl,
      ),
      about: applicationId,
    },
    keptUnderHoldMail: { mail: keptUnderHoldMail(to, 'Ada', 'Northwind Tiles', ['Tile Setter']), about: applicationId },
    'applicationReceivedMail (without an account)': {
      mail: applicationReceivedMail(to, 'Ada', 'Tile Setter', 'Northwind Tiles', appUrl, 'signed-link'),
      about: applicationId,
    },
    // The address may not be the applicant's: it names no application, and speaks for the job's company.
    alreadyAppliedMail: {
      mail: { ...alreadyAppliedMail(to, 'Tile Setter', 'Northwind Tiles', appUrl), brandCompanyId: companyId },
      about: null,
    },
    'emailCodeMail (from a job)': {
      mail: {
        ...emailCodeMail(to, 'code-id', appUrl, 'Northwind Tiles'),
        brandCompanyId: companyId,
        secret: '123456',
      },
      about: null,
    },
    emailCodeMail: { mail: { ...emailCodeMail(to, 'code-id', appUrl, null), secret: '123456' }, about: null },
    deleteAccountCodeMail: { mail: { ...deleteAccountCodeMail(to), secret: '123456' }, about: null },
    passwordResetMail: { mail: passwordResetMail(to, '123456'), about: null },
    signupAttemptMail: { mail: signupAttemptMail(to, appUrl), about: null },
  };
  const subjects = new Map<string, string>();
  for (const [kind, { mail, about }] of Object.entries(kinds)) {
    const subject = `${mail.subject} [${kind}]`;
    subjects.set(subject, kind);
    await enqueueMail(db, { ...mail, subject }, about);
  }
  // The two written by people: a stage's template and a member's own e-mail, both through the rich-text allow-list.
  const written = await app.inject({
    ...requestOf(applicationEndpoints.sendEmail),
    headers: { authorization: company.token },
    payload: {
      id: applicationId,
      subject: 'A note from us [member-written]',
      message:
        '<p>Hello <img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">there</a></p>',
    },
  });
  expect(written.statusCode, written.body).toBe(200);
  subjects.set('A note from us [member-written]', 'member-written');

  await deliverDueMail(db, config, smtp.url);
  const received: Received[] = [];
  for (const mail of smtp.received.filter((each) => each.to.includes(to))) {
    const parsed = await simpleParser(mail.raw);
    received.push({
      kind: subjects.get(parsed.subject ?? '') ?? `unknown: ${parsed.subject}`,
      subject: parsed.subject ?? '',
      html: typeof parsed.html === 'string' ? parsed.html : '',
      text: parsed.text ?? '',
    });
  }
  expect(received.map((each) => each.kind).sort()).toEqual([...subjects.values()].sort());
  return received;
}

/** The words a reader sees: the HTML without its markup, styles and head. */
const wordsOf = (html: string) =>
  html
    .replace(/<(style|title|script)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ');

describe('every e-mail a candidate receives', () => {
  it('is rendered here or named as a member’s, so that a new kind cannot slip past', async () => {
    const rendered = [
      'applicationReceivedMail',
      'alreadyAppliedMail',
      'statusChangedMail',
      'invitationMails',
      'reminderMails',
      'slotOfferMail',
      'keptUnderHoldMail',
      'emailCodeMail',
      'deleteAccountCodeMail',
      'passwordResetMail',
      'signupAttemptMail',
    ];
    const unsorted = (await exportedBuilders()).filter(
      (name) => !rendered.includes(name) && !TO_MEMBERS.includes(name),
    );
    expect(unsorted, 'sort each new e-mail builder into a candidate kind rendered here or TO_MEMBERS').toEqual([]);
  });

  it("arrives with both parts, in its company's brand, naming Openhire only in the powered-by line", async () => {
    for (const mail of await everyCandidateMail({ brand_color: '#0f766e' })) {
      const about = mail.kind;
      expect(mail.html, about).toMatch(/^<!doctype html>/i);
      expect(mail.text.length, about).toBeGreaterThan(20);
      expect(mail.html, about).not.toMatch(/<script|onerror|javascript:/i);
      const fromCompany = ![
        'emailCodeMail',
        'deleteAccountCodeMail',
        'passwordResetMail',
        'signupAttemptMail',
      ].includes(mail.kind);
      if (fromCompany) {
        expect(mail.html, about).toContain('border-top:4px solid #0f766e');
        expect(mail.html, about).toMatch(/<img\s+src="http[^"]*\/api\/pictures\/[^"]+"\s+alt="Northwind Tiles"/);
        expect(wordsOf(mail.html), about).toContain('Northwind Tiles');
        expect(mail.text.startsWith('Northwind Tiles\n'), about).toBe(true);
        expect(wordsOf(mail.html).replace(POWERED_BY, ''), about).not.toMatch(/openhire/i);
        expect(mail.text.replace(POWERED_BY, ''), about).not.toMatch(/openhire/i);
        expect(wordsOf(mail.html), about).toContain(POWERED_BY);
        expect(mail.text.trimEnd().endsWith(POWERED_BY), about).toBe(true);
      } else {
        // A code with no company behind it names nobody at all.
        expect(`${mail.subject} ${wordsOf(mail.html)} ${mail.text}`, about).not.toMatch(/openhire/i);
      }
    }
  });

  it('names Openhire nowhere once the company turns the powered-by line off', async () => {
    for (const mail of await everyCandidateMail({ show_powered_by: false })) {
      expect(`${mail.subject} ${mail.html} ${mail.text}`, mail.kind).not.toMatch(/openhire/i);
    }
  });
});
