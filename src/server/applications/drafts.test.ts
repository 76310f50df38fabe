import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES } from '../../shared/applications.js';
import { type ApplicationDraft } from '../../shared/application-drafts.js';
import { PERSONAL_LIMITS } from '../../shared/profiles.js';
import { POSTING_MESSAGES } from '../../shared/posting-form.js';
import { applicationDrafts, applications, files } from '../db/schema.js';
import { makeCandidate, makeCompany } from '../test/factories.js';
import { applicationInput } from '../test/factories-applications.js';
import { makePosting } from '../test/factories-postings.js';
import { createTestApp } from '../test/harness.js';
import { dataUrl, samplePdf } from '../test/pdf.js';
import { urlOf } from '../test/routes.js';
import { candidateApplicationEndpoints } from '../../shared/applications-endpoints.js';

const { app, database } = await createTestApp();
const { db } = database;

function call(method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, token?: string, payload?: object) {
  return app.inject({ method, url, payload, headers: token ? { authorization: token } : {} });
}

const draftUrl = (postingId: string) =>
  urlOf(candidateApplicationEndpoints.draft, { params: { posting_id: postingId } });

const typedSoFar = {
  first_name: 'Ada',
  phone: '+1 41',
  short_bio: 'Half a thought',
  questions: [{ question: 'Why us?', answer: 'Because' }],
  legal_questions: { sex: 'Female', graduation_year: '' },
  save_to_profile: true,
};

async function setup() {
  const company = await makeCompany(app);
  const candidate = await makeCandidate(app);
  const posting = await makePosting(app, company.token, { questions: ['Why us?'] });
  return { company, candidate, posting };
}

