import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PostingCard } from '../../../../shared/postings';
import { postingEndpoints } from '../../../../shared/postings-endpoints';
import { searchEndpoints } from '../../../../shared/search-endpoints';
import type { SearchQuery } from '../../../../shared/search';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { stagesQuery } from '../../../lib/stages';

/** The applications matching a search, one page; nothing is asked while the search is empty. */
export function useSearchApplications(query: SearchQuery) {
  return useQuery({
    queryKey: queryKeys.search(query),
    queryFn: async ({ signal }) => call(searchEndpoints.search, { query }, { signal }),
    enabled: query.q.trim() !== '',
    // The results stay while a changed filter's results load.
    placeholderData: keepPreviousData,
  });
}

/** The company's postings, for the posting filter: the same read as the postings screen's. */
export function useSearchPostings() {
  return useQuery({
    queryKey: queryKeys.postingList(),
    queryFn: async () => (await call(postingEndpoints.list, {})).data as PostingCard[],
  });
}

/** The stages a job's applications are in, for the stage filter once a job is chosen: every job has the company's. */
export function useSearchStages(enabled: boolean) {
  return useQuery({ ...stagesQuery, enabled });
}
