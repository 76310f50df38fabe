import { useId, useState } from 'react';
import { NOTE_LIMITS, NOTE_TOASTS, NoteInputSchema, type Note } from '../../../../shared/notes';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { formatMoment } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { useTeamMembers } from '../../../lib/team-members';
import { useNotes } from '../api/get-notes';
import { useDeleteNote, useSaveNote } from '../api/save-note';
import { MentionField, type Mentionable } from './mention-field';

/** Everyone a note may mention that this screen knows of: the notes' authors, those they mention, and the reader. */

interface NoteFormProps {
  applicationId: string;
  members: readonly Mentionable[];
  /** The note to change; absent for a new one. */
  note?: Note;
  onDone?: () => void;
}

function NoteForm({ applicationId, members, note, onDone }: NoteFormProps) {
  const saveNote = useSaveNote();
  const [body, setBody] = useState(note?.body ?? '');
  const [picked, setPicked] = useState<Mentionable[]>(note?.mentions ?? []);
  const [error, setError] = useState('');

  async function submit() {
    // A mention counts while its '@Name' is still in the text.
    const mentions = picked.filter((member) => body.includes(`@${member.name}`)).map((member) => member.id);
    const parsed = NoteInputSchema.safeParse({ body, mentions });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '');
      return;
    }
    setError('');
    try {
      await saveNote.mutateAsync({ applicationId, noteId: note?.id, ...parsed.data });
      notify.success(note ? NOTE_TOASTS.saved : NOTE_TOASTS.added);
      setBody('');
      setPicked([]);
      onDone?.();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : '');
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="flex flex-col gap-3"
    >
      <MentionField
        label={note ? 'Edit note' : 'Add a note'}
        value={body}
        onChange={setBody}
        members={members}
        onMention={(member) => setPicked((current) => [...current.filter((each) => each.id !== member.id), member])}
        error={error}
        maxLength={NOTE_LIMITS.body}
      />
      <div className="flex justify-end gap-2">
        {onDone && note && (
          <Button variant="secondary" size="sm" onClick={onDone}>
            Cancel
          </Button>
        )}
        <Button type="submit" size="sm" loading={saveNote.isPending}>
          {note ? 'Save note' : 'Add note'}
        </Button>
      </div>
    </form>
  );
}

function NoteItem({ applicationId, note, members }: { applicationId: string; note: Note; members: Mentionable[] }) {
  const [editing, setEditing] = useState(false);
  const deleteNote = useDeleteNote();

  async function remove() {
    try {
      await deleteNote.mutateAsync({ applicationId, noteId: note.id });
      notify.success(NOTE_TOASTS.deleted);
    } catch (failure) {
      notify.error(failure instanceof Error ? failure.message : '');
    }
  }

  if (editing) {
    return (
      <li className="py-3">
        <NoteForm applicationId={applicationId} members={members} note={note} onDone={() => setEditing(false)} />
      </li>
    );
  }
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm font-semibold text-slate-900 dark:text-white">{note.author?.name ?? 'A former member'}</p>
        <time dateTime={note.created_at} className="text-xs text-slate-600 dark:text-slate-400">
          {formatMoment(note.created_at)}
          {note.updated_at !== note.created_at && ' (edited)'}
        </time>
      </div>
      <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-800 dark:text-slate-200">{note.body}</p>
      {note.mine && (
        <div className="mt-2 flex gap-2">
          <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
            Edit<span className="sr-only"> note</span>
          </Button>
          <Button variant="ghost" size="sm" loading={deleteNote.isPending} onClick={() => void remove()}>
            Delete<span className="sr-only"> note</span>
          </Button>
        </div>
      )}
    </li>
  );
}

/** The members' notes on an application, newest last, and a form to add one that may mention members. */
export function NotesPanel({ applicationId }: { applicationId: string }) {
  const headingId = useId();
  const notes = useNotes(applicationId);
  const members = useTeamMembers().data ?? [];
  return (
    <Card className="p-5 sm:p-6">
      <h3 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
        Notes
      </h3>
      {notes.data && notes.data.length > 0 ? (
        <ol aria-labelledby={headingId} className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
          {notes.data.map((note) => (
            <NoteItem key={note.id} applicationId={applicationId} note={note} members={members} />
          ))}
        </ol>
      ) : (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {notes.isPending ? 'Loading notes…' : 'No notes yet.'}
        </p>
      )}
      <div className="mt-4">
        <NoteForm applicationId={applicationId} members={members} />
      </div>
    </Card>
  );
}
