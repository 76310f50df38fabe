import { Navigate, Outlet, useParams } from 'react-router';
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

export function CandidateOnly() {
  const session = useSession();
  return session && !session.isRecruiter ? <Outlet /> : <Navigate to={PATHS.home} replace />;
}

/**
 * Keeps the posting id of /apply/{id} before the sign-in guard can send a guest away, so that the
 * candidate comes back to it after signing in. Writing the same value again on re-render is harmless.
 */
export function RememberApplyPosting() {
  const { id } = useParams();
  if (id) rememberPendingApplyPosting(id);
  return <Outlet />;
}
