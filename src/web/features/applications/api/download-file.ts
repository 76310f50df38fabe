import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A stored file (resume, offer) behind an authorized route; a URL always names the same bytes. */
export const fileQuery = (url: string) =>
  queryOptions({
    queryKey: queryKeys.file(url),
    queryFn: ({ signal }) => apiDownload(url, signal),
    staleTime: Infinity,
    // Resumes are large: drop them from memory soon after the viewer closes.
    gcTime: 60_000,
  });

export function useFile(url: string | null, enabled: boolean) {
  return useQuery({ ...fileQuery(url ?? ''), enabled: enabled && Boolean(url) });
}
