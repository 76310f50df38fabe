import type { z } from 'zod';
import {
  defaultInterviewTitle,
  INTERVIEW_KIND_NAMES,
  type InterviewAnswerInputSchema,
  type InterviewerAnswerInputSchema,
  type InterviewKind,
  type InterviewStatus,
} from '../../shared/interviews.js';
import { formatDateTime, type ReaderTerms } from '../../shared/dates.js';
import { memberSender } from '../mail/senders.js';
import { type Html, html } from '../html/html.js';
import { headerLine, type OutgoingMail } from '../mail/outbox.js';
import { subjectNaming } from '../mail/subject.js';
import { applicationLink } from '../notifications/index.js';
import { type CalendarEvent, type InvitationMethod, interviewUid, writeCalendar } from './calendar.js';
import type { InvitationSet, Recipients } from './invitations.js';

/** What the candidate may do with an invitation: accept, decline, or propose another time. */
export type CandidateAction = z.output<typeof InterviewAnswerInputSchema>['answer'];
type InterviewerChoice = z.output<typeof InterviewerAnswerInputSchema>['answer'];

interface Person {
  name: string;
  email: string;
}

/** A person whose copy names the time: in their own zone and language (`shared/dates.ts`). */
interface Reader extends Person {
  terms: ReaderTerms;
}

/** An interview at one revision, with what its invitations name. */
export interface InvitedInterview {
  id: string;
  applicationId: string;
  title: string;
  kind: InterviewKind;
  status: InterviewStatus;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  location: string;
  videoUrl: string | null;
  candidateNote: string;
  sequence: number;
  jobTitle: string;
  companyName: string;
  /** The member who scheduled it: the organizer's name, and whom answers by e-mail reach. */
  scheduler: Person & { userId: string };
  candidate: Reader;
  /** The interviewers still invited, and any this revision removes. */
  interviewers: (Reader & { id: string })[];
  /** The company lets the candidate's copy name the interviewers' e-mail addresses beside their names. */
  interviewerEmailsToCandidates: boolean;
  /** The candidate's signed links that answer without signing in (`answer-links.ts`). */
  answerLinks?: Record<CandidateAction, string>;
}

/** How an application ended, which cancels its interviews still to come (`closing.ts`). */
export type ClosingOutcome = 'not_selected' | 'withdrawn' | 'hired' | 'offer_declined';

export interface Closing {
  outcome: ClosingOutcome;
  /** The move that ended it told the candidate (its e-mail, or their own decision): their cancellation may say why. */
  candidateKnows: boolean;
}

interface InvitationContext {
  appUrl: string;
  /** The configured sender's address: the organizer, as the address the invitation comes from. */
  organizerEmail: string;
  /** When this revision was written; kept in the queued message, so that a retry sends the same bytes. */
  stamp: Date;
  /**
   * The member who made this revision, when not its scheduler: the e-mails and the timeline name them. The calendar's
   * organizer stays the scheduler's, since an event's organizer never changes (RFC 5546).
   */
  by?: { userId: string; name: string; email: string } | undefined;
  /** The application's outcome, when that is what cancels the interview. */
  closing?: Closing | undefined;
}

/** Who the e-mails of a revision come from: the member who made it. */
const changerOf = (interview: InvitedInterview, context: InvitationContext) => context.by ?? interview.scheduler;

/** The start as the reader's clock shows it, in their language's way: `Sonntag, 28. März 2027 um 09:30 MESZ`. */
export function when(interview: Pick<InvitedInterview, 'startsAt'>, reader: ReaderTerms): string {
  return formatDateTime(interview.startsAt, reader);
}

/** A calendar's description opens with the time as its reader's clock shows it. */
const describedWhen = (interview: InvitedInterview, reader: ReaderTerms, description: string) =>
  `${when(interview, reader)}\n\n${description}`;

/** Text typed on several lines, each kept on its own. */
export const lines = (text: string) =>
  text.split('\n').map((line, index) => (index === 0 ? html`${line}` : html`<br />${line}`));

