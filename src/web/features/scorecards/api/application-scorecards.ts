import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { interviewEndpoints } from '../../../../shared/interviews-endpoints';
import type { MyScorecardInput } from '../../../../shared/scorecards';
import { scorecardEndpoints } from '../../../../shared/scorecards-endpoints';
import { call } from '../../../lib/api-client';
import { invalidate, queryKeys } from '../../../lib/query-keys';

export function useApplicationScorecards(applicationId: string) {
  return useQuery({
    queryKey: queryKeys.scorecards(applicationId),
    queryFn: async () => (await call(scorecardEndpoints.ofApplication, { params: { id: applicationId } })).data,
  });
}

interface SaveMine {
  applicationId: string;
  input: MyScorecardInput;
}

/** Saves the member's own scorecard; once in, it shows on the application, its timeline and the board's count. */
export function useSaveMyScorecard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId, input }: SaveMine) =>
      call(scorecardEndpoints.saveMine, { params: { id: applicationId }, body: input }),
    onSuccess: (answer, { applicationId }) =>
      invalidate(
        queryClient,
        answer.data.status === 'draft'
          ? [queryKeys.scorecards(applicationId)]
          : [queryKeys.application(applicationId), queryKeys.boards()],
      ),
  });
}

/** The application's interviews, to name the one a new scorecard is about. */
export function useInterviewsToScore(applicationId: string) {
  return useQuery({
    queryKey: queryKeys.interviews(applicationId),
    queryFn: async () => (await call(interviewEndpoints.listOfApplication, { params: { id: applicationId } })).data,
  });
}
