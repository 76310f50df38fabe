import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { EMAIL_SUBJECT_MAX, MAIL_TOASTS, SendEmailSchema } from '../../../../shared/mail';
import { Button } from '../../../components/button';
import { CloseIcon } from '../../../components/icons';
import { RichTextEditor } from '../../../components/rich-text-editor';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { emailTemplatesQuery } from '../../../lib/email-templates';
import { notify } from '../../../lib/notify';
import { templatePreviewQuery } from '../api/get-template-preview';
import { useSendEmail } from '../api/send-email';

export interface EmailDialogProps {
  applicationId: string;
  /** Who the e-mail goes to, shown so that the recruiter knows. */
  recipient: string;
  onClose: () => void;
}

/**
 * The e-mail editor. It carries the rich-text editor (TipTap), so the recruiter screen loads it with React.lazy
 * when the Email button is first pressed.
 */
export function EmailDialog({ applicationId, recipient, onClose }: EmailDialogProps) {
  const sendEmail = useSendEmail();
  const queryClient = useQueryClient();
  const templates = useQuery(emailTemplatesQuery);
  const [templateId, setTemplateId] = useState('');
  const [templateError, setTemplateError] = useState('');
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<z.input<typeof SendEmailSchema>, unknown, z.output<typeof SendEmailSchema>>({
    resolver: zodResolver(SendEmailSchema),
    defaultValues: { id: applicationId, subject: '', message: '' },
  });

  /** A chosen template fills the subject and the message, merged for this candidate, to read and change before sending. */
  async function chooseTemplate(id: string) {
    setTemplateId(id);
    setTemplateError('');
    if (!id) return;
    try {
      const preview = await queryClient.fetchQuery(templatePreviewQuery(id, applicationId));
      setValue('subject', preview.subject, { shouldValidate: true });
      setValue('message', preview.body, { shouldValidate: true });
    } catch (error) {
      setTemplateError(error instanceof Error ? error.message : '');
    }
  }

  const onSubmit = handleSubmit(async (input) => {
    try {
      await sendEmail.mutateAsync(input);
      notify.success(MAIL_TOASTS.emailSent);
      onClose();
    } catch {
      notify.error(MAIL_TOASTS.emailFailed);
    }
  });

  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-950/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-end justify-center p-0 sm:items-center sm:p-4">
        <DialogPanel className="flex max-h-dvh w-full max-w-3xl flex-col overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl ring-1 ring-slate-200 sm:rounded-2xl sm:p-6 dark:bg-slate-900 dark:ring-slate-700">
          <div className="mb-4 flex items-start justify-between gap-3">
            <div>
              <DialogTitle className="text-lg font-semibold text-slate-900 dark:text-white">
                Email candidate
              </DialogTitle>
              <p className="mt-0.5 text-sm break-all text-slate-600 dark:text-slate-300">To: {recipient}</p>
            </div>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close"
              className="inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
            >
              <CloseIcon />
            </button>
          </div>
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
            <SelectField
              label="Template"
              emptyOption="No template"
              options={(templates.data ?? []).map((template) => ({ value: template.id, label: template.name }))}
              value={templateId}
              error={templateError}
              hint="Fills the subject and the message for this candidate; change them as you like before sending."
              onChange={(event) => void chooseTemplate(event.target.value)}
            />
            <TextField
              label="Subject"
              required
              maxLength={EMAIL_SUBJECT_MAX}
              error={errors.subject?.message}
              {...register('subject')}
            />
            <Controller
              control={control}
              name="message"
              render={({ field }) => (
                <RichTextEditor
                  label="Message"
                  required
                  value={field.value}
                  onChange={field.onChange}
                  minHeightClass="h-[50vh] overflow-y-auto"
                />
              )}
            />
            {errors.message && (
              <p role="alert" className="-mt-2 text-xs font-medium text-red-700 dark:text-red-400">
                {errors.message.message}
              </p>
            )}
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={sendEmail.isPending}>
                Send Email
              </Button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
