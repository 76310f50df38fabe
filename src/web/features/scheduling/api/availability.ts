import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Availability, AVAILABILITY_TOASTS } from '../../../../shared/scheduling';
import { schedulingEndpoints } from '../../../../shared/scheduling-endpoints';
import { call } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';

async function getAvailability() {
  return (await call(schedulingEndpoints.availability, {})).data;
}

/** The member's own working hours for interviews, or the defaults until they save them. */
export function useAvailability() {
  return useQuery({ queryKey: queryKeys.availability(), queryFn: getAvailability });
}

async function saveAvailability(input: Availability) {
  return (await call(schedulingEndpoints.saveAvailability, { body: input })).data;
}

export function useSaveAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAvailability,
    onSuccess: (availability) => {
      queryClient.setQueryData(queryKeys.availability(), availability);
      notify.success(AVAILABILITY_TOASTS.saved);
    },
  });
}
