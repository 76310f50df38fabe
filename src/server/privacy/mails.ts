import { html } from '../html/html.js';
import { headerLine, type OutgoingMail } from '../mail/outbox.js';
import { subjectNaming } from '../mail/subject.js';

/**
 * Tells a candidate who deleted their account that the company keeps some of their applications under a legal hold,
 * and erases them once it is lifted. Sent by the company, about its own applications.
 */
export function keptUnderHoldMail(
  to: string,
  firstName: string,
  companyName: string,
  jobTitles: string[],
): OutgoingMail {
  const company = headerLine(companyName);
  const titles = jobTitles.map(headerLine);
  const one = titles.length === 1;
  return {
    to,
    subject: subjectNaming(
      [company],
      `Your application${one ? '' : 's'} at ${company} ${one ? 'is' : 'are'} kept for now`,
      `Your application${one ? ' is' : 's are'} kept for now`,
    ),
    html: html`<p>Hello ${firstName},</p>
      <p>
        Your account is deleted, and everything else is erased. We at ${company} must keep
        ${one ? 'your application' : 'your applications'} to
        ${titles.map((title, index) => html`${index > 0 ? (index === titles.length - 1 ? ' and ' : ', ') : ''}<strong>${title}</strong>`)}
        for now, because a legal obligation requires it.
      </p>
      <p>${one ? 'It is' : 'They are'} erased as soon as that obligation ends. You do not need to do anything.</p>`,
  };
}
