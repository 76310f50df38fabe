import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { Button } from '../../../components/button';

interface DeletePostingDialogProps {
  open: boolean;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function DeletePostingDialog({ open, deleting, onCancel, onConfirm }: DeletePostingDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-950/50" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700">
          <DialogTitle className="text-lg font-semibold text-slate-900 dark:text-white">Delete Job Posting</DialogTitle>
          <Description className="mt-2 text-sm text-slate-700 dark:text-slate-300">
            Are you sure you want to delete this job posting? This action cannot be undone. Please confirm your
            decision.
          </Description>
          <div className="mt-6 flex justify-end gap-3">
            <Button variant="secondary" onClick={onCancel} autoFocus>
              Cancel
            </Button>
            <Button variant="danger" onClick={onConfirm} loading={deleting}>
              Delete
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
