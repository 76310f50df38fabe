import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageAnswer } from '../../../../shared/api';
import type { OfferAnswerInput } from '../../../../shared/applications';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

interface AnswerOfferInput extends OfferAnswerInput {
  applicationId: string;
}

async function answerOffer({ applicationId, ...body }: AnswerOfferInput): Promise<void> {
  await apiRequest<MessageAnswer>(`/api/candidate/applications/${encodeURIComponent(applicationId)}/offer-answer`, {
    method: 'POST',
    body,
  });
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
