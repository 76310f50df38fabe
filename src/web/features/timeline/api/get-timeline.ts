import { useQuery } from '@tanstack/react-query';
import type { TimelineAnswer, TimelineEvent } from '../../../../shared/notes';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

async function getTimeline(applicationId: string): Promise<TimelineEvent[]> {
  return (await apiRequest<TimelineAnswer>(`/api/applications/${encodeURIComponent(applicationId)}/timeline/`)).data;
}

export function useTimeline(applicationId: string) {
  return useQuery({ queryKey: queryKeys.timeline(applicationId), queryFn: () => getTimeline(applicationId) });
}
