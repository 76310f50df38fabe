import { html } from '../html/html.js';
import { headerLine, type OutgoingMail } from '../mail/outbox.js';
import { subjectNaming } from '../mail/subject.js';

export function applicationReceivedMail(
  to: string,
  firstName: string,
  jobTitle: string,
  companyName: string,
  appUrl: string,
): OutgoingMail {
  const title = headerLine(jobTitle);
  const company = headerLine(companyName);
  return {
    to,
    subject: subjectNaming([company], `Your application to ${title} at ${company}`, `Your application to ${title}`),
    html: html`<p>Hello ${firstName},</p>
      <p>Thank you for applying to <strong>${title}</strong> at ${company}. Your application has been received.</p>
      <p>You can follow it at <a href="${appUrl}/applications">${appUrl}/applications</a>.</p>`,
  };
}

interface CandidateDecision {
  /** A member who hears of the posting's decisions, or the posting's recruiter address outside the team. */
  to: string;
  candidateName: string;
  jobTitle: string;
  applicationId: string;
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
