import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_TOASTS, type NotificationSettingsInput } from '../../../../shared/notifications';
import { notificationEndpoints } from '../../../../shared/notifications-endpoints';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { notify } from '../../../lib/notify';

async function getSettings() {
  return (await call(notificationEndpoints.settings, {})).data;
}

/** The member's own notification settings, with a row for each posting they see. */
export function useNotificationSettings() {
  return useQuery({ queryKey: queryKeys.notificationSettings(), queryFn: getSettings });
}

async function saveSettings(input: NotificationSettingsInput) {
  return (await call(notificationEndpoints.saveSettings, { body: input })).data;
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(queryKeys.notificationSettings(), settings);
      notify.success(NOTIFICATION_TOASTS.saved);
    },
  });
}
