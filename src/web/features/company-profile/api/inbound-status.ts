import { useQuery } from '@tanstack/react-query';
import { inboundEndpoints } from '../../../../shared/inbound-endpoints';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Where the reading of the replies mailbox stands; asked again each minute while the page is open. */
export function useInboundStatus(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.inboundStatus(),
    queryFn: async () => (await call(inboundEndpoints.inboundStatus, {})).data,
    enabled,
    refetchInterval: 60_000,
  });
}
