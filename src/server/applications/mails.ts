import type { OutgoingMail } from '../mail/outbox.js';

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();
const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

export function applicationReceivedMail(
  to: string,
  firstName: string,
  jobTitle: string,
  companyName: string,
  appUrl: string,
): OutgoingMail {
  const job = oneLine(jobTitle);
  const company = oneLine(companyName);
  return {
    to,
    subject: `Your application to ${job} at ${company}`,
    text: [
      `Hello ${firstName},`,
      '',
      `Thank you for applying to ${job} at ${company}. Your application has been received.`,
      `You can follow it at ${appUrl}/applications.`,
    ].join('\n'),
    html: [
      `<p>Hello ${escapeHtml(firstName)},</p>`,
      `<p>Thank you for applying to <strong>${escapeHtml(job)}</strong> at ${escapeHtml(company)}. Your application has been received.</p>`,
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
  const job = oneLine(jobTitle);
  const company = oneLine(companyName);
  const offerLine = hasOffer ? 'Your offer is attached to this e-mail.' : '';
  return {
    to,
    subject: `Your application to ${job} at ${company}: ${status}`,
    text: [
      `Hello ${firstName},`,
      '',
      `The status of your application to ${job} at ${company} is now: ${status}.`,
      offerLine,
      `Details: ${appUrl}/applications`,
    ]
      .filter(Boolean)
      .join('\n'),
    html: [
      `<p>Hello ${escapeHtml(firstName)},</p>`,
      `<p>The status of your application to <strong>${escapeHtml(job)}</strong> at ${escapeHtml(company)} is now: <strong>${escapeHtml(status)}</strong>.</p>`,
      offerLine ? `<p>${offerLine}</p>` : '',
      `<p>Details: <a href="${appUrl}/applications">${appUrl}/applications</a></p>`,
    ].join(''),
  };
}
