import { escapeHtml } from '../escape-html.js';
import { hasOwnName } from '../../shared/team.js';
import { answeredBy, type OutgoingMail } from '../mail/outbox.js';
import { subjectNaming } from '../mail/subject.js';

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();
type Sender = Pick<OutgoingMail, 'senderName' | 'replyTo' | 'replyToName'>;

/** Mail nobody sent by hand goes out under the company's name and is answered to the posting's recruiter. */
export function companySender(companyName: string, recruiterEmail: string): Sender {
  return { senderName: oneLine(companyName), replyTo: oneLine(recruiterEmail) };
}

/**
 * Mail a member sends to a candidate goes out under their own name at the company, is answered to them, and is shown
 * as theirs in the application's history; a member who has not given their name sends under the company's alone.
 */
export function memberSender(
  companyName: string,
  member: { userId: string; name: string; email: string },
): Sender & Pick<OutgoingMail, 'sentBy'> {
  const company = oneLine(companyName);
  return {
    senderName: hasOwnName(member) ? `${oneLine(member.name)} at ${company}` : company,
    ...answeredBy(member),
    sentBy: member.userId,
  };
}

export function applicationReceivedMail(
  to: string,
  firstName: string,
  jobTitle: string,
  companyName: string,
  appUrl: string,
): OutgoingMail {
  const title = oneLine(jobTitle);
  const company = oneLine(companyName);
  return {
    to,
    subject: subjectNaming([company], `Your application to ${title} at ${company}`, `Your application to ${title}`),
    text: [
      `Hello ${firstName},`,
      '',
      `Thank you for applying to ${title} at ${company}. Your application has been received.`,
      `You can follow it at ${appUrl}/applications.`,
    ].join('\n'),
    html: [
      `<p>Hello ${escapeHtml(firstName)},</p>`,
      `<p>Thank you for applying to <strong>${escapeHtml(title)}</strong> at ${escapeHtml(company)}. Your application has been received.</p>`,
      `<p>You can follow it at <a href="${appUrl}/applications">${appUrl}/applications</a>.</p>`,
    ].join(''),
  };
}

export function statusChangedMail(
  to: string,
  firstName: string,
  jobTitle: string,
  companyName: string,
  status: string,
  appUrl: string,
  hasOffer: boolean,
): OutgoingMail {
  const title = oneLine(jobTitle);
  const company = oneLine(companyName);
  const offerLine = hasOffer ? 'Your offer is attached to this e-mail.' : '';
  return {
    to,
    subject: subjectNaming(
      [company],
      `Your application to ${title} at ${company}: ${status}`,
      `Your application to ${title}: ${status}`,
    ),
    text: [
      `Hello ${firstName},`,
      '',
      `The status of your application to ${title} at ${company} is now: ${status}.`,
      offerLine,
      `Details: ${appUrl}/applications`,
    ]
      .filter(Boolean)
      .join('\n'),
    html: [
      `<p>Hello ${escapeHtml(firstName)},</p>`,
      `<p>The status of your application to <strong>${escapeHtml(title)}</strong> at ${escapeHtml(company)} is now: <strong>${escapeHtml(status)}</strong>.</p>`,
      offerLine ? `<p>${offerLine}</p>` : '',
      `<p>Details: <a href="${appUrl}/applications">${appUrl}/applications</a></p>`,
    ].join(''),
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
  const name = oneLine(candidateName);
  const title = oneLine(jobTitle);
  const verb = accepted ? 'accepted' : 'declined';
  const link = `${appUrl}/candidate/${applicationId}`;
  return {
    to,
    subject: `${name} ${verb} your offer for ${title}`,
    text: [
      `${name} has ${verb} your offer for ${title}, and signed the answer with their full name.`,
      `The application is now: ${accepted ? 'Offer Accepted' : 'Offer Declined'}.`,
      `Details: ${link}`,
    ].join('\n'),
    html: [
      `<p>${escapeHtml(name)} has <strong>${verb}</strong> your offer for <strong>${escapeHtml(title)}</strong>, and signed the answer with their full name.</p>`,
      `<p>The application is now: <strong>${accepted ? 'Offer Accepted' : 'Offer Declined'}</strong>.</p>`,
      `<p>Details: <a href="${link}">${link}</a></p>`,
    ].join(''),
  };
}

/** Tells the team that the candidate withdrew the application, with their reason if they gave one. */
export function applicationWithdrawnMail(decision: CandidateDecision, reason: string): OutgoingMail {
  const name = oneLine(decision.candidateName);
  const title = oneLine(decision.jobTitle);
  const link = `${decision.appUrl}/candidate/${decision.applicationId}`;
  return {
    to: decision.to,
    subject: `${name} withdrew their application for ${title}`,
    text: [
      `${name} has withdrawn their application for ${title}.`,
      reason ? `Their reason: ${reason}` : 'They gave no reason.',
      `Details: ${link}`,
    ].join('\n'),
    html: [
      `<p>${escapeHtml(name)} has withdrawn their application for <strong>${escapeHtml(title)}</strong>.</p>`,
      reason ? `<p>Their reason: ${escapeHtml(reason)}</p>` : '<p>They gave no reason.</p>',
      `<p>Details: <a href="${link}">${link}</a></p>`,
    ].join(''),
  };
}
