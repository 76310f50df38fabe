import { html, trustedHtml } from '../html/html.js';
import { headerLine, SECRET_PLACEHOLDER, type OutgoingMail } from '../mail/outbox.js';
import { subjectNaming } from '../mail/subject.js';

/**
 * Thanks the candidate, in the words of the template their company's first stage sends (`words`, merged) or a plain
 * receipt where it sends none; then where they can follow it. Sent without an account, it carries the signed link
 * (`addressLink`, the message's secret, so that the outbox never keeps it) that opens their applications as the
 * address's owner.
 */
export function applicationReceivedMail(
  to: string,
  firstName: string,
  jobTitle: string,
  companyName: string,
  appUrl: string,
  addressLink?: string,
  words?: { subject: string; body: string },
): OutgoingMail {
  const title = headerLine(jobTitle);
  const company = headerLine(companyName);
  const subject =
    words?.subject ??
    subjectNaming([company], `Your application to ${title} at ${company}`, `Your application to ${title}`);
  const thanks = words
    ? trustedHtml(words.body)
    : html`<p>Hello ${firstName},</p>
        <p>Thank you for applying to <strong>${title}</strong> at ${company}. Your application has been received.</p>`;
  if (addressLink === undefined)
    return {
      to,
      subject,
      html: html`${thanks}
        <p>You can follow it at <a href="${appUrl}/applications">${appUrl}/applications</a>.</p>`,
    };
  const link = `${appUrl}/sign-in/email/${SECRET_PLACEHOLDER}`;
  return {
    to,
    subject,
    html: html`${thanks}
      <p>
        <a href="${link}">Confirm your e-mail address and follow your application</a>. No password needed: the link
        signs you in for the next 30 days.
      </p>
      <p>If you did not apply, you can ignore this e-mail.</p>`,
    secret: addressLink,
  };
}

/** To an address that applied to the job before: the page answered as for a first application. */
export function alreadyAppliedMail(to: string, jobTitle: string, companyName: string, appUrl: string): OutgoingMail {
  const title = headerLine(jobTitle);
  const company = headerLine(companyName);
  return {
    to,
    subject: subjectNaming(
      [company],
      `You have already applied to ${title} at ${company}`,
      `You have already applied to ${title}`,
    ),
    html: html`<p>Hello,</p>
      <p>
        Someone, probably you, sent an application to <strong>${title}</strong> at ${company} with this e-mail address.
        You had already applied to this job, so the new one was not kept, and your first application is unchanged.
      </p>
      <p>You can follow it at <a href="${appUrl}/applications">${appUrl}/applications</a>.</p>`,
  };
}

interface CandidateDecision {
  /** A member who hears of the posting's decisions, or the posting's recruiter address outside the team. */
  to: string;
  candidateName: string;
  jobTitle: string;
  applicationId: string;
  postingId: string;
  appUrl: string;
}

/** Tells the team that the candidate accepted or declined the offer. */
export function offerAnsweredMail(
  { to, candidateName, jobTitle, applicationId, appUrl }: CandidateDecision,
  accepted: boolean,
): OutgoingMail {
  const name = headerLine(candidateName);
  const title = headerLine(jobTitle);
  const verb = accepted ? 'accepted' : 'declined';
  const link = `${appUrl}/candidate/${applicationId}`;
  return {
    to,
    subject: `${name} ${verb} your offer for ${title}`,
    html: html`<p>
        ${name} has <strong>${verb}</strong> your offer for <strong>${title}</strong>, and signed the answer with their
        full name.
      </p>
      <p>The application is now: <strong>${accepted ? 'Offer Accepted' : 'Offer Declined'}</strong>.</p>
      <p>Details: <a href="${link}">${link}</a></p>`,
  };
}

/** Tells the team that the candidate withdrew the application, with their reason if they gave one. */
export function applicationWithdrawnMail(decision: CandidateDecision, reason: string): OutgoingMail {
  const name = headerLine(decision.candidateName);
  const title = headerLine(decision.jobTitle);
  const link = `${decision.appUrl}/candidate/${decision.applicationId}`;
  return {
    to: decision.to,
    subject: `${name} withdrew their application for ${title}`,
    html: html`<p>${name} has withdrawn their application for <strong>${title}</strong>.</p>
      <p>${reason ? `Their reason: ${reason}` : 'They gave no reason.'}</p>
      <p>Details: <a href="${link}">${link}</a></p>`,
  };
}

/**
 * Tells the team that the candidate withdrew the application as they erased their data: the application will be gone
 * by the time the message is read, so it points to the posting's board instead.
 */
export function applicationErasedMail(decision: CandidateDecision): OutgoingMail {
  const name = headerLine(decision.candidateName);
  const title = headerLine(decision.jobTitle);
  const board = `${decision.appUrl}/jobs/${decision.postingId}/board`;
  return {
    to: decision.to,
    subject: `${name} withdrew their application for ${title} and erased their data`,
    html: html`<p>
        ${name} has withdrawn their application for <strong>${title}</strong> and deleted their account, which erases
        the data they gave you, as is their right. The application, its resume and everything about it have been erased
        with it: nothing of it is left to open.
      </p>
      <p>The posting's board: <a href="${board}">${board}</a></p>`,
  };
}
