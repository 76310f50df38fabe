import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageAnswerSchema } from '../../shared/api.js';
import {
  ChangeStageSchema,
  PipelineAnswerSchema,
  PipelineQuerySchema,
  SaveStagesSchema,
  StagesAnswerSchema,
} from '../../shared/pipeline.js';
import { POSTING_MESSAGES } from '../../shared/postings.js';
import { APPLICATION_NOT_FOUND } from '../applications/service.js';
import type { ReviewService } from '../applications/review-service.js';
import type { Guards } from '../auth/guard.js';
import { memberOf } from '../auth/guard.js';
import { found } from '../http/ids.js';
import type { PipelineService } from './service.js';

interface PipelineRoutesOptions {
  guards: Guards;
  pipeline: PipelineService;
  review: ReviewService;
  onMailQueued: () => void;
}

export const pipelineRoutes: FastifyPluginAsyncZod<PipelineRoutesOptions> = async (
  app,
  { guards, pipeline, review, onMailQueued },
) => {
  app.get(
    '/api/stages/',
    { ...guards.recruiter, schema: { response: { 200: StagesAnswerSchema } } },
    async (request) => ({
      status: 200 as const,
      data: await pipeline.stages(memberOf(request).companyId),
    }),
  );

  app.put(
    '/api/stages/',
    {
      ...guards.allowed('manageCompany'),
      schema: { body: SaveStagesSchema, response: { 200: StagesAnswerSchema } },
    },
    async (request) => ({ status: 200 as const, data: await pipeline.save(memberOf(request), request.body) }),
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
      schema: { body: ChangeStageSchema, response: { 200: MessageAnswerSchema } },
    },
    async (request) => {
      found(await review.changeStage(memberOf(request), request.body), APPLICATION_NOT_FOUND);
      onMailQueued();
      return { status: 200 as const, message: 'Application moved.' };
    },
  );
};
