import { useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { useMember } from '../../../lib/member';
import { PATHS } from '../../../lib/paths';
import { storeCurrentPostingId } from '../current-posting';

/**
 * A card's action: the posting becomes the current one and opens on /edit-job, to edit it, or to read it for a member
 * who may not change postings.
 */
export function EditPostingButton({ postingId, title }: { postingId: string; title: string }) {
  const navigate = useNavigate();
  const mayChange = useMember().can('managePostings');
  return (
    <Button
      size="sm"
      variant="secondary"
      onClick={() => {
        storeCurrentPostingId(postingId);
        void navigate(PATHS.editJob);
      }}
    >
      {mayChange ? 'Edit' : 'View'}
      <span className="sr-only"> {title}</span>
    </Button>
  );
}
