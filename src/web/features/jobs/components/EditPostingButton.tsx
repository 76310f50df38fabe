import { useNavigate } from 'react-router';
import { Button } from '../../../components/Button';
import { PATHS } from '../../../lib/paths';
import { storeCurrentJobId } from '../current-job';

/** A card's action: the posting becomes the current one and opens on /edit-job. */
export function EditPostingButton({ postingId, title }: { postingId: string; title: string }) {
  const navigate = useNavigate();
  return (
    <Button
      size="sm"
      variant="secondary"
      onClick={() => {
        storeCurrentJobId(postingId);
        void navigate(PATHS.editJob);
      }}
    >
      Edit<span className="sr-only"> {title}</span>
    </Button>
  );
}
