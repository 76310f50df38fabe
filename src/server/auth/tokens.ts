import { createHash, randomBytes, randomInt } from 'node:crypto';
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
