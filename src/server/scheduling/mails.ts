import { html } from '../html/html.js';
import type { OutgoingMail } from '../mail/outbox.js';

/** Where a member connects their calendars in the web app. */
const availabilityLink = (appUrl: string) => `${appUrl}/my-interviews/availability`;

/**
 * The owner's notice that one of their calendars could not be read for a day: interview slots then leave out only
 * their working hours and Openhire's own interviews, not the meetings that calendar holds.
 */
export function calendarFailingMail(to: string, label: string, reason: string, appUrl: string): OutgoingMail {
  return {
    to,
    subject: 'Your calendar could not be read for a day',
    html: html`<p>
        Openhire has not been able to read your calendar from <strong>${label}</strong> since yesterday: ${reason}
      </p>
      <p>
        Until it can, the times offered for interviews with you leave out only your working hours and the interviews
        booked in Openhire. Check the calendar under <a href="${availabilityLink(appUrl)}">My availability</a>, or
        connect it again with a new address.
      </p>`,
  };
}
