import { html } from '../html/html.js';
import type { OutgoingMail } from '../mail/outbox.js';
import { subjectNaming } from '../mail/subject.js';

interface Notice {
  to: string;
  candidate: string;
  jobTitle: string;
  link: string;
}

/**
 * A member hears that the candidate wrote. It names who and which job and links to the thread, and copies nothing the
 * candidate wrote, not even the subject (decision 098): a copy in a member's own mailbox is what an erasure cannot
 * reach, and replies come into the application so that no such copy is needed.
 */
export function candidateMessageMail(notice: Notice): OutgoingMail {
  const { candidate, jobTitle } = notice;
  return {
    to: notice.to,
    subject: subjectNaming(
      [candidate],
      `${candidate} sent a message about ${jobTitle}`,
      `A candidate sent a message about ${jobTitle}`,
    ),
    html: html`<p>${candidate} sent a message about their application for <strong>${jobTitle}</strong>.</p>
      <p><a href="${notice.link}">Read and answer it</a></p>
      <p>You can choose which e-mails you get under Notifications in Openhire.</p>`,
  };
}

/** A member's message to the candidate came back undelivered: they hear of it before they wait for an answer. */
export function bouncedMessageMail(notice: Notice): OutgoingMail {
  const { candidate, jobTitle } = notice;
  return {
    to: notice.to,
    subject: subjectNaming(
      [candidate],
      `Your message to ${candidate} did not arrive`,
      `Your message to a candidate for ${jobTitle} did not arrive`,
    ),
    html: html`<p>
        Your message to ${candidate} about <strong>${jobTitle}</strong> came back undelivered: their mail server refused
        it.
      </p>
      <p>Check the address on the application, or reach them another way.</p>
      <p><a href="${notice.link}">Open the application</a></p>`,
  };
}
