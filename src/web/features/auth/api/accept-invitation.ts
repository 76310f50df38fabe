import { useMutation } from '@tanstack/react-query';
import { type AcceptInvitationPayload, TEAM_TOASTS } from '../../../../shared/team';
import { teamEndpoints } from '../../../../shared/team-endpoints';
import { call } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useStartSession } from './login';

async function acceptInvitation(payload: AcceptInvitationPayload) {
  return call(teamEndpoints.acceptInvitation, { body: payload }, { authenticated: false });
}

/**
 * Accepting makes the account and signs the new member in, exactly as a sign-in does; `onJoined` takes them onwards
 * in the same moment, before the page that showed the invitation can render the session it now has.
 */
export function useAcceptInvitation(onJoined: () => void) {
  const startSessionFrom = useStartSession();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: (answer) => {
      startSessionFrom(answer);
      notify.success(TEAM_TOASTS.joined);
      onJoined();
    },
  });
}