/** Where the meeting is: its place and its video link, each on a line of its own after what comes before. */
function place(interview: Pick<InvitedInterview, 'location' | 'videoUrl'>) {
  return html`${interview.location === '' ? '' : html`<br /><strong>Where:</strong> ${interview.location}`}
  ${
    interview.videoUrl === null
      ? ''
      : html`<br /><strong>Video link:</strong> <a href="${interview.videoUrl}">${interview.videoUrl}</a>`
  }`;
}

/** What every copy says of the meeting itself. */
function details(interview: InvitedInterview, interviewers: string[], reader: ReaderTerms) {
  return html`<p>
    <strong>What:</strong> ${interview.title}<br />
    <strong>When:</strong> ${when(interview, reader)}<br />
    <strong>Kind:</strong> ${INTERVIEW_KIND_NAMES[interview.kind]} ${place(interview)} <br /><strong
      >Interviewers:</strong
    >
    ${interviewers.join(', ')}
  </p>`;
}

/** The event's title in an interviewer's calendar: whom they meet, and for which job. */
const memberSummary = (interview: InvitedInterview) =>
  `Interview: ${interview.candidate.name} for ${interview.jobTitle}`;

/** The event's title in the candidate's calendar: which company they meet, and for which job. */
const candidateSummary = (interview: InvitedInterview) =>
  `Interview with ${interview.companyName}: ${interview.jobTitle}`;

/** A title the scheduler chose stays in every calendar's description, since the event's own title is set above. */
const chosenTitle = (interview: InvitedInterview) =>
  interview.title === defaultInterviewTitle(interview.jobTitle) ? '' : interview.title;

/** Why an application's interviews are cancelled, as its candidate reads it when the outcome is theirs to know. */
const CLOSING_FOR_CANDIDATE: Record<ClosingOutcome, (interview: InvitedInterview, reader: ReaderTerms) => Html> = {
  not_selected: (interview, reader) =>
    html`<p>
        As ${interview.companyName} has let you know, your application for ${interview.jobTitle} will not go further, so
        your interview planned for ${when(interview, reader)} is cancelled and taken off your calendar.
      </p>
      <p>Thank you for the time you gave it.</p>`,
  withdrawn: (interview, reader) =>
    html`<p>
        You withdrew your application for ${interview.jobTitle}, so your interview with ${interview.companyName} planned
        for ${when(interview, reader)} is cancelled and taken off your calendar.
      </p>
      <p>Thank you for letting them know.</p>`,
  hired: (interview, reader) =>
    html`<p>
      Congratulations on accepting the offer for ${interview.jobTitle}. Your interview planned for
      ${when(interview, reader)} is no longer needed, so it is cancelled and taken off your calendar.
    </p>`,
  offer_declined: (interview, reader) =>
    html`<p>
        You declined the offer for ${interview.jobTitle}, so your interview with ${interview.companyName} planned for
        ${when(interview, reader)} is cancelled and taken off your calendar.
      </p>
      <p>Thank you for considering ${interview.companyName}.</p>`,
};

/** Why an application's interviews are cancelled, as its interviewers read it after the candidate's name. */
const CLOSING_FOR_TEAM: Record<ClosingOutcome, string> = {
  not_selected: 'was not selected',
  withdrawn: 'withdrew their application',
  hired: 'accepted the offer',
  offer_declined: 'declined the offer',
};

function subject(
  interview: InvitedInterview,
  method: InvitationMethod,
  withCompany: boolean,
  reader: ReaderTerms,
): string {
  const title = headerLine(interview.title);
  if (method === 'CANCEL') return `Cancelled: ${title}`;
  const company = headerLine(interview.companyName);
  const verb = interview.sequence === 0 ? 'Invitation' : 'Updated invitation';
  const generic = `${verb}: ${title}, ${when(interview, reader)}`;
  return withCompany
    ? subjectNaming([company], `${verb}: ${title} at ${company}, ${when(interview, reader)}`, generic)
    : generic;
}

