import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MemberSummary } from '../../shared/auth';
import { companyProfileQuery } from '../lib/company-profile';
import { rememberMember, useSession } from '../lib/session';

const sameMember = (one: MemberSummary, other: MemberSummary | null) =>
  other !== null && one.id === other.id && one.name === other.name && one.role === other.role;

/**
 * Keeps the member beside a company's session as the server describes them: the company profile names the signed-in
 * member, so that a session kept from before members learns who it is, and a role an Admin changed since is followed.
 * Rendered for a company's session only, and loaded apart: a guest's download carries no query of it.
 */
export function MemberSync() {
  const kept = useSession()?.member ?? null;
  const { data: current } = useQuery({ ...companyProfileQuery, select: (profile) => profile.member ?? null });

  useEffect(() => {
    if (current && !sameMember(current, kept)) rememberMember(current);
  }, [current, kept]);
  return null;
}
