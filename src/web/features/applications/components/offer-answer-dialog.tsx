import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { APPLICATION_MESSAGES, APPLICATION_TOASTS } from '../../../../shared/applications';
import { type ApplicationDetail } from '../../../../shared/application-details';
import {
  isApplicationName,
  type OfferAnswer,
  type OfferAnswerInput,
  OfferAnswerSchema,
} from '../../../../shared/offers';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/text-field';
import { notify } from '../../../lib/notify';
import { useAnswerOffer } from '../api/answer-offer';
import { DialogButtons, DialogFrame } from '../../../components/dialog-frame';

interface OfferAnswerDialogProps {
  application: ApplicationDetail;
  answer: OfferAnswer;
  onClose: () => void;
}

const WORDS: Record<OfferAnswer, { title: string; confirm: string; toast: string }> = {
  accept: { title: 'Accept the offer', confirm: 'Accept offer', toast: APPLICATION_TOASTS.offerAccepted },
  decline: { title: 'Decline the offer', confirm: 'Decline offer', toast: APPLICATION_TOASTS.offerDeclined },
};

/** The candidate signs an answer to the offer with their full name, as on the application. */
export function OfferAnswerDialog({ application, answer, onClose }: OfferAnswerDialogProps) {
  const answerOffer = useAnswerOffer();
  const fullName = `${application.first_name} ${application.last_name}`;
  // The server checks the same rule; here it spares a round trip for a typo.
  const schema = useMemo(
    () =>
      OfferAnswerSchema.refine(
        (input) => isApplicationName(input.full_name, application.first_name, application.last_name),
        {
          message: APPLICATION_MESSAGES.fullNameMismatch,
          path: ['full_name'],
        },
      ),
    [application.first_name, application.last_name],
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof OfferAnswerSchema>, unknown, OfferAnswerInput>({
    resolver: zodResolver(schema),
    defaultValues: { answer, full_name: '' },
  });
  const words = WORDS[answer];

  const onSubmit = handleSubmit(async (input) => {
    try {
      // The signed copy also words the time in the candidate's own zone, as their device tells it.
      const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      await answerOffer.mutateAsync({ ...input, time_zone: timeZone, applicationId: application.application_id });
      notify.success(words.toast);
      onClose();
    } catch {
      notify.error(APPLICATION_TOASTS.offerAnswerFailed);
    }
  });

  return (
    <DialogFrame
      title={words.title}
      onClose={onClose}
      description={
        <>
          To {answer} the offer for {application.job_title} at {application.company_name}, type your full name as it is
          on your application: {fullName}. The company is told by e-mail, and only they can change the status after
          this.
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <TextField
          label="Full name"
          autoComplete="name"
          required
          autoFocus
          error={errors.full_name?.message}
          {...register('full_name')}
        />
        {answerOffer.error && (
          <div className="mt-4">
            <FormAlert>{answerOffer.error.message}</FormAlert>
          </div>
        )}
        <DialogButtons>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant={answer === 'accept' ? 'primary' : 'danger'} loading={answerOffer.isPending}>
            {words.confirm}
          </Button>
        </DialogButtons>
      </form>
    </DialogFrame>
  );
}