/** The calendar of one recipient's copy: they are its one attendee, so that their answer is theirs alone. */
function calendarFor(
  interview: InvitedInterview,
  method: InvitationMethod,
  attendee: Person,
  text: { summary: string; description: string },
  url: string,
  context: InvitationContext,
): NonNullable<OutgoingMail['calendar']> {
  const event: CalendarEvent = {
    method,
    uid: interviewUid(interview.id, context.appUrl),
    sequence: interview.sequence,
    stamp: context.stamp,
    startsAt: interview.startsAt,
    endsAt: interview.endsAt,
    summary: text.summary,
    location: [interview.location, interview.videoUrl ?? ''].filter((where) => where !== '').join(', '),
    description: [chosenTitle(interview), text.description].filter(Boolean).join('\n\n'),
    url,
    organizer: { name: interview.scheduler.name, email: context.organizerEmail },
    attendees: [attendee],
  };
  return { method, ics: writeCalendar(event) };
}

function candidateMail(
  interview: InvitedInterview,
  method: InvitationMethod,
  context: InvitationContext,
): OutgoingMail {
  const portal = `${context.appUrl}/applications`;
  const interviewers = interview.interviewers.map((each) =>
    interview.interviewerEmailsToCandidates ? `${each.name} (${each.email})` : each.name,
  );
  const cancelled = method === 'CANCEL';
  const reader = interview.candidate.terms;
  const description = cancelled
    ? `This interview is cancelled.\n\n${portal}`
    : [interview.candidateNote, `Accept, decline or ask for another time: ${portal}`].filter(Boolean).join('\n\n');
  // The outcome is named only where the move told the candidate of it: a cancellation never breaks that news.
  const closing = context.closing?.candidateKnows ? context.closing.outcome : undefined;
  return {
    to: interview.candidate.email,
    subject: subject(interview, method, true, reader),
    html: cancelled
      ? html`${
            closing
              ? CLOSING_FOR_CANDIDATE[closing](interview, reader)
              : html`<p>
                  ${interview.companyName} has cancelled ${interview.title}, planned for ${when(interview, reader)}.
                </p>`
          }
          <p>Your applications: <a href="${portal}">${portal}</a></p>`
      : html`<p>${interview.companyName} invites you to an interview for ${interview.jobTitle}.</p>
          ${details(interview, interviewers, reader)}
          ${interview.candidateNote === '' ? '' : html`<p>${lines(interview.candidateNote)}</p>`}
          ${
            interview.answerLinks &&
            html`<p>
              <a href="${interview.answerLinks.accept}">Accept</a> ·
              <a href="${interview.answerLinks.decline}">Decline</a> ·
              <a href="${interview.answerLinks.propose}">Ask for another time</a>
            </p>`
          }
          <p>Accept, decline or ask for another time in your applications: <a href="${portal}">${portal}</a></p>`,
    applicationId: interview.applicationId,
    ...memberSender(interview.companyName, changerOf(interview, context)),
    calendar: calendarFor(
      interview,
      method,
      interview.candidate,
      { summary: candidateSummary(interview), description: describedWhen(interview, reader, description) },
      portal,
      context,
    ),
  };
}

function interviewerMail(
  interview: InvitedInterview,
  interviewer: Reader,
  method: InvitationMethod,
  context: InvitationContext,
): OutgoingMail {
  const link = applicationLink(context.appUrl, interview.applicationId);
  const candidate = interview.candidate.name;
  const cancelled = interview.status === 'cancelled';
  const changer = changerOf(interview, context);
  const reader = interviewer.terms;
  const closing = context.closing && CLOSING_FOR_TEAM[context.closing.outcome];
  const intro =
    method === 'CANCEL'
      ? closing && cancelled
        ? html`<p>
            ${interview.title} with ${candidate}, planned for ${when(interview, reader)}, is cancelled: ${candidate}
            ${closing}.
          </p>`
        : cancelled
          ? html`<p>
              ${changer.name} cancelled ${interview.title} with ${candidate}, planned for ${when(interview, reader)}.
            </p>`
          : html`<p>${changer.name} removed you from the interviewers of ${interview.title} with ${candidate}.</p>`
      : interview.sequence === 0
        ? html`<p>${changer.name} invites you to interview ${candidate} for ${interview.jobTitle}.</p>`
        : html`<p>${changer.name} changed the interview with ${candidate} for ${interview.jobTitle}.</p>`;
  return {
    to: interviewer.email,
    subject: subject(interview, method, false, reader),
    html: html`${intro}
      ${
        method === 'REQUEST'
          ? details(
              interview,
              interview.interviewers.map((each) => `${each.name} (${each.email})`),
              reader,
            )
          : ''
      }
      <p><a href="${link}">Open the application</a></p>`,
    ...memberSender(interview.companyName, changer),
    calendar: calendarFor(
      interview,
      method,
      interviewer,
      { summary: memberSummary(interview), description: describedWhen(interview, reader, `The application: ${link}`) },
      link,
      context,
    ),
  };
}

