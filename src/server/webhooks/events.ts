import { randomUUID } from 'node:crypto';
import { and, arrayContains, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { WebhookEvent } from '../../shared/webhooks.js';
import type { Database } from '../db/database.js';
import { webhookDeliveries, webhookEndpoints } from '../db/schema.js';
import { enqueueTask, enqueueTasks, type TaskType } from '../tasks/queue.js';

type Tx = Pick<Database, 'select' | 'insert' | 'execute'>;

const DeliverySchema = z.object({ deliveryId: z.string() });

/**
 * One attempt at a delivery. A task whose process died mid-attempt is retried by the queue; the next planned attempt
 * is a new task, queued by the attempt before it.
 */
export const webhookDelivery: TaskType<z.infer<typeof DeliverySchema>> = {
  name: 'webhooks-delivery',
  payload: DeliverySchema,
  retryLimit: 5,
  retryDelaySeconds: 120,
  retryBackoff: true,
  expireInSeconds: 60,
  policy: 'standard',
};

/** Queues an attempt at a delivery, at `startAfter` or at once, in the caller's transaction. */
export function queueDelivery(tx: Tx, deliveryId: string, startAfter?: Date): Promise<void> {
  return enqueueTask(tx, webhookDelivery, { deliveryId }, startAfter && { startAfter });
}

/**
 * Tells the company's enabled endpoints that listen for `type`, in the transaction of the change: a change that rolls
 * back sends nothing. `data` holds ids and the fields that changed, never a resume, an answer or self-identification.
 */
export function emitWebhookEvent(
  tx: Tx,
  companyId: string,
  type: WebhookEvent,
  data: Record<string, string | null>,
): Promise<void> {
  return emitWebhookEvents(tx, companyId, type, [data]);
}

/** Deliveries written per statement: PostgreSQL takes at most 65,535 parameters in one. */
const DELIVERIES_PER_INSERT = 1000;

/**
 * One event of `type` for each of `events`, as `emitWebhookEvent` sends one: a change that moves many applications
 * at once reads the listening endpoints once and writes their deliveries in a few statements.
 */
export async function emitWebhookEvents(
  tx: Tx,
  companyId: string,
  type: WebhookEvent,
  events: Record<string, string | null>[],
): Promise<void> {
  if (events.length === 0) return;
  const listening = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.companyId, companyId),
        isNull(webhookEndpoints.disabledAt),
        arrayContains(webhookEndpoints.events, [type]),
      ),
    );
  if (listening.length === 0) return;
  const timestamp = new Date().toISOString();
  const deliveries = events.flatMap((data) => {
    const messageId = `msg_${randomUUID()}`;
    const payload = { type, timestamp, data };
    return listening.map((endpoint) => ({ endpointId: endpoint.id, eventType: type, messageId, payload }));
  });
  for (let first = 0; first < deliveries.length; first += DELIVERIES_PER_INSERT) {
    const created = await tx
      .insert(webhookDeliveries)
      .values(deliveries.slice(first, first + DELIVERIES_PER_INSERT))
      .returning({ id: webhookDeliveries.id });
    await enqueueTasks(
      tx,
      webhookDelivery,
      created.map((delivery) => ({ deliveryId: delivery.id })),
    );
  }
}
