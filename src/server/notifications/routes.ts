import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NOTIFICATION_MESSAGES } from '../../shared/notifications.js';
import { notificationEndpoints } from '../../shared/notifications-endpoints.js';
import type { Guards } from '../auth/index.js';
import { memberOf } from '../auth/index.js';
import { serveEndpoints } from '../http/endpoints.js';
import { findOr404 } from '../http/ids.js';
import type { NotificationService } from './service.js';

interface NotificationRoutesOptions {
  guards: Guards;
  notifications: NotificationService;
}

export const notificationRoutes: FastifyPluginAsyncZod<NotificationRoutesOptions> = async (
  app,
  { guards, notifications },
) => {
  serveEndpoints(app, guards, notificationEndpoints, {
    list: async (request) => ({
      status: 200 as const,
      ...(await notifications.list(memberOf(request), request.query.page)),
    }),

    unread: async (request) => ({
      status: 200 as const,
      unread_count: await notifications.unreadCount(memberOf(request)),
    }),

    async markRead(request) {
      const member = memberOf(request);
      await findOr404(request.params.id, NOTIFICATION_MESSAGES.notFound, (id) => notifications.markRead(member, id));
      return { status: 200 as const, unread_count: await notifications.unreadCount(member) };
    },

    async markAllRead(request) {
      const member = memberOf(request);
      await notifications.markAllRead(member);
      return { status: 200 as const, unread_count: await notifications.unreadCount(member) };
    },

    settings: async (request) => ({ status: 200 as const, data: await notifications.settings(memberOf(request)) }),

    saveSettings: async (request) => ({
      status: 200 as const,
      data: await notifications.saveSettings(memberOf(request), request.body),
    }),
  });
};
