import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerOf } from '../shared/api.js';
import { endpoints } from '../shared/endpoint.js';
import { CAPABILITIES, candidateDataOf, tasksOf } from './capabilities.js';
import { defineCapability } from './capability.js';
import { serveEndpoints } from './http/endpoints.js';
import { createTestApp } from './test/harness.js';
import { makeCandidate, makeCompany } from './test/factories.js';
import { urlOf } from './test/routes.js';

// A capability made as docs/architecture.md's "Adding a capability" says, registered from a list as the app's own are:
// what the list promises a newcomer (served and guarded by its declaration, described, built in order, reacting to
// events in the change's transaction, its tasks started) holds without touching any other file.

const toyEndpoints = endpoints('Toys', {
  count: {
    method: 'GET',
    path: '/api/toys/count/',
    summary: 'How many companies were created since the toy capability started listening.',
    access: 'member',
    answers: { 200: answerOf({ data: z.object({ companies: z.number() }) }) },
  },
});

const createdCompanies: string[] = [];

declare module './capability.js' {
  interface Services {
    toyCounter: { count(): number };
  }
}

const toyCapability = defineCapability({
  name: 'toys',
  provides: () => ({ toyCounter: { count: () => createdCompanies.length } }),
  routes: async (app, { services }) => {
    serveEndpoints(app, services.guards, toyEndpoints, {
      count: async () => ({ status: 200 as const, data: { companies: services.toyCounter.count() } }),
    });
  },
  tasks: () => [],
  candidateData: { tables: [] },
  reactions: {
    'company.created': async (_tx, { companyId }) => {
      createdCompanies.push(companyId);
    },
  },
});

const { app } = await createTestApp({ capabilities: [...CAPABILITIES, toyCapability] });

describe('a capability added to the list', () => {
  it('is served, guarded and described by its declaration', async () => {
    const company = await makeCompany(app);
    const candidate = await makeCandidate(app);
    const url = urlOf(toyEndpoints.count);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url, headers: { authorization: candidate.token } })).statusCode).toBe(
      403,
    );
    const answer = await app.inject({ method: 'GET', url, headers: { authorization: company.token } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.companies).toBeGreaterThan(0);

    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.paths['/api/toys/count/'].get.summary).toMatch(/companies were created/);
  });

  it('reacts to an event in the transaction of the change that published it', async () => {
    const before = createdCompanies.length;
    await makeCompany(app);
    expect(createdCompanies.length).toBe(before + 1);
  });

  it("has its candidate data erased and exported with every capability's, before those it stands on", () => {
    const declared = candidateDataOf([...CAPABILITIES, toyCapability]);
    expect(declared).toContain(toyCapability.candidateData);
    expect(declared.indexOf(toyCapability.candidateData!)).toBeLessThan(
      declared.indexOf(CAPABILITIES.find((capability) => capability.name === 'applications')!.candidateData!),
    );
  });

  it("has its tasks started with every capability's", () => {
    const listed = [...CAPABILITIES, defineCapability({ ...toyCapability, tasks: () => [toyTask] })];
    expect(tasksOf(listed, { config: {}, db: {}, store: {}, log: {} } as never)).toContain(toyTask);
  });
});

const toyTask = { type: { name: 'toys-nothing' }, run: async () => {} } as never;
