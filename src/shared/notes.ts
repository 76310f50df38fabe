import { z } from 'zod';
import { RATINGS } from './scorecards.js';
import { answerOf } from './api.js';
import { APPLICATION_STATUSES } from './applications.js';
import { MESSAGE_KINDS } from './messages.js';
import { multiLineText } from './text.js';

// Members' notes on an application, with mentions, and the application's timeline.

export const NOTE_LIMITS = { body: 5000, mentions: 20 } as const;

export const NOTE_MESSAGES = {
  notFound: 'No such note.',
  notAuthor: 'Only its author can change or delete a note.',
  mentionOutside: 'Mention members of your company only.',
} as const;

export const NOTE_TOASTS = { added: 'Note added.', saved: 'Note saved.', deleted: 'Note deleted.' } as const;

export const NoteInputSchema = z.object({
  body: multiLineText({ error: 'Write the note.' })
    .trim()
    .min(1, 'Write the note.')
    .max(NOTE_LIMITS.body, `A note must be at most ${NOTE_LIMITS.body} characters.`),
  /** The members the note mentions (`@Name` in its text), each e-mailed a link if they may see the application. */
  mentions: z
    .array(z.uuid({ error: NOTE_MESSAGES.mentionOutside }))
    .max(NOTE_LIMITS.mentions)
    .default([])
    .transform((ids) => [...new Set(ids)]),
});
export type NoteInput = z.infer<typeof NoteInputSchema>;

export const NoteParamsSchema = z.object({ id: z.string().max(100), note_id: z.string().max(100) });

export const NoteSchema = z.object({
  id: z.string(),
  body: z.string(),
  author: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Whether the caller wrote it: only its author edits or deletes it. */
  mine: z.boolean(),
  mentions: z.array(z.object({ id: z.string(), name: z.string() })),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Note = z.infer<typeof NoteSchema>;

export const NotesAnswerSchema = answerOf({ data: z.array(NoteSchema) });
export const NoteAnswerSchema = answerOf({ data: NoteSchema });
export const CreatedNoteAnswerSchema = answerOf({ data: NoteSchema }, 201);

/** One event of an application's life, oldest first in its timeline. */
export const TimelineEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('submitted'), at: z.string() }),
  z.object({
    kind: z.literal('moved'),
    at: z.string(),
    by: z.string().nullable(),
    by_candidate: z.boolean(),
    /** The question whose knock-out answer made the move by itself, with no member behind it; else null. */
    knockout_question: z.string().nullable(),
    from_status: z.enum(APPLICATION_STATUSES).nullable(),
    to_status: z.enum(APPLICATION_STATUSES),
    from_stage: z.string().nullable(),
    to_stage: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('email'),
    at: z.string(),
    by: z.string().nullable(),
    subject: z.string(),
    delivery: z.enum(['pending', 'sent', 'failed']),
    /** When a pending stage e-mail goes out. */
    due_at: z.string().nullable(),
  }),
  z.object({ kind: z.literal('note'), at: z.string(), by: z.string().nullable(), body: z.string() }),
  z.object({ kind: z.literal('withdrawn'), at: z.string(), reason: z.string().nullable() }),
  z.object({
    kind: z.literal('scorecard'),
    at: z.string(),
    by: z.string(),
    action: z.enum(['submitted', 'changed', 'locked']),
    /** Absent for a reader the company's rule keeps from the others' scorecards. */
    recommendation: z.enum(RATINGS).nullable().optional(),
  }),
  /** A message from the candidate (or on their behalf) that came into the application's thread. */
  z.object({
    kind: z.literal('message'),
    at: z.string(),
    /** Who wrote it, as the message names its sender. */
    by: z.string(),
    subject: z.string(),
    /** Its first words, without the history it quotes. */
    excerpt: z.string(),
    message_kind: z.enum(MESSAGE_KINDS),
    via_portal: z.boolean(),
  }),
]);
export type TimelineEvent = z.infer<typeof TimelineEventSchema>;

export const TimelineAnswerSchema = answerOf({ data: z.array(TimelineEventSchema) });
