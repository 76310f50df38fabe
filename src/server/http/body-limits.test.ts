import { eq } from 'drizzle-orm';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { INTERVIEW_LIMITS } from '../../shared/interviews.js';
import { interviews } from '../db/schema.js';
import { signAnswerLink } from '../interviews/answer-links.js';
import { makeInterview } from '../test/factories-interviews.js';
import { createTestApp } from '../test/harness.js';
import { registeredRoutes, urlOf } from '../test/routes.js';
import { PUBLIC_BODY_LIMIT_BYTES } from './body-limits.js';
import { authEndpoints } from '../../shared/auth-endpoints.js';
import { guestApplicationEndpoints } from '../../shared/guest-applications-endpoints.js';
import { messagesEndpoints } from '../../shared/messages-endpoints.js';

const { app, database } = await createTestApp();
const { db } = database;
let port = 0;
beforeAll(async () => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

/** The routes that need no session and take more than the public limit, each for a reason of its own. */
/** More than any route that needs no session takes, but for the two below: a page of text at most. */
const SMALL_BODY_BYTES = 64 * 1024;
const LARGER_PUBLIC_BODIES: Record<string, number> = {
  // The message a candidate may write, percent-encoded.
  'POST /interviews/answer/:token': SMALL_BODY_BYTES,
  // An application without an account carries its resume (decision 088).
  'POST /api/apply/:id': guestApplicationEndpoints.applyWithoutAccount.bodyLimit!,
  // A raw e-mail a provider forwards, behind a token of its own (decision 096).
  'POST /api/inbound/email': messagesEndpoints.inbound.bodyLimit!,
};
/** Long enough for any refusal to arrive on this shared machine: a route that has not answered by then waits. */
const PATIENCE_MS = 3000;
const NOT_A_TOKEN = 'not-a-token';
const UNUSED_ID = '00000000-0000-4000-8000-000000000000';

type Answer = { status: number; body: string; connection: string | undefined } | 'waited for the body';

/**
 * Sends a request's head and the first `chunks` of its body, never its end, and settles with the answer: a route that
 * would read the body first waits for the rest, and is told apart by that.
 */
function sendWithoutBody(
  method: string,
  path: string,
  { length, chunks = [], type = 'application/json' }: { length?: number; chunks?: string[]; type?: string },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (answer: Answer) => {
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve(answer);
    };
    const headers = { 'content-type': type, ...(length === undefined ? {} : { 'content-length': String(length) }) };
    const request = http.request({ host: '127.0.0.1', port, method, path, headers });
    const timer = setTimeout(() => settle('waited for the body'), PATIENCE_MS);
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        settle({ status: response.statusCode ?? 0, body, connection: response.headers.connection }),
      );
    });
    // Writing to a connection the app has ended fails once its answer is in.
    request.on('error', (error) => (settled ? undefined : reject(error)));
    request.flushHeaders();
    for (const chunk of chunks) request.write(chunk);
  });
}

const withParams = (path: string) =>
  path
    .replace(/:token/g, NOT_A_TOKEN)
    .replace(/:\w+/g, UNUSED_ID)
    .replace(/\*/g, 'x');

async function answerLink(action: 'accept' | 'propose') {
  const interview = await makeInterview(app, db, { startsAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000) });
  const [row] = await db.select().from(interviews).where(eq(interviews.id, interview.id));
  const token = signAnswerLink(row!.linkKey, {
    interviewId: interview.id,
    candidateId: interview.candidate.id,
    action,
    sequence: 0,
    expiresAt: row!.endsAt!,
  });
  const answer = async () =>
    (await db.select().from(interviews).where(eq(interviews.id, interview.id)))[0]!.candidateAnswer;
  return { url: `/interviews/answer/${token}`, answer };
}

describe('the body a route reads', () => {
  it('is refused with 413 before it is read by every route that needs no session; every other route asks for one first', async () => {
    const answers: Record<string, number | string> = {};
    for (const { method, path } of registeredRoutes(app)) {
      const route = `${method} ${path}`;
      const length = (LARGER_PUBLIC_BODIES[route] ?? PUBLIC_BODY_LIMIT_BYTES) + 1;
      const answer = await sendWithoutBody(method, withParams(path), { length });
      answers[route] = typeof answer === 'string' ? answer : answer.status;
    }
    expect(Object.entries(answers).filter(([, answer]) => answer !== 413 && answer !== 401)).toEqual([]);
    // Pages, probes and feeds are among the routes anyone may call, as well as the API's public calls.
    const refusedUnread = Object.keys(answers).filter((route) => answers[route] === 413);
    expect(refusedUnread).toEqual(
      expect.arrayContaining([
        'POST /login',
        'POST /api/team/invitations/accept',
        'GET /api/apply/:id',
        'POST /interviews/answer/:token',
        'GET /interviews/answer/:token',
        'GET /careers/:slug',
        'GET /api/health',
        'GET /metrics',
      ]),
    );
    expect(Object.values(answers)).toContain(401);
  });

  it('is refused with a readable JSON 413, the connection ended, when it states more than its route takes', async () => {
    const answer = await sendWithoutBody('POST', urlOf(authEndpoints.requestEmailCode), {
      length: PUBLIC_BODY_LIMIT_BYTES + 1,
    });
    expect(answer).toEqual({
      status: 413,
      body: JSON.stringify({ status: 413, error: 'The request is too large.' }),
      connection: 'close',
    });
  });

  it('sent to an address no route serves is answered without being read, stated or not', async () => {
    const stated = await sendWithoutBody('POST', '/api/no-such-call/', { length: SMALL_BODY_BYTES + 1 });
    expect(stated).toMatchObject({ status: 413 });
    const unstated = await sendWithoutBody('POST', '/api/no-such-call/', { chunks: ['{"a":'] });
    expect(unstated).toEqual({
      status: 404,
      body: JSON.stringify({ status: 404, error: 'Not found.' }),
      connection: 'close',
    });
  });
});

describe("an interview answer link's form", () => {
  it('refuses a 9 MB body with 413 and answers nothing for it', async () => {
    const link = await answerLink('accept');
    const response = await app.inject({
      method: 'POST',
      url: link.url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `message=&padding=${'x'.repeat(9 * 1024 * 1024)}`,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ status: 413, error: 'The request is too large.' });
    expect(await link.answer()).toBe('pending');
  });

  it('stops reading a body of no stated length once it passes what the form takes', async () => {
    const link = await answerLink('accept');
    const chunks = Array.from({ length: 64 }, () => 'x'.repeat(1024));
    const answer = await sendWithoutBody('POST', link.url, {
      chunks: ['message=&padding=', ...chunks],
      type: 'application/x-www-form-urlencoded',
    });
    expect(answer).toMatchObject({ status: 413, connection: 'close' });
    expect(await link.answer()).toBe('pending');
  });

  it('takes the longest message in any script, as a browser encodes it', async () => {
    const link = await answerLink('propose');
    const message = '你'.repeat(INTERVIEW_LIMITS.messageLength);
    const response = await app.inject({
      method: 'POST',
      url: link.url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ message }).toString(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('You asked for another time.');
    expect(await link.answer()).toBe('proposed');
  });

  it('answers a link that is no token as not valid before its body is read', async () => {
    for (const method of ['POST', 'GET']) {
      const answer = await sendWithoutBody(method, `/interviews/answer/${NOT_A_TOKEN}`, {
        length: 1000,
        type: 'application/x-www-form-urlencoded',
      });
      expect(answer).toMatchObject({ status: 404, body: expect.stringContaining('This link is not valid.') });
    }
  });
});
