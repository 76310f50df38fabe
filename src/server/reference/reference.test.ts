import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { API_TOKEN_MESSAGES, API_TOKEN_SCOPE_NAMES, type ApiTokenScope } from '../../shared/api-tokens.js';
import { makeApiToken } from '../test/factories-api-tokens.js';
import { makeCompany } from '../test/factories.js';
import { createTestApp } from '../test/harness.js';
import { urlOf } from '../test/routes.js';
import { annotationEndpoints } from '../../shared/annotations-endpoints.js';

const { app } = await createTestApp({ env: { APP_URL: 'https://jobs.example.org' } });

describe('the API reference', () => {
  it('is a valid OpenAPI 3.1 document by the linter', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(answer.statusCode).toBe(200);
    const config = await createConfig({
      extends: ['recommended-strict'],
      rules: {
        // The specification's paths end with a slash, and its clients call them so.
        'no-path-trailing-slash': 'off',
        // The API is the company's own: it names no licence.
        'info-license': 'off',
        'info-license-strict': 'off',
      },
    });
    const problems = await lintFromString({ source: answer.body, config });
    expect(problems.map(({ ruleId, message, location }) => `${ruleId}: ${message} at ${location[0]?.pointer}`)).toEqual(
      [],
    );
    expect(answer.json<{ openapi: string }>().openapi).toMatch(/^3\.1\./);
  });

  it("describes a file's answer as the bytes of its type", async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    const { paths } = answer.json<{ paths: Record<string, { get: { responses: { 200: { content: object } } } }> }>();
    const bytes = { schema: { type: 'string', format: 'binary' } };
    expect(paths[urlOf(annotationEndpoints.annotatedResume)]?.get.responses[200].content).toEqual({
      'application/pdf': bytes,
    });
    expect(paths['/api/files/{id}']?.get.responses[200].content).toEqual({ 'application/octet-stream': bytes });
    expect(paths['/api/pictures/{id}']?.get.responses[200].content).toEqual({ 'image/*': bytes });
  });

  it('describes a comparison that may also be answered as CSV', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    const { paths } = answer.json<{ paths: Record<string, { get: { responses: { 200: { content: object } } } }> }>();
    const content = paths['/api/postings/{id}/scorecards/']?.get.responses[200].content;
    expect(Object.keys(content ?? {})).toEqual(['application/json', 'text/csv']);
    expect(content).toMatchObject({ 'text/csv': { schema: { type: 'string' } } });
  });

  it('describes each call for a person to read, by noun', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/reference/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<h2 id="postings">Postings</h2>');
    expect(page.body).toContain('<code>/api/new_posting/</code>');
    expect(page.body).toContain('Who may call: A member whose role may create, change or delete job postings.');
    expect(page.body).not.toContain('<script');
  });

  it("says for each call which API token's scope admits it, or that tokens are refused, as the server does", async () => {
    interface Operation {
      description: string;
      security: Record<string, string[]>[];
      'x-api-token-scope'?: ApiTokenScope | null;
    }
    const answer = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    const document = answer.json<{
      paths: Record<string, Record<string, Operation>>;
      components: { securitySchemes: Record<string, object> };
    }>();
    expect(document.components.securitySchemes.apiToken).toMatchObject({ type: 'http', scheme: 'bearer' });

    const admin = await makeCompany(app);
    const everyScope = (await makeApiToken(app, admin.token, API_TOKEN_SCOPE_NAMES)).token;
    const tokenOf = new Map<ApiTokenScope, string>();
    // A token with every scope but one: the server's refusal names the scope a call needs.
    for (const scope of API_TOKEN_SCOPE_NAMES) {
      const others = API_TOKEN_SCOPE_NAMES.filter((each) => each !== scope);
      tokenOf.set(scope, (await makeApiToken(app, admin.token, others)).token);
    }

    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    let admitted = 0;
    for (const { path, method, operation } of operations) {
      const call = `${method.toUpperCase()} ${path}`;
      if (operation.security.length === 0) {
        expect(operation, call).not.toHaveProperty('x-api-token-scope');
        continue;
      }
      const scope = operation['x-api-token-scope'];
      expect(scope, call).toBeDefined();
      const url = path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
      const send = (token: string) =>
        app.inject({ method: method.toUpperCase() as 'GET', url, headers: { authorization: `Bearer ${token}` } });
      if (scope === null) {
        expect(operation.security, call).toEqual([{ token: [] }]);
        expect(operation.description, call).toContain('API tokens are refused');
        const refused = await send(everyScope);
        expect([refused.statusCode, refused.json<{ error: string }>().error], call).toEqual([
          403,
          API_TOKEN_MESSAGES.refused,
        ]);
        continue;
      }
      admitted += 1;
      expect(operation.security, call).toEqual([{ token: [] }, { apiToken: [scope!] }]);
      expect(operation.description, call).toContain(`An API token may make it with the ${scope} scope`);
      const refused = await send(tokenOf.get(scope!)!);
      expect([refused.statusCode, refused.json<{ error: string }>().error], call).toEqual([
        403,
        API_TOKEN_MESSAGES.missingScope(scope!),
      ]);
    }
    expect(admitted).toBeGreaterThan(0);
  });
});
