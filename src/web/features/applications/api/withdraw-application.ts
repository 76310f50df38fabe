import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageAnswer } from '../../../../shared/api';
import type { WithdrawApplicationInput } from '../../../../shared/applications';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

interface WithdrawInput extends WithdrawApplicationInput {
  applicationId: string;
}

async function withdrawApplication({ applicationId, ...body }: WithdrawInput): Promise<void> {
  await apiRequest<MessageAnswer>(`/api/candidate/applications/${encodeURIComponent(applicationId)}/withdraw`, {
    method: 'POST',
    body,
  });
}

export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawApplication,
    onSuccess: async (_result, input) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.candidateApplication(input.applicationId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.candidateApplications() }),
      ]);
    },
  });
}
