import { PASSWORD_RESET_TTL_MS } from '../../../shared/auth';
import { readStored, removeStored, STORAGE_KEYS, writeStored } from '../../lib/storage';

export function rememberResetEmail(email: string): void {
  writeStored(STORAGE_KEYS.resetEmail, email);
  writeStored(STORAGE_KEYS.resetCodeSent, 'true');
  writeStored(STORAGE_KEYS.resetCodeSentAt, String(Date.now()));
}

export function clearResetFlow(): void {
  removeStored(STORAGE_KEYS.resetEmail, STORAGE_KEYS.resetCodeSent, STORAGE_KEYS.resetCodeSentAt);
}

export interface ResetFlow {
  email: string;
  expiresAt: number;
}

/** The e-mail a code was sent to, while the code can still be used; an expired flow is cleared. */
export function readResetFlow(now = Date.now()): ResetFlow | null {
  const email = readStored(STORAGE_KEYS.resetEmail);
  const codeSent = readStored(STORAGE_KEYS.resetCodeSent) === 'true';
  const sentAt = Number(readStored(STORAGE_KEYS.resetCodeSentAt));
  const expiresAt = sentAt + PASSWORD_RESET_TTL_MS;
  if (!email || !codeSent || !Number.isFinite(sentAt) || sentAt <= 0 || now >= expiresAt) {
    clearResetFlow();
    return null;
  }
  return { email, expiresAt };
}
