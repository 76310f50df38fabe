import { formatDateTime, type ReaderTerms } from '../../shared/dates.js';
import { EMAIL_CODE_TTL_MS, PASSWORD_RESET_TTL_MS } from '../../shared/auth.js';
import { html } from '../html/html.js';
import { headerLine, SECRET_PLACEHOLDER, type OutgoingMail } from '../mail/outbox.js';
import { subjectNaming } from '../mail/subject.js';

/** When a link stops working, as a mail gives it: to the minute, in its reader's terms. */
export const until = (moment: Date, reader: ReaderTerms) => formatDateTime(moment, reader);

export function passwordResetMail(to: string, code: string): OutgoingMail {
  const minutes = PASSWORD_RESET_TTL_MS / 60_000;
  return {
    to,
    subject: 'Your password reset code',
    html: html`<p>Your password reset code is <strong>${SECRET_PLACEHOLDER}</strong>.</p>
      <p>It is valid for ${minutes} minutes and can be used once.</p>
      <p>If you did not ask to reset your password, you can ignore this e-mail.</p>`,
    secret: code,
  };
}

/** To the owner of an address someone tried to sign up with: the sign-up itself answered as for a new address. */
export function signupAttemptMail(to: string, appUrl: string): OutgoingMail {
  const signIn = `${appUrl}/login`;
  const reset = `${appUrl}/forgot`;
  return {
    to,
    subject: 'Someone tried to create an account with your e-mail address',
    html: html`<p>
        Someone tried to create a new account with this e-mail address, which already has one. No new account was
        created, and your account has not changed.
      </p>
      <p>
        If it was you, <a href="${signIn}">sign in</a>, or <a href="${reset}">reset your password</a> if you have
        forgotten it.
      </p>
      <p>If it was not you, you can ignore this e-mail.</p>`,
  };
}

/**
 * A candidate's sign-in code and the link that carries it: the message's secret is the code, and the link names the
 * code's id beside it, so that the outbox never keeps a usable code or link. Asked for from a job, it names the job's
 * company, which the candidate knows, and not the app, which they may never have heard of.
 */
export function emailCodeMail(
  to: string,
  codeId: string,
  appUrl: string,
  companyName: string | null,
): Omit<OutgoingMail, 'secret'> {
  const minutes = EMAIL_CODE_TTL_MS / 60_000;
  const link = `${appUrl}/sign-in/email/${codeId}.${SECRET_PLACEHOLDER}`;
  const company = companyName === null ? null : headerLine(companyName);
  return {
    to,
    subject:
      company === null
        ? 'Your sign-in code'
        : subjectNaming([company], `Your code to apply to ${company}`, 'Your code to apply'),
    html: html`<p>Your sign-in code is <strong>${SECRET_PLACEHOLDER}</strong>.</p>
      <p>Or <a href="${link}">sign in with this link</a>.</p>
      <p>The code and the link are valid for ${minutes} minutes and can be used once.</p>
      <p>If you did not ask to sign in, you can ignore this e-mail.</p>`,
  };
}

/** A candidate's code that confirms their account's deletion: no link, so that it is typed on the deletion card. */
export function deleteAccountCodeMail(to: string): Omit<OutgoingMail, 'secret'> {
  const minutes = EMAIL_CODE_TTL_MS / 60_000;
  return {
    to,
    subject: 'Your account deletion code',
    html: html`<p>Your code to delete your account is <strong>${SECRET_PLACEHOLDER}</strong>.</p>
      <p>It is valid for ${minutes} minutes and can be used once.</p>
      <p>If you did not ask to delete your account, do not give this code to anyone: your account stays as it is.</p>`,
  };
}

/** To a company's member who asked for a candidate's sign-in code: their address signs in with its password. */
export function memberEmailCodeMail(to: string, appUrl: string): OutgoingMail {
  const signIn = `${appUrl}/login`;
  const reset = `${appUrl}/forgot`;
  return {
    to,
    subject: 'Signing in to Openhire with your e-mail address',
    html: html`<p>
        Someone asked for a sign-in code for this e-mail address. It belongs to a company account, which signs in with
        its password, so no code was sent.
      </p>
      <p><a href="${signIn}">Sign in</a>, or <a href="${reset}">reset your password</a> if you have forgotten it.</p>
      <p>If it was not you, you can ignore this e-mail.</p>`,
  };
}

/** The link that confirms a company's first Admin's address; like an invitation's, it is the message's secret. */
export function emailConfirmationMail(confirmation: {
  to: string;
  appUrl: string;
  expiresAt: Date;
  reader: ReaderTerms;
}): Omit<OutgoingMail, 'secret'> {
  const link = `${confirmation.appUrl}/confirm-email/${SECRET_PLACEHOLDER}`;
  const expiry = until(confirmation.expiresAt, confirmation.reader);
  return {
    to: confirmation.to,
    subject: 'Confirm your e-mail address for Openhire',
    html: html`<p>
        Confirm that this is your e-mail address, so that your company can invite its whole team to Openhire.
      </p>
      <p><a href="${link}">Confirm my e-mail address</a></p>
      <p>
        The link works once, until ${expiry}. If you did not create an Openhire account, you can ignore this e-mail.
      </p>`,
  };
}
