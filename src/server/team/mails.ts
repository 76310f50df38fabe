import { MEMBER_ROLE_NAMES } from '../../shared/roles.js';
import type { MemberRole } from '../../shared/auth.js';
import { escapeHtml } from '../escape-html.js';
import { SECRET_PLACEHOLDER, type OutgoingMail } from '../mail/outbox.js';

/**
 * The invitation: its link carries the token as the message's secret, put in only as it is sent (see `OutgoingMail`),
 * so that the outbox never keeps a usable link.
 */
export function invitationMail(invitation: {
  to: string;
  inviter: string;
  companyName: string;
  role: MemberRole;
  appUrl: string;
  expiresAt: Date;
}): Omit<OutgoingMail, 'secret'> {
  const link = `${invitation.appUrl}/invite/${SECRET_PLACEHOLDER}`;
  const role = MEMBER_ROLE_NAMES[invitation.role];
  const until = invitation.expiresAt.toUTCString().replace(/:\d\d GMT$/, ' UTC');
  return {
    to: invitation.to,
    subject: `${invitation.inviter} invited you to ${invitation.companyName} on Openhire`,
    text: [
      `${invitation.inviter} invited you to join ${invitation.companyName} on Openhire as ${role}.`,
      '',
      `Accept the invitation: ${link}`,
      '',
      `The link works once, until ${until}. If you did not expect it, you can ignore this e-mail.`,
    ].join('\n'),
    html: [
      `<p>${escapeHtml(invitation.inviter)} invited you to join <strong>${escapeHtml(invitation.companyName)}</strong> on Openhire as ${escapeHtml(role)}.</p>`,
      `<p><a href="${link}">Accept the invitation</a></p>`,
      `<p>The link works once, until ${escapeHtml(until)}. If you did not expect it, you can ignore this e-mail.</p>`,
    ].join(''),
  };
}
