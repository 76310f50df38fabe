import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  APPLICATION_MESSAGES,
  APPLICATION_TOASTS,
  type ApplicationDetail,
  type ChangeStatusInput,
  ChangeStatusSchema,
  OFFER_MAX_BYTES,
  RECRUITER_SETTABLE_STATUSES,
} from '../../../../shared/applications';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { SelectField } from '../../../components/select-field';
import { StatusBadge } from '../../../components/status-badge';
import { notify } from '../../../lib/notify';
import { useChangeStatus } from '../api/change-status';
import { readAsDataUrl } from '../../../lib/read-file';

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
  const offerId = useId();
  // A new key empties the file input: its value cannot be set from script.
  const [offerInputKey, setOfferInputKey] = useState(0);
  const [offerError, setOfferError] = useState('');
  const changeStatus = useChangeStatus();
  const {
    register,
    handleSubmit,
    setValue,
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

  function clearOffer() {
    setValue('offer', '');
    setOfferError('');
    setOfferInputKey((key) => key + 1);
  }

  async function chooseOffer(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return clearOffer();
    if (file.size > OFFER_MAX_BYTES) {
      clearOffer();
      setOfferError(APPLICATION_MESSAGES.offerTooLarge);
      return;
    }
    setOfferError('');
    setValue('offer', await readAsDataUrl(file));
  }

  const onSubmit = handleSubmit(async (input) => {
    if (input.status === application.status) {
      notify.error(APPLICATION_MESSAGES.sameStatus);
      return;
    }
    try {
      // An offer file travels only with Offer Sent; the server refuses it with any other status.
      await changeStatus.mutateAsync({ ...input, offer: input.status === OFFER_STATUS ? input.offer : '' });
      notify.success(APPLICATION_TOASTS.statusUpdated);
      clearOffer();
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
          {...register('status', { onChange: () => setOfferError('') })}
        />
        {chosen === OFFER_STATUS && (
          <div>
            <label htmlFor={offerId} className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200">
              Offer letter (PDF, DOC or DOCX, optional)
            </label>
            <input
              key={offerInputKey}
              id={offerId}
              type="file"
              accept=".pdf,.doc,.docx"
              onChange={(event) => void chooseOffer(event)}
              aria-describedby={offerError ? `${offerId}-error` : undefined}
              className="block w-full text-sm text-slate-800 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-brand-800 hover:file:bg-brand-100 dark:text-slate-200 dark:file:bg-brand-950 dark:file:text-brand-200"
            />
            {offerError && (
              <p id={`${offerId}-error`} className="mt-1.5 text-xs font-medium text-red-700 dark:text-red-400">
                {offerError}
              </p>
            )}
          </div>
        )}
        <div>
          <Button type="submit" loading={changeStatus.isPending}>
            Update Status
          </Button>
        </div>
      </form>
    </Card>
  );
}
