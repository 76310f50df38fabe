import { useQuery } from '@tanstack/react-query';
import type { CandidateHistory } from '../../../../shared/candidate-history';
import { candidateHistoryEndpoints } from '../../../../shared/candidate-history-endpoints';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

async function getCandidateHistory(applicationId: string): Promise<CandidateHistory> {
  return (await call(candidateHistoryEndpoints.related, { params: { id: applicationId } })).data;
}

export function useCandidateHistory(applicationId: string) {
  return useQuery({
    queryKey: queryKeys.candidateHistory(applicationId),
    queryFn: () => getCandidateHistory(applicationId),
  });
}
