import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness.js';

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
    expect(paths['/api/applications/annotated_resume/']?.get.responses[200].content).toEqual({
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
});
