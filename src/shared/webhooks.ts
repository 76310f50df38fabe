import { z } from 'zod';
import { answerOf } from './api.js';
import { singleLineText } from './text.js';

// A company's webhooks: the events it may hear of, the endpoints that hear them and what each delivery did.

/** What an endpoint may hear of, and what each means in the reference and on the settings page. */
export const WEBHOOK_EVENT_NAMES = {
  'application.created': 'A candidate applied',
  'application.stage_changed': "An application's stage changed",
  'application.withdrawn': 'A candidate withdrew an application',
  'offer.answered': 'A candidate answered an offer',
  'interview.scheduled': 'An interview was scheduled',
  'interview.changed': 'An interview was changed',
  'interview.cancelled': 'An interview was cancelled',
  'candidate.erased': "A candidate's data was erased",
  'message.received': 'A message about an application came in',
} as const;
export type WebhookEvent = keyof typeof WEBHOOK_EVENT_NAMES;
export const WEBHOOK_EVENTS = Object.keys(WEBHOOK_EVENT_NAMES) as [WebhookEvent, ...WebhookEvent[]];

const INTERVIEW_FIELDS = ['interview_id', 'application_id', 'starts_at', 'ends_at', 'candidate_answer'] as const;

/**
 * What each event's `data` holds: ids, statuses, times and the candidate's choice, never a name, an address, a
 * resume, an answer's text or self-identification (decision 070). The server publishes no other field.
 */
export const WEBHOOK_EVENT_FIELDS = {
  'application.created': ['application_id', 'posting_id'],
  'application.stage_changed': [
    'application_id',
    'posting_id',
    'from_stage_id',
    'to_stage_id',
    'from_status',
    'to_status',
  ],
  'application.withdrawn': ['application_id', 'posting_id'],
  'offer.answered': ['application_id', 'answer', 'to_status'],
  'interview.scheduled': INTERVIEW_FIELDS,
  'interview.changed': INTERVIEW_FIELDS,
  'interview.cancelled': INTERVIEW_FIELDS,
  'candidate.erased': ['erasure_id'],
  'message.received': ['application_id', 'message_id', 'kind'],
} as const satisfies Record<WebhookEvent, readonly string[]>;

/** The `data` of one event of `Event`. */
export type WebhookEventData<Event extends WebhookEvent> = Record<
  (typeof WEBHOOK_EVENT_FIELDS)[Event][number],
  string | null
>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WEBHOOK_LIMITS = { url: 2000, description: 200, endpoints: 20, deliveriesListed: 50 } as const;

export const WEBHOOK_MESSAGES = {
  notFound: 'No such webhook.',
  deliveryNotFound: 'No such delivery.',
  url: 'Enter the address, starting with https://.',
  privateAddress: 'This address leads to a private network; webhooks only go to public addresses.',
  unresolved: 'This address has no host we can find.',
  events: 'Choose at least one event.',
  tooMany: `A company has at most ${WEBHOOK_LIMITS.endpoints} webhooks.`,
  disabled: 'This webhook is disabled; enable it to send again.',
  failing: 'Disabled after failing every attempt for over a day.',
} as const;

export const WEBHOOK_TOASTS = {
  created: 'Webhook added.',
  saved: 'Webhook saved.',
  deleted: 'Webhook deleted.',
  sentAgain: 'Sending again.',
  copied: 'Secret copied.',
} as const;

const WebhookUrlSchema = singleLineText({ error: WEBHOOK_MESSAGES.url })
  .trim()
  .max(WEBHOOK_LIMITS.url, `An address must be at most ${WEBHOOK_LIMITS.url} characters.`)
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), WEBHOOK_MESSAGES.url);

const WebhookFieldsSchema = z.object({
  url: WebhookUrlSchema,
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: WEBHOOK_MESSAGES.events }))
    .min(1, WEBHOOK_MESSAGES.events)
    .max(WEBHOOK_EVENTS.length)
    .transform((events) => [...new Set(events)]),
  description: singleLineText()
    .trim()
    .max(WEBHOOK_LIMITS.description, `A description must be at most ${WEBHOOK_LIMITS.description} characters.`)
    .default(''),
});

export const WebhookInputSchema = WebhookFieldsSchema;
export type WebhookInput = z.input<typeof WebhookInputSchema>;

/** A change: `enabled` turns deliveries off or back on, and `rotate_secret` makes a new secret, answered once. */
export const WebhookChangeSchema = WebhookFieldsSchema.extend({
  enabled: z.boolean().default(true),
  rotate_secret: z.boolean().default(false),
});
export type WebhookChange = z.input<typeof WebhookChangeSchema>;

export const WebhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  description: z.string(),
  enabled: z.boolean(),
  disabled_at: z.string().nullable(),
  disabled_reason: z.string().nullable(),
  created_at: z.string(),
});
export type Webhook = z.infer<typeof WebhookSchema>;

export const WebhookDeliverySchema = z.object({
  id: z.string(),
  event_type: z.enum(WEBHOOK_EVENTS),
  message_id: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  response_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

export const WebhooksAnswerSchema = answerOf({ data: z.array(WebhookSchema) });
/** A change answers the new secret, once, when it rotated it. */
export const WebhookAnswerSchema = answerOf({ data: WebhookSchema, secret: z.string().optional() });
export const CreatedWebhookAnswerSchema = answerOf({ data: WebhookSchema, secret: z.string() }, 201);
export const WebhookDeliveriesAnswerSchema = answerOf({ data: z.array(WebhookDeliverySchema) });
export const CreatedWebhookDeliveryAnswerSchema = answerOf({ data: WebhookDeliverySchema }, 201);

export const WebhookDeliveryParamsSchema = z.object({ id: z.string().max(100), delivery_id: z.string().max(100) });
