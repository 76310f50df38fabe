import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { NotificationsAnswer } from '../../../../shared/notifications';
import { notificationEndpoints } from '../../../../shared/notifications-endpoints';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

async function getNotifications(page: number): Promise<Omit<NotificationsAnswer, 'status'>> {
  const { status: _status, ...answer } = await call(notificationEndpoints.list, { query: { page } });
  return answer;
}

/** One page of the member's notifications, newest first, with their unread count. */
export function useNotifications(page: number) {
  return useQuery({
    queryKey: queryKeys.notificationsPage(page),
    queryFn: () => getNotifications(page),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: 'always',
  });
}
