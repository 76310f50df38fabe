import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityEndpoints } from '../../shared/activity-endpoints.js';
import { NOTE_MESSAGES } from '../../shared/notes.js';
import { APPLICATION_NOT_FOUND } from '../../shared/applications.js';
import type { Guards } from '../auth/index.js';
import { memberOf } from '../auth/index.js';
import { serveEndpoints } from '../http/endpoints.js';
import { findOr404, found, isUuid } from '../http/ids.js';
import type { NoteService } from './notes-service.js';
import type { TimelineService } from './timeline-service.js';

interface ActivityRoutesOptions {
  guards: Guards;
  notes: NoteService;
  timeline: TimelineService;
}

/** What the company's members say and do about an application: its notes and its timeline. */
export const activityRoutes: FastifyPluginAsyncZod<ActivityRoutesOptions> = async (
  app,
  { guards, notes, timeline },
) => {
  serveEndpoints(app, guards, activityEndpoints, {
    async notes(request) {
      const member = memberOf(request);
      const data = await findOr404(request.params.id, APPLICATION_NOT_FOUND, (id) => notes.list(member, id));
      return { status: 200 as const, data };
    },

    async addNote(request, reply) {
      const member = memberOf(request);
      const data = await findOr404(request.params.id, APPLICATION_NOT_FOUND, (id) =>
        notes.create(member, id, request.body),
      );
      return reply.code(201).send({ status: 201 as const, data });
    },

    async editNote(request) {
      const { id, note_id: noteId } = request.params;
      const member = memberOf(request);
      const data = found(
        isUuid(id) && isUuid(noteId) ? await notes.update(member, id, noteId, request.body) : undefined,
        NOTE_MESSAGES.notFound,
      );
      return { status: 200 as const, data };
    },

    async removeNote(request) {
      const { id, note_id: noteId } = request.params;
      const member = memberOf(request);
      found(isUuid(id) && isUuid(noteId) ? await notes.remove(member, id, noteId) : undefined, NOTE_MESSAGES.notFound);
      return { status: 200 as const, message: 'Note deleted.' };
    },

    async timeline(request) {
      const member = memberOf(request);
      const data = await findOr404(request.params.id, APPLICATION_NOT_FOUND, (id) => timeline.timeline(member, id));
      return { status: 200 as const, data };
    },
  });
};
