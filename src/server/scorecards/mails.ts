import { html } from '../html/html.js';
import { headerLine, type OutgoingMail } from '../mail/outbox.js';
import { subjectNaming } from '../mail/subject.js';
import { applicationLink } from '../notifications/index.js';

/** The first ask once the interview has ended, then the reminders a day and three days after it. */
export type AskKind = 'ask' | 'day' | 'three_days';

interface Ask {
  kind: AskKind;
  to: string;
  applicationId: string;
  candidate: string;
  jobTitle: string;
  interviewTitle: string;
}

/** Where an interviewer writes their scorecard: the application's page, at its scorecard. */
const scorecardLink = (appUrl: string, applicationId: string) => `${applicationLink(appUrl, applicationId)}#scorecard`;

/** The e-mail that asks an interviewer for their scorecard, or reminds them of it. */
export function askMail(ask: Ask, appUrl: string): OutgoingMail {
  const candidate = headerLine(ask.candidate);
  const title = headerLine(ask.interviewTitle);
  const reminder = ask.kind === 'ask' ? '' : 'Reminder: ';
  return {
    to: ask.to,
    subject: subjectNaming(
      [candidate],
      `${reminder}Your scorecard for ${title} with ${candidate}`,
      `${reminder}Your scorecard for ${title}`,
    ),
    html: html`<p>
        ${ask.kind === 'ask' ? 'Your interview' : 'Your scorecard is still missing for your interview'} with
        ${ask.candidate} for ${ask.jobTitle} (${ask.interviewTitle})${ask.kind === 'ask' ? ' has ended' : ''}. Write
        down your judgement while it is fresh, before you read the others'.
      </p>
      <p><a href="${scorecardLink(appUrl, ask.applicationId)}">Write your scorecard</a></p>`,
  };
}
