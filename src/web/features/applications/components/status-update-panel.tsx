import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  APPLICATION_MESSAGES,
  APPLICATION_TOASTS,
  type ChangeStatusInput,
  ChangeStatusSchema,
  RECRUITER_SETTABLE_STATUSES,
} from '../../../../shared/applications';
import { type ApplicationDetail } from '../../../../shared/application-details';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { SelectField } from '../../../components/select-field';
import { StatusBadge } from '../../../components/status-badge';
import { OfferField } from '../../../components/offer-field';
import { useHeldEmailNotice } from '../../../lib/held-email';
import { notify } from '../../../lib/notify';
import { useChangeStatus } from '../api/change-status';

const OFFER_STATUS = 'Offer Sent';

function settableOrEmpty(status: string): string {
  return (RECRUITER_SETTABLE_STATUSES as readonly string[]).includes(status) ? status : '';
}

interface StatusUpdatePanelProps {
  application: ApplicationDetail;
  /** Called after a successful update: the screen returns to the profile view. */
  onUpdated: () => void;
}

export function StatusUpdatePanel({ application, onUpdated }: StatusUpdatePanelProps) {
  const changeStatus = useChangeStatus();
  const noticeHeldEmail = useHeldEmailNotice();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<z.input<typeof ChangeStatusSchema>, unknown, ChangeStatusInput>({
    resolver: zodResolver(ChangeStatusSchema),
    defaultValues: {
      id: application.application_id,
      status: settableOrEmpty(application.status) as ChangeStatusInput['status'],
      offer: '',
    },
  });
  const chosen = useWatch({ control, name: 'status' });
  const [offer, setOffer] = useState<Blob | null>(null);

  const onSubmit = handleSubmit(async (input) => {
    if (input.status === application.status) {
      notify.error(APPLICATION_MESSAGES.sameStatus);
      return;
    }
    try {
      // An offer file travels only with Offer Sent; the server refuses it with any other status.
      const answer = await changeStatus.mutateAsync({
        id: input.id,
        status: input.status,
        offer: input.status === OFFER_STATUS ? offer : null,
      });
      notify.success(APPLICATION_TOASTS.statusUpdated);
      if (answer.undo) noticeHeldEmail(answer.undo);
      onUpdated();
    } catch {
      notify.error(APPLICATION_TOASTS.statusFailed);
    }
  });

  return (
    <Card className="p-5 sm:p-6">
      <h3 className="text-base font-semibold text-slate-900 dark:text-white">Update status</h3>
      <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        Current status: <StatusBadge status={application.status} />
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-5 flex max-w-lg flex-col gap-4">
        <SelectField
          label="New status"
          emptyOption="Choose a status"
          emptyOptionDisabled
          options={RECRUITER_SETTABLE_STATUSES}
          error={errors.status?.message}
          {...register('status')}
        />
        {chosen === OFFER_STATUS && <OfferField applicationId={application.application_id} onChange={setOffer} />}
        <div>
          <Button type="submit" loading={changeStatus.isPending}>
            Update Status
          </Button>
        </div>
      </form>
    </Card>
  );
}
