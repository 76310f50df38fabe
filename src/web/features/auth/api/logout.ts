import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageAnswer } from '../../../../shared/api';
import { apiRequest } from '../../../lib/api-client';
import { endSession } from '../../../lib/session';

async function logout(isRecruiter: boolean): Promise<void> {
  await apiRequest<MessageAnswer>(isRecruiter ? '/api/logout/' : '/api/candidate/logout/', { method: 'POST' });
}

/** Ends the session on the server and, whatever it answers, on this device. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      endSession();
      queryClient.clear();
    },
  });
}
