import type { ReactNode } from 'react';
import { Navigate, Outlet, useParams, useSearchParams } from 'react-router';
import { sourceOfQuery } from '../../shared/sources';
import type { Permission } from '../../shared/roles';
import { useMember } from '../lib/member';
import { applyPath, PATHS } from '../lib/paths';
import { peekPendingApplyPosting, rememberPendingApplyPosting } from '../lib/pending-apply';
import { useSession, type Session } from '../lib/session';

/** Where a signed-in person lands when they open a guest screen, right after signing in above all. */
function homeFor(session: Session): string {
  const pendingPostingId = session.isRecruiter ? null : peekPendingApplyPosting();
  return pendingPostingId ? applyPath(pendingPostingId) : PATHS.home;
}

export function RequireAuth() {
  const session = useSession();
  return session ? <Outlet /> : <Navigate to={PATHS.login} replace />;
}

export function GuestOnly() {
  const session = useSession();
  return session ? <Navigate to={homeFor(session)} replace /> : <Outlet />;
}

export function RecruiterOnly() {
  const session = useSession();
  return session?.isRecruiter ? <Outlet /> : <Navigate to={PATHS.home} replace />;
}

/** A company screen that only some roles may use: the others go home instead of meeting a refusal there. */
export function MemberMay({ permission }: { permission: Permission }) {
  const { can, pending } = useMember();
  if (pending) return null;
  return can(permission) ? <Outlet /> : <Navigate to={PATHS.home} replace />;
}

export function CandidateOnly() {
  const session = useSession();
  return session && !session.isRecruiter ? <Outlet /> : <Navigate to={PATHS.home} replace />;
}

/**
 * Keeps the posting id of /apply/{id}, and the source its link named, before the sign-in guard can send a guest
 * away, so that the candidate comes back to it after signing in and applies with that source. Writing the same
 * values again on re-render is harmless.
 */
export function RememberApplyPosting() {
  const { id } = useParams();
  const [params] = useSearchParams();
  if (id) rememberPendingApplyPosting(id, sourceOfQuery(Object.fromEntries(params)));
  return <Outlet />;
}

/**
 * /apply/{id} by who opens it: a candidate applies as they always have, someone signed out applies without an account
 * (or, for a job asking the full form, signs in first), and a company's member goes home.
 */
export function ApplyAs({ candidate, guest }: { candidate: ReactNode; guest: ReactNode }) {
  const session = useSession();
  if (!session) return guest;
  return session.isRecruiter ? <Navigate to={PATHS.home} replace /> : candidate;
}
