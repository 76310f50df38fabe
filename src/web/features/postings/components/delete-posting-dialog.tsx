import { Button } from '../../../components/button';
import { DialogButtons, DialogFrame } from '../../../components/dialog-frame';

interface DeletePostingDialogProps {
  open: boolean;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function DeletePostingDialog({ open, deleting, onCancel, onConfirm }: DeletePostingDialogProps) {
  return (
    <DialogFrame
      open={open}
      onClose={onCancel}
      title="Delete Job Posting"
      description="Are you sure you want to delete this job posting? This action cannot be undone. Please confirm your decision."
    >
      <DialogButtons>
        <Button variant="secondary" onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} loading={deleting}>
          Delete
        </Button>
      </DialogButtons>
    </DialogFrame>
  );
}
