import { useQuery } from '@tanstack/react-query';
import { can, type Permission } from '../../shared/team';
import { companyProfileQuery } from './company-profile';
import { useSession } from './session';

/** The signed-in company member (id, name, role), from the company profile the top bar reads anyway. */
export function useMember() {
  const session = useSession();
  const { data } = useQuery({
    ...companyProfileQuery,
    enabled: Boolean(session?.isRecruiter),
    select: (profile) => profile.member,
  });
  return data;
}

/** Whether the signed-in member's role allows `permission`; undefined until the role is known. */
export function useCan(permission: Permission): boolean | undefined {
  const member = useMember();
  return member && can(member.role, permission);
}
