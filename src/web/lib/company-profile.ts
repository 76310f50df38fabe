import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyProfile } from '../../shared/profiles';
import { profileEndpoints } from '../../shared/profiles-endpoints';
import { call } from './api-client';
import { queryKeys } from './query-keys';

async function getCompanyProfile(): Promise<CompanyProfile> {
  const response = await call(profileEndpoints.company, {});
  return response.data;
}

/**
 * The recruiter's company profile. It lives in lib because two places read it: the company profile screen
 * and the top bar's avatar; saving the profile invalidates this key, so both follow.
 */
export const companyProfileQuery = queryOptions({
  queryKey: queryKeys.companyProfile(),
  queryFn: getCompanyProfile,
});

/** The company picture's URL for the top bar, or null for the default logo (also while loading or on failure). */
export function useCompanyPicture(enabled: boolean): string | null {
  const { data } = useQuery({ ...companyProfileQuery, enabled, select: (profile) => profile.profile_pic });
  return data ?? null;
}
