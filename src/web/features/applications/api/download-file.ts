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

/** Saves a downloaded file under `name` through a temporary link. */
export function saveFile(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL is no longer needed after this turn.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
