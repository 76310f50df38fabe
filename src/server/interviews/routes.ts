import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INTERVIEW_MESSAGES } from '../../shared/interviews.js';
import { interviewEndpoints, interviewSettingsEndpoints } from '../../shared/interviews-endpoints.js';
import type { Guards } from '../auth/index.js';
import { memberOf, sessionUserOf } from '../auth/index.js';
import { APPLICATION_NOT_FOUND } from '../../shared/applications.js';
import { serveEndpoints } from '../http/endpoints.js';
import { findOr404 } from '../http/ids.js';
import type { Interview } from './interview-reads.js';
import type { InterviewService } from './service.js';

interface InterviewRoutesOptions {
  interviews: InterviewService;
  guards: Guards;
}

export const interviewRoutes: FastifyPluginAsyncZod<InterviewRoutesOptions> = async (app, { interviews, guards }) => {
  /** A change to one interview; no such interview for the caller is 404. */
  const changed = async (interviewId: string, change: (id: string) => Promise<Interview | undefined>) => {
    const interview = await findOr404(interviewId, INTERVIEW_MESSAGES.notFound, change);
    return { status: 200 as const, data: interview };
  };

  serveEndpoints(app, guards, interviewEndpoints, {
    async listOfApplication(request) {
      const member = memberOf(request);
      const found = await findOr404(request.params.id, APPLICATION_NOT_FOUND, (id) =>
        interviews.listOfApplication(member, id),
      );
      return { status: 200 as const, data: found };
    },

    async schedule(request, reply) {
      const member = memberOf(request);
      const interview = await findOr404(request.params.id, APPLICATION_NOT_FOUND, (id) =>
        interviews.schedule(member, id, request.body),
      );
      return reply.code(201).send({ status: 201 as const, data: interview });
    },

    async get(request) {
      const member = memberOf(request);
      const interview = await findOr404(request.params.id, INTERVIEW_MESSAGES.notFound, (id) =>
        interviews.get(member, id),
      );
      return { status: 200 as const, data: interview };
    },

    async update(request) {
      const member = memberOf(request);
      return changed(request.params.id, (id) => interviews.update(member, id, request.body));
    },

    async cancel(request) {
      const member = memberOf(request);
      return changed(request.params.id, (id) => interviews.cancel(member, id));
    },

    async mine(request) {
      return { status: 200 as const, data: await interviews.mine(memberOf(request), request.query) };
    },

    async answerMine(request) {
      const member = memberOf(request);
      return changed(request.params.id, (id) => interviews.answerMine(member, id, request.body));
    },

    async invitation(request, reply) {
      const caller = sessionUserOf(request);
      const ics = await findOr404(request.params.id, INTERVIEW_MESSAGES.notFound, (id) =>
        interviews.invitation(caller, id),
      );
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="invite.ics"')
        .send(ics);
    },
  });

  serveEndpoints(app, guards, interviewSettingsEndpoints, {
    async settings(request) {
      return { status: 200 as const, data: await interviews.settings(memberOf(request)) };
    },

    async saveSettings(request) {
      return { status: 200 as const, data: await interviews.saveSettings(memberOf(request), request.body) };
    },
  });
};
