import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  APPLICATION_TOASTS,
  WITHDRAWAL_REASON_MAX,
  type WithdrawApplicationInput,
  WithdrawApplicationSchema,
} from '../../../../shared/applications';
import { type ApplicationDetail } from '../../../../shared/application-details';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { TextAreaField } from '../../../components/text-area-field';
import { notify } from '../../../lib/notify';
import { useWithdrawApplication } from '../api/withdraw-application';
import { DialogButtons, DialogFrame } from '../../../components/dialog-frame';

interface WithdrawDialogProps {
  application: ApplicationDetail;
  onClose: () => void;
}

export function WithdrawDialog({ application, onClose }: WithdrawDialogProps) {
  const withdraw = useWithdrawApplication();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof WithdrawApplicationSchema>, unknown, WithdrawApplicationInput>({
    resolver: zodResolver(WithdrawApplicationSchema),
    defaultValues: { reason: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      await withdraw.mutateAsync({ ...input, applicationId: application.application_id });
      notify.success(APPLICATION_TOASTS.withdrawn);
      onClose();
    } catch {
      notify.error(APPLICATION_TOASTS.withdrawFailed);
    }
  });

  return (
    <DialogFrame
      title="Withdraw application"
      onClose={onClose}
      description={
        <>
          Withdraw your application for {application.job_title} at {application.company_name}? The company is told by
          e-mail and can no longer move it through its stages. This cannot be undone.
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <TextAreaField
          label="Reason (optional)"
          rows={3}
          maxLength={WITHDRAWAL_REASON_MAX}
          error={errors.reason?.message}
          {...register('reason')}
        />
        {withdraw.error && (
          <div className="mt-4">
            <FormAlert>{withdraw.error.message}</FormAlert>
          </div>
        )}
        <DialogButtons>
          <Button variant="secondary" onClick={onClose} autoFocus>
            Cancel
          </Button>
          <Button type="submit" variant="danger" loading={withdraw.isPending}>
            Withdraw application
          </Button>
        </DialogButtons>
      </form>
    </DialogFrame>
  );
}
