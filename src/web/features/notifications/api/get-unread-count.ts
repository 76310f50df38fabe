import { useQuery } from '@tanstack/react-query';
import { notificationEndpoints } from '../../../../shared/notifications-endpoints';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Often enough that a new application shows within a minute on a screen left open; no socket is kept. */
const UNREAD_POLL_MS = 60_000;

async function getUnreadCount(): Promise<number> {
  return (await call(notificationEndpoints.unread, {})).unread_count;
}

/** The member's unread notifications, asked again when the window regains focus and each minute. */
export function useUnreadCount() {
  return useQuery({
    queryKey: queryKeys.unreadNotifications(),
    queryFn: getUnreadCount,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: 'always',
  });
}
