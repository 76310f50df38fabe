import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { MEMBER_ROLES, type MemberRole } from '../../../../shared/auth';
import { MEMBER_ROLE_NAMES } from '../../../../shared/roles';
import { type InvitationPayload, InvitationSchema, TEAM_TOASTS } from '../../../../shared/team';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { FormAlert } from '../../../components/form-alert';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useInviteMember } from '../api/invite-member';

/** What each role may do, in the words of the Team screen (the rules themselves are PERMISSIONS in shared/team). */
const ROLE_DESCRIPTIONS: Record<MemberRole, string> = {
  admin: 'Everything, including the team and the company profile.',
  recruiter: 'Every posting and application; not the team or the company profile.',
  hiring_manager: 'The postings whose hiring team they are on: reads them, moves applications, e-mails candidates.',
  interviewer: 'Reads the applications to the postings whose hiring team they are on.',
};

const ROLE_OPTIONS = MEMBER_ROLES.map((role) => ({ value: role, label: MEMBER_ROLE_NAMES[role] }));

type InvitationForm = z.input<typeof InvitationSchema>;
const FIELDS = ['email', 'role'] as const satisfies readonly (keyof InvitationForm)[];

/** An e-mail address and a role: the invitation goes out by e-mail, and waits below until it is accepted. */
export function InviteForm() {
  const invite = useInviteMember();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    control,
    formState: { errors },
  } = useForm<InvitationForm, unknown, InvitationPayload>({
    resolver: zodResolver(InvitationSchema),
    // The narrowest role: widening it is a choice the Admin makes, never one made for them.
    defaultValues: { email: '', role: 'interviewer' },
  });
  const role = useWatch({ control, name: 'role' });
  // Each invitation sent counts up, and the e-mail field takes the focus once the emptied form has rendered.
  const [sent, setSent] = useState(0);
  useEffect(() => {
    if (sent > 0) setFocus('email');
  }, [sent, setFocus]);

  // The server's refusal goes where it belongs: on the field it is about (an address that has an account is a
  // conflict about the address), else above the form.
  function showRefusal(error: unknown) {
    if (!(error instanceof ApiError)) throw error;
    const fields = FIELDS.filter((field) => error.fields?.[field]);
    for (const field of fields) setError(field, { message: error.fields?.[field] });
    if (fields.length > 0) return;
    if (error.status === 409) setError('email', { message: error.message }, { shouldFocus: true });
    else setError('root.server', { message: error.message });
  }

  const onSubmit = handleSubmit(async (invitation) => {
    try {
      await invite.mutateAsync(invitation);
      notify.success(TEAM_TOASTS.invited);
      // Ready for the next address, with the same role: people are often invited a few at a time.
      reset({ email: '', role: invitation.role });
      setSent((count) => count + 1);
    } catch (error) {
      showRefusal(error);
    }
  });

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="invite-heading">
        <h2 id="invite-heading" className="text-base font-semibold text-slate-900 dark:text-white">
          Invite a member
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          They receive a link by e-mail to choose their name and password. The link works once, for 7 days.
        </p>
        <form
          onSubmit={(event) => void onSubmit(event)}
          noValidate
          className="mt-5 grid items-start gap-4 sm:grid-cols-[minmax(0,1fr)_16rem] lg:grid-cols-[minmax(0,1fr)_18rem_auto]"
        >
          {errors.root?.server?.message && (
            <div className="sm:col-span-2 lg:col-span-3">
              <FormAlert>{errors.root.server.message}</FormAlert>
            </div>
          )}
          <TextField
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="off"
            placeholder="colleague@company.com"
            required
            error={errors.email?.message}
            {...register('email')}
          />
          <SelectField
            label="Role"
            options={ROLE_OPTIONS}
            emptyOption="Choose a role"
            emptyOptionDisabled
            required
            hint={ROLE_DESCRIPTIONS[role]}
            error={errors.role?.message}
            {...register('role')}
          />
          <Button type="submit" loading={invite.isPending} className="h-11 sm:col-span-2 lg:col-span-1 lg:mt-6.5">
            Invite
          </Button>
        </form>
      </section>
    </Card>
  );
}
