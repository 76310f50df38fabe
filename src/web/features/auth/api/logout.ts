import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authEndpoints } from '../../../../shared/auth-endpoints';
import { call } from '../../../lib/api-client';
import { endSession } from '../../../lib/session';

async function logout(isRecruiter: boolean): Promise<void> {
  await call(isRecruiter ? authEndpoints.logout : authEndpoints.candidateLogout, {});
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
