import { html } from '../html/html.js';
import { headerLine, type OutgoingMail } from '../mail/outbox.js';
import { subjectNaming } from '../mail/subject.js';

export function statusChangedMail(
  to: string,
  firstName: string,
  jobTitle: string,
  companyName: string,
  status: string,
  appUrl: string,
  hasOffer: boolean,
): OutgoingMail {
  const title = headerLine(jobTitle);
  const company = headerLine(companyName);
  return {
    to,
    subject: subjectNaming(
      [company],
      `Your application to ${title} at ${company}: ${status}`,
      `Your application to ${title}: ${status}`,
    ),
    html: html`<p>Hello ${firstName},</p>
      <p>
        The status of your application to <strong>${title}</strong> at ${company} is now: <strong>${status}</strong>.
      </p>
      ${hasOffer && html`<p>Your offer is attached to this e-mail.</p>`}
      <p>Details: <a href="${appUrl}/applications">${appUrl}/applications</a></p>`,
  };
}
