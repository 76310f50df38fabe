import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationDraft } from '../../../../shared/application-drafts';
import { candidateApplicationEndpoints } from '../../../../shared/applications-endpoints';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

async function getApplicationDraft(postingId: string): Promise<ApplicationDraft | null> {
  const answer = await call(candidateApplicationEndpoints.draft, { params: { posting_id: postingId } });
  return answer.data;
}

/** What the candidate typed for this posting before, on this device or another; without it the wizard starts fresh. */
const applicationDraftQueryOptions = (postingId: string) =>
  queryOptions({
    queryKey: queryKeys.applicationDraft(postingId),
    queryFn: () => getApplicationDraft(postingId),
    retry: false,
    // The wizard reads the draft once, when it opens: later answers are its own saves coming back.
    staleTime: Infinity,
  });

export function useApplicationDraft(postingId: string) {
  return useQuery(applicationDraftQueryOptions(postingId));
}
