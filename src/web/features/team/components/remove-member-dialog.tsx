import type { Member } from '../../../../shared/team';
import { Button } from '../../../components/button';
import { DialogButtons, DialogFrame } from '../../../components/dialog-frame';
import { useRemoveMember } from '../api/remove-member';

interface RemoveMemberDialogProps {
  member: Member;
  onClose: () => void;
}

export function RemoveMemberDialog({ member, onClose }: RemoveMemberDialogProps) {
  const remove = useRemoveMember();
  return (
    <DialogFrame
      title={`Remove ${member.name}?`}
      onClose={onClose}
      description={
        <>
          {member.name} ({member.email}) is signed out at once and can no longer sign in. What they did keeps their
          name.
        </>
      }
    >
      <DialogButtons>
        <Button variant="secondary" onClick={onClose} autoFocus>
          Cancel
        </Button>
        <Button
          variant="danger"
          loading={remove.isPending}
          onClick={() => remove.mutate(member.id, { onSettled: onClose })}
        >
          Remove
        </Button>
      </DialogButtons>
    </DialogFrame>
  );
}
