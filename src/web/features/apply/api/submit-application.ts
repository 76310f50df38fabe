import { useMutation, useQueryClient } from '@tanstack/react-query';
import { APPLICATION_MESSAGES } from '../../../../shared/applications';
import { type ApplicationSubmission } from '../../../../shared/application-submissions';
import { candidateApplicationEndpoints } from '../../../../shared/applications-endpoints';
import { ApiError, call } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';

async function submitApplication(application: ApplicationSubmission): Promise<string> {
  const answer = await call(candidateApplicationEndpoints.apply, { body: application });
  return answer.application_id;
}

/**
 * What the candidate is told when applying fails: the server's own words when it gave some, the generic
 * failure otherwise, and the error text of the specification when the request never got an answer.
 */
function applyFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return APPLICATION_MESSAGES.applyError;
  if (error.status === 0) return APPLICATION_MESSAGES.applyError;
  // The client words an answer without an `error` field itself; that is not the server's text.
  const clientWording = `The request failed (HTTP ${error.status}).`;
  return error.message && error.message !== clientWording ? error.message : APPLICATION_MESSAGES.applyFailed;
}

export function useSubmitApplication(postingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    onSuccess: () => {
      notify.success(APPLICATION_MESSAGES.applied);
      // The server removed the draft with the submission.
      queryClient.removeQueries({ queryKey: queryKeys.applicationDraft(postingId) });
      // A new application changes the applicant counts of the openings and the candidate's own list.
      void queryClient.invalidateQueries({ queryKey: queryKeys.recentPostings() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.candidateApplications() });
    },
    onError: (error) => notify.error(applyFailureMessage(error)),
  });
}
