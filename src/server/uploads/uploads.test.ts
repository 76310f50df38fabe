import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES } from '../../shared/applications.js';
import { applicationEndpoints, candidateApplicationEndpoints } from '../../shared/applications-endpoints.js';
import { RESUME_MAX_BYTES } from '../../shared/application-submissions.js';
import { PROFILE_MESSAGES } from '../../shared/profiles.js';
import { profileEndpoints } from '../../shared/profiles-endpoints.js';
import { UPLOAD_MESSAGES } from '../../shared/uploads.js';
import { uploadEndpoints } from '../../shared/uploads-endpoints.js';
import { files } from '../db/schema.js';
import { fileStoreFor } from '../files/configured-store.js';
import { sweepUnusedUploads } from '../files/orphans.js';
import { spoolDirOf } from '../files/uploads.js';
import { makeCandidate, makeCompany } from '../test/factories.js';
import { addMember, confirmCompany } from '../test/factories-team.js';
import { applicationInput, downloadResume, makeApplication } from '../test/factories-applications.js';
import { makePosting } from '../test/factories-postings.js';
import { createTestApp } from '../test/harness.js';
import { samplePdf } from '../test/pdf.js';
import { ONE_PIXEL_PNG } from '../test/pictures.js';
import { requestOf, urlOf } from '../test/routes.js';
import { newBucketEnv, startLocalS3 } from '../test/s3.js';
import { storedKeys } from '../test/stored-files.js';
import { multipartOf, sendUpload, upload } from '../test/uploads.js';

const s3 = await startLocalS3();
afterAll(() => s3.stop());

