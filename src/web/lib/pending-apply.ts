import { readStored, removeStored, STORAGE_KEYS, writeStored } from './storage';

/** A posting a guest opened from a shared link: after signing in as a candidate they go on to apply. */
export function rememberPendingApplyJob(postingId: string): void {
  writeStored(STORAGE_KEYS.pendingApplyJobId, postingId);
}

export function peekPendingApplyJob(): string | null {
  return readStored(STORAGE_KEYS.pendingApplyJobId) || null;
}

export function clearPendingApplyJob(): void {
  removeStored(STORAGE_KEYS.pendingApplyJobId);
}
