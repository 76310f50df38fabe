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

/** Where a candidate reads their offer and answers it: their application's own page. */
const offerPageUrl = (appUrl: string, applicationId: string): string =>
  `${appUrl}/application/${encodeURIComponent(applicationId)}`;

/** The line every e-mail of a move into Offer Sent ends with, whatever the company's template says. */
export const offerLinkHtml = (appUrl: string, applicationId: string) => {
  const url = offerPageUrl(appUrl, applicationId);
  return html`<p>
    You can read your offer, and accept or decline it, on your application's page: <a href="${url}">${url}</a>
  </p>`;
};