function mailsFor(
  interview: InvitedInterview,
  recipients: Recipients,
  method: InvitationMethod,
  context: InvitationContext,
): OutgoingMail[] {
  const interviewers = interview.interviewers.filter((each) => recipients.interviewerIds.includes(each.id));
  return [
    ...(recipients.candidate ? [candidateMail(interview, method, context)] : []),
    ...interviewers.map((each) => interviewerMail(interview, each, method, context)),
  ];
}

/**
 * One message for each person a change reaches, each with its calendar, to be queued in the change's transaction.
 * Every copy names the same event (its UID) at the same revision.
 */
export const invitationMails = (interview: InvitedInterview, set: InvitationSet, context: InvitationContext) => [
  ...mailsFor(interview, set.request, 'REQUEST', context),
  ...mailsFor(interview, set.cancel, 'CANCEL', context),
];

/**
 * The reminders of an interview: a day before, to the candidate and each interviewer; an hour before, to the
 * interviewers only.
 */
export function reminderMails(interview: InvitedInterview, lead: 'day' | 'hour', appUrl: string): OutgoingMail[] {
  const link = applicationLink(appUrl, interview.applicationId);
  const portal = `${appUrl}/applications`;
  const soon = lead === 'day' ? 'tomorrow' : 'in an hour';
  const names = interview.interviewers.map((each) => each.name);
  const sender = memberSender(interview.companyName, interview.scheduler);
  const forInterviewers = interview.interviewers.map((interviewer): OutgoingMail => ({
    to: interviewer.email,
    subject: `Reminder: ${headerLine(interview.title)} with ${headerLine(interview.candidate.name)}, ${when(interview, interviewer.terms)}`,
    html: html`<p>You interview ${interview.candidate.name} for ${interview.jobTitle} ${soon}.</p>
      ${details(interview, names, interviewer.terms)}
      <p><a href="${link}">Open the application</a></p>`,
    ...sender,
  }));
  if (lead === 'hour') return forInterviewers;
  const company = headerLine(interview.companyName);
  const title = headerLine(interview.title);
  return [
    {
      to: interview.candidate.email,
      subject: subjectNaming(
        [company],
        `Reminder: ${title} at ${company}, ${when(interview, interview.candidate.terms)}`,
        `Reminder: ${title}, ${when(interview, interview.candidate.terms)}`,
      ),
      html: html`<p>Your interview for ${interview.jobTitle} at ${interview.companyName} is ${soon}.</p>
        ${details(interview, names, interview.candidate.terms)}
        <p>Your applications: <a href="${portal}">${portal}</a></p>`,
      applicationId: interview.applicationId,
      ...sender,
    },
    ...forInterviewers,
  ];
}

const ANSWER_VERBS: Record<CandidateAction | 'pick' | InterviewerChoice, string> = {
  accept: 'accepted',
  decline: 'declined',
  propose: 'asked for another time for',
  pick: 'picked a time for',
  accepted: 'accepted',
  declined: 'declined',
  tentative: 'may attend',
};

/**
 * Tells the scheduler how an invitee answered: the candidate, or an interviewer (`by`, whom the timeline names). Kept
 * with the application, it shows on its timeline.
 */
