import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_TOASTS, type UnreadCountAnswer } from '../../../../shared/notifications';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { notify } from '../../../lib/notify';

/** Marks one notification read, or all of them when no id is given; the count and the list follow. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: string) =>
      apiRequest<UnreadCountAnswer>(
        id === undefined ? '/api/notifications/read-all/' : `/api/notifications/${encodeURIComponent(id)}/read/`,
        { method: 'POST' },
      ),
    onSuccess: async (answer, id) => {
      queryClient.setQueryData(queryKeys.unreadNotifications(), answer.unread_count);
      if (id === undefined) notify.success(NOTIFICATION_TOASTS.allRead);
      await queryClient.invalidateQueries({ queryKey: queryKeys.notifications() });
    },
  });
}
