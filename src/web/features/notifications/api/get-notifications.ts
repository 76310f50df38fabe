import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { NotificationsAnswer } from '../../../../shared/notifications';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

async function getNotifications(page: number): Promise<Omit<NotificationsAnswer, 'status'>> {
  const { status: _status, ...answer } = await apiRequest<NotificationsAnswer>(
    `/api/notifications/?${new URLSearchParams({ page: String(page) }).toString()}`,
  );
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
