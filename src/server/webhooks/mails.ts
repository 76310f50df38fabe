import { html } from '../html/html.js';
import type { OutgoingMail } from '../mail/outbox.js';

/** Where an Admin manages the company's webhooks in the web app. */
const webhookSettingsLink = (appUrl: string) => `${appUrl}/settings/webhooks`;

/** Each Admin's notice that an endpoint which failed every attempt for over a day no longer gets events. */
export function webhookDisabledMail(to: string, url: string, appUrl: string): OutgoingMail {
  return {
    to,
    subject: 'A webhook was disabled',
    html: html`<p>
        Openhire stopped sending events to <strong>${url}</strong>: every attempt to deliver to it failed for over a
        day.
      </p>
      <p>
        Once that address answers again, enable the webhook under <a href="${webhookSettingsLink(appUrl)}">Webhooks</a>,
        where its deliveries can be sent again.
      </p>`,
  };
}
