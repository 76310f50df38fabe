import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  NOTIFICATION_MESSAGES,
  NotificationParamsSchema,
  NotificationSettingsAnswerSchema,
  NotificationSettingsInputSchema,
  NotificationsAnswerSchema,
  NotificationsQuerySchema,
  UnreadCountAnswerSchema,
} from '../../shared/notifications.js';
import type { Guards } from '../auth/guard.js';
import { memberOf } from '../auth/guard.js';
import { findOr404 } from '../http/ids.js';
import type { NotificationService } from './service.js';

interface NotificationRoutesOptions {
  guards: Guards;
  notifications: NotificationService;
}

/** Every member's own notifications and settings: each call reads or changes the caller's alone. */
export const notificationRoutes: FastifyPluginAsyncZod<NotificationRoutesOptions> = async (
  app,
  { guards, notifications },
) => {
  app.get(
    '/api/notifications/',
    {
      ...guards.recruiter,
      schema: { querystring: NotificationsQuerySchema, response: { 200: NotificationsAnswerSchema } },
    },
    async (request) => ({
      status: 200 as const,
      ...(await notifications.list(memberOf(request), request.query.page)),
    }),
  );

  // The top bar asks on every page and whenever the window regains focus: a count, not the list.
  app.get(
    '/api/notifications/unread/',
    { ...guards.recruiter, schema: { response: { 200: UnreadCountAnswerSchema } } },
    async (request) => ({ status: 200 as const, unread_count: await notifications.unreadCount(memberOf(request)) }),
  );

  app.post(
    '/api/notifications/:id/read/',
    { ...guards.recruiter, schema: { params: NotificationParamsSchema, response: { 200: UnreadCountAnswerSchema } } },
    async (request) => {
      const member = memberOf(request);
      await findOr404(request.params.id, NOTIFICATION_MESSAGES.notFound, (id) => notifications.markRead(member, id));
      return { status: 200 as const, unread_count: await notifications.unreadCount(member) };
    },
  );

  app.post(
    '/api/notifications/read-all/',
    { ...guards.recruiter, schema: { response: { 200: UnreadCountAnswerSchema } } },
    async (request) => {
      const member = memberOf(request);
      await notifications.markAllRead(member);
      return { status: 200 as const, unread_count: await notifications.unreadCount(member) };
    },
  );

  app.get(
    '/api/notifications/settings/',
    { ...guards.recruiter, schema: { response: { 200: NotificationSettingsAnswerSchema } } },
    async (request) => ({ status: 200 as const, data: await notifications.settings(memberOf(request)) }),
  );

  app.put(
    '/api/notifications/settings/',
    {
      ...guards.recruiter,
      schema: { body: NotificationSettingsInputSchema, response: { 200: NotificationSettingsAnswerSchema } },
    },
    async (request) => ({
      status: 200 as const,
      data: await notifications.saveSettings(memberOf(request), request.body),
    }),
  );
};
