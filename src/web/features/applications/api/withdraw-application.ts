import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WithdrawApplicationInput } from '../../../../shared/applications';
import { candidateApplicationEndpoints } from '../../../../shared/applications-endpoints';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

interface WithdrawInput extends WithdrawApplicationInput {
  applicationId: string;
}

async function withdrawApplication({ applicationId, ...body }: WithdrawInput): Promise<void> {
  await call(candidateApplicationEndpoints.withdraw, { params: { id: applicationId }, body });
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
