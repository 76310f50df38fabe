import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type pg from 'pg';
import { eq, sql } from 'drizzle-orm';
import { Webhook as Verifier } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StagesAnswer } from '../../shared/pipeline.js';
import {
  WEBHOOK_EVENT_FIELDS,
  WEBHOOK_MESSAGES,
  type Webhook,
  type WebhookDelivery,
  type WebhookEvent,
} from '../../shared/webhooks.js';
import { buildApp } from '../app.js';
import { webhookDeliveries } from '../db/schema.js';
import { makeApplication } from '../test/factories-applications.js';
import { makeInterview } from '../test/factories-interviews.js';
import { makePosting } from '../test/factories-postings.js';
import { makeCandidate, makeCompany } from '../test/factories.js';
import { addMember } from '../test/factories-team.js';
import { createTestApp, testConfig } from '../test/harness.js';
import { deliverDueMail, startTestSmtpServer } from '../test/smtp.js';
import { startTasks } from '../tasks/queue.js';
import {
  deliverWebhook,
  pruneWebhookDeliveries,
  RETRY_DELAYS_MS,
  type WebhookDelivering,
  webhookDeliveryWork,
} from './delivery.js';
import { emitWebhookEvent, webhookDelivery } from './events.js';
import { requestOf } from '../test/routes.js';
import { webhookEndpoints } from '../../shared/webhooks-endpoints.js';
import { pipelineEndpoints } from '../../shared/pipeline-endpoints.js';
import { applicationEndpoints, candidateApplicationEndpoints } from '../../shared/applications-endpoints.js';
import { teamEndpoints } from '../../shared/team-endpoints.js';
import { candidateInterviewEndpoints } from '../../shared/interviews-endpoints.js';

const { app, database, config } = await createTestApp({ env: { OUTBOUND_ALLOW_PRIVATE: 'true' } });
const { db } = database;
// The same database served as in production, where private addresses are refused.
const fenced = await buildApp({ config: await testConfig(), db });
afterAll(() => fenced.close());

const HOUR = 60 * 60 * 1000;

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A receiver on this machine that answers each request with the next of `answers` (the last one repeats). */
async function startReceiver(answers: (number | 'silence')[]) {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      const answer = answers[Math.min(received.length - 1, answers.length - 1)]!;
      if (answer !== 'silence') response.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });
  return { received, port, url: `http://127.0.0.1:${port}/openhire` };
}

const delivering: WebhookDelivering = { db, appUrl: config.appUrl, allowPrivate: true, timeoutMs: 300 };
// A process has started once, as the server does before it takes any call: the deliveries' queue is there.
await (await startTasks({ pool: database.pool, work: [webhookDeliveryWork(delivering)], log: { error() {} } })).stop();

let admin: Awaited<ReturnType<typeof makeCompany>>;
let posting: Awaited<ReturnType<typeof makePosting>>;
beforeAll(async () => {
  admin = await makeCompany(app);
  posting = await makePosting(app, admin.token);
});

