import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCandidate, makeCompany } from '../test/factories.js';
import { createTestApp } from '../test/harness.js';
import { requestOf, urlOf } from '../test/routes.js';
import { postingEndpoints } from '../../shared/postings-endpoints.js';
import { applicationEndpoints, candidateApplicationEndpoints } from '../../shared/applications-endpoints.js';
import { profileEndpoints } from '../../shared/profiles-endpoints.js';
import { authEndpoints } from '../../shared/auth-endpoints.js';

const { app } = await createTestApp();
const recruiter = await makeCompany(app);
const candidate = await makeCandidate(app);

/** Nearly the body limit, and not JSON: a route that parsed it would answer 400, or 413 past the limit. */
const MALFORMED_BODY = `{"title": "${'x'.repeat(14 * 1024 * 1024)}`;

const GUARDED_WRITES = [
  { ...requestOf(postingEndpoints.create), role: 'recruiter' },
  { ...requestOf(postingEndpoints.update), role: 'recruiter' },
  { ...requestOf(postingEndpoints.remove), role: 'recruiter' },
  { ...requestOf(applicationEndpoints.changeStatus), role: 'recruiter' },
  { ...requestOf(applicationEndpoints.sendEmail), role: 'recruiter' },
  { ...requestOf(profileEndpoints.saveCompany), role: 'recruiter' },
  { ...requestOf(authEndpoints.logout), role: 'recruiter' },
  { ...requestOf(candidateApplicationEndpoints.apply), role: 'candidate' },
  { ...requestOf(profileEndpoints.saveCandidate), role: 'candidate' },
  { ...requestOf(authEndpoints.candidateLogout), role: 'candidate' },
] as const;

describe('guards', () => {
  it.each(GUARDED_WRITES)(
    'refuse $method $url before reading its body: 401 without a token, 403 for the other role',
    async ({ method, url, role }) => {
      const send = (headers: Record<string, string>) =>
        app.inject({
          method,
          url,
          headers: { 'content-type': 'application/json', ...headers },
          payload: MALFORMED_BODY,
        });

      const anonymous = await send({});
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ status: 401, error: 'Please sign in to continue.' });

      const otherRole = await send({ authorization: role === 'recruiter' ? candidate.token : recruiter.token });
      expect(otherRole.statusCode).toBe(403);
      expect(otherRole.json()).toEqual({ status: 403, error: 'You do not have access to this.' });
    },
  );

  describe('over a kept-alive connection', () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    let port = 0;
    beforeAll(async () => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      port = (app.server.address() as AddressInfo).port;
    });
    afterAll(() => agent.destroy());

    interface Answer {
      status: number;
      connection: string | undefined;
      reusedSocket: boolean;
    }
    /** Settles once the request is done with on both sides; an error after the answer came is the closed socket's. */
    const call = (method: string, path: string, chunks: string[] = [], headers: Record<string, string> = {}) =>
      new Promise<Answer>((resolve, reject) => {
        let answer: Answer | undefined;
        const request = http.request(
          { agent, port, host: '127.0.0.1', method, path, headers: { 'content-type': 'application/json', ...headers } },
          (response) => {
            response.resume();
            response.on('end', () => {
              answer = {
                status: response.statusCode ?? 0,
                connection: response.headers.connection,
                reusedSocket: request.reusedSocket,
              };
            });
          },
        );
        request.on('error', (error) => (answer ? undefined : reject(error)));
        request.on('close', () => (answer ? resolve(answer) : reject(new Error('closed without an answer'))));
        for (const chunk of chunks) request.write(chunk);
        request.end();
      });

    it('keeps serving the connection after refusing a body it did not read', async () => {
      const refused = await call('POST', urlOf(postingEndpoints.create), [MALFORMED_BODY], {
        'content-length': String(Buffer.byteLength(MALFORMED_BODY)),
      });
      expect(refused).toMatchObject({ status: 401, connection: 'keep-alive' });
      const next = await call('GET', '/api/health');
      expect(next).toMatchObject({ status: 200, reusedSocket: true });
    });

    it('ends the connection after refusing a body of no stated length, which could be endless', async () => {
      const chunk = 'x'.repeat(1024 * 1024);
      const refused = await call(
        'POST',
        urlOf(postingEndpoints.create),
        Array.from({ length: 20 }, () => chunk),
      );
      expect(refused).toMatchObject({ status: 401, connection: 'close' });
      expect(await call('GET', '/api/health')).toMatchObject({ status: 200, reusedSocket: false });
    });
  });
});
