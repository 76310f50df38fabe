import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';

interface DecisionDialogProps {
  title: string;
  description: ReactNode;
  onClose: () => void;
  /** The form: its fields and its Cancel and confirm buttons. */
  children: ReactNode;
}

/** A decision to confirm: a title, what it means, and the form (its fields, Cancel and the confirming button). */
export function DecisionDialog({ title, description, onClose, children }: DecisionDialogProps) {
  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-950/50" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700">
          <DialogTitle className="text-lg font-semibold text-slate-900 dark:text-white">{title}</DialogTitle>
          <Description className="mt-2 text-sm text-slate-700 dark:text-slate-300">{description}</Description>
          <div className="mt-5">{children}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

export function DialogButtons({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-wrap justify-end gap-3">{children}</div>;
}
