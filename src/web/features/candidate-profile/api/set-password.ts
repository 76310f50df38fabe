import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EMAIL_CODE_MESSAGES, type SetPasswordPayload } from '../../../../shared/auth';
import { authEndpoints } from '../../../../shared/auth-endpoints';
import { call } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';

async function setPassword(payload: SetPasswordPayload) {
  return call(authEndpoints.setPassword, { body: payload });
}

export function useSetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPassword,
    onSuccess: async () => {
      notify.success(EMAIL_CODE_MESSAGES.passwordSet);
      await queryClient.invalidateQueries({ queryKey: queryKeys.candidatePassword() });
    },
  });
}
