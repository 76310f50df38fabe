import { useMutation } from '@tanstack/react-query';
import { type GuestApplication } from '../../../../shared/application-submissions';
import { guestApplicationEndpoints } from '../../../../shared/guest-applications-endpoints';
import { call } from '../../../lib/api-client';

async function submitGuestApplication({
  postingId,
  application,
}: {
  postingId: string;
  application: GuestApplication;
}) {
  const answer = await call(guestApplicationEndpoints.applyWithoutAccount, {
    params: { id: postingId },
    body: application,
  });
  return answer.message;
}

/** Sends an application without an account; the page says what happened, so no toast does. */
export function useSubmitGuestApplication() {
  return useMutation({ mutationFn: submitGuestApplication });
}
