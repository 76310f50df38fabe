import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createLogger } from '../log.js';
import { createTestDatabase, testConfig } from '../test/harness.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const database = await createTestDatabase();

/** An app behind `trustProxy` whose log lines the test reads; `inject` connects from 127.0.0.1. */
async function appBehind(trustProxy: string) {
  const lines: { reqId?: string; msg?: string }[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { reqId?: string });
      done();
    },
  });
  const config = await testConfig({ TRUST_PROXY: trustProxy, LOG_LEVEL: 'info' });
  const app = await buildApp({ config, db: database.db, log: createLogger('info', destination) });
  afterAll(() => app.close());
  /** The id the answer names, and the ids of every log line the request wrote. */
  return async (sentId?: string) => {
    const first = lines.length;
    const response = await app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: sentId === undefined ? {} : { 'x-request-id': sentId },
    });
    const logged = lines.slice(first).map((line) => line.reqId);
    return { id: response.headers['x-request-id'] as string, logged };
  };
}

const behindTrustedProxy = await appBehind('127.0.0.1');
const behindNoProxy = await appBehind('false');

describe('request ids', () => {
  it("takes a trusted proxy's X-Request-Id, logs every line of the request under it and answers it", async () => {
    const { id, logged } = await behindTrustedProxy('lb-7f3a9c.2026:edge-1');
    expect(id).toBe('lb-7f3a9c.2026:edge-1');
    expect(logged.length).toBeGreaterThanOrEqual(2);
    expect(new Set(logged)).toEqual(new Set([id]));
  });

  it("gives a request its own UUID when a trusted proxy's id is too long or holds other characters", async () => {
    for (const sent of ['x'.repeat(129), 'lb 1', 'lb-1"}']) {
      const { id, logged } = await behindTrustedProxy(sent);
      expect(id).toMatch(UUID);
      expect(new Set(logged)).toEqual(new Set([id]));
    }
  });

  it('never takes the id from a client that is not a trusted proxy, and gives every request a new one', async () => {
    const first = await behindNoProxy('chosen-by-the-client');
    const second = await behindNoProxy();
    expect(first.id).toMatch(UUID);
    expect(second.id).toMatch(UUID);
    expect(second.id).not.toBe(first.id);
    expect(new Set(first.logged)).toEqual(new Set([first.id]));
  });
});
