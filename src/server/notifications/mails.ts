import { html } from '../html/html.js';
import type { OutgoingMail } from '../mail/outbox.js';
import { subjectNaming } from '../mail/subject.js';

/** Where a member opens an application in the web app. */
export const applicationLink = (appUrl: string, applicationId: string) => `${appUrl}/candidate/${applicationId}`;

/** The e-mail a member gets at once for a new application to a posting they follow. */
export function newApplicationMail(application: {
  to: string;
  candidate: string;
  jobTitle: string;
  link: string;
}): OutgoingMail {
  const candidate = application.candidate;
  const title = application.jobTitle;
  return {
    to: application.to,
    subject: subjectNaming([candidate], `New application: ${candidate} for ${title}`, `New application for ${title}`),
    html: html`<p>${candidate} applied for <strong>${title}</strong>.</p>
      <p><a href="${application.link}">Open the application</a></p>
      <p>You can choose which e-mails you get under Notifications in Openhire.</p>`,
  };
}

export interface DigestPosting {
  jobTitle: string;
  applications: { candidate: string; link: string }[];
}

/** A member's daily digest: the new applications since their last one, by posting. */
export function digestMail(to: string, postings: DigestPosting[], settingsLink: string): OutgoingMail {
  const count = postings.reduce((sum, posting) => sum + posting.applications.length, 0);
  const noun = count === 1 ? 'new application' : 'new applications';
  return {
    to,
    subject: `Your daily digest: ${count} ${noun}`,
    html: html`<p>${count} ${noun} since your last digest:</p>
      ${postings.map(
        (posting) =>
          html`<h3>${posting.jobTitle} (${posting.applications.length})</h3>
            <ul>
              ${posting.applications.map((each) => html`<li><a href="${each.link}">${each.candidate}</a></li>`)}
            </ul>`,
      )}
      <p><a href="${settingsLink}">Change when and whether you get this digest</a></p>`,
  };
}
