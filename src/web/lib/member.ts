import type { MemberSummary } from '../../shared/auth';
import { can, type Permission } from '../../shared/roles';
import { useSession } from './session';

interface MemberAccess {
  /** The signed-in member of a company; null for a candidate or a guest, and while a kept session's is being read. */
  member: MemberSummary | null;
  /** True while the member of a session kept from before members is read from the server (see `MemberSync`). */
  pending: boolean;
  /** Whether the member's role allows `permission`; false for anyone else. The server decides all the same. */
  can: (permission: Permission) => boolean;
}

/** The one way screens ask what the signed-in member may do: the member kept beside the session says. */
export function useMember(): MemberAccess {
  const session = useSession();
  const member = session?.isRecruiter ? session.member : null;
  return {
    member,
    pending: session?.isRecruiter === true && member === null,
    can: (permission) => member !== null && can(member.role, permission),
  };
}
