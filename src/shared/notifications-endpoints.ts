import { endpoints } from './endpoint.js';
import {
  NotificationParamsSchema,
  NotificationSettingsAnswerSchema,
  NotificationSettingsInputSchema,
  NotificationsAnswerSchema,
  NotificationsQuerySchema,
  UnreadCountAnswerSchema,
} from './notifications.js';

/** Every member's own notifications and settings: each call reads or changes the caller's alone. */
export const notificationEndpoints = endpoints('Notifications', {
  list: {
    method: 'GET',
    path: '/api/notifications/',
    summary: "The member's notifications, newest first, a page at a time.",
    access: 'member',
    query: NotificationsQuerySchema,
    answers: { 200: NotificationsAnswerSchema },
  },
  // The top bar asks on every page and whenever the window regains focus: a count, not the list.
  unread: {
    method: 'GET',
    path: '/api/notifications/unread/',
    summary: "How many of the member's notifications are unread.",
    access: 'member',
    answers: { 200: UnreadCountAnswerSchema },
  },
  markRead: {
    method: 'POST',
    path: '/api/notifications/{id}/read/',
    summary: 'Marks one notification read; answers the unread count.',
    access: 'member',
    params: NotificationParamsSchema,
    answers: { 200: UnreadCountAnswerSchema },
  },
  markAllRead: {
    method: 'POST',
    path: '/api/notifications/read-all/',
    summary: "Marks all the member's notifications read; answers the unread count.",
    access: 'member',
    answers: { 200: UnreadCountAnswerSchema },
  },
  settings: {
    method: 'GET',
    path: '/api/notifications/settings/',
    summary: "The member's e-mail choices, by default and per posting.",
    access: 'member',
    answers: { 200: NotificationSettingsAnswerSchema },
  },
  saveSettings: {
    method: 'PUT',
    path: '/api/notifications/settings/',
    summary: "Saves the member's e-mail choices.",
    access: 'member',
    body: NotificationSettingsInputSchema,
    answers: { 200: NotificationSettingsAnswerSchema },
  },
});
