import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyProfileInput } from '../../../../shared/profiles';
import { profileEndpoints } from '../../../../shared/profiles-endpoints';
import { call } from '../../../lib/api-client';
import { companyProfileQuery } from '../../../lib/company-profile';

async function saveCompanyProfile(input: CompanyProfileInput): Promise<void> {
  await call(profileEndpoints.saveCompany, { body: input });
}

export function useSaveCompanyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCompanyProfile,
    // Profiles reload from the server after a successful save (specification, section 4).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyProfileQuery.queryKey }),
  });
}
