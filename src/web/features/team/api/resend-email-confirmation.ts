import { useMutation } from '@tanstack/react-query';
import { TEAM_TOASTS } from '../../../../shared/team';
import { teamEndpoints } from '../../../../shared/team-endpoints';
import { call } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';

async function resendEmailConfirmation() {
  return call(teamEndpoints.resendEmailConfirmation, {});
}

/** E-mails the Admin a new link to confirm their own address; the older link stops working. */
export function useResendEmailConfirmation() {
  return useMutation({
    mutationFn: resendEmailConfirmation,
    onSuccess: () => notify.success(TEAM_TOASTS.confirmationSent),
    onError: (error) => notify.error(error.message),
  });
}
