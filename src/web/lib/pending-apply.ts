import { readStored, removeStored, STORAGE_KEYS, writeStored } from './storage';

/** A posting a guest opened from a shared link: after signing in as a candidate they go on to apply. */
export function rememberPendingApplyPosting(postingId: string): void {
  writeStored(STORAGE_KEYS.pendingApplyPostingId, postingId);
}

export function peekPendingApplyPosting(): string | null {
  return readStored(STORAGE_KEYS.pendingApplyPostingId) || null;
}

export function clearPendingApplyPosting(): void {
  removeStored(STORAGE_KEYS.pendingApplyPostingId);
}
