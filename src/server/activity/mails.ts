import { escapeHtml } from '../escape-html.js';
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
    text: [
      `${mention.author} mentioned you in a note on ${mention.candidate}'s application for ${mention.jobTitle}:`,
      '',
      excerpt,
      '',
      `Open the application: ${mention.link}`,
    ].join('\n'),
    html: [
      `<p>${escapeHtml(mention.author)} mentioned you in a note on ${escapeHtml(mention.candidate)}'s application for <strong>${escapeHtml(mention.jobTitle)}</strong>:</p>`,
      `<blockquote>${escapeHtml(excerpt).replace(/\n/g, '<br>')}</blockquote>`,
      `<p><a href="${escapeHtml(mention.link)}">Open the application</a></p>`,
    ].join(''),
  };
}
