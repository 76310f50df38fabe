import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PrivacySettingsInput } from '../../../../shared/privacy';
import { privacyEndpoints } from '../../../../shared/privacy-endpoints';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function usePrivacySettings(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.privacySettings(),
    queryFn: async () => (await call(privacyEndpoints.settings, {})).data,
    enabled,
  });
}

export function useSavePrivacySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PrivacySettingsInput) => call(privacyEndpoints.saveSettings, { body: input }),
    onSuccess: ({ data }) => queryClient.setQueryData(queryKeys.privacySettings(), data),
  });
}