const DAY = 24 * 60 * 60 * 1000;
const stores = { disk: async () => ({ FILE_STORE: 'disk' }), s3: () => newBucketEnv(s3.endpoint) };
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe.each(Object.entries(stores))('uploads on the %s file store', (_kind, envOf) => {
  const setup = (async () => {
    const { app, database, config } = await createTestApp({ env: await envOf() });
    return { app, db: database.db, store: fileStoreFor(config), spoolDir: spoolDirOf(config.dataDir) };
  })();

  /** What the upload left behind: its rows, the store's keys and the spool folder's files. */
  async function leftovers() {
    const { db, store, spoolDir } = await setup;
    return {
      rows: (await db.select({ id: files.id }).from(files)).length,
      keys: (await storedKeys(store)).length,
      spooled: (await fs.readdir(spoolDir)).length,
    };
  }

  it('keeps a streamed resume and answers its id, name, size and type; the bytes read back are the ones sent', async () => {
    const { app, db, store } = await setup;
    const candidate = await makeCandidate(app);
    const resume = samplePdf(3);
    const response = await sendUpload(app, candidate.token, 'resume', resume, 'Ada CV.pdf');

    expect(response.statusCode).toBe(201);
    const answer = response.json<{ status: number; data: { id: string } }>();
    expect(answer).toEqual({
      status: 201,
      data: { id: answer.data.id, name: 'Ada CV.pdf', size: resume.length, content_type: 'application/pdf' },
    });
    const [row] = await db.select().from(files).where(eq(files.id, answer.data.id));
    expect(row).toMatchObject({ purpose: 'resume', attachedAt: null, sha256: sha256(resume) });
    expect(await store.read(row!.storageKey)).toEqual(resume);
    expect((await leftovers()).spooled).toBe(0);
  });

  it('refuses a file over its limit, of the wrong type or sent before its purpose, and keeps nothing', async () => {
    const { app } = await setup;
    const candidate = await makeCandidate(app);
    const before = await leftovers();
    const tooLarge = Buffer.concat([samplePdf(), Buffer.alloc(RESUME_MAX_BYTES)]);

    const large = await sendUpload(app, candidate.token, 'resume', tooLarge);
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({ status: 413, error: APPLICATION_MESSAGES.resumeTooLarge });
    const picture = await sendUpload(app, candidate.token, 'resume', ONE_PIXEL_PNG, 'me.png');
    expect(picture.json()).toEqual({ status: 400, error: APPLICATION_MESSAGES.resumeType });
    const empty = await sendUpload(app, candidate.token, 'resume', Buffer.alloc(0));
    expect(empty.json()).toEqual({ status: 400, error: APPLICATION_MESSAGES.resumeType });
    const unknownPurpose = await sendUpload(app, candidate.token, 'portrait', samplePdf());
    expect(unknownPurpose.json()).toEqual({ status: 400, error: UPLOAD_MESSAGES.purpose });

    const fileFirst = multipartOf([
      { name: 'file', filename: 'cv.pdf', content: samplePdf() },
      { name: 'purpose', value: 'resume' },
    ]);
    const outOfOrder = await app.inject({
      ...requestOf(uploadEndpoints.upload),
      headers: { ...fileFirst.headers, authorization: candidate.token },
      payload: fileFirst.payload,
    });
    expect(outOfOrder.json()).toEqual({ status: 400, error: UPLOAD_MESSAGES.purpose });
    const json = await app.inject({
      ...requestOf(uploadEndpoints.upload),
      headers: { authorization: candidate.token },
      payload: { purpose: 'resume', file: 'JVBERi0=' },
    });
    expect(json.json()).toEqual({ status: 400, error: UPLOAD_MESSAGES.notMultipart });
    expect(await leftovers()).toEqual(before);
  });

  it('lets each account upload only what its calls take: a candidate no picture, an Interviewer no offer', async () => {
    const { app, db } = await setup;
    const candidate = await makeCandidate(app);
    const company = await makeCompany(app);
    await confirmCompany(app, db, company);
    const interviewer = await addMember(app, db, company.token, 'interviewer');

    expect((await sendUpload(app, candidate.token, 'picture', ONE_PIXEL_PNG, 'me.png')).statusCode).toBe(403);
    expect((await sendUpload(app, company.token, 'resume', samplePdf())).statusCode).toBe(403);
    expect((await sendUpload(app, interviewer.token, 'offer', samplePdf())).statusCode).toBe(403);
    expect((await sendUpload(app, company.token, 'picture', samplePdf())).json()).toEqual({
      status: 400,
      error: PROFILE_MESSAGES.pictureType,
    });
    expect((await sendUpload(app, company.token, 'picture', ONE_PIXEL_PNG, 'logo.png')).statusCode).toBe(201);
    expect((await sendUpload(app, company.token, 'attachment', ONE_PIXEL_PNG, 'map.png')).statusCode).toBe(201);
  });

  it('keeps no bytes and no row of an upload whose connection is cut halfway', async () => {
    const { app } = await setup;
    const candidate = await makeCandidate(app);
    const before = await leftovers();
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { payload, headers } = multipartOf([
      { name: 'purpose', value: 'resume' },
      { name: 'file', filename: 'cv.pdf', content: Buffer.concat([samplePdf(), Buffer.alloc(3 * 1024 * 1024)]) },
    ]);
    const { port } = new URL(address);
    const socket = net.connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST ${urlOf(uploadEndpoints.upload)} HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${candidate.token}\r\n` +
        `Content-Type: ${headers['content-type']}\r\nContent-Length: ${payload.length}\r\n\r\n`,
    );
    await new Promise((resolve) => socket.write(payload.subarray(0, payload.length / 2), resolve));
    // Let the server read what came, then the sender goes away.
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.destroy();

    await expect.poll(leftovers, { timeout: 5000 }).toEqual(before);
  });

  it('uses an upload for the application of its uploader alone, for its purpose alone, and marks it used', async () => {
    const { app, db } = await setup;
    const company = await makeCompany(app);
    const posting = await makePosting(app, company.token);
    const [candidate, other] = [await makeCandidate(app), await makeCandidate(app)];
    const resume = samplePdf(2, 'Uploaded resume');
    const uploaded = await upload(app, candidate.token, 'resume', resume, 'cv.pdf');
    const attachment = await upload(app, candidate.token, 'attachment', samplePdf(), 'notes.pdf');
    const apply = (token: string, fileId: string) =>
      app.inject({
        ...requestOf(candidateApplicationEndpoints.apply),
        headers: { authorization: token },
        payload: applicationInput(posting, { resume: undefined, resume_file_id: fileId }),
      });

    for (const refused of [await apply(other.token, uploaded.id), await apply(candidate.token, attachment.id)]) {
      expect(refused.json()).toEqual({
        status: 400,
        error: APPLICATION_MESSAGES.resumeNotYours,
        fields: { resume_file_id: APPLICATION_MESSAGES.resumeNotYours },
      });
    }
    const applied = await apply(candidate.token, uploaded.id);
    expect(applied.statusCode).toBe(201);
    const id = applied.json<{ application_id: string }>().application_id;
    expect(sha256(await downloadResume(app, company.token, id))).toBe(sha256(resume));
    const [row] = await db.select().from(files).where(eq(files.id, uploaded.id));
    expect(row!.attachedAt).not.toBeNull();
  });

  it('takes an offer and a company picture by the id of their upload, from their uploader only', async () => {
    const { app, db } = await setup;
    const company = await makeCompany(app);
    await confirmCompany(app, db, company);
    const recruiter = await addMember(app, db, company.token, 'recruiter');
    const candidate = await makeCandidate(app);
    const application = await makeApplication(app, candidate.token, await makePosting(app, company.token));
    const offer = await upload(app, company.token, 'offer', samplePdf(1, 'Offer'), 'offer.pdf');
    const changeStatus = (token: string) =>
      app.inject({
        ...requestOf(applicationEndpoints.changeStatus),
        headers: { authorization: token },
        payload: { id: application, status: 'Offer Sent', offer_file_id: offer.id },
      });

    expect((await changeStatus(recruiter.token)).json()).toMatchObject({
      status: 400,
      error: APPLICATION_MESSAGES.offerFileUnknown,
    });
    expect((await changeStatus(company.token)).statusCode).toBe(200);
    const detail = await app.inject({
      ...requestOf(applicationEndpoints.list, { query: { application_id: application } }),
      headers: { authorization: company.token },
    });
    expect(detail.json<{ data: { offer_url: string } }>().data.offer_url).toBe(`/api/files/${offer.id}`);

    const picture = await upload(app, company.token, 'picture', ONE_PIXEL_PNG, 'logo.png');
    const save = (pictureId: string) =>
      app.inject({
        ...requestOf(profileEndpoints.saveCompany),
        headers: { authorization: company.token },
        payload: { profile_pic: '', tagline: 'We build robots', about_us: '', picture_file_id: pictureId },
      });
    expect((await save(offer.id)).json()).toMatchObject({ status: 400, error: PROFILE_MESSAGES.pictureUnknown });
    expect((await save(picture.id)).statusCode).toBe(200);
    const profile = await app.inject({
      ...requestOf(profileEndpoints.company),
      headers: { authorization: company.token },
    });
    expect(profile.json<{ data: { profile_pic: string } }>().data.profile_pic).toBe(`/api/pictures/${picture.id}`);
  });

  it('sweeps an upload nothing used once it is a day old, and keeps the ones used', async () => {
    const { app, db, store, spoolDir } = await setup;
    const company = await makeCompany(app);
    const posting = await makePosting(app, company.token);
    const candidate = await makeCandidate(app);
    const unused = await upload(app, candidate.token, 'resume', samplePdf(1, 'Unused'));
    const used = await upload(app, candidate.token, 'resume', samplePdf(1, 'Used'));
    await makeApplication(app, candidate.token, posting, { resume: undefined, resume_file_id: used.id });
    const rowOf = async (id: string) => (await db.select().from(files).where(eq(files.id, id)))[0];
    const unusedKey = (await rowOf(unused.id))!.storageKey;

    expect(await sweepUnusedUploads(db, store, spoolDir, new Date())).toBe(0);
    expect(await sweepUnusedUploads(db, store, spoolDir, new Date(Date.now() + 2 * DAY))).toBeGreaterThanOrEqual(1);
    expect(await rowOf(unused.id)).toBeUndefined();
    expect(await storedKeys(store)).not.toContain(unusedKey);
    expect(await rowOf(used.id)).toBeDefined();
  });
});
