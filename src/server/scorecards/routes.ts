import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INTERVIEW_MESSAGES } from '../../shared/interviews.js';
import { PIPELINE_MESSAGES } from '../../shared/pipeline.js';
import { POSTING_MESSAGES } from '../../shared/posting-form.js';
import { SCORECARD_MESSAGES } from '../../shared/scorecards.js';
import { scorecardEndpoints } from '../../shared/scorecards-endpoints.js';
import type { Guards } from '../auth/index.js';
import { memberOf } from '../auth/index.js';
import { APPLICATION_NOT_FOUND } from '../../shared/applications.js';
import { serveEndpoints } from '../http/endpoints.js';
import { findOr404, isUuid } from '../http/ids.js';
import { HttpError } from '../http/errors.js';
import type { ScorecardService } from './service.js';
import type { ScorecardTemplateService } from './templates.js';

interface ScorecardRoutesOptions {
  guards: Guards;
  scorecards: ScorecardService;
  templates: ScorecardTemplateService;
}

export const scorecardRoutes: FastifyPluginAsyncZod<ScorecardRoutesOptions> = async (
  app,
  { guards, scorecards, templates },
) => {
  // The posting's comparison is served beside its own service.
  const { comparison: _comparison, ...written } = scorecardEndpoints;
  serveEndpoints(app, guards, written, {
    templates: async (request) => ({ status: 200 as const, data: await templates.list(memberOf(request)) }),

    async createTemplate(request, reply) {
      const data = await templates.create(memberOf(request), request.body);
      return reply.code(201).send({ status: 201 as const, data });
    },

    async updateTemplate(request) {
      const member = memberOf(request);
      const data = await findOr404(request.params.id, SCORECARD_MESSAGES.templateNotFound, (id) =>
        templates.update(member, id, request.body),
      );
      return { status: 200 as const, data };
    },

    async archiveTemplate(request) {
      const member = memberOf(request);
      const data = await findOr404(request.params.id, SCORECARD_MESSAGES.templateNotFound, (id) =>
        templates.archive(member, id),
      );
      return { status: 200 as const, data };
    },

    async attachToStage(request) {
      const member = memberOf(request);
      const data = await findOr404(request.params.id, PIPELINE_MESSAGES.stageNotFound, (id) =>
        templates.attachToStage(member, id, request.body.template_id),
      );
      return { status: 200 as const, data };
    },

    async postingStageTemplates(request) {
      const member = memberOf(request);
      const data = await findOr404(request.params.id, POSTING_MESSAGES.notFound, (id) =>
        templates.postingStageTemplates(member, id),
      );
      return { status: 200 as const, data };
    },

    async attachToPostingStage(request) {
      const member = memberOf(request);
      const { id, stage_id: stageId } = request.params;
      if (!isUuid(stageId)) throw new HttpError(404, PIPELINE_MESSAGES.stageNotFound);
      const data = await findOr404(id, POSTING_MESSAGES.notFound, (postingId) =>
        templates.attachToPostingStage(member, postingId, stageId, request.body.template_id),
      );
      return { status: 200 as const, data };
    },

    async attachToInterview(request) {
      const member = memberOf(request);
      const data = await findOr404(request.params.id, INTERVIEW_MESSAGES.notFound, (id) =>
        templates.attachToInterview(member, id, request.body.template_id),
      );
      return { status: 200 as const, data };
    },

    async ofApplication(request) {
      const member = memberOf(request);
      const data = await findOr404(request.params.id, APPLICATION_NOT_FOUND, (id) =>
        scorecards.ofApplication(member, id),
      );
      return { status: 200 as const, data };
    },

    async saveMine(request) {
      const member = memberOf(request);
      const data = await findOr404(request.params.id, APPLICATION_NOT_FOUND, (id) =>
        scorecards.saveMine(member, id, request.body),
      );
      return { status: 200 as const, data };
    },
  });
};
