import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activityEndpoints } from '../../../../shared/activity-endpoints';
import type { NoteInput } from '../../../../shared/notes';
import { call } from '../../../lib/api-client';
import { invalidate, queryKeys } from '../../../lib/query-keys';

interface SaveNote extends NoteInput {
  applicationId: string;
  /** Absent for a new note. */
  noteId?: string;
}

async function saveNote({ applicationId, noteId, ...input }: SaveNote): Promise<void> {
  if (noteId) await call(activityEndpoints.editNote, { params: { id: applicationId, note_id: noteId }, body: input });
  else await call(activityEndpoints.addNote, { params: { id: applicationId }, body: input });
}

async function deleteNote({ applicationId, noteId }: { applicationId: string; noteId: string }): Promise<void> {
  await call(activityEndpoints.removeNote, { params: { id: applicationId, note_id: noteId } });
}

/** A note is part of the application's timeline too: both are read again after a change. */
function useInvalidateNotes() {
  const queryClient = useQueryClient();
  return (applicationId: string) =>
    invalidate(queryClient, [queryKeys.notes(applicationId), queryKeys.timeline(applicationId)]);
}

export function useSaveNote() {
  const invalidate = useInvalidateNotes();
  return useMutation({ mutationFn: saveNote, onSuccess: (_answer, input) => invalidate(input.applicationId) });
}

export function useDeleteNote() {
  const invalidate = useInvalidateNotes();
  return useMutation({ mutationFn: deleteNote, onSuccess: (_answer, input) => invalidate(input.applicationId) });
}
