import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { InterviewAnswerInputSchema } from '../../../../shared/interviews';
import { candidateInterviewEndpoints } from '../../../../shared/interviews-endpoints';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function useCandidateInterviews() {
  return useQuery({
    queryKey: queryKeys.candidateInterviews(),
    queryFn: async () => (await call(candidateInterviewEndpoints.listOwn, {})).data,
  });
}

function useInvalidateCandidateInterviews() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.candidateInterviews() });
}

export function useAnswerInterview() {
  const invalidate = useInvalidateCandidateInterviews();
  return useMutation({
    mutationFn: ({ interviewId, input }: { interviewId: string; input: z.input<typeof InterviewAnswerInputSchema> }) =>
      call(candidateInterviewEndpoints.answer, { params: { id: interviewId }, body: input }),
    onSuccess: invalidate,
  });
}

export function usePickSlot() {
  const invalidate = useInvalidateCandidateInterviews();
  return useMutation({
    mutationFn: ({ interviewId, slotId }: { interviewId: string; slotId: string }) =>
      call(candidateInterviewEndpoints.pickSlot, { params: { id: interviewId }, body: { slot_id: slotId } }),
    // A slot someone else took is gone: the list says so when read again.
    onSettled: invalidate,
  });
}
