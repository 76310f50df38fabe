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
