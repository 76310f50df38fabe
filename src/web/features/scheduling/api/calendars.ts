import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CALENDAR_TOASTS, type CalendarConnection } from '../../../../shared/scheduling';
import { schedulingEndpoints } from '../../../../shared/scheduling-endpoints';
import { call } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';

async function getCalendars() {
  return (await call(schedulingEndpoints.calendars, {})).data;
}

/** The member's connected calendars, without their addresses, which the server never sends back. */
export function useCalendars() {
  return useQuery({ queryKey: queryKeys.calendars(), queryFn: getCalendars });
}

/** Keeps one calendar's new state in the list without reading it again. */
function useReplaceInList() {
  const queryClient = useQueryClient();
  return (calendar: CalendarConnection) =>
    queryClient.setQueryData<CalendarConnection[]>(queryKeys.calendars(), (calendars = []) =>
      calendars.some(({ id }) => id === calendar.id)
        ? calendars.map((each) => (each.id === calendar.id ? calendar : each))
        : [...calendars, calendar],
    );
}

export function useConnectCalendar() {
  const replace = useReplaceInList();
  return useMutation({
    mutationFn: async (url: string) =>
      (await call(schedulingEndpoints.connectCalendar, { body: { kind: 'ics', url } })).data,
    onSuccess: (calendar) => {
      replace(calendar);
      notify.success(CALENDAR_TOASTS.connected);
    },
  });
}

export function useSyncCalendar() {
  const replace = useReplaceInList();
  return useMutation({
    mutationFn: async (id: string) => (await call(schedulingEndpoints.syncCalendar, { params: { id } })).data,
    onSuccess: (calendar) => {
      replace(calendar);
      if (calendar.last_error) notify.error(calendar.last_error);
      else notify.success(CALENDAR_TOASTS.synced);
    },
  });
}

export function useRemoveCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await call(schedulingEndpoints.removeCalendar, { params: { id } });
      return id;
    },
    onSuccess: (id) => {
      queryClient.setQueryData<CalendarConnection[]>(queryKeys.calendars(), (calendars = []) =>
        calendars.filter((calendar) => calendar.id !== id),
      );
      notify.success(CALENDAR_TOASTS.removed);
    },
  });
}
