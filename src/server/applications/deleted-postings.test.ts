import { describe, expect, it } from 'vitest';
import type { ApplicationDetail } from '../../shared/application-details.js';
import { makeCandidate, makeCompany } from '../test/factories.js';
import { makeApplication } from '../test/factories-applications.js';
import { makePosting } from '../test/factories-postings.js';
import { createTestApp } from '../test/harness.js';

const { app } = await createTestApp();

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  app.inject({ method, url, headers: { authorization: token }, ...(payload && { payload }) });

describe("a deleted posting's applications", () => {
  it('answer 404 to every read and write of the company, and stay readable to their candidate', async () => {
    const company = await makeCompany(app, { name: 'Deleting Works' });
    const candidate = await makeCandidate(app);
    const posting = await makePosting(app, company.token);
    const id = await makeApplication(app, candidate.token, posting);
    const note = (
      await call('POST', `/api/applications/${id}/notes/`, company.token, { body: 'Strong', mentions: [] })
    ).json<{ data: { id: string } }>().data;
    const detail = (await call('GET', `/api/applications/?application_id=${id}`, company.token)).json<{
      data: ApplicationDetail;
    }>().data;
    const [template] = (await call('GET', '/api/email_templates/', company.token)).json<{ data: { id: string }[] }>()
      .data;
    const [, stage] = (await call('GET', '/api/stages/', company.token)).json<{ data: { id: string }[] }>().data;
    expect((await call('DELETE', '/api/delete_posting/', company.token, { id: posting.id })).statusCode).toBe(200);

    const closed = [
      ['GET', `/api/applications/?application_id=${id}`],
      ['GET', `/api/applications/${id}/notes/`],
      ['POST', `/api/applications/${id}/notes/`, { body: 'Still here?', mentions: [] }],
      ['PUT', `/api/applications/${id}/notes/${note.id}/`, { body: 'Changed', mentions: [] }],
      ['DELETE', `/api/applications/${id}/notes/${note.id}/`],
      ['GET', `/api/applications/${id}/timeline/`],
      ['GET', `/api/applications/annotations/?application_id=${id}`],
      ['GET', `/api/applications/annotated_resume/?application_id=${id}`],
      ['GET', detail.resume_url!],
      ['GET', `/api/email_templates/${template!.id}/preview/?application_id=${id}`],
      ['PUT', '/api/change_status/', { id, status: 'Under Review', offer: '' }],
      ['PUT', '/api/change_stage/', { id, stage_id: stage!.id }],
      ['POST', '/api/send_email/', { id, subject: 'Hello', message: '<p>Hi</p>' }],
    ] as const;
    for (const [method, url, payload] of closed) {
      const answer = await call(method, url, company.token, payload);
      expect({ method, url, status: answer.statusCode }).toEqual({ method, url, status: 404 });
    }
    const bulk = await call('POST', '/api/applications/bulk/', company.token, { ids: [id], stage_id: stage!.id });
    expect(bulk.json()).toMatchObject({ moved: [], failed: [{ id }] });

    const own = await call('GET', `/api/candidate/applications?application_id=${id}`, candidate.token);
    expect(own.json<{ data: { application_id: string }[] }>().data[0]!.application_id).toBe(id);
    expect((await call('GET', detail.resume_url!, candidate.token)).statusCode).toBe(200);
  });
});
