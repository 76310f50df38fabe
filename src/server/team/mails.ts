import type { ReaderTerms } from '../../shared/dates.js';
import { MEMBER_ROLE_NAMES } from '../../shared/roles.js';
import type { MemberRole } from '../../shared/auth.js';
import { html } from '../html/html.js';
import { SECRET_PLACEHOLDER, type OutgoingMail } from '../mail/outbox.js';
import { subjectNaming } from '../mail/subject.js';
import { until } from '../auth/index.js';

interface Invitation {
  to: string;
  inviter: string;
  companyName: string;
  role: MemberRole;
  appUrl: string;
  expiresAt: Date;
  /** The terms the link's expiry is written in. */
  reader: ReaderTerms;
}

const invitationSubject = ({ inviter, companyName }: Invitation) =>
  subjectNaming(
    [inviter, companyName],
    `${inviter} invited you to ${companyName} on Openhire`,
    'You are invited to join a team on Openhire',
  );

/**
 * The invitation: its link carries the token as the message's secret, put in only as it is sent (see `OutgoingMail`),
 * so that the outbox never keeps a usable link.
 */
export function invitationMail(invitation: Invitation): Omit<OutgoingMail, 'secret'> {
  const link = `${invitation.appUrl}/invite/${SECRET_PLACEHOLDER}`;
  const role = MEMBER_ROLE_NAMES[invitation.role];
  // The invitee has no account yet: the inviter's terms are the likeliest to be theirs.
  const expiry = until(invitation.expiresAt, invitation.reader);
  return {
    to: invitation.to,
    subject: invitationSubject(invitation),
    html: html`<p>
        ${invitation.inviter} invited you to join <strong>${invitation.companyName}</strong> on Openhire as ${role}.
      </p>
      <p><a href="${link}">Accept the invitation</a></p>
      <p>The link works once, until ${expiry}. If you did not expect it, you can ignore this e-mail.</p>`,
  };
}

/**
 * An invitation to an address that already has an account, which cannot join another company: its owner learns of it
 * and how to answer, while the inviter is told nothing an invitation to a new address would not tell them.
 */
export function invitationToAccountMail(invitation: Invitation): OutgoingMail {
  const role = MEMBER_ROLE_NAMES[invitation.role];
  const reset = `${invitation.appUrl}/forgot`;
  return {
    to: invitation.to,
    subject: invitationSubject(invitation),
    html: html`<p>
        ${invitation.inviter} invited you to join <strong>${invitation.companyName}</strong> on Openhire as ${role}.
      </p>
      <p>
        This e-mail address already has an Openhire account, and an address belongs to one account only, so it cannot
        join another company. To join ${invitation.companyName}, reply to this e-mail and ask to be invited at another
        address.
      </p>
      <p>
        If you have forgotten the password of your account, you can <a href="${reset}">reset it</a>. If you did not
        expect this invitation, you can ignore this e-mail.
      </p>`,
  };
}
