/** The posting the recruiter chose to open on /edit-job; the key is the one the specification's client used. */
const CURRENT_POSTING_KEY = 'currentJobId';

// Storage can be unavailable (private modes): /edit-job then falls back to creating a posting.
export function readCurrentPostingId(): string | null {
  try {
    return window.localStorage.getItem(CURRENT_POSTING_KEY);
  } catch {
    return null;
  }
}

export function storeCurrentPostingId(postingId: string): void {
  try {
    window.localStorage.setItem(CURRENT_POSTING_KEY, postingId);
  } catch {
    // See readCurrentPostingId.
  }
}

export function clearCurrentPostingId(): void {
  try {
    window.localStorage.removeItem(CURRENT_POSTING_KEY);
  } catch {
    // See readCurrentPostingId.
  }
}
