import { PASSWORD_RESET_TTL_MS } from '../../shared/auth.js';
import { SECRET_PLACEHOLDER, type OutgoingMail } from '../mail/outbox.js';

export function passwordResetMail(to: string, code: string): OutgoingMail {
  const minutes = PASSWORD_RESET_TTL_MS / 60_000;
  return {
    to,
    subject: 'Your Openhire password reset code',
    text: [
      `Your password reset code is ${SECRET_PLACEHOLDER}.`,
      '',
      `It is valid for ${minutes} minutes and can be used once.`,
      'If you did not ask to reset your password, you can ignore this e-mail.',
    ].join('\n'),
    html: [
      `<p>Your password reset code is <strong>${SECRET_PLACEHOLDER}</strong>.</p>`,
      `<p>It is valid for ${minutes} minutes and can be used once.</p>`,
      '<p>If you did not ask to reset your password, you can ignore this e-mail.</p>',
    ].join(''),
    secret: code,
  };
}

/** To the owner of an address someone tried to sign up with: the sign-up itself answered as for a new address. */
export function signupAttemptMail(to: string, appUrl: string): OutgoingMail {
  const signIn = `${appUrl}/login`;
  const reset = `${appUrl}/forgot`;
  return {
    to,
    subject: 'Someone tried to create an Openhire account with your e-mail address',
    text: [
      'Someone tried to create a new Openhire account with this e-mail address, which already has an account.',
      'No new account was created, and your account has not changed.',
      '',
      `If it was you, sign in at ${signIn}, or reset your password at ${reset} if you have forgotten it.`,
      'If it was not you, you can ignore this e-mail.',
    ].join('\n'),
    html: [
      '<p>Someone tried to create a new Openhire account with this e-mail address, which already has an account.',
      ' No new account was created, and your account has not changed.</p>',
      `<p>If it was you, <a href="${signIn}">sign in</a>, or <a href="${reset}">reset your password</a> if you have`,
      ' forgotten it.</p>',
      '<p>If it was not you, you can ignore this e-mail.</p>',
    ].join(''),
  };
}
