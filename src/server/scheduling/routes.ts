import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schedulingEndpoints } from '../../shared/scheduling-endpoints.js';
import type { Guards } from '../auth/index.js';
import { memberOf } from '../auth/index.js';
import { serveEndpoints } from '../http/endpoints.js';
import type { AvailabilityService } from './availability.js';

interface SchedulingRoutesOptions {
  guards: Guards;
  availability: AvailabilityService;
}

export const schedulingRoutes: FastifyPluginAsyncZod<SchedulingRoutesOptions> = async (
  app,
  { guards, availability },
) => {
  serveEndpoints(app, guards, schedulingEndpoints, {
    availability: async (request) => ({ status: 200 as const, data: await availability.of(memberOf(request)) }),
    saveAvailability: async (request) => ({
      status: 200 as const,
      data: await availability.save(memberOf(request), request.body),
    }),
  });
};
