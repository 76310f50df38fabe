import { useQuery } from '@tanstack/react-query';
import { activityEndpoints } from '../../../../shared/activity-endpoints';
import type { Note } from '../../../../shared/notes';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

async function getNotes(applicationId: string): Promise<Note[]> {
  return (await call(activityEndpoints.notes, { params: { id: applicationId } })).data;
}

export function useNotes(applicationId: string) {
  return useQuery({ queryKey: queryKeys.notes(applicationId), queryFn: () => getNotes(applicationId) });
}
