import { useQuery } from '@tanstack/react-query';
import { WEBHOOK_TOASTS, type WebhookDeliveryStatus } from '../../../../shared/webhooks';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { formatMoment } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { webhookDeliveriesQuery } from '../api/get-webhooks';
import { useRedeliverWebhook } from '../api/save-webhook';

const STATUS_NAMES: Record<WebhookDeliveryStatus, string> = {
  pending: 'Pending',
  succeeded: 'Delivered',
  failed: 'Failed',
};

const STATUS_STYLES: Record<WebhookDeliveryStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  succeeded: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  failed: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
};

/** An endpoint's latest deliveries, each with what the endpoint answered and a way to send it again. */
export function WebhookDeliveries({ webhookId, enabled }: { webhookId: string; enabled: boolean }) {
  const deliveries = useQuery(webhookDeliveriesQuery(webhookId));
  useQueryFailure(deliveries);
  const redeliver = useRedeliverWebhook(webhookId);

  async function sendAgain(deliveryId: string) {
    try {
      await redeliver.mutateAsync(deliveryId);
      notify.success(WEBHOOK_TOASTS.sentAgain);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : '');
    }
  }

  if (deliveries.isPending) return <Spinner label="Loading deliveries" />;
  const rows = deliveries.data ?? [];
  if (rows.length === 0) return <p className="text-sm text-slate-700 dark:text-slate-300">No deliveries yet.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Recent deliveries</caption>
        <thead className="text-xs text-slate-700 uppercase dark:text-slate-300">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Event
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Status
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Response
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Time
            </th>
            <th scope="col" className="py-2 font-semibold">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map((delivery) => (
            <tr key={delivery.id} className="text-slate-800 dark:text-slate-200">
              <td className="py-2 pr-3">
                <code>{delivery.event_type}</code>
              </td>
              <td className="py-2 pr-3">
                <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_STYLES[delivery.status]}`}>
                  {STATUS_NAMES[delivery.status]}
                </span>
              </td>
              <td className="py-2 pr-3" title={delivery.last_error ?? undefined}>
                {delivery.response_code ?? (delivery.last_error ? 'No answer' : '—')}
              </td>
              <td className="py-2 pr-3 whitespace-nowrap">{formatMoment(delivery.updated_at)}</td>
              <td className="py-2 text-right">
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={!enabled}
                  loading={redeliver.isPending && redeliver.variables === delivery.id}
                  onClick={() => void sendAgain(delivery.id)}
                >
                  Send again<span className="sr-only"> {delivery.event_type}</span>
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
