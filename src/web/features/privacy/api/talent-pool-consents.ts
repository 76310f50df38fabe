import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { candidatePrivacyEndpoints, privacyEndpoints } from '../../../../shared/privacy-endpoints';
import { call } from '../../../lib/api-client';
import { invalidate, queryKeys } from '../../../lib/query-keys';

export function useTalentPoolConsents() {
  return useQuery({
    queryKey: queryKeys.talentPoolConsents(),
    queryFn: async () => (await call(candidatePrivacyEndpoints.ownConsents, {})).data,
  });
}

export function useWithdrawConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (applicationId: string) =>
      call(candidatePrivacyEndpoints.withdrawConsent, { params: { id: applicationId } }),
    onSuccess: (_answer, applicationId) =>
      invalidate(queryClient, [queryKeys.talentPoolConsents(), queryKeys.applicationPrivacy(applicationId)]),
  });
}

/** What a member reads of an application's notice and consent. */
export function useApplicationPrivacy(applicationId: string) {
  return useQuery({
    queryKey: queryKeys.applicationPrivacy(applicationId),
    queryFn: async () => (await call(privacyEndpoints.applicationPrivacy, { params: { id: applicationId } })).data,
  });
}
