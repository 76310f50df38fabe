import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { KeptAnswers } from './kept-answers.js';

/** A route that answers its owner's answer through `KeptAnswers`, counting the reads it needs. */
async function keptRoute(readDelayMs: number) {
  const app = Fastify();
  const kept = new KeptAnswers(1024 * 1024);
  const state = { tag: 'v1', reads: 0 };
  app.get('/answer', async (request, reply) =>
    kept.send(request, reply, 'company', state.tag, async () => {
      state.reads += 1;
      const tag = state.tag;
      await new Promise((resolve) => setTimeout(resolve, readDelayMs));
      return { tag, answer: { status: 200, data: `read ${state.reads} at ${tag}`.repeat(100) } };
    }),
  );
  await app.ready();
  return { app, state };
}

const apps: Awaited<ReturnType<typeof keptRoute>>['app'][] = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));

describe('KeptAnswers', () => {
  it('reads an answer once for the requests that ask for it while it is read, and again once its version changes', async () => {
    const { app, state } = await keptRoute(50);
    apps.push(app);
    const ask = () => app.inject({ method: 'GET', url: '/answer', headers: { 'accept-encoding': 'br' } });

    const first = await Promise.all(Array.from({ length: 20 }, ask));
    expect(state.reads).toBe(1);
    expect(new Set(first.map((answer) => answer.statusCode))).toEqual(new Set([200]));
    expect(new Set(first.map((answer) => answer.headers.etag))).toEqual(new Set(['W/"v1"']));
    expect(new Set(first.map((answer) => answer.rawPayload.toString('base64'))).size).toBe(1);

    await ask();
    expect(state.reads).toBe(1);

    state.tag = 'v2';
    const second = await Promise.all(Array.from({ length: 5 }, ask));
    expect(state.reads).toBe(2);
    expect(new Set(second.map((answer) => answer.headers.etag))).toEqual(new Set(['W/"v2"']));
  });

  it('lets the requests that waited on a failed read have its error, and reads again for the next one', async () => {
    const app = Fastify();
    apps.push(app);
    const kept = new KeptAnswers(1024 * 1024);
    let reads = 0;
    app.get('/answer', async (request, reply) =>
      kept.send(request, reply, 'company', 'v1', async () => {
        reads += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        if (reads === 1) throw new Error('the database went away');
        return { tag: 'v1', answer: { status: 200, data: 'fine' } };
      }),
    );
    await app.ready();
    const ask = () => app.inject({ method: 'GET', url: '/answer' });
    const failed = await Promise.all(Array.from({ length: 3 }, ask));
    expect(failed.map((answer) => answer.statusCode)).toEqual([500, 500, 500]);
    expect(reads).toBe(1);
    const next = await ask();
    expect(next.statusCode).toBe(200);
    expect(next.json()).toEqual({ status: 200, data: 'fine' });
    expect(reads).toBe(2);
  });
});
