import { useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { PATHS } from '../../../lib/paths';
import { storeCurrentPostingId } from '../current-posting';

/** A card's action: the posting becomes the current one and opens on /edit-job. */
export function EditPostingButton({ postingId, title }: { postingId: string; title: string }) {
  const navigate = useNavigate();
  return (
    <Button
      size="sm"
      variant="secondary"
      onClick={() => {
        storeCurrentPostingId(postingId);
        void navigate(PATHS.editJob);
      }}
    >
      Edit<span className="sr-only"> {title}</span>
    </Button>
  );
}
