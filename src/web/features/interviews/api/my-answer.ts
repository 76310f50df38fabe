import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InterviewerAnswer } from '../../../../shared/interviews';
import { interviewEndpoints } from '../../../../shared/interviews-endpoints';
import { call } from '../../../lib/api-client';
import { invalidate, queryKeys } from '../../../lib/query-keys';

interface AnswerMine {
  applicationId: string;
  interviewId: string;
  answer: Exclude<InterviewerAnswer, 'pending'>;
}

/** The member answers their own invitation: it shows on the application, its timeline and their own lists. */
export function useAnswerMine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ interviewId, answer }: AnswerMine) =>
      call(interviewEndpoints.answerMine, { params: { id: interviewId }, body: { answer } }),
    onSuccess: (_answer, { applicationId }) =>
      invalidate(queryClient, [queryKeys.application(applicationId), queryKeys.myInterviews()]),
  });
}
