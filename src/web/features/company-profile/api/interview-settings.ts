import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { interviewSettingsEndpoints } from '../../../../shared/interviews-endpoints';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function useInterviewSettings(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.interviewSettings(),
    queryFn: async () => (await call(interviewSettingsEndpoints.settings, {})).data,
    enabled,
  });
}

export function useSaveInterviewSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shown: boolean) =>
      call(interviewSettingsEndpoints.saveSettings, { body: { interviewer_emails_to_candidates: shown } }),
    onSuccess: ({ data }) => queryClient.setQueryData(queryKeys.interviewSettings(), data),
  });
}
