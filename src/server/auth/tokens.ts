import { createHash, randomBytes, randomInt } from 'node:crypto';
import { API_TOKEN_PREFIX } from '../../shared/api-tokens.js';
import { OTP_LENGTH } from '../../shared/auth.js';

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function newResetCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** A company's API token: its prefix and 32 random bytes, 47 characters where a session's token has 43. */
export function newApiToken(): string {
  return `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
}

export const isApiToken = (token: string): boolean =>
  token.startsWith(API_TOKEN_PREFIX) && token.length === API_TOKEN_PREFIX.length + 43;
