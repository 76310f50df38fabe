import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES } from '../../shared/applications.js';
import { type ApplicationDefaults, type ApplicationDraft } from '../../shared/application-drafts.js';
import { type RecruiterApplicationAnswer } from '../../shared/application-details.js';
import { applications, files } from '../db/schema.js';
import { makeCandidate, makeCompany } from '../test/factories.js';
import { applicationInput, makeApplication } from '../test/factories-applications.js';
import { makePosting } from '../test/factories-postings.js';
import { createTestApp } from '../test/harness.js';
import { dataUrl, samplePdf } from '../test/pdf.js';
import { urlOf } from '../test/routes.js';
import { applicationEndpoints, candidateApplicationEndpoints } from '../../shared/applications-endpoints.js';
import { profileEndpoints } from '../../shared/profiles-endpoints.js';
import { fileEndpoints } from '../../shared/files-endpoints.js';
import { postingEndpoints } from '../../shared/postings-endpoints.js';

const { app, database } = await createTestApp();
const { db } = database;

function call(method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, token: string, payload?: object) {
  return app.inject({ method, url, payload, headers: { authorization: token } });
}

const defaultsOf = async (token: string) => {
  const answer = await call('GET', urlOf(candidateApplicationEndpoints.defaults), token);
  expect(answer.statusCode).toBe(200);
  return answer.json<{ status: 200; data: ApplicationDefaults }>().data;
};

/** A first application whose resume the candidate chose in the wizard, under its own name. */
async function applyWithDraftResume(token: string, postingId: string, questions: string[], resume: Buffer) {
  const upload = await call(
    'PUT',
    urlOf(candidateApplicationEndpoints.saveDraftResume, { params: { posting_id: postingId } }),
    token,
    {
      resume: dataUrl(resume),
      name: 'my-cv.pdf',
    },
  );
  expect(upload.statusCode).toBe(200);
  const { resume: _sent, ...withoutResume } = applicationInput({ id: postingId, questions });
  const applied = await call('POST', urlOf(candidateApplicationEndpoints.apply), token, withoutResume);
  expect(applied.statusCode).toBe(201);
  return applied.json<{ application_id: string }>().application_id;
}

const detailFor = async (token: string, applicationId: string) =>
  (
    await call('GET', urlOf(applicationEndpoints.list, { query: { application_id: applicationId } }), token)
  ).json<RecruiterApplicationAnswer>().data;

