import http from 'node:http';
import https from 'node:https';
import type net from 'node:net';
import { and, eq, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import { WEBHOOK_MESSAGES } from '../../shared/webhooks.js';
import { type Database, withConnectionHeld } from '../db/database.js';
import { users, webhookDeliveries, webhookEndpoints } from '../db/schema.js';
import { enqueueMail } from '../mail/outbox.js';
import { webhookDeliveries as deliveryAttempts } from '../metrics.js';
import { Refusal } from '../refusal.js';
import { dailyAt, type TaskWork } from '../tasks/queue.js';
import { pinnedLookup, publicAddressOf } from '../http/outbound.js';
import { queueDelivery, webhookDelivery } from './events.js';
import { webhookDisabledMail } from './mails.js';
import { webhookSignature } from './signing.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** The wait before each retry: a delivery is tried for over 27 hours before it fails. */
export const RETRY_DELAYS_MS = [5 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 10 * HOUR];
const ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** A finished delivery is listed with its endpoint for a month: time to look into a receiver's failures, then gone. */
const KEPT_MS = 30 * 24 * HOUR;

/**
 * An attempt holds its delivery this long: another run finds it not due, so that one delivery is never sent twice at
 * once. It outlasts the request's timeout; a process that dies mid-attempt leaves it due again after it.
 */
const ATTEMPT_LEASE_MS = MINUTE;

export interface WebhookDelivering {
  db: Database;
  appUrl: string;
  /** `OUTBOUND_ALLOW_PRIVATE`: lifts the fence on private addresses and plain http. */
  allowPrivate: boolean;
  timeoutMs?: number;
}

type Outcome = { code: number } | { error: string };

/**
 * Makes the attempt that is due for one delivery at `now`, records what it got and plans the next one. A delivery not
 * due (already sent, failed, or held by an attempt under way) is left alone, so a task run twice sends once.
 */
export async function deliverWebhook(delivering: WebhookDelivering, deliveryId: string, now: Date): Promise<void> {
  const { db } = delivering;
  const [delivery] = await db
    .update(webhookDeliveries)
    .set({
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + ATTEMPT_LEASE_MS),
      updatedAt: now,
    })
    .where(
      and(
        eq(webhookDeliveries.id, deliveryId),
        eq(webhookDeliveries.status, 'pending'),
        or(isNull(webhookDeliveries.nextAttemptAt), lte(webhookDeliveries.nextAttemptAt, now)),
      ),
    )
    .returning();
  if (!delivery) return;
  const [endpoint] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, delivery.endpointId));
  if (!endpoint) return;
  if (endpoint.disabledAt) {
    await db
      .update(webhookDeliveries)
      .set({ status: 'failed', lastError: WEBHOOK_MESSAGES.disabled, nextAttemptAt: null, updatedAt: now })
      .where(eq(webhookDeliveries.id, delivery.id));
    return;
  }
  const previousSigns = endpoint.previousSecret && endpoint.previousSecretUntil && endpoint.previousSecretUntil > now;
  // The connection that records an accepted delivery is taken before sending, and the record is one statement of its
  // own: a hard kill can resend a delivery only in the round trip between the receiver's answer and that statement.
  const outcome = await withConnectionHeld(db, async (held) => {
    const answer = await post(delivering, endpoint.url, {
      id: delivery.messageId,
      body: JSON.stringify(delivery.payload),
      secrets: previousSigns ? [endpoint.secret, endpoint.previousSecret!] : [endpoint.secret],
    });
    if (accepted(answer))
      await held
        .update(webhookDeliveries)
        .set({
          status: 'succeeded',
          responseCode: 'code' in answer ? answer.code : null,
          lastError: null,
          nextAttemptAt: null,
          updatedAt: now,
        })
        .where(eq(webhookDeliveries.id, delivery.id));
    return answer;
  });
  if (accepted(outcome)) {
    await db.update(webhookEndpoints).set({ consecutiveFailures: 0 }).where(eq(webhookEndpoints.id, endpoint.id));
    deliveryAttempts.inc({ outcome: 'succeeded' });
    return;
  }
  const retryDelay = RETRY_DELAYS_MS[delivery.attempts - 1];
  const nextAttemptAt = retryDelay === undefined ? null : new Date(now.getTime() + retryDelay);
  await db.transaction(async (tx) => {
    await tx
      .update(webhookDeliveries)
      .set({
        status: nextAttemptAt ? 'pending' : 'failed',
        responseCode: 'code' in outcome ? outcome.code : null,
        lastError: 'error' in outcome ? outcome.error : `Answered ${outcome.code}.`,
        nextAttemptAt,
        updatedAt: now,
      })
      .where(eq(webhookDeliveries.id, delivery.id));
    const [counted] = await tx
      .update(webhookEndpoints)
      .set({ consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1` })
      .where(eq(webhookEndpoints.id, endpoint.id))
      .returning({ consecutiveFailures: webhookEndpoints.consecutiveFailures });
    if (nextAttemptAt) await queueDelivery(tx, delivery.id, nextAttemptAt);
    // Disabled once a delivery fails its last attempt with nothing to the endpoint succeeding in as many attempts:
    // over a day of failures, not one outage of a minute.
    else if (counted && counted.consecutiveFailures >= ATTEMPTS) {
      const [disabled] = await tx
        .update(webhookEndpoints)
        .set({ disabledAt: now, disabledReason: WEBHOOK_MESSAGES.failing, updatedAt: now })
        .where(and(eq(webhookEndpoints.id, endpoint.id), isNull(webhookEndpoints.disabledAt)))
        .returning({ id: webhookEndpoints.id });
      if (!disabled) return;
      const admins = await tx
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.companyId, endpoint.companyId), eq(users.memberRole, 'admin')));
      for (const admin of admins)
        await enqueueMail(tx, webhookDisabledMail(admin.email, endpoint.url, delivering.appUrl), null);
    }
  });
  deliveryAttempts.inc({ outcome: nextAttemptAt ? 'retried' : 'failed' });
}

/** A receiver takes a delivery by answering 2xx. */
const accepted = (outcome: Outcome) => 'code' in outcome && outcome.code >= 200 && outcome.code < 300;

/** Signs and posts one message; any answer is an outcome, and so is a refusal, an error or no answer in time. */
async function post(
  { allowPrivate, timeoutMs = 10 * SECOND }: WebhookDelivering,
  address: string,
  message: { id: string; body: string; secrets: string[] },
): Promise<Outcome> {
  try {
    const url = new URL(address);
    if (!allowPrivate && url.protocol !== 'https:') throw new Refusal('invalid', WEBHOOK_MESSAGES.url);
    const lookup = allowPrivate ? undefined : pinnedLookup(await publicAddressOf(url.hostname, WEBHOOK_MESSAGES));
    // The timestamp is the moment of sending: receivers refuse one far from their own clock.
    const timestamp = Math.floor(Date.now() / SECOND);
    const headers = {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(message.body),
      'user-agent': 'Openhire-Webhooks',
      'webhook-id': message.id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': webhookSignature(message.secrets, message.id, timestamp, message.body),
    };
    return { code: await sendOnce(url, headers, message.body, timeoutMs, lookup) };
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError')
      return { error: `No answer within ${timeoutMs / SECOND} seconds.` };
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** Redirects are not followed: each would be a new address, unchecked. */
function sendOnce(
  url: URL,
  headers: http.OutgoingHttpHeaders,
  body: string,
  timeoutMs: number,
  lookup: net.LookupFunction | undefined,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https : http).request(
      url,
      { method: 'POST', headers, signal: AbortSignal.timeout(timeoutMs), ...(lookup && { lookup }) },
      (response) => {
        response.on('error', reject);
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.resume();
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

export function webhookDeliveryWork(delivering: WebhookDelivering): TaskWork<{ deliveryId: string }> {
  return { type: webhookDelivery, run: ({ deliveryId }) => deliverWebhook(delivering, deliveryId, new Date()) };
}

/** Forgets the deliveries that succeeded or failed over 30 days ago; one still being tried stays whatever its age. */
export async function pruneWebhookDeliveries(db: Database, now: Date): Promise<void> {
  await db
    .delete(webhookDeliveries)
    .where(
      and(ne(webhookDeliveries.status, 'pending'), lt(webhookDeliveries.updatedAt, new Date(now.getTime() - KEPT_MS))),
    );
}

/** Prunes the finished deliveries every day at 04:00 in the app's time zone. */
export function webhookDeliveriesPruningWork(options: { db: Database }): TaskWork<object> {
  return dailyAt('4:00', 'webhooks-deliveries-pruning', (now) => pruneWebhookDeliveries(options.db, now));
}
