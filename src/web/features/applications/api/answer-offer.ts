import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OfferAnswerInput } from '../../../../shared/offers';
import { candidateApplicationEndpoints } from '../../../../shared/applications-endpoints';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

interface AnswerOfferInput extends OfferAnswerInput {
  applicationId: string;
}

async function answerOffer({ applicationId, ...body }: AnswerOfferInput): Promise<void> {
  await call(candidateApplicationEndpoints.answerOffer, { params: { id: applicationId }, body });
}

export function useAnswerOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerOffer,
    onSuccess: async (_result, input) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.candidateApplication(input.applicationId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.candidateApplications() }),
      ]);
    },
  });
}
