import { useNavigate } from 'react-router';
import { type Posting, POSTING_TOASTS } from '../../../shared/postings';
import { POSTING_MESSAGES, type PostingInput } from '../../../shared/posting-form';
import { notify } from '../../lib/notify';
import { PATHS } from '../../lib/paths';
import { useCreatePosting } from './api/create-posting';
import { useDeletePosting } from './api/delete-posting';
import { useUpdatePosting } from './api/update-posting';
import { clearCurrentPostingId, storeCurrentPostingId } from './current-posting';

interface PostingActionCallbacks {
  /** A new posting was stored: from now on the form shows and edits it. */
  onCreated: (posting: Posting) => void;
  /** A create or an update went through: the form goes back to read-only. */
  onSaved: () => void;
  /** The posting is gone. */
  onDeleted: () => void;
}

/** Saving and deleting the posting on the form, each told by its toast; a deleted posting leaves for /jobs. */
export function usePostingActions(
  posting: Posting | undefined,
  { onCreated, onSaved, onDeleted }: PostingActionCallbacks,
) {
  const navigate = useNavigate();
  const createPosting = useCreatePosting();
  const updatePosting = useUpdatePosting();
  const deletePosting = useDeletePosting();

  const save = (input: PostingInput) => {
    if (!posting) {
      createPosting.mutate(input, {
        onSuccess: ({ data }) => {
          notify.success(POSTING_TOASTS.created);
          storeCurrentPostingId(data.id);
          onSaved();
          onCreated(data);
        },
        onError: () => notify.error(POSTING_TOASTS.createFailed),
      });
      return;
    }
    updatePosting.mutate(
      { id: posting.id, input },
      {
        onSuccess: () => {
          notify.success(POSTING_TOASTS.updated);
          onSaved();
        },
        onError: () => notify.error(POSTING_TOASTS.updateFailed),
      },
    );
  };

  const remove = () => {
    if (!posting) {
      notify.error(POSTING_MESSAGES.missingId);
      return;
    }
    deletePosting.mutate(posting.id, {
      onSuccess: () => {
        notify.success(POSTING_TOASTS.deleted);
        clearCurrentPostingId();
        onDeleted();
        void navigate(PATHS.jobs);
      },
      onError: () => notify.error(POSTING_TOASTS.deleteFailed),
    });
  };

  return {
    save,
    remove,
    /** Forget a failed update's message, as Cancel puts the saved values back. */
    forgetUpdateError: updatePosting.reset,
    saving: createPosting.isPending || updatePosting.isPending,
    deleting: deletePosting.isPending,
    serverError: (posting ? updatePosting.error : createPosting.error)?.message,
  };
}
