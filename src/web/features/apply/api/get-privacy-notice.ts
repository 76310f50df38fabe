import { useQuery } from '@tanstack/react-query';
import { privacyEndpoints } from '../../../../shared/privacy-endpoints';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The notice of the posting's company, read afresh on each visit: the application records the version shown. */
export function usePrivacyNotice(postingId: string) {
  return useQuery({
    queryKey: queryKeys.privacyNotice(postingId),
    queryFn: async () => (await call(privacyEndpoints.postingNotice, { params: { id: postingId } })).data,
    staleTime: 0,
  });
}
