import { useQuery } from '@tanstack/react-query';
import type { Note, NotesAnswer } from '../../../../shared/notes';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const notesPath = (applicationId: string): string =>
  `/api/applications/${encodeURIComponent(applicationId)}/notes/`;

async function getNotes(applicationId: string): Promise<Note[]> {
  return (await apiRequest<NotesAnswer>(notesPath(applicationId))).data;
}

export function useNotes(applicationId: string) {
  return useQuery({ queryKey: queryKeys.notes(applicationId), queryFn: () => getNotes(applicationId) });
}
