import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Webhook, type WebhookInput, WEBHOOK_TOASTS } from '../../../../shared/webhooks';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { DialogButtons, DialogFrame } from '../../../components/dialog-frame';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { Spinner } from '../../../components/spinner';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { webhooksQuery } from '../api/get-webhooks';
import { useAddWebhook, useChangeWebhook, useDeleteWebhook } from '../api/save-webhook';
import { WebhookDeliveries } from '../components/webhook-deliveries';
import { WebhookForm } from '../components/webhook-form';
import { WebhookSecret } from '../components/webhook-secret';

const failed = (error: unknown) => notify.error(error instanceof Error ? error.message : '');

function DeleteWebhookDialog({ webhook, onClose }: { webhook: Webhook; onClose: () => void }) {
  const deleteWebhook = useDeleteWebhook();
  async function remove() {
    try {
      await deleteWebhook.mutateAsync(webhook.id);
      notify.success(WEBHOOK_TOASTS.deleted);
      onClose();
    } catch (error) {
      failed(error);
    }
  }
  return (
    <DialogFrame
      title="Delete webhook"
      onClose={onClose}
      description={<>Delete the endpoint {webhook.url}? It hears of nothing more, and its deliveries are deleted.</>}
    >
      <DialogButtons>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="danger" loading={deleteWebhook.isPending} onClick={() => void remove()}>
          Delete
        </Button>
      </DialogButtons>
    </DialogFrame>
  );
}

function WebhookCard({
  webhook,
  onSecret,
  onDelete,
}: {
  webhook: Webhook;
  onSecret: (secret: string) => void;
  onDelete: () => void;
}) {
  const changeWebhook = useChangeWebhook();
  const [showing, setShowing] = useState(false);
  const deliveriesId = `webhook-deliveries-${webhook.id}`;

  async function change(enabled: boolean, rotate = false) {
    try {
      const secret = await changeWebhook.mutateAsync({ ...webhook, enabled, rotate_secret: rotate });
      if (secret) onSecret(secret);
      else notify.success(WEBHOOK_TOASTS.saved);
    } catch (error) {
      failed(error);
    }
  }

  return (
    <Card className="flex flex-col gap-3 p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-base font-semibold break-all text-slate-900 dark:text-white">{webhook.url}</h2>
          {webhook.description && (
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{webhook.description}</p>
          )}
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{webhook.events.join(', ')}</p>
        </div>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-medium ${
            webhook.enabled
              ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200'
              : 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200'
          }`}
        >
          {webhook.enabled ? 'Enabled' : 'Disabled'}
        </span>
      </div>
      {!webhook.enabled && webhook.disabled_reason && (
        <p className="text-sm text-red-800 dark:text-red-300">{webhook.disabled_reason}</p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={showing}
          aria-controls={deliveriesId}
          onClick={() => setShowing(!showing)}
        >
          {showing ? 'Hide deliveries' : 'Deliveries'}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => void change(!webhook.enabled)}>
          {webhook.enabled ? 'Disable' : 'Enable'}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => void change(webhook.enabled, true)}>
          Rotate secret
        </Button>
        <Button variant="ghost" size="sm" onClick={onDelete}>
          Delete
        </Button>
      </div>
      <div id={deliveriesId} hidden={!showing}>
        {showing && <WebhookDeliveries webhookId={webhook.id} enabled={webhook.enabled} />}
      </div>
    </Card>
  );
}

/** /settings/webhooks — where the company's events are posted, for Admins. */
export function WebhooksPage() {
  usePageTitle('Webhooks');
  const webhooks = useQuery(webhooksQuery);
  useQueryFailure(webhooks);
  const addWebhook = useAddWebhook();
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);

  async function add(input: WebhookInput) {
    try {
      setSecret(await addWebhook.mutateAsync(input));
      notify.success(WEBHOOK_TOASTS.created);
      setAdding(false);
    } catch (error) {
      failed(error);
    }
  }

  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title="Webhooks"
        description="Addresses that hear of applications, interviews and erasures as they happen, each message signed."
        actions={!adding && <Button onClick={() => setAdding(true)}>Add endpoint</Button>}
      />
      {adding && <WebhookForm saving={addWebhook.isPending} onSave={add} onCancel={() => setAdding(false)} />}
      {webhooks.isPending ? (
        <div className="flex justify-center py-12 text-brand-600 dark:text-brand-300">
          <Spinner size="lg" label="Loading webhooks" />
        </div>
      ) : (webhooks.data ?? []).length === 0 ? (
        !adding && (
          <EmptyState title="No webhooks yet" description="Add an endpoint to send events to another system." />
        )
      ) : (
        <ul className="flex flex-col gap-4">
          {(webhooks.data ?? []).map((webhook) => (
            <li key={webhook.id}>
              <WebhookCard webhook={webhook} onSecret={setSecret} onDelete={() => setDeleting(webhook)} />
            </li>
          ))}
        </ul>
      )}
      {secret && <WebhookSecret secret={secret} onClose={() => setSecret(null)} />}
      {deleting && <DeleteWebhookDialog webhook={deleting} onClose={() => setDeleting(null)} />}
    </div>
  );
}
