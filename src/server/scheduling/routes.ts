import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CALENDAR_MESSAGES, CALENDAR_TOASTS } from '../../shared/scheduling.js';
import { schedulingEndpoints } from '../../shared/scheduling-endpoints.js';
import type { Guards } from '../auth/index.js';
import { memberOf } from '../auth/index.js';
import { serveEndpoints } from '../http/endpoints.js';
import { findOr404 } from '../http/ids.js';
import type { AvailabilityService } from './availability.js';
import type { BusyTimes } from './busy.js';
import type { CalendarService } from './calendars.js';
import { freeSlots } from './free-slots.js';

interface SchedulingRoutesOptions {
  guards: Guards;
  availability: AvailabilityService;
  calendars: CalendarService;
  busyTimes: BusyTimes;
}

export const schedulingRoutes: FastifyPluginAsyncZod<SchedulingRoutesOptions> = async (
  app,
  { guards, availability, calendars, busyTimes },
) => {
  serveEndpoints(app, guards, schedulingEndpoints, {
    availability: async (request) => ({ status: 200 as const, data: await availability.of(memberOf(request)) }),
    saveAvailability: async (request) => ({
      status: 200 as const,
      data: await availability.save(memberOf(request), request.body),
    }),
    calendars: async (request) => ({ status: 200 as const, data: await calendars.list(memberOf(request)) }),
    connectCalendar: async (request, reply) => {
      const data = await calendars.connect(memberOf(request), request.body);
      return reply.code(201).send({ status: 201 as const, data });
    },
    removeCalendar: async (request) => {
      await findOr404(request.params.id, CALENDAR_MESSAGES.notFound, async (id) =>
        (await calendars.remove(memberOf(request), id)) ? true : undefined,
      );
      return { status: 200 as const, message: CALENDAR_TOASTS.removed };
    },
    syncCalendar: async (request) => ({
      status: 200 as const,
      data: await findOr404(request.params.id, CALENDAR_MESSAGES.notFound, (id) =>
        calendars.syncNow(memberOf(request), id),
      ),
    }),
    busy: async (request) => {
      const { members, from, to } = request.query;
      return { status: 200 as const, data: await busyTimes.of(memberOf(request), members, from, to) };
    },
    freeSlots: async (request) => {
      const { members, from, to, duration, step, min_attendees: minAttendees = members.length } = request.query;
      const schedules = await busyTimes.schedulesOf(memberOf(request), members, from, to);
      return {
        status: 200 as const,
        data: freeSlots(schedules, {
          from,
          to,
          now: new Date(),
          durationMinutes: duration,
          stepMinutes: step,
          minAttendees,
        }),
      };
    },
  });
};
