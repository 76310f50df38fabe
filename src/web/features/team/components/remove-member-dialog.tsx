import type { Member } from '../../../../shared/team';
import { Button } from '../../../components/button';
import { DialogButtons, DialogFrame } from '../../../components/dialog-frame';
import { useRemoveMember } from '../api/remove-member';

interface RemoveMemberDialogProps {
  member: Member;
  onClose: () => void;
}

/** What the removal does to the API tokens the member made: they act as the member, so they stop with them. */
function TokensRevoked({ count }: { count: number }) {
  if (count === 0) return <>They made no API token that still works.</>;
  return (
    <strong className="font-semibold">
      {count === 1 ? 'The API token they made stops' : `The ${String(count)} API tokens they made stop`} working at
      once: whatever uses {count === 1 ? 'it' : 'them'} is refused from its next call.
    </strong>
  );
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
          name. <TokensRevoked count={member.live_api_tokens} />
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
