import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's own measures, exposed at `/metrics`: each process counts what it did, so a scraper reads every process
 * (every pod) on its own and adds them up. Process memory, CPU and event-loop lag come from prom-client's defaults.
 */
export const processMetrics = new Registry();
collectDefaultMetrics({ register: processMetrics });

export const httpRequests = new Counter({
  name: 'openhire_http_requests_total',
  help: 'Requests answered, by method, route pattern and status.',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [processMetrics],
});

export const httpRequestDuration = new Histogram({
  name: 'openhire_http_request_duration_seconds',
  help: 'Time from a request arriving to its answer being sent, by method, route pattern and status.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [processMetrics],
});

export const databaseConnectionWait = new Histogram({
  name: 'openhire_database_connection_wait_seconds',
  help: 'Time a statement or transaction waited for a connection from the pool.',
  buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5, 10],
  registers: [processMetrics],
});

export const mailMessages = new Counter({
  name: 'openhire_mail_messages_total',
  help: 'E-mails by outcome: sent, deferred (an attempt failed, tried again later) or failed (given up).',
  labelNames: ['outcome'] as const,
  registers: [processMetrics],
});

export const taskFailures = new Counter({
  name: 'openhire_task_failures_total',
  help: 'Attempts at a task that failed, by task type.',
  labelNames: ['type'] as const,
  registers: [processMetrics],
});

export const webhookDeliveries = new Counter({
  name: 'openhire_webhook_deliveries_total',
  help: 'Attempts to deliver a webhook event, by outcome.',
  labelNames: ['outcome'] as const,
  registers: [processMetrics],
});

export const inboundMessages = new Counter({
  name: 'openhire_inbound_messages_total',
  help: 'Replies read from the mailbox, by result: attached, duplicate (kept once already) or unmatched.',
  labelNames: ['result'] as const,
  registers: [processMetrics],
});

export const inboundMailboxFailures = new Gauge({
  name: 'openhire_inbound_mailbox_failures',
  help: 'Tries to read the replies mailbox that failed in a row, in the process reading it; 0 while it reads well.',
  registers: [processMetrics],
});

export const uploadsInFlight = new Gauge({
  name: 'openhire_uploads_in_flight',
  help: 'Requests carrying a file being read or handled now; at UPLOADS_IN_FLIGHT, the next one is answered 503.',
  registers: [processMetrics],
});
