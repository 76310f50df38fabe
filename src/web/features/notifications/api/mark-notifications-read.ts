import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_TOASTS } from '../../../../shared/notifications';
import { notificationEndpoints } from '../../../../shared/notifications-endpoints';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { notify } from '../../../lib/notify';

/** Marks one notification read, or all of them when no id is given; the count and the list follow. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: string) =>
      id === undefined
        ? call(notificationEndpoints.markAllRead, {})
        : call(notificationEndpoints.markRead, { params: { id } }),
    onSuccess: async (answer, id) => {
      queryClient.setQueryData(queryKeys.unreadNotifications(), answer.unread_count);
      if (id === undefined) notify.success(NOTIFICATION_TOASTS.allRead);
      await queryClient.invalidateQueries({ queryKey: queryKeys.notifications() });
    },
  });
}
