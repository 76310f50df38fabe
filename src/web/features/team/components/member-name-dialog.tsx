import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { MemberSummary } from '../../../../shared/auth';
import { type RenameMemberPayload, RenameMemberSchema } from '../../../../shared/team';
import { Button } from '../../../components/button';
import { DialogButtons, DialogFrame } from '../../../components/dialog-frame';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { useRenameMember } from '../api/rename-member';

interface MemberNameDialogProps {
  member: MemberSummary;
  /** Cancelling closes it; without it the dialog stays until a name is saved. */
  onClose?: () => void;
}

/**
 * The signed-in member's own name: asked for when they have not given it (decision 037), and changed from the user
 * menu. Rendered only while it is open, so that each opening starts from the name they have now.
 */
export function MemberNameDialog({ member, onClose }: MemberNameDialogProps) {
  const rename = useRenameMember();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof RenameMemberSchema>, unknown, RenameMemberPayload>({
    resolver: zodResolver(RenameMemberSchema),
    defaultValues: { name: member.name_missing ? '' : member.name },
  });

  const onSubmit = handleSubmit(async (payload) => {
    try {
      await rename.mutateAsync(payload);
      onClose?.();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const message = error.fields?.name;
      if (message) setError('name', { message }, { shouldFocus: true });
      else setError('root.server', { message: error.message });
    }
  });

  return (
    <DialogFrame
      title={onClose ? 'Your name' : 'What is your name?'}
      // Asked for, it cannot be waved away: until it is given, colleagues and candidates see an e-mail address.
      onClose={onClose ?? (() => undefined)}
      description={
        onClose
          ? 'Your colleagues see it on what you do, and candidates on the e-mails you send them.'
          : 'Your colleagues see it on what you do, and candidates on the e-mails you send them. Until you give it, they see your e-mail address.'
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {errors.root?.server && <FormAlert>{errors.root.server.message}</FormAlert>}
        <TextField
          label="Your Name"
          autoComplete="name"
          required
          autoFocus
          error={errors.name?.message}
          {...register('name')}
        />
        <DialogButtons>
          {onClose && (
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={rename.isPending}>
            Save
          </Button>
        </DialogButtons>
      </form>
    </DialogFrame>
  );
}
