/**
 * Query keys of the member's notifications. The top bar's unread count and the notifications screen read them
 * through separate calls; marking read refreshes both.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
  page: (page: number) => [...notificationKeys.all, 'page', page] as const,
  settings: () => ['notification-settings'] as const,
};