describe('a second application starts from the first', () => {
  it('starts a first application from the profile alone, with no resume to offer', async () => {
    const candidate = await makeCandidate(app);
    await call('POST', urlOf(profileEndpoints.saveCandidate), candidate.token, {
      first_name: 'Grace',
      city: 'Halifax',
    });

    expect(await defaultsOf(candidate.token)).toEqual({
      values: { first_name: 'Grace', city: 'Halifax' },
      email: candidate.email,
      resume: null,
    });
  });

  it('fills what the profile leaves blank and the legal answers from the latest application, and offers its resume', async () => {
    const company = await makeCompany(app);
    const candidate = await makeCandidate(app);
    const posting = await makePosting(app, company.token, { questions: ['Why us?'] });
    const resume = samplePdf(1, 'My CV');
    await applyWithDraftResume(candidate.token, posting.id, posting.questions, resume);
    // The profile, kept after applying, wins where it holds something.
    await call('POST', urlOf(profileEndpoints.saveCandidate), candidate.token, { first_name: 'Augusta', phone: '' });

    const defaults = await defaultsOf(candidate.token);
    const submitted = applicationInput(posting);
    expect(defaults.values).toEqual({
      first_name: 'Augusta',
      last_name: submitted.last_name,
      phone: submitted.phone,
      country: submitted.country,
      address: submitted.address,
      city: submitted.city,
      province: submitted.province,
      postal_code: submitted.postal_code,
      short_bio: submitted.short_bio,
      legal_questions: {
        ...submitted.legal_questions,
        graduation_year: String(submitted.legal_questions.graduation_year),
      },
    });
    const [stored] = await db
      .select({ id: files.id, createdAt: files.createdAt })
      .from(applications)
      .innerJoin(files, eq(files.id, applications.resumeFileId))
      .where(eq(applications.postingId, posting.id));
    expect(defaults.resume).toEqual({
      file_id: stored!.id,
      name: 'my-cv.pdf',
      size: resume.length,
      type: 'application/pdf',
      uploaded_at: stored!.createdAt.toISOString(),
      url: urlOf(fileEndpoints.file, { params: { id: stored!.id } }),
    });
    // Another candidate's start knows nothing of it.
    expect((await defaultsOf((await makeCandidate(app)).token)).resume).toBeNull();
  });

  it('leaves out a detail stored before the rules for typed text, instead of failing to answer', async () => {
    const company = await makeCompany(app);
    const candidate = await makeCandidate(app);
    const posting = await makePosting(app, company.token);
    const applicationId = await makeApplication(app, candidate.token, posting);
    await db.update(applications).set({ city: 'Toronto\nBcc: someone' }).where(eq(applications.id, applicationId));

    const defaults = await defaultsOf(candidate.token);
    expect(defaults.values).not.toHaveProperty('city');
    expect(defaults.values).toMatchObject({ province: applicationInput(posting).province });
  });

  it('applies again with the earlier resume, not sent again: the company receives the same bytes', async () => {
    const first = await makeCompany(app);
    const second = await makeCompany(app, { name: 'Second Company' });
    const candidate = await makeCandidate(app);
    const firstPosting = await makePosting(app, first.token);
    const secondPosting = await makePosting(app, second.token, { questions: ['Why us?'] });
    // The specification's submission, with its base64 resume, as before.
    const resume = samplePdf(3, 'Sent once');
    await makeApplication(app, candidate.token, firstPosting, { resume: dataUrl(resume) });
    const offered = (await defaultsOf(candidate.token)).resume!;
    expect(offered.name).toBe('resume.pdf');

    // A resume uploaded to the second draft, then left for the earlier one, is not kept.
    const draftUpload = await call(
      'PUT',
      urlOf(candidateApplicationEndpoints.saveDraftResume, { params: { posting_id: secondPosting.id } }),
      candidate.token,
      {
        resume: dataUrl(samplePdf(1, 'Changed my mind')),
        name: 'other.pdf',
      },
    );
    const draftResumeUrl = draftUpload.json<{ data: ApplicationDraft }>().data.resume!.url;
    const { resume: _sent, ...withoutResume } = applicationInput(secondPosting);
    const applied = await call('POST', urlOf(candidateApplicationEndpoints.apply), candidate.token, {
      ...withoutResume,
      resume_file_id: offered.file_id,
    });
    expect(applied.statusCode).toBe(201);
    const applicationId = applied.json<{ application_id: string }>().application_id;

    const detail = await detailFor(second.token, applicationId);
    expect(Buffer.from(detail.resume, 'base64').equals(resume)).toBe(true);
    const download = await call('GET', detail.resume_url!, second.token);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(resume)).toBe(true);
    expect((await call('GET', draftResumeUrl, candidate.token)).statusCode).toBe(404);
    expect((await defaultsOf(candidate.token)).resume).toMatchObject({ file_id: offered.file_id, name: 'resume.pdf' });

    // The first company deletes its posting: the resume is no longer theirs to read, and still the second's.
    expect(
      (await call('DELETE', urlOf(postingEndpoints.remove), first.token, { id: firstPosting.id })).statusCode,
    ).toBe(200);
    expect((await call('GET', detail.resume_url!, first.token)).statusCode).toBe(404);
    expect((await call('GET', detail.resume_url!, second.token)).rawPayload.equals(resume)).toBe(true);
    expect((await call('GET', detail.resume_url!, candidate.token)).statusCode).toBe(200);
  });

  it("refuses another candidate's resume, and any id that is no resume of the candidate's applications, storing nothing", async () => {
    const company = await makeCompany(app);
    const candidate = await makeCandidate(app);
    const stranger = await makeCandidate(app);
    const earlier = await makePosting(app, company.token);
    const posting = await makePosting(app, company.token);
    const elsewhere = await makePosting(app, company.token);
    await makeApplication(app, stranger.token, earlier);
    const strangers = (await defaultsOf(stranger.token)).resume!.file_id;
    // A resume the candidate uploaded to a draft is theirs, but no application's yet.
    const draft = await call(
      'PUT',
      urlOf(candidateApplicationEndpoints.saveDraftResume, { params: { posting_id: elsewhere.id } }),
      candidate.token,
      {
        resume: dataUrl(samplePdf()),
        name: 'draft.pdf',
      },
    );
    const draftFileId = draft.json<{ data: ApplicationDraft }>().data.resume!.url.split('/').pop()!;
    const { resume: _sent, ...withoutResume } = applicationInput(posting);

    for (const fileId of [strangers, randomUUID(), draftFileId, 'not-an-id']) {
      const refused = await call('POST', urlOf(candidateApplicationEndpoints.apply), candidate.token, {
        ...withoutResume,
        resume_file_id: fileId,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        status: 400,
        error: APPLICATION_MESSAGES.resumeNotYours,
        fields: { resume_file_id: APPLICATION_MESSAGES.resumeNotYours },
      });
    }
    const made = await db.select().from(applications).where(eq(applications.postingId, posting.id));
    expect(made).toEqual([]);
  });
});
