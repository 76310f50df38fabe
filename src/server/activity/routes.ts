import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageAnswerSchema } from '../../shared/api.js';
import {
  CreatedNoteAnswerSchema,
  NOTE_MESSAGES,
  NoteAnswerSchema,
  NoteInputSchema,
  NoteParamsSchema,
  NotesAnswerSchema,
  TimelineAnswerSchema,
} from '../../shared/notes.js';
import { IdParamsSchema } from '../../shared/team.js';
import { APPLICATION_NOT_FOUND } from '../applications/service.js';
import type { Guards } from '../auth/guard.js';
import { memberOf } from '../auth/guard.js';
import { findOr404, found, isUuid } from '../http/ids.js';
import type { NoteService } from './notes-service.js';
import type { TimelineService } from './timeline-service.js';

interface ActivityRoutesOptions {
  guards: Guards;
  notes: NoteService;
  timeline: TimelineService;
  onMailQueued: () => void;
}

/** What the company's members say and do about an application: its notes and its timeline. */
export const activityRoutes: FastifyPluginAsyncZod<ActivityRoutesOptions> = async (
  app,
  { guards, notes, timeline, onMailQueued },
) => {
  // Every member who may read an application reads and writes notes on it, Interviewers included.
  const reader = guards.allowed('readApplications');

  app.get(
    '/api/applications/:id/notes/',
    { ...reader, schema: { params: IdParamsSchema, response: { 200: NotesAnswerSchema } } },
    async (request) => {
      const member = memberOf(request);
      const data = await findOr404(request.params.id, APPLICATION_NOT_FOUND, (id) => notes.list(member, id));
      return { status: 200 as const, data };
    },
  );

  app.post(
    '/api/applications/:id/notes/',
    {
      ...reader,
      schema: { params: IdParamsSchema, body: NoteInputSchema, response: { 201: CreatedNoteAnswerSchema } },
    },
    async (request, reply) => {
      const member = memberOf(request);
      const data = await findOr404(request.params.id, APPLICATION_NOT_FOUND, (id) =>
        notes.create(member, id, request.body),
      );
      onMailQueued();
      return reply.code(201).send({ status: 201 as const, data });
    },
  );

  app.put(
    '/api/applications/:id/notes/:note_id/',
    { ...reader, schema: { params: NoteParamsSchema, body: NoteInputSchema, response: { 200: NoteAnswerSchema } } },
    async (request) => {
      const { id, note_id: noteId } = request.params;
      const member = memberOf(request);
      const data = found(
        isUuid(id) && isUuid(noteId) ? await notes.update(member, id, noteId, request.body) : undefined,
        NOTE_MESSAGES.notFound,
      );
      onMailQueued();
      return { status: 200 as const, data };
    },
  );

  app.delete(
    '/api/applications/:id/notes/:note_id/',
    { ...reader, schema: { params: NoteParamsSchema, response: { 200: MessageAnswerSchema } } },
    async (request) => {
      const { id, note_id: noteId } = request.params;
      const member = memberOf(request);
      found(isUuid(id) && isUuid(noteId) ? await notes.remove(member, id, noteId) : undefined, NOTE_MESSAGES.notFound);
      return { status: 200 as const, message: 'Note deleted.' };
    },
  );

  app.get(
    '/api/applications/:id/timeline/',
    { ...reader, schema: { params: IdParamsSchema, response: { 200: TimelineAnswerSchema } } },
    async (request) => {
      const member = memberOf(request);
      const data = await findOr404(request.params.id, APPLICATION_NOT_FOUND, (id) => timeline.timeline(member, id));
      return { status: 200 as const, data };
    },
  );
};
