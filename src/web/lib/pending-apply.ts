import { normalizeSource } from '../../shared/sources';
import { readStored, removeStored, STORAGE_KEYS, writeStored } from './storage';

/**
 * A posting a guest opened from a shared link, and the source that link named (`?src=`): after signing in or up as a
 * candidate they go on to apply, and the application says where they came from.
 */
export function rememberPendingApplyPosting(postingId: string, source: string | null): void {
  const samePosting = peekPendingApplyPosting() === postingId;
  writeStored(STORAGE_KEYS.pendingApplyPostingId, postingId);
  // Back at the same posting without a source, as after signing in, the candidate still came by the first link.
  if (source) writeStored(STORAGE_KEYS.pendingApplySource, source);
  else if (!samePosting) removeStored(STORAGE_KEYS.pendingApplySource);
}

export function peekPendingApplyPosting(): string | null {
  return readStored(STORAGE_KEYS.pendingApplyPostingId) || null;
}

/** The source the pending posting was opened with, if that posting is `postingId`. */
export function peekPendingApplySource(postingId: string): string | null {
  if (peekPendingApplyPosting() !== postingId) return null;
  return normalizeSource(readStored(STORAGE_KEYS.pendingApplySource));
}

export function clearPendingApplyPosting(): void {
  removeStored(STORAGE_KEYS.pendingApplyPostingId, STORAGE_KEYS.pendingApplySource);
}
