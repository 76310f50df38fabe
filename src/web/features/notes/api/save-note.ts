import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NoteInput } from '../../../../shared/notes';
import { apiRequest } from '../../../lib/api-client';
import { notesPath } from './get-notes';
import { invalidate, queryKeys } from '../../../lib/query-keys';

interface SaveNote extends NoteInput {
  applicationId: string;
  /** Absent for a new note. */
  noteId?: string;
}

async function saveNote({ applicationId, noteId, ...input }: SaveNote): Promise<void> {
  const path = noteId ? `${notesPath(applicationId)}${encodeURIComponent(noteId)}/` : notesPath(applicationId);
  await apiRequest(path, { method: noteId ? 'PUT' : 'POST', body: input });
}

async function deleteNote({ applicationId, noteId }: { applicationId: string; noteId: string }): Promise<void> {
  await apiRequest(`${notesPath(applicationId)}${encodeURIComponent(noteId)}/`, { method: 'DELETE' });
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
