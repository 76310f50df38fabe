import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PIPELINE_TOASTS } from '../../shared/pipeline.js';
import { pipelineEndpoints } from '../../shared/pipeline-endpoints.js';
import { POSTING_MESSAGES } from '../../shared/posting-form.js';
import { APPLICATION_NOT_FOUND } from '../../shared/applications.js';
import type { Guards } from '../auth/index.js';
import { memberOf } from '../auth/index.js';
import { serveEndpoints } from '../http/endpoints.js';
import { found } from '../http/ids.js';
import { KeptAnswers } from '../http/kept-answers.js';
import { TEMPLATE_MESSAGES } from '../../shared/templates.js';
import { HttpError } from '../http/errors.js';
import type { TemplateService } from '../templates/index.js';
import { moveEach } from './bulk.js';
import type { MoveService } from './moves.js';
import type { PipelineService } from './service.js';

/** Room for about 150 boards of a thousand applicants with their compressed copies. */
const BOARDS_KEPT_BYTES = 16 * 1024 * 1024;

interface PipelineRoutesOptions {
  guards: Guards;
  pipeline: PipelineService;
  moves: MoveService;
  templates: TemplateService;
}

export const pipelineRoutes: FastifyPluginAsyncZod<PipelineRoutesOptions> = async (
  app,
  { guards, pipeline, moves, templates },
) => {
  // Boards are read far more often than they change: each member opens one many times, and the web app asks again
  // whenever its window regains focus. A few hundred of them are kept.
  const boards = new KeptAnswers(BOARDS_KEPT_BYTES);

  serveEndpoints(
    app,
    guards,
    pipelineEndpoints,
    {
      async stages(request) {
        const { stages, emailDelayMinutes } = await pipeline.stages(memberOf(request).companyId);
        return { status: 200 as const, data: stages, email_delay_minutes: emailDelayMinutes };
      },

      async saveStages(request) {
        const { stages, emailDelayMinutes } = await pipeline.save(memberOf(request), request.body);
        return { status: 200 as const, data: stages, email_delay_minutes: emailDelayMinutes };
      },

      async board(request, reply) {
        const { posting_id: postingId, stage_id: stageId, offset } = request.query;
        if (stageId === undefined && offset === undefined) {
          const { tag, kept, readBoard } = await guards.read(request, 'readApplications', async (key) => ({
            ...(await pipeline.boardTag(key, postingId)),
            // Read only when the kept board is out of date, with the session already admitted here.
            readBoard: () => pipeline.board(key, postingId),
          }));
          if (tag === undefined) throw new HttpError(404, POSTING_MESSAGES.notFound);
          return boards.send(request, reply, kept!, tag, async () => {
            const board = await readBoard();
            // Deleted, or taken off the caller's sight, since its tag was read.
            if (!board.posting || !board.tag) throw new HttpError(404, POSTING_MESSAGES.notFound);
            return { tag: board.tag, answer: { status: 200 as const, posting: board.posting, data: board.columns } };
          });
        }
        const board = await guards.read(request, 'readApplications', (key) =>
          pipeline.board(key, postingId, { stageId, offset }),
        );
        // No column read: the caller was admitted on their own (`guards.read`); the posting is there for them and
        // has no such stage, or they may not see it.
        const posting = board.posting ?? (await pipeline.seenPosting(memberOf(request), postingId));
        if (!posting) throw new HttpError(404, POSTING_MESSAGES.notFound);
        return { status: 200 as const, posting, data: board.columns };
      },

      async move(request) {
        const move = found(await moves.changeStage(memberOf(request), request.body), APPLICATION_NOT_FOUND);
        return { status: 200 as const, message: 'Application moved.', ...(move.undo && { undo: move.undo }) };
      },

      async stillInPipeline(request) {
        const ids = await pipeline.stillInPipeline(memberOf(request), request.query.posting_id);
        return { status: 200 as const, data: { ids: found(ids, POSTING_MESSAGES.notFound) } };
      },

      async bulkMove(request) {
        const member = memberOf(request);
        const { ids, stage_id: stageId, template_id: templateId } = request.body;
        const template = templateId === undefined ? undefined : await templates.find(member.companyId, templateId);
        if (templateId !== undefined && !template) throw new HttpError(400, TEMPLATE_MESSAGES.notFound);
        const outcome = await moveEach(
          ids,
          (id) => moves.changeStage(member, { id, stage_id: stageId, offer: '' }, template),
          request.log,
        );
        return { status: 200 as const, ...outcome };
      },

      async undoMove(request) {
        found(await moves.undoMove(memberOf(request), request.body.status_change_id), APPLICATION_NOT_FOUND);
        return { status: 200 as const, message: PIPELINE_TOASTS.undone };
      },
    },
    { readingTheirCaller: ['board'] },
  );
};