async function addWebhook(
  url: string,
  events: string[] = ['application.created', 'application.stage_changed'],
  token = admin.token,
) {
  const response = await app.inject({
    ...requestOf(webhookEndpoints.create),
    headers: { authorization: token },
    payload: { url, events, description: 'Our HR system' },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ data: Webhook; secret: string }>();
}

async function deliveriesOf(webhookId: string, token = admin.token): Promise<WebhookDelivery[]> {
  const response = await app.inject({
    ...requestOf(webhookEndpoints.deliveries, { params: { id: webhookId } }),
    headers: { authorization: token },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: WebhookDelivery[] }>().data;
}

async function stagesOf(token: string): Promise<StagesAnswer['data']> {
  const response = await app.inject({ ...requestOf(pipelineEndpoints.stages), headers: { authorization: token } });
  return response.json<StagesAnswer>().data;
}

async function changeStage(token: string, applicationId: string, stageId: string): Promise<void> {
  const moved = await app.inject({
    ...requestOf(pipelineEndpoints.move),
    headers: { authorization: token },
    payload: { id: applicationId, stage_id: stageId },
  });
  expect(moved.statusCode).toBe(200);
}

async function saveStages(token: string, payload: object): Promise<StagesAnswer['data']> {
  const saved = await app.inject({
    ...requestOf(pipelineEndpoints.saveStages),
    headers: { authorization: token },
    payload,
  });
  expect(saved.statusCode).toBe(200);
  return saved.json<StagesAnswer>().data;
}

/** Adds a stage to the company's list, with no undo window: answers the list before and after. */
async function addStage(token: string, name: string, phase: string) {
  const before = await stagesOf(token);
  const after = await saveStages(token, { stages: [...before, { name, phase }], email_delay_minutes: 0 });
  return { before, after, added: after.find((stage) => stage.name === name)! };
}

/** The company sends an offer, seen by the candidate at once when the company has no undo window. */
async function sendOffer(token: string, applicationId: string): Promise<void> {
  const sent = await app.inject({
    ...requestOf(applicationEndpoints.changeStatus),
    headers: { authorization: token },
    payload: { id: applicationId, status: 'Offer Sent' },
  });
  expect(sent.statusCode).toBe(200);
}

async function acceptOffer(candidateToken: string, applicationId: string): Promise<void> {
  const answered = await app.inject({
    ...requestOf(candidateApplicationEndpoints.answerOffer, { params: { id: applicationId } }),
    headers: { authorization: candidateToken },
    payload: { answer: 'accept', full_name: 'Ada Lovelace' },
  });
  expect(answered.statusCode).toBe(200);
}

/** A new application to the posting: an `application.created` event. */
async function apply(): Promise<string> {
  return makeApplication(app, (await makeCandidate(app)).token, posting);
}

const verify = (secret: string, message: Received) =>
  new Verifier(secret).verify(message.body, message.headers as Record<string, string>) as {
    type: string;
    data: Record<string, unknown>;
  };

describe('webhooks', () => {
  it('answers the secret once and signs each delivery so that the Standard Webhooks verifier accepts it', async () => {
    const receiver = await startReceiver([200]);
    const { data: webhook, secret } = await addWebhook(receiver.url);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const listed = await app.inject({ ...requestOf(webhookEndpoints.list), headers: { authorization: admin.token } });
    expect(listed.body).not.toContain(secret);
    expect(listed.json<{ data: Webhook[] }>().data).toContainEqual(expect.objectContaining({ id: webhook.id }));

    const applicationId = await apply();
    const [delivery] = await deliveriesOf(webhook.id);
    expect(delivery).toMatchObject({ event_type: 'application.created', status: 'pending', attempts: 0 });
    await deliverWebhook(delivering, delivery!.id, new Date());

    expect(receiver.received).toHaveLength(1);
    const event = verify(secret, receiver.received[0]!);
    expect(event).toMatchObject({ type: 'application.created', data: { application_id: applicationId } });
    expect(Object.keys(event.data).toSorted()).toEqual(['application_id', 'posting_id']);
    expect(receiver.received[0]!.headers['webhook-id']).toBe(delivery!.message_id);
    expect((await deliveriesOf(webhook.id))[0]).toMatchObject({ status: 'succeeded', response_code: 200, attempts: 1 });
  });

  it("keeps sending the company's events to an endpoint after the Admin who added it is removed", async () => {
    const receiver = await startReceiver([200]);
    const adder = await addMember(app, db, admin.token, 'admin', 'Wren Webhooks');
    const { data: webhook } = await addWebhook(receiver.url, ['application.created'], adder.token);
    const removed = await app.inject({
      ...requestOf(teamEndpoints.remove, { params: { id: adder.id } }),
      headers: { authorization: admin.token },
    });
    expect(removed.statusCode).toBe(200);

    const applicationId = await apply();
    const [delivery] = await deliveriesOf(webhook.id);
    await deliverWebhook(delivering, delivery!.id, new Date());
    expect(receiver.received.map((each) => JSON.parse(each.body) as { data: object })).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ application_id: applicationId }) }),
    ]);
  });

  it('tells of a stage move with the stages it went from and to', async () => {
    const receiver = await startReceiver([200]);
    const { data: webhook, secret } = await addWebhook(receiver.url, ['application.stage_changed']);
    const applicationId = await apply();
    const screening = (await stagesOf(admin.token)).find((stage) => stage.phase === 'Under Review')!;
    await changeStage(admin.token, applicationId, screening.id);
    const [delivery] = await deliveriesOf(webhook.id);
    await deliverWebhook(delivering, delivery!.id, new Date());
    expect(verify(secret, receiver.received[0]!)).toMatchObject({
      type: 'application.stage_changed',
      data: { application_id: applicationId, to_stage_id: screening.id, to_status: 'Under Review' },
    });
  });

  it('tells of the time a candidate books by picking one of the offered slots, as a change of the interview', async () => {
    const receiver = await startReceiver([200]);
    const soon = Math.ceil(Date.now() / HOUR) * HOUR + 48 * HOUR;
    const interview = await makeInterview(app, db, { slots: [new Date(soon), new Date(soon + HOUR)] });
    const { data: webhook, secret } = await addWebhook(
      receiver.url,
      ['interview.scheduled', 'interview.changed'],
      interview.admin.token,
    );
    const picked = await app.inject({
      ...requestOf(candidateInterviewEndpoints.pickSlot, { params: { id: interview.id } }),
      headers: { authorization: interview.candidate.token },
      payload: { slot_id: interview.slotIds[1] },
    });
    expect(picked.statusCode).toBe(200);
    const deliveries = await deliveriesOf(webhook.id, interview.admin.token);
    expect(deliveries).toHaveLength(1);
    await deliverWebhook(delivering, deliveries[0]!.id, new Date());
    expect(verify(secret, receiver.received[0]!)).toMatchObject({
      type: 'interview.changed',
      data: {
        interview_id: interview.id,
        application_id: interview.applicationId,
        starts_at: new Date(soon + HOUR).toISOString(),
        ends_at: new Date(soon + 2 * HOUR).toISOString(),
        candidate_answer: 'accepted',
      },
    });
  });

  it("tells of a candidate's answer to an invitation, once, without the candidate's message", async () => {
    const receiver = await startReceiver([200]);
    const startsAt = new Date(Math.ceil(Date.now() / HOUR) * HOUR + 72 * HOUR);
    const interview = await makeInterview(app, db, { startsAt });
    const { data: webhook, secret } = await addWebhook(receiver.url, ['interview.changed'], interview.admin.token);
    const decline = () =>
      app.inject({
        ...requestOf(candidateInterviewEndpoints.answer, { params: { id: interview.id } }),
        headers: { authorization: interview.candidate.token },
        payload: { answer: 'decline', message: 'I took another offer, thank you.' },
      });
    expect((await decline()).statusCode).toBe(200);
    expect((await decline()).statusCode).toBe(200);
    const deliveries = await deliveriesOf(webhook.id, interview.admin.token);
    expect(deliveries).toHaveLength(1);
    await deliverWebhook(delivering, deliveries[0]!.id, new Date());
    const event = verify(secret, receiver.received[0]!);
    expect(event).toEqual({
      type: 'interview.changed',
      timestamp: expect.any(String),
      data: {
        interview_id: interview.id,
        application_id: interview.applicationId,
        starts_at: startsAt.toISOString(),
        ends_at: new Date(startsAt.getTime() + HOUR).toISOString(),
        candidate_answer: 'declined',
      },
    });
  });

  it('tells of the stage and status an answered offer leaves the application in, beside the answer', async () => {
    const company = await makeCompany(app);
    const { before: stages, added: hired } = await addStage(company.token, 'Hired', 'Offer Accepted');
    const offerStage = stages.find((stage) => stage.phase === 'Offer Sent')!;
    const candidate = await makeCandidate(app);
    const applicationId = await makeApplication(app, candidate.token, await makePosting(app, company.token));
    await sendOffer(company.token, applicationId);
    const receiver = await startReceiver([200]);
    const { data: webhook, secret } = await addWebhook(
      receiver.url,
      ['application.stage_changed', 'offer.answered'],
      company.token,
    );
    await acceptOffer(candidate.token, applicationId);
    for (const delivery of await deliveriesOf(webhook.id, company.token))
      await deliverWebhook(delivering, delivery.id, new Date());
    const events = receiver.received.map((message) => verify(secret, message));
    expect(events).toHaveLength(2);
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'application.stage_changed',
        data: expect.objectContaining({
          application_id: applicationId,
          from_stage_id: offerStage.id,
          to_stage_id: hired.id,
          from_status: 'Offer Sent',
          to_status: 'Offer Accepted',
        }),
      }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'offer.answered', data: expect.objectContaining({ answer: 'accept' }) }),
    );
  });

  it('tells where the applications of a removed stage went, and of the accepted offers a new Hired stage takes in', async () => {
    const company = await makeCompany(app);
    const { after: withScreen, added: phoneScreen } = await addStage(company.token, 'Phone screen', 'Under Review');
    const review = withScreen.find((stage) => stage.phase === 'Under Review' && stage.id !== phoneScreen.id)!;
    const offerStage = withScreen.find((stage) => stage.phase === 'Offer Sent')!;
    const companyPosting = await makePosting(app, company.token);
    const screened = await makeApplication(app, (await makeCandidate(app)).token, companyPosting);
    await changeStage(company.token, screened, phoneScreen.id);
    const hiredCandidate = await makeCandidate(app);
    const hiredApplication = await makeApplication(app, hiredCandidate.token, companyPosting);
    await sendOffer(company.token, hiredApplication);
    await acceptOffer(hiredCandidate.token, hiredApplication);
    const receiver = await startReceiver([200]);
    const { data: webhook, secret } = await addWebhook(receiver.url, ['application.stage_changed'], company.token);

    const after = await saveStages(company.token, {
      stages: [
        ...withScreen.filter((stage) => stage.id !== phoneScreen.id),
        { name: 'Hired', phase: 'Offer Accepted' },
      ],
      moves: { [phoneScreen.id]: review.id },
    });
    const hired = after.find((stage) => stage.phase === 'Offer Accepted')!;
    // Each delivery is on the task queue, as the workers take it.
    const deliveries = await deliveriesOf(webhook.id, company.token);
    const { rows: queued } = await db.execute<{ deliveryId: string }>(
      sql`SELECT data->>'deliveryId' AS "deliveryId" FROM pgboss.job WHERE name = ${webhookDelivery.name}`,
    );
    const work = webhookDeliveryWork(delivering);
    for (const delivery of deliveries) {
      expect(queued).toContainEqual({ deliveryId: delivery.id });
      await work.run({ deliveryId: delivery.id });
    }
    const told = receiver.received.map((message) => verify(secret, message).data);
    expect(told).toHaveLength(2);
    expect(told).toContainEqual({
      application_id: screened,
      posting_id: companyPosting.id,
      from_stage_id: phoneScreen.id,
      to_stage_id: review.id,
      from_status: 'Under Review',
      to_status: 'Under Review',
    });
    expect(told).toContainEqual({
      application_id: hiredApplication,
      posting_id: companyPosting.id,
      from_stage_id: offerStage.id,
      to_stage_id: hired.id,
      from_status: 'Offer Accepted',
      to_status: 'Offer Accepted',
    });
  });

  it('forgets deliveries finished over 30 days ago, keeping newer ones and one still being tried', async () => {
    const company = await makeCompany(app);
    const companyPosting = await makePosting(app, company.token);
    const { data: webhook } = await addWebhook(
      (await startReceiver([200])).url,
      ['application.created'],
      company.token,
    );
    for (let count = 0; count < 4; count += 1)
      await makeApplication(app, (await makeCandidate(app)).token, companyPosting);
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * HOUR);
    const planned = [
      { status: 'succeeded', updatedAt: daysAgo(31) },
      { status: 'failed', updatedAt: daysAgo(31) },
      { status: 'pending', updatedAt: daysAgo(31) },
      { status: 'failed', updatedAt: daysAgo(29) },
    ] as const;
    const listed = await deliveriesOf(webhook.id, company.token);
    for (const [index, delivery] of listed.entries())
      await db.update(webhookDeliveries).set(planned[index]!).where(eq(webhookDeliveries.id, delivery.id));

    await pruneWebhookDeliveries(db, now);

    const kept = await deliveriesOf(webhook.id, company.token);
    expect(kept.map((delivery) => delivery.id).toSorted()).toEqual([listed[2]!.id, listed[3]!.id].toSorted());
    expect(kept.map((delivery) => delivery.status).toSorted()).toEqual(['failed', 'pending']);
  });

  it('retries after a 500 and after no answer, never twice at once, until the receiver takes it', async () => {
    const receiver = await startReceiver([500, 'silence', 204]);
    const { data: webhook } = await addWebhook(receiver.url);
    await apply();
    const [delivery] = await deliveriesOf(webhook.id);
    const start = new Date();

    await deliverWebhook(delivering, delivery!.id, start);
    expect((await deliveriesOf(webhook.id))[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      response_code: 500,
      next_attempt_at: new Date(start.getTime() + RETRY_DELAYS_MS[0]!).toISOString(),
    });
    // Not due yet: a second run of the same task sends nothing.
    await deliverWebhook(delivering, delivery!.id, start);
    expect(receiver.received).toHaveLength(1);

    const second = new Date(start.getTime() + RETRY_DELAYS_MS[0]!);
    await deliverWebhook(delivering, delivery!.id, second);
    expect((await deliveriesOf(webhook.id))[0]).toMatchObject({
      status: 'pending',
      attempts: 2,
      response_code: null,
      last_error: 'No answer within 0.3 seconds.',
    });

    await deliverWebhook(delivering, delivery!.id, new Date(second.getTime() + RETRY_DELAYS_MS[1]!));
    expect(receiver.received).toHaveLength(3);
    expect(new Set(receiver.received.map((each) => each.headers['webhook-id']))).toEqual(
      new Set([delivery!.message_id]),
    );
    expect((await deliveriesOf(webhook.id))[0]).toMatchObject({ status: 'succeeded', attempts: 3, response_code: 204 });
  });

  it('records a delivery as taken the moment its receiver answers, even with every other connection of the pool busy', async () => {
    const { pool } = database;
    const hoard: pg.PoolClient[] = [];
    let answered = false;
    const server = http.createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        void (async () => {
          // What a burst of requests does to the pool while the receiver takes its time to answer.
          while (pool.idleCount > 0 || pool.totalCount < pool.options.max!) hoard.push(await pool.connect());
          response.writeHead(204).end();
          answered = true;
        })();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const onTheSide = database.dedicatedClient();
    await onTheSide.connect();
    try {
      const { data: webhook } = await addWebhook(`http://127.0.0.1:${(server.address() as AddressInfo).port}/openhire`);
      await apply();
      const [delivery] = await deliveriesOf(webhook.id);
      const delivered = deliverWebhook(delivering, delivery!.id, new Date());
      // Read outside the pool: a hard kill from now on must find the delivery taken, not send it again.
      await vi.waitFor(
        async () => {
          expect(answered).toBe(true);
          const { rows } = await onTheSide.query('SELECT status FROM webhook_deliveries WHERE id = $1', [delivery!.id]);
          expect(rows[0]).toEqual({ status: 'succeeded' });
        },
        { timeout: 5_000, interval: 50 },
      );
      for (const client of hoard.splice(0)) client.release();
      await delivered;
      expect((await deliveriesOf(webhook.id))[0]).toMatchObject({
        status: 'succeeded',
        attempts: 1,
        response_code: 204,
      });
    } finally {
      for (const client of hoard) client.release();
      await onTheSide.end();
      server.closeAllConnections();
      server.close();
    }
  });

  it('sends nothing for a change that rolled back', async () => {
    const receiver = await startReceiver([200]);
    const { data: webhook } = await addWebhook(receiver.url);
    const companyId = (await db.query.webhookEndpoints.findFirst({ where: (t, { eq }) => eq(t.id, webhook.id) }))!
      .companyId;
    await expect(
      db.transaction(async (tx) => {
        await emitWebhookEvent(tx, companyId, 'application.created', { application_id: 'rolled-back' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await deliveriesOf(webhook.id)).toEqual([]);
  });

  it('sends a delivery again as a new delivery of the same message', async () => {
    const receiver = await startReceiver([200]);
    const { data: webhook, secret } = await addWebhook(receiver.url);
    await apply();
    const [first] = await deliveriesOf(webhook.id);
    await deliverWebhook(delivering, first!.id, new Date());
    const again = await app.inject({
      ...requestOf(webhookEndpoints.redeliver, { params: { id: webhook.id, delivery_id: first!.id } }),
      headers: { authorization: admin.token },
    });
    expect(again.statusCode).toBe(201);
    const repeat = again.json<{ data: WebhookDelivery }>().data;
    expect(repeat).toMatchObject({ status: 'pending', message_id: first!.message_id });
    await deliverWebhook(delivering, repeat.id, new Date());
    expect(receiver.received.map((each) => verify(secret, each).data)).toEqual([
      verify(secret, receiver.received[0]!).data,
      verify(secret, receiver.received[0]!).data,
    ]);
    expect((await deliveriesOf(webhook.id)).map((each) => each.status)).toEqual(['succeeded', 'succeeded']);
  });

  it('signs with both secrets after a rotation, so that receivers holding either verify', async () => {
    const receiver = await startReceiver([200]);
    const { data: webhook, secret: previous } = await addWebhook(receiver.url);
    const rotated = await app.inject({
      ...requestOf(webhookEndpoints.update, { params: { id: webhook.id } }),
      headers: { authorization: admin.token },
      payload: { url: webhook.url, events: webhook.events, rotate_secret: true },
    });
    expect(rotated.statusCode).toBe(200);
    const { secret } = rotated.json<{ secret: string }>();
    expect(secret).not.toBe(previous);
    await apply();
    const [delivery] = await deliveriesOf(webhook.id);
    await deliverWebhook(delivering, delivery!.id, new Date());
    expect(verify(previous, receiver.received[0]!).type).toBe('application.created');
    expect(verify(secret, receiver.received[0]!).type).toBe('application.created');
  });

  it('refuses addresses that are not https or lead to private networks, a name resolving to 127.0.0.1 among them', async () => {
    for (const url of [
      'http://198.51.100.7/openhire',
      'https://localhost/openhire',
      'https://127.0.0.1/openhire',
      'https://10.1.2.3/',
      'https://[::1]/',
      'https://169.254.169.254/latest/meta-data/',
      'https://[fd00:ec2::254]/',
      'https://[::ffff:127.0.0.1]/',
    ]) {
      const response = await fenced.inject({
        ...requestOf(webhookEndpoints.create),
        headers: { authorization: admin.token },
        payload: { url, events: ['application.created'] },
      });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
      expect(response.json<{ error: string }>().error).toMatch(/https:\/\/|private network/);
    }
  });

  it('refuses every address but global unicast ones, when it is registered and what the name resolves to at delivery', async () => {
    const refused = [
      'https://[::7f00:1]/openhire', // an IPv4-compatible IPv6 address
      'https://[::808:808]/openhire', // an IPv4-compatible IPv6 address of a public one
      'https://[2002:7f00:1::1]/openhire', // a 6to4 address
      'https://[64:ff9b::a00:1]/openhire', // a NAT64 address
      'https://[64:ff9b:1::a00:1]/openhire', // a local-use NAT64 address
      'https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/openhire', // a Teredo address
      'https://[fec0::1]/openhire', // a site-local address
      'https://[2001:db8::1]/openhire', // an IPv6 documentation address
      'https://[3fff::1]/openhire', // an IPv6 documentation address of the new range
      'https://[::]/openhire', // an unspecified IPv6 address
      'https://[fd12:3456::1]/openhire', // a unique local address
      'https://[ff02::1]/openhire', // a multicast address
      'https://192.0.2.10/openhire', // TEST-NET-1
      'https://198.51.100.10/openhire', // TEST-NET-2
      'https://203.0.113.10/openhire', // TEST-NET-3
      'https://192.88.99.1/openhire', // a 6to4 relay anycast address
      'https://198.19.0.1/openhire', // a benchmarking address
      'https://240.0.0.1/openhire', // a reserved address
      'https://255.255.255.255/openhire', // the broadcast address
      'https://100.64.0.1/openhire', // a shared address
    ];
    for (const url of refused) {
      const registered = await fenced.inject({
        ...requestOf(webhookEndpoints.create),
        headers: { authorization: admin.token },
        payload: { url, events: ['application.created'] },
      });
      expect({ url, status: registered.statusCode, error: registered.json<{ error: string }>().error }).toEqual({
        url,
        status: 400,
        error: WEBHOOK_MESSAGES.privateAddress,
      });
    }

    const company = await makeCompany(app);
    const webhooks = [];
    for (const url of refused) webhooks.push((await addWebhook(url, ['application.created'], company.token)).data);
    await makeApplication(app, (await makeCandidate(app)).token, await makePosting(app, company.token));
    for (const [index, webhook] of webhooks.entries()) {
      const [delivery] = await deliveriesOf(webhook.id, company.token);
      await deliverWebhook({ ...delivering, allowPrivate: false }, delivery!.id, new Date());
      expect({ url: refused[index], delivery: (await deliveriesOf(webhook.id, company.token))[0] }).toMatchObject({
        url: refused[index],
        delivery: { status: 'pending', last_error: WEBHOOK_MESSAGES.privateAddress },
      });
    }
  });

  it('registers global unicast addresses, IPv4 and IPv6', async () => {
    const company = await makeCompany(app);
    for (const host of ['8.8.8.8', '1.1.1.1', '192.0.3.1', '203.0.114.1', '[2606:4700:4700::1111]', '[2a00:1450::1]']) {
      const registered = await fenced.inject({
        ...requestOf(webhookEndpoints.create),
        headers: { authorization: company.token },
        payload: { url: `https://${host}/openhire`, events: ['application.created'] },
      });
      expect({ host, status: registered.statusCode }).toEqual({ host, status: 201 });
    }
  });

  it('checks the address again when it delivers, and sends nothing to a name resolving to 127.0.0.1', async () => {
    const receiver = await startReceiver([200]);
    const { data: webhook } = await addWebhook(`https://localhost:${receiver.port}/openhire`);
    await apply();
    const [delivery] = await deliveriesOf(webhook.id);
    await deliverWebhook({ ...delivering, allowPrivate: false }, delivery!.id, new Date());
    expect(receiver.received).toEqual([]);
    expect((await deliveriesOf(webhook.id))[0]).toMatchObject({
      status: 'pending',
      last_error: WEBHOOK_MESSAGES.privateAddress,
    });
  });

  it('disables an endpoint that failed every attempt for over a day and e-mails its Admins', async () => {
    const smtp = await startTestSmtpServer();
    afterAll(() => smtp.close());
    const receiver = await startReceiver([503]);
    const { data: webhook } = await addWebhook(receiver.url);
    await apply();
    const [delivery] = await deliveriesOf(webhook.id);
    let at = Date.now();
    for (const delay of [0, ...RETRY_DELAYS_MS]) {
      at += delay;
      await deliverWebhook(delivering, delivery!.id, new Date(at));
    }
    expect(receiver.received).toHaveLength(RETRY_DELAYS_MS.length + 1);
    expect((await deliveriesOf(webhook.id))[0]).toMatchObject({ status: 'failed', response_code: 503 });
    const listed = await app.inject({ ...requestOf(webhookEndpoints.list), headers: { authorization: admin.token } });
    expect(listed.json<{ data: Webhook[] }>().data.find((each) => each.id === webhook.id)).toMatchObject({
      enabled: false,
      disabled_reason: WEBHOOK_MESSAGES.failing,
    });

    await deliverDueMail(db, config, smtp.url);
    const notice = smtp.received.find(
      (mail) => mail.to.includes(admin.email) && mail.raw.includes('Subject: A webhook was disabled'),
    );
    expect(notice?.raw).toContain(receiver.url);

    // A disabled endpoint hears of nothing new.
    const before = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, webhook.id));
    await apply();
    expect(await deliveriesOf(webhook.id)).toHaveLength(before.length);
  });
});

describe('what the deliveries of every event above hold', () => {
  it('is the fields the catalogue gives the event, and no other', async () => {
    const rows = await db.select().from(webhookDeliveries);
    expect(new Set(rows.map((row) => row.eventType)).size).toBeGreaterThan(3);
    for (const { eventType, payload } of rows) {
      const fields = Object.keys((payload as { data: Record<string, unknown> }).data).sort();
      expect(fields, eventType).toEqual([...WEBHOOK_EVENT_FIELDS[eventType as WebhookEvent]].sort());
    }
  });
});
