import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { InterviewInputSchema, NewInterviewInputSchema } from '../../../../shared/interviews';
import { interviewEndpoints } from '../../../../shared/interviews-endpoints';
import { call } from '../../../lib/api-client';
import { invalidate, queryKeys, touchedByMove } from '../../../lib/query-keys';

export function useApplicationInterviews(applicationId: string) {
  return useQuery({
    queryKey: queryKeys.interviews(applicationId),
    queryFn: async () => (await call(interviewEndpoints.listOfApplication, { params: { id: applicationId } })).data,
  });
}

/** An interview shows on its application, its timeline, the members' own lists and, when it moved it, the boards. */
function useInvalidateInterviews() {
  const queryClient = useQueryClient();
  return (applicationId: string, moved = false) =>
    invalidate(queryClient, [
      ...(moved ? touchedByMove([applicationId]) : [queryKeys.application(applicationId)]),
      queryKeys.myInterviews(),
    ]);
}

interface ScheduleInterview {
  applicationId: string;
  input: z.input<typeof NewInterviewInputSchema>;
}

export function useScheduleInterview() {
  const invalidate = useInvalidateInterviews();
  return useMutation({
    mutationFn: ({ applicationId, input }: ScheduleInterview) =>
      call(interviewEndpoints.schedule, { params: { id: applicationId }, body: input }),
    onSuccess: (_answer, { applicationId, input }) => invalidate(applicationId, input.move_to_interview === true),
  });
}

interface UpdateInterview {
  applicationId: string;
  interviewId: string;
  input: z.input<typeof InterviewInputSchema>;
}

export function useUpdateInterview() {
  const invalidate = useInvalidateInterviews();
  return useMutation({
    mutationFn: ({ interviewId, input }: UpdateInterview) =>
      call(interviewEndpoints.update, { params: { id: interviewId }, body: input }),
    onSuccess: (_answer, { applicationId }) => invalidate(applicationId),
  });
}

export function useCancelInterview() {
  const invalidate = useInvalidateInterviews();
  return useMutation({
    mutationFn: ({ interviewId }: { applicationId: string; interviewId: string }) =>
      call(interviewEndpoints.cancel, { params: { id: interviewId } }),
    onSuccess: (_answer, { applicationId }) => invalidate(applicationId),
  });
}
