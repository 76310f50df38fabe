import { describe, expect, it } from 'vitest';
import type { ApplicationDetail } from '../../shared/application-details.js';
import { makeCandidate, makeCompany } from '../test/factories.js';
import { makeApplication } from '../test/factories-applications.js';
import { makePosting } from '../test/factories-postings.js';
import { createTestApp } from '../test/harness.js';
import { urlOf } from '../test/routes.js';
import { applicationEndpoints, candidateApplicationEndpoints } from '../../shared/applications-endpoints.js';
import { postingEndpoints } from '../../shared/postings-endpoints.js';
import { activityEndpoints } from '../../shared/activity-endpoints.js';
import { annotationEndpoints } from '../../shared/annotations-endpoints.js';
import { templateEndpoints } from '../../shared/templates-endpoints.js';
import { pipelineEndpoints } from '../../shared/pipeline-endpoints.js';

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
      await call('POST', urlOf(activityEndpoints.addNote, { params: { id } }), company.token, {
        body: 'Strong',
        mentions: [],
      })
    ).json<{ data: { id: string } }>().data;
    const detail = (
      await call('GET', urlOf(applicationEndpoints.list, { query: { application_id: id } }), company.token)
    ).json<{
      data: ApplicationDetail;
    }>().data;
    const [template] = (await call('GET', urlOf(templateEndpoints.list), company.token)).json<{
      data: { id: string }[];
    }>().data;
    const [, stage] = (await call('GET', urlOf(pipelineEndpoints.stages), company.token)).json<{
      data: { id: string }[];
    }>().data;
    expect((await call('DELETE', urlOf(postingEndpoints.remove), company.token, { id: posting.id })).statusCode).toBe(
      200,
    );

    const closed = [
      ['GET', urlOf(applicationEndpoints.list, { query: { application_id: id } })],
      ['GET', urlOf(activityEndpoints.notes, { params: { id } })],
      ['POST', urlOf(activityEndpoints.addNote, { params: { id } }), { body: 'Still here?', mentions: [] }],
      [
        'PUT',
        urlOf(activityEndpoints.editNote, { params: { id, note_id: note.id } }),
        { body: 'Changed', mentions: [] },
      ],
      ['DELETE', urlOf(activityEndpoints.removeNote, { params: { id, note_id: note.id } })],
      ['GET', urlOf(activityEndpoints.timeline, { params: { id } })],
      ['GET', urlOf(annotationEndpoints.list, { query: { application_id: id } })],
      ['GET', urlOf(annotationEndpoints.annotatedResume, { query: { application_id: id } })],
      ['GET', detail.resume_url!],
      ['GET', urlOf(templateEndpoints.preview, { params: { id: template!.id }, query: { application_id: id } })],
      ['PUT', urlOf(applicationEndpoints.changeStatus), { id, status: 'Under Review', offer: '' }],
      ['PUT', urlOf(pipelineEndpoints.move), { id, stage_id: stage!.id }],
      ['POST', urlOf(applicationEndpoints.sendEmail), { id, subject: 'Hello', message: '<p>Hi</p>' }],
    ] as const;
    for (const [method, url, payload] of closed) {
      const answer = await call(method, url, company.token, payload);
      expect({ method, url, status: answer.statusCode }).toEqual({ method, url, status: 404 });
    }
    const bulk = await call('POST', urlOf(pipelineEndpoints.bulkMove), company.token, {
      ids: [id],
      stage_id: stage!.id,
    });
    expect(bulk.json()).toMatchObject({ moved: [], failed: [{ id }] });

    const own = await call(
      'GET',
      urlOf(candidateApplicationEndpoints.listOwn, { query: { application_id: id } }),
      candidate.token,
    );
    expect(own.json<{ data: { application_id: string }[] }>().data[0]!.application_id).toBe(id);
    expect((await call('GET', detail.resume_url!, candidate.token)).statusCode).toBe(200);
  });
});
