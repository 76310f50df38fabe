import { useQuery } from '@tanstack/react-query';
import { activityEndpoints } from '../../../../shared/activity-endpoints';
import type { TimelineEvent } from '../../../../shared/notes';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

async function getTimeline(applicationId: string): Promise<TimelineEvent[]> {
  return (await call(activityEndpoints.timeline, { params: { id: applicationId } })).data;
}

export function useTimeline(applicationId: string) {
  return useQuery({ queryKey: queryKeys.timeline(applicationId), queryFn: () => getTimeline(applicationId) });
}
