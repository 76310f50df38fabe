import { WEBHOOK_TOASTS } from '../../../../shared/webhooks';
import { Button } from '../../../components/button';
import { DialogButtons, DialogFrame } from '../../../components/dialog-frame';
import { notify } from '../../../lib/notify';

/** A new signing secret, shown this once: the server keeps it but never answers it again. */
export function WebhookSecret({ secret, onClose }: { secret: string; onClose: () => void }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      notify.success(WEBHOOK_TOASTS.copied);
    } catch {
      notify.error('Select the secret and copy it by hand.');
    }
  }
  return (
    <DialogFrame
      title="Signing secret"
      onClose={onClose}
      description="Give this secret to the receiving system to verify each delivery. It is shown only now."
    >
      <label htmlFor="webhook-secret" className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200">
        Secret
      </label>
      <input
        id="webhook-secret"
        readOnly
        value={secret}
        onFocus={(event) => event.currentTarget.select()}
        className="block h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-slate-50 px-3 font-mono text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      />
      <DialogButtons>
        <Button variant="secondary" onClick={() => void copy()}>
          Copy secret
        </Button>
        <Button onClick={onClose}>Done</Button>
      </DialogButtons>
    </DialogFrame>
  );
}
