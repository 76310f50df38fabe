import { useQuery } from '@tanstack/react-query';
import { candidateMessagesEndpoints, messagesEndpoints } from '../../../../shared/messages-endpoints';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The thread as the team reads it, with whether the candidate's address bounces and whether replies come back. */
export function useMessages(applicationId: string) {
  return useQuery({
    queryKey: queryKeys.messages(applicationId),
    queryFn: () => call(messagesEndpoints.messages, { params: { id: applicationId } }),
  });
}

/** The same thread as the candidate reads it in the portal. */
export function useCandidateMessages(applicationId: string) {
  return useQuery({
    queryKey: queryKeys.candidateMessages(applicationId),
    queryFn: async () =>
      (await call(candidateMessagesEndpoints.candidateMessages, { params: { id: applicationId } })).data,
  });
}
