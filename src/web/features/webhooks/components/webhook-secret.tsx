import { WEBHOOK_TOASTS } from '../../../../shared/webhooks';
import { ShownOnceDialog } from '../../../components/shown-once-dialog';

/** A new signing secret, shown this once: the server keeps it but never answers it again. */
export function WebhookSecret({ secret, onClose }: { secret: string; onClose: () => void }) {
  return (
    <ShownOnceDialog
      title="Signing secret"
      description="Give this secret to the receiving system to verify each delivery. It is shown only now."
      label="Secret"
      value={secret}
      copiedMessage={WEBHOOK_TOASTS.copied}
      onClose={onClose}
    />
  );
}
