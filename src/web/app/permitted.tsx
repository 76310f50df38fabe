import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import type { Permission } from '../../shared/team';
import { PATHS } from '../lib/paths';
import { useCan } from '../lib/use-member';

// Loaded as its own chunk: the roles' table and the schemas beside it in shared/team.ts stay out of /login's JavaScript.

/** A company screen for the roles that may do `permission`; others go to /. Nothing shows while the role loads. */
export function RequirePermission({ permission }: { permission: Permission }) {
  const allowed = useCan(permission);
  if (allowed === undefined) return null;
  return allowed ? <Outlet /> : <Navigate to={PATHS.home} replace />;
}

/** What only the roles that may do `permission` see, such as a side menu link. */
export function Permitted({ permission, children }: { permission: Permission; children: ReactNode }) {
  return useCan(permission) ? children : null;
}
