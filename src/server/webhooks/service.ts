import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  type Webhook,
  type WebhookChange,
  WebhookChangeSchema,
  type WebhookDelivery,
  type WebhookInput,
  WebhookInputSchema,
  WEBHOOK_LIMITS,
  WEBHOOK_MESSAGES,
} from '../../shared/webhooks.js';
import type { Member } from '../auth/index.js';
import type { Database } from '../db/database.js';
import { webhookDeliveries, webhookEndpoints } from '../db/schema.js';
import { isUuid } from '../http/ids.js';
import { Refusal } from '../refusal.js';
import { publicAddressOf } from '../http/outbound.js';
import { queueDelivery } from './events.js';
import { newWebhookSecret } from './signing.js';

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** After a rotation, receivers still holding the previous secret keep verifying for this long. */
const ROTATION_GRACE_MS = 24 * 60 * 60 * 1000;

function webhookOf(row: EndpointRow): Webhook {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    description: row.description,
    enabled: row.disabledAt === null,
    disabled_at: row.disabledAt?.toISOString() ?? null,
    disabled_reason: row.disabledReason,
    created_at: row.createdAt.toISOString(),
  };
}

function deliveryOf(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    event_type: row.eventType,
    message_id: row.messageId,
    status: row.status,
    attempts: row.attempts,
    response_code: row.responseCode,
    last_error: row.lastError,
    next_attempt_at: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A company's webhook endpoints, kept by its Admins. */
export class WebhookService {
  constructor(
    private readonly db: Database,
    private readonly allowPrivate: boolean,
  ) {}

  async list(member: Member): Promise<Webhook[]> {
    const rows = await this.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.companyId, member.companyId))
      .orderBy(webhookEndpoints.createdAt);
    return rows.map(webhookOf);
  }

  async create(member: Member, input: WebhookInput): Promise<{ webhook: Webhook; secret: string }> {
    const { url, events, description } = WebhookInputSchema.parse(input);
    await this.checkAddress(url);
    const secret = newWebhookSecret();
    const row = await this.db.transaction(async (tx) => {
      // Counted under the company's lock, so that two adds at once cannot pass the limit together.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`webhooks:${member.companyId}`}))`);
      const [existing] = await tx
        .select({ count: count() })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.companyId, member.companyId));
      if ((existing?.count ?? 0) >= WEBHOOK_LIMITS.endpoints) throw new Refusal('conflict', WEBHOOK_MESSAGES.tooMany);
      const [created] = await tx
        .insert(webhookEndpoints)
        .values({ companyId: member.companyId, url, events, description, secret })
        .returning();
      return created!;
    });
    return { webhook: webhookOf(row), secret };
  }

  async update(
    member: Member,
    id: string,
    input: WebhookChange,
  ): Promise<{ webhook: Webhook; secret?: string } | undefined> {
    const change = WebhookChangeSchema.parse(input);
    const [current] = await this.db.select().from(webhookEndpoints).where(this.ofCompany(member, id));
    if (!current) return undefined;
    if (change.url !== current.url) await this.checkAddress(change.url);
    const now = new Date();
    const secret = change.rotate_secret ? newWebhookSecret() : undefined;
    const [row] = await this.db
      .update(webhookEndpoints)
      .set({
        url: change.url,
        events: change.events,
        description: change.description,
        ...(change.enabled
          ? current.disabledAt && { disabledAt: null, disabledReason: null, consecutiveFailures: 0 }
          : !current.disabledAt && { disabledAt: now, disabledReason: null }),
        ...(secret && {
          secret,
          previousSecret: current.secret,
          previousSecretUntil: new Date(now.getTime() + ROTATION_GRACE_MS),
        }),
        updatedAt: now,
      })
      .where(this.ofCompany(member, id))
      .returning();
    return row && { webhook: webhookOf(row), ...(secret && { secret }) };
  }

  async remove(member: Member, id: string): Promise<true | undefined> {
    const removed = await this.db
      .delete(webhookEndpoints)
      .where(this.ofCompany(member, id))
      .returning({ id: webhookEndpoints.id });
    return removed.length > 0 ? true : undefined;
  }

  async deliveries(member: Member, id: string): Promise<WebhookDelivery[] | undefined> {
    const [endpoint] = await this.db
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(this.ofCompany(member, id));
    if (!endpoint) return undefined;
    const rows = await this.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id))
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(WEBHOOK_LIMITS.deliveriesListed);
    return rows.map(deliveryOf);
  }

  /** A new delivery of the same message (same `webhook-id`, so that a receiver can tell it has seen it), sent now. */
  async redeliver(member: Member, id: string, deliveryId: string): Promise<WebhookDelivery | undefined> {
    if (!isUuid(deliveryId)) return undefined;
    return this.db.transaction(async (tx) => {
      const [earlier] = await tx
        .select({ delivery: webhookDeliveries, disabledAt: webhookEndpoints.disabledAt })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(and(this.ofCompany(member, id), eq(webhookDeliveries.id, deliveryId)));
      if (!earlier) return undefined;
      if (earlier.disabledAt) throw new Refusal('conflict', WEBHOOK_MESSAGES.disabled);
      const { endpointId, eventType, messageId, payload } = earlier.delivery;
      const [again] = await tx
        .insert(webhookDeliveries)
        .values({ endpointId, eventType, messageId, payload })
        .returning();
      await queueDelivery(tx, again!.id);
      return deliveryOf(again!);
    });
  }

  private ofCompany(member: Member, id: string) {
    return and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.companyId, member.companyId));
  }

  /** Refused unless https and public; checked again at each delivery, since a name can later point elsewhere. */
  private async checkAddress(url: string): Promise<void> {
    if (this.allowPrivate) return;
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:') throw new Refusal('invalid', WEBHOOK_MESSAGES.url, 'url');
    await publicAddressOf(parsed.hostname, WEBHOOK_MESSAGES);
  }
}
