import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type EmailTemplate, TEMPLATE_MESSAGES } from '../../shared/templates.js';
import { emailTemplates } from '../db/schema.js';
import { companyIdOf, makeApplication } from '../test/factories-applications.js';
import { makePosting } from '../test/factories-postings.js';
import { makeCandidate, makeCompany } from '../test/factories.js';
import { createTestApp } from '../test/harness.js';
import { urlOf } from '../test/routes.js';
import { templateEndpoints } from '../../shared/templates-endpoints.js';

const { app, database } = await createTestApp();
const { db } = database;

function call(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) {
  return app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
}

const previewOf = (token: string, templateId: string, applicationId: string) =>
  call(
    'GET',
    urlOf(templateEndpoints.preview, { params: { id: templateId }, query: { application_id: applicationId } }),
    token,
  );

describe('merge fields', () => {
  it('refuse the names every object has as unknown, on create and on save', async () => {
    const company = await makeCompany(app);
    const names = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];
    const created = await call('POST', urlOf(templateEndpoints.create), company.token, {
      name: 'Object fields',
      subject: 'Hello {{candidate_first_name}}',
      body: `<p>${names.map((name) => `{{${name}}}`).join(' ')}</p>`,
    });
    expect(created.statusCode, created.body).toBe(400);
    expect(created.json<{ error: string }>().error).toBe(TEMPLATE_MESSAGES.unknownFields(names));

    const [kept] = (await call('GET', urlOf(templateEndpoints.list), company.token)).json<{ data: EmailTemplate[] }>()
      .data;
    const saved = await call('PUT', urlOf(templateEndpoints.update, { params: { id: kept!.id } }), company.token, {
      name: kept!.name,
      subject: 'About {{ constructor }}',
      body: kept!.body,
    });
    expect(saved.statusCode, saved.body).toBe(400);
    expect(saved.json<{ error: string }>().error).toBe(TEMPLATE_MESSAGES.unknownFields(['constructor']));
  });

  it('merge only their own values: a template kept with an object name shows it as written', async () => {
    const company = await makeCompany(app);
    const candidate = await makeCandidate(app);
    const applicationId = await makeApplication(app, candidate.token, await makePosting(app, company.token));
    // As a template saved before such names were refused.
    const [template] = await db
      .insert(emailTemplates)
      .values({
        companyId: await companyIdOf(db, company.email),
        name: 'Old',
        subject: 'Hi {{toString}}',
        body: '<p>{{constructor}} {{__proto__}} {{candidate_first_name}}</p>',
      })
      .returning();
    const preview = await previewOf(company.token, template!.id, applicationId);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json<{ data: { subject: string; body: string } }>().data).toEqual({
      subject: 'Hi {{toString}}',
      body: '<p>{{constructor}} {{__proto__}} Ada</p>',
    });
  });
});

describe("a template's preview", () => {
  it('is sanitized after merging: a name never becomes a live link or markup', async () => {
    const company = await makeCompany(app);
    const candidate = await makeCandidate(app);
    const applicationId = await makeApplication(app, candidate.token, await makePosting(app, company.token));
    const created = await call('POST', urlOf(templateEndpoints.create), company.token, {
      name: 'Linked',
      subject: 'Hello',
      body: '<p><a href="{{candidate_first_name}}">Your page</a> {{candidate_last_name}}</p>',
    });
    expect(created.statusCode, created.body).toBe(201);
    await db.execute(
      sql`UPDATE applications SET first_name = 'javascript:alert(1)', last_name = '<img src=x onerror=alert(1)>' WHERE id = ${applicationId}`,
    );
    const preview = await previewOf(company.token, created.json<{ data: EmailTemplate }>().data.id, applicationId);
    expect(preview.statusCode, preview.body).toBe(200);
    const { body } = preview.json<{ data: { body: string } }>().data;
    expect(body).not.toMatch(/javascript:/i);
    expect(body).not.toMatch(/<img/i);
    expect(body).toContain('Your page</a>');
    expect(body).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
