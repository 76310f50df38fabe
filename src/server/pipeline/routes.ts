import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageAnswerSchema } from '../../shared/api.js';
import {
  BulkMoveAnswerSchema,
  BulkMoveSchema,
  ChangeStageSchema,
  MoveAnswerSchema,
  UndoMoveSchema,
  PipelineAnswerSchema,
  PipelineQuerySchema,
  PIPELINE_TOASTS,
  SaveStagesSchema,
  StagesAnswerSchema,
} from '../../shared/pipeline.js';
import { POSTING_MESSAGES } from '../../shared/postings.js';
import { APPLICATION_NOT_FOUND } from '../applications/service.js';
import type { ReviewService } from '../applications/review-service.js';
import type { Guards } from '../auth/guard.js';
import { memberOf } from '../auth/guard.js';
import { found } from '../http/ids.js';
import { TEMPLATE_MESSAGES } from '../../shared/templates.js';
import { HttpError } from '../http/errors.js';
import type { TemplateService } from '../templates/service.js';
import { moveEach } from './bulk.js';
import type { PipelineService } from './service.js';

interface PipelineRoutesOptions {
  guards: Guards;
  pipeline: PipelineService;
  review: ReviewService;
  templates: TemplateService;
  onMailQueued: () => void;
}

export const pipelineRoutes: FastifyPluginAsyncZod<PipelineRoutesOptions> = async (
  app,
  { guards, pipeline, review, templates, onMailQueued },
) => {
  app.get(
    '/api/stages/',
    { ...guards.recruiter, schema: { response: { 200: StagesAnswerSchema } } },
    async (request) => {
      const { stages, emailDelayMinutes } = await pipeline.stages(memberOf(request).companyId);
      return { status: 200 as const, data: stages, email_delay_minutes: emailDelayMinutes };
    },
  );

  app.put(
    '/api/stages/',
    {
      ...guards.allowed('manageCompany'),
      schema: { body: SaveStagesSchema, response: { 200: StagesAnswerSchema } },
    },
    async (request) => {
      const { stages, emailDelayMinutes } = await pipeline.save(memberOf(request), request.body);
      return { status: 200 as const, data: stages, email_delay_minutes: emailDelayMinutes };
    },
  );

  app.get(
    '/api/pipeline/',
    {
      ...guards.allowed('readApplications'),
      schema: { querystring: PipelineQuerySchema, response: { 200: PipelineAnswerSchema } },
    },
    async (request) => {
      const { posting_id: postingId, stage_id: stageId, offset } = request.query;
      const columns = await pipeline.board(memberOf(request), postingId, { stageId, offset });
      return { status: 200 as const, data: found(columns, POSTING_MESSAGES.notFound) };
    },
  );

  app.put(
    '/api/change_stage/',
    {
      ...guards.allowed('moveApplications'),
      schema: { body: ChangeStageSchema, response: { 200: MoveAnswerSchema } },
    },
    async (request) => {
      const move = found(await review.changeStage(memberOf(request), request.body), APPLICATION_NOT_FOUND);
      onMailQueued();
      return { status: 200 as const, message: 'Application moved.', ...(move.undo && { undo: move.undo }) };
    },
  );

  app.post(
    '/api/applications/bulk/',
    {
      ...guards.allowed('moveApplications'),
      schema: { body: BulkMoveSchema, response: { 200: BulkMoveAnswerSchema } },
    },
    async (request) => {
      const member = memberOf(request);
      const { ids, stage_id: stageId, template_id: templateId } = request.body;
      const template = templateId === undefined ? undefined : await templates.find(member.companyId, templateId);
      if (templateId !== undefined && !template) throw new HttpError(400, TEMPLATE_MESSAGES.notFound);
      const outcome = await moveEach(ids, (id) =>
        review.changeStage(member, { id, stage_id: stageId, offer: '' }, template),
      );
      onMailQueued();
      return { status: 200 as const, ...outcome };
    },
  );

  app.post(
    '/api/change_stage/undo/',
    {
      ...guards.allowed('moveApplications'),
      schema: { body: UndoMoveSchema, response: { 200: MessageAnswerSchema } },
    },
    async (request) => {
      found(await review.undoMove(memberOf(request), request.body.status_change_id), APPLICATION_NOT_FOUND);
      return { status: 200 as const, message: PIPELINE_TOASTS.undone };
    },
  );
};
