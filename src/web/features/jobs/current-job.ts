/** The posting the recruiter chose to open on /edit-job; the key is the one the specification's client used. */
const CURRENT_JOB_KEY = 'currentJobId';

// Storage can be unavailable (private modes): /edit-job then falls back to creating a posting.
export function readCurrentJobId(): string | null {
  try {
    return window.localStorage.getItem(CURRENT_JOB_KEY);
  } catch {
    return null;
  }
}

export function storeCurrentJobId(postingId: string): void {
  try {
    window.localStorage.setItem(CURRENT_JOB_KEY, postingId);
  } catch {
    // See readCurrentJobId.
  }
}

export function clearCurrentJobId(): void {
  try {
    window.localStorage.removeItem(CURRENT_JOB_KEY);
  } catch {
    // See readCurrentJobId.
  }
}