export function answerMail(
  interview: { applicationId: string; title: string },
  name: string,
  scheduler: Person,
  answer: { action: keyof typeof ANSWER_VERBS; message: string; when: string | null; by?: string },
  appUrl: string,
): OutgoingMail {
  const link = applicationLink(appUrl, interview.applicationId);
  const verb = ANSWER_VERBS[answer.action];
  return {
    to: scheduler.email,
    subject: `${headerLine(name)} ${verb} ${headerLine(interview.title)}`,
    html: html`<p>${name} ${verb} ${interview.title}${answer.when && html`, ${answer.when}`}.</p>
      ${answer.message && html`<p>${lines(answer.message)}</p>`}
      <p><a href="${link}">Open the application</a></p>`,
    applicationId: interview.applicationId,
    sentBy: answer.by,
  };
}

/** Asks the candidate to pick one of the offered times, each a signed link that books it. */
export function slotOfferMail(
  offer: Pick<
    InvitedInterview,
    | 'applicationId'
    | 'title'
    | 'jobTitle'
    | 'companyName'
    | 'scheduler'
    | 'kind'
    | 'location'
    | 'videoUrl'
    | 'candidateNote'
  > & {
    durationMinutes: number;
    candidateEmail: string;
    candidateTerms: ReaderTerms;
    slots: { startsAt: Date; link: string }[];
  },
  appUrl: string,
): OutgoingMail {
  const portal = `${appUrl}/applications`;
  const company = headerLine(offer.companyName);
  const title = headerLine(offer.title);
  return {
    to: offer.candidateEmail,
    subject: subjectNaming([company], `Choose a time: ${title} at ${company}`, `Choose a time: ${title}`),
    html: html`<p>
        ${offer.companyName} invites you to an interview for ${offer.jobTitle}. Choose the time that suits you:
      </p>
      <ul>
        ${offer.slots.map((slot) => html`<li><a href="${slot.link}">${when(slot, offer.candidateTerms)}</a></li>`)}
      </ul>
      <p>
        <strong>Kind:</strong> ${INTERVIEW_KIND_NAMES[offer.kind]}<br />
        <strong>Duration:</strong> ${offer.durationMinutes} minutes ${place(offer)}
      </p>
      ${offer.candidateNote === '' ? '' : html`<p>${lines(offer.candidateNote)}</p>`}
      <p>Or choose, or ask for another time, in your applications: <a href="${portal}">${portal}</a></p>`,
    applicationId: offer.applicationId,
    ...memberSender(offer.companyName, offer.scheduler),
  };
}

/** An erased candidate's interview as its interviewers' calendars are told of its cancellation: no candidate named. */
export interface ErasedInterview {
  interviewId: string;
  /** The cancellation's revision: one on from the interview's last. */
  sequence: number;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  jobTitle: string;
  companyName: string;
  scheduler: Person & { userId: string };
  interviewers: (Person & { terms: ReaderTerms })[];
}

/**
 * The cancellation of an erased candidate's interview, to each interviewer still invited: the same event (its UID),
 * one revision on, naming the job and never the candidate, whose data the company no longer keeps.
 */
export function erasedInterviewMails(
  interview: ErasedInterview,
  context: Pick<InvitationContext, 'appUrl' | 'organizerEmail' | 'stamp'>,
): OutgoingMail[] {
  const title = defaultInterviewTitle(interview.jobTitle);
  return interview.interviewers.map((interviewer) => ({
    to: interviewer.email,
    subject: `Cancelled: ${headerLine(title)}`,
    html: html`<p>
      ${title}, planned for ${when({ startsAt: new Date(interview.startsAt) }, interviewer.terms)}, is cancelled: the
      candidate's data has been erased.
    </p>`,
    ...memberSender(interview.companyName, interview.scheduler),
    calendar: {
      method: 'CANCEL',
      ics: writeCalendar({
        method: 'CANCEL',
        uid: interviewUid(interview.interviewId, context.appUrl),
        sequence: interview.sequence,
        stamp: context.stamp,
        startsAt: new Date(interview.startsAt),
        endsAt: new Date(interview.endsAt),
        summary: title,
        location: '',
        description: "This interview is cancelled: the candidate's data has been erased.",
        url: context.appUrl,
        organizer: { name: interview.scheduler.name, email: context.organizerEmail },
        attendees: [interviewer],
      }),
    },
  }));
}
