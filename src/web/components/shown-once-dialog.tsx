import { useId } from 'react';
import { Button } from './button';
import { DialogButtons, DialogFrame } from './dialog-frame';
import { notify } from '../lib/notify';

interface ShownOnceDialogProps {
  title: string;
  description: string;
  /** The field's label, and what the copy button copies. */
  label: string;
  value: string;
  copiedMessage: string;
  onClose: () => void;
}

/** A secret the server answers once and keeps only in a form it cannot give back: shown now, with a way to copy it. */
export function ShownOnceDialog({ title, description, label, value, copiedMessage, onClose }: ShownOnceDialogProps) {
  const fieldId = useId();
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      notify.success(copiedMessage);
    } catch {
      notify.error(`Select the ${label.toLowerCase()} and copy it by hand.`);
    }
  }
  return (
    <DialogFrame title={title} onClose={onClose} description={description}>
      <label htmlFor={fieldId} className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <input
        id={fieldId}
        readOnly
        value={value}
        onFocus={(event) => event.currentTarget.select()}
        className="block h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-slate-50 px-3 font-mono text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      />
      <DialogButtons>
        <Button variant="secondary" onClick={() => void copy()}>
          Copy {label.toLowerCase()}
        </Button>
        <Button onClick={onClose}>Done</Button>
      </DialogButtons>
    </DialogFrame>
  );
}
