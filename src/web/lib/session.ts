import { useSyncExternalStore } from 'react';
import { readStored, removeStored, STORAGE_KEYS, writeStored } from './storage';

/** The signed-in person, as kept in browser storage. The token's presence is what "signed in" means. */
export interface Session {
  token: string;
  isRecruiter: boolean;
  /** The company name for a recruiter, the person's name for a candidate. */
  name: string;
}

const listeners = new Set<() => void>();
let current: Session | null = readSession();

function readSession(): Session | null {
  const token = readStored(STORAGE_KEYS.refreshToken);
  if (!token) return null;
  const isRecruiter = readStored(STORAGE_KEYS.isRecruiter) === 'true';
  const name = readStored(isRecruiter ? STORAGE_KEYS.companyName : STORAGE_KEYS.candidateName) ?? '';
  return { token, isRecruiter, name };
}

function refresh(): void {
  current = readSession();
  for (const listener of listeners) listener();
}

// Signing in or out in another tab changes this tab's session too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === STORAGE_KEYS.refreshToken || event.key === STORAGE_KEYS.isRecruiter) {
      refresh();
    }
  });
}

export function getSession(): Session | null {
  return current;
}

export function startSession(session: Session): void {
  writeStored(STORAGE_KEYS.refreshToken, session.token);
  writeStored(STORAGE_KEYS.isRecruiter, String(session.isRecruiter));
  if (session.isRecruiter) {
    writeStored(STORAGE_KEYS.companyName, session.name);
    removeStored(STORAGE_KEYS.candidateName);
  } else {
    writeStored(STORAGE_KEYS.candidateName, session.name);
    removeStored(STORAGE_KEYS.companyName);
  }
  refresh();
}

export function endSession(): void {
  removeStored(
    STORAGE_KEYS.refreshToken,
    STORAGE_KEYS.isRecruiter,
    STORAGE_KEYS.candidateName,
    STORAGE_KEYS.companyName,
  );
  refresh();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The one way components read the session. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession);
}
