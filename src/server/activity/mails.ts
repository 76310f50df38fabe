import { html } from '../html/html.js';
import type { OutgoingMail } from '../mail/outbox.js';
import { subjectNaming } from '../mail/subject.js';

/** The e-mail to a member mentioned in a note, with a link to the application. */
export function mentionMail(mention: {
  to: string;
  author: string;
  candidate: string;
  jobTitle: string;
  note: string;
  link: string;
}): OutgoingMail {
  const excerpt = mention.note.length > 500 ? `${mention.note.slice(0, 500)}…` : mention.note;
  return {
    to: mention.to,
    subject: subjectNaming(
      [mention.author],
      `${mention.author} mentioned you about ${mention.candidate} (${mention.jobTitle})`,
      'You were mentioned in a note on Openhire',
    ),
    html: html`<p>
        ${mention.author} mentioned you in a note on ${mention.candidate}'s application for
        <strong>${mention.jobTitle}</strong>:
      </p>
      <blockquote>${excerpt.split('\n').map((line, index) => (index === 0 ? line : html`<br />${line}`))}</blockquote>
      <p><a href="${mention.link}">Open the application</a></p>`,
  };
}
