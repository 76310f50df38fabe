/** Every browser storage key the web app uses; the session names are the specification's. */
export const STORAGE_KEYS = {
  refreshToken: 'refresh_token',
  isRecruiter: 'isRecruiter',
  candidateName: 'user',
  companyName: 'company',
  /** A company's member: who signed in and their role, as JSON; the specification's keys stay as they were. */
  member: 'member',
  resetEmail: 'email',
  resetCodeSent: 'didEmailSend',
  resetCodeSentAt: 'didEmailSendAt',
  colorTheme: 'color-theme',
  sideMenuExpanded: 'sideMenuExpanded',
  pendingApplyPostingId: 'applyJobId',
  pendingApplySource: 'applySource',
} as const;

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

// Storage can be unavailable (private modes, blocked cookies): the app then works for the tab's lifetime only.
export function readStored(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // See readStored: nothing to keep the value in.
  }
}

export function removeStored(...keys: StorageKey[]): void {
  try {
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    // See readStored.
  }
}