describe('apply wizard drafts', () => {
  it('answers no draft before one is saved, then the step and values as saved, however unfinished', async () => {
    const { candidate, posting } = await setup();
    const before = await call('GET', draftUrl(posting.id), candidate.token);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ status: 200, data: null });

    const saved = await call('PUT', draftUrl(posting.id), candidate.token, { step: 'Legal', values: typedSoFar });
    expect(saved.statusCode).toBe(200);
    const again = await call('GET', draftUrl(posting.id), candidate.token);
    expect(again.json<{ data: ApplicationDraft }>().data).toMatchObject({
      step: 'Legal',
      values: typedSoFar,
      resume: null,
    });

    await call('PUT', draftUrl(posting.id), candidate.token, { step: 'Assessment', values: { first_name: 'Ada B.' } });
    const replaced = await call('GET', draftUrl(posting.id), candidate.token);
    expect(replaced.json<{ data: ApplicationDraft }>().data).toMatchObject({
      step: 'Assessment',
      values: { first_name: 'Ada B.' },
    });
  });

  it('keeps one draft per candidate and posting, and another candidate reads none of it', async () => {
    const { company, candidate, posting } = await setup();
    const other = await makePosting(app, company.token);
    const stranger = await makeCandidate(app);
    await call('PUT', draftUrl(posting.id), candidate.token, { step: 'Legal', values: typedSoFar });

    expect((await call('GET', draftUrl(other.id), candidate.token)).json()).toEqual({ status: 200, data: null });
    expect((await call('GET', draftUrl(posting.id), stranger.token)).json()).toEqual({ status: 200, data: null });
    // Another candidate's discard does not reach it either.
    expect((await call('DELETE', draftUrl(posting.id), stranger.token)).statusCode).toBe(404);
    const own = await call('GET', draftUrl(posting.id), candidate.token);
    expect(own.json<{ data: ApplicationDraft }>().data.values).toEqual(typedSoFar);
  });

  it('is for candidates only', async () => {
    const { company, posting } = await setup();
    expect((await call('GET', draftUrl(posting.id))).statusCode).toBe(401);
    expect((await call('GET', draftUrl(posting.id), company.token)).statusCode).toBe(403);
    expect((await call('PUT', draftUrl(posting.id), company.token, { step: 'Legal', values: {} })).statusCode).toBe(
      403,
    );
  });

  it('refuses a missing or closed posting as applying does', async () => {
    const { company, candidate } = await setup();
    for (const id of [randomUUID(), 'not-an-id']) {
      const response = await call('PUT', draftUrl(id), candidate.token, { step: 'Legal', values: {} });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 404, error: POSTING_MESSAGES.notFound });
      expect((await call('GET', draftUrl(id), candidate.token)).statusCode).toBe(404);
    }
    const closed = await makePosting(app, company.token, { is_active: false });
    const response = await call('PUT', draftUrl(closed.id), candidate.token, { step: 'Legal', values: {} });
    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual({ status: 410, error: POSTING_MESSAGES.closed });
    const upload = await call('PUT', `${draftUrl(closed.id)}/resume`, candidate.token, {
      name: 'cv.pdf',
      resume: dataUrl(samplePdf()),
    });
    expect(upload.statusCode).toBe(410);
    const stored = await db.select().from(applicationDrafts).where(eq(applicationDrafts.postingId, closed.id));
    expect(stored).toHaveLength(0);
  });

  it('refuses a draft over its limits, stores nothing, and refuses a body far beyond them', async () => {
    const { candidate, posting } = await setup();
    const tooLong = await call('PUT', draftUrl(posting.id), candidate.token, {
      step: 'Assessment',
      values: { questions: [{ question: 'Why us?', answer: 'x'.repeat(PERSONAL_LIMITS.answer + 1) }] },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ status: 400, error: expect.any(String) });
    const unknownStep = await call('PUT', draftUrl(posting.id), candidate.token, { step: 'Success', values: {} });
    expect(unknownStep.statusCode).toBe(400);

    const huge = await call('PUT', draftUrl(posting.id), candidate.token, {
      step: 'Legal',
      values: {},
      padding: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(huge.statusCode).toBe(413);
    expect(await db.select().from(applicationDrafts).where(eq(applicationDrafts.postingId, posting.id))).toHaveLength(
      0,
    );
  });

  it('keeps the resume uploaded once, replaces it when another is chosen, and its uploader downloads it', async () => {
    const { candidate, posting } = await setup();
    await call('PUT', draftUrl(posting.id), candidate.token, { step: 'Documents', values: typedSoFar });
    const first = await call('PUT', `${draftUrl(posting.id)}/resume`, candidate.token, {
      name: 'ada-cv.pdf',
      resume: dataUrl(samplePdf(1)),
    });
    expect(first.statusCode).toBe(200);
    const firstResume = first.json<{ data: ApplicationDraft }>().data.resume!;
    expect(firstResume).toMatchObject({ name: 'ada-cv.pdf', type: 'application/pdf', size: samplePdf(1).length });
    // Uploading the resume leaves what was typed as it was.
    expect(first.json<{ data: ApplicationDraft }>().data.values).toEqual(typedSoFar);

    const download = await call('GET', firstResume.url, candidate.token);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');

    const second = await call('PUT', `${draftUrl(posting.id)}/resume`, candidate.token, {
      name: 'ada-cv-2.pdf',
      resume: dataUrl(samplePdf(3)),
    });
    expect(second.json<{ data: ApplicationDraft }>().data.resume?.name).toBe('ada-cv-2.pdf');
    const firstId = firstResume.url.split('/').pop()!;
    expect(await db.select().from(files).where(eq(files.id, firstId))).toHaveLength(0);
  });

  it('refuses a resume of the wrong type or over the limit, and keeps the one it had', async () => {
    const { candidate, posting } = await setup();
    await call('PUT', `${draftUrl(posting.id)}/resume`, candidate.token, {
      name: 'cv.pdf',
      resume: dataUrl(samplePdf()),
    });
    const notADocument = await call('PUT', `${draftUrl(posting.id)}/resume`, candidate.token, {
      name: 'photo.png',
      resume: dataUrl(Buffer.from('not a resume at all'), 'image/png'),
    });
    expect(notADocument.statusCode).toBe(400);
    expect(notADocument.json()).toEqual({ status: 400, error: APPLICATION_MESSAGES.resumeType });
    const tooLarge = await call('PUT', `${draftUrl(posting.id)}/resume`, candidate.token, {
      name: 'huge.pdf',
      resume: `data:application/pdf;base64,${'A'.repeat(14 * 1024 * 1024)}`,
    });
    expect(tooLarge.statusCode).toBe(413);
    const draft = await call('GET', draftUrl(posting.id), candidate.token);
    expect(draft.json<{ data: ApplicationDraft }>().data.resume?.name).toBe('cv.pdf');
  });

  it("submits with the draft's resume, without sending it again, and the draft is gone after", async () => {
    const { candidate, posting } = await setup();
    await call('PUT', draftUrl(posting.id), candidate.token, { step: 'Review', values: typedSoFar });
    const upload = await call('PUT', `${draftUrl(posting.id)}/resume`, candidate.token, {
      name: 'cv.pdf',
      resume: dataUrl(samplePdf()),
    });
    const resumeId = upload.json<{ data: ApplicationDraft }>().data.resume!.url.split('/').pop();

    const submitted = await call(
      'POST',
      urlOf(candidateApplicationEndpoints.apply),
      candidate.token,
      applicationInput(posting, { resume: undefined }),
    );
    expect(submitted.statusCode).toBe(201);
    const [stored] = await db
      .select()
      .from(applications)
      .where(eq(applications.id, submitted.json<{ application_id: string }>().application_id));
    expect(stored?.resumeFileId).toBe(resumeId);
    expect((await call('GET', draftUrl(posting.id), candidate.token)).json()).toEqual({ status: 200, data: null });
    // A save still on its way does not bring the draft back.
    const late = await call('PUT', draftUrl(posting.id), candidate.token, { step: 'Review', values: typedSoFar });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ status: 409, error: APPLICATION_MESSAGES.duplicate });
  });

  it("removes the draft and its resume when the submission carries its own resume, as the specification's client sends it", async () => {
    const { candidate, posting } = await setup();
    const upload = await call('PUT', `${draftUrl(posting.id)}/resume`, candidate.token, {
      name: 'cv.pdf',
      resume: dataUrl(samplePdf()),
    });
    const draftResumeId = upload.json<{ data: ApplicationDraft }>().data.resume!.url.split('/').pop()!;
    const submitted = await call(
      'POST',
      urlOf(candidateApplicationEndpoints.apply),
      candidate.token,
      applicationInput(posting),
    );
    expect(submitted.statusCode).toBe(201);
    expect(await db.select().from(files).where(eq(files.id, draftResumeId))).toHaveLength(0);
    expect((await call('GET', draftUrl(posting.id), candidate.token)).json()).toEqual({ status: 200, data: null });
  });

  it('refuses a submission without a resume when the draft holds none', async () => {
    const { candidate, posting } = await setup();
    const response = await call(
      'POST',
      urlOf(candidateApplicationEndpoints.apply),
      candidate.token,
      applicationInput(posting, { resume: undefined }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, error: APPLICATION_MESSAGES.fillAll });
    expect(await db.select().from(applications).where(eq(applications.postingId, posting.id))).toHaveLength(0);
  });

  it('discards a draft with its resume on request', async () => {
    const { candidate, posting } = await setup();
    const upload = await call('PUT', `${draftUrl(posting.id)}/resume`, candidate.token, {
      name: 'cv.pdf',
      resume: dataUrl(samplePdf()),
    });
    const resumeId = upload.json<{ data: ApplicationDraft }>().data.resume!.url.split('/').pop()!;
    const discarded = await call('DELETE', draftUrl(posting.id), candidate.token);
    expect(discarded.json()).toEqual({ status: 200, message: 'The draft was discarded.' });
    expect(await db.select().from(files).where(eq(files.id, resumeId))).toHaveLength(0);
    expect((await call('DELETE', draftUrl(posting.id), candidate.token)).statusCode).toBe(404);
  });
});
