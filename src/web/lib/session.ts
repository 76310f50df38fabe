import { useSyncExternalStore } from 'react';
import { type MemberSummary, MemberSummarySchema } from '../../shared/auth';
import { readStored, removeStored, STORAGE_KEYS, writeStored } from './storage';

/** The signed-in person, as kept in browser storage. The token's presence is what "signed in" means. */
export interface Session {
  token: string;
  isRecruiter: boolean;
  /** The company name for a recruiter, the person's name for a candidate. */
  name: string;
  /** For a company's member: who they are and their role; null for a candidate, and for a session kept before. */
  member: MemberSummary | null;
}

const listeners = new Set<() => void>();
let current: Session | null = readSession();

function readMember(): MemberSummary | null {
  const stored = readStored(STORAGE_KEYS.member);
  if (!stored) return null;
  try {
    return MemberSummarySchema.safeParse(JSON.parse(stored)).data ?? null;
  } catch {
    return null;
  }
}

function readSession(): Session | null {
  const token = readStored(STORAGE_KEYS.refreshToken);
  if (!token) return null;
  const isRecruiter = readStored(STORAGE_KEYS.isRecruiter) === 'true';
  const name = readStored(isRecruiter ? STORAGE_KEYS.companyName : STORAGE_KEYS.candidateName) ?? '';
  return { token, isRecruiter, name, member: isRecruiter ? readMember() : null };
}

function refresh(): void {
  current = readSession();
  for (const listener of listeners) listener();
}

const SESSION_KEYS: readonly string[] = [STORAGE_KEYS.refreshToken, STORAGE_KEYS.isRecruiter, STORAGE_KEYS.member];

// Signing in or out in another tab changes this tab's session too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || SESSION_KEYS.includes(event.key)) refresh();
  });
}

export function getSession(): Session | null {
  return current;
}

function writeMember(member: MemberSummary | null): void {
  if (member) writeStored(STORAGE_KEYS.member, JSON.stringify(member));
  else removeStored(STORAGE_KEYS.member);
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
  writeMember(session.member);
  refresh();
}

/** Keeps the member as the server last described them: a session from before members, or a role changed since. */
export function rememberMember(member: MemberSummary): void {
  writeMember(member);
  refresh();
}

export function endSession(): void {
  removeStored(
    STORAGE_KEYS.refreshToken,
    STORAGE_KEYS.isRecruiter,
    STORAGE_KEYS.candidateName,
    STORAGE_KEYS.companyName,
    STORAGE_KEYS.member,
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
