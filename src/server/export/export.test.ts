import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type ExportData, ExportDataSchema, exportFileName } from '../../shared/export.js';
import { makeCandidate, makeCompany } from '../test/factories.js';
import { makeApplication } from '../test/factories-applications.js';
import { makeInterview } from '../test/factories-interviews.js';
import { makePosting } from '../test/factories-postings.js';
import { createTestApp } from '../test/harness.js';
import { requestOf, urlOf } from '../test/routes.js';
import { activityEndpoints } from '../../shared/activity-endpoints.js';
import { exportEndpoints } from '../../shared/export-endpoints.js';

const run = promisify(execFile);
const { app, database } = await createTestApp();
const { db } = database;

/** What a client saves, opened by the `unzip` program: its entries, `data.json` and each entry's bytes. */
async function opened(zip: Buffer) {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'openhire-export-'));
  const file = path.join(folder, 'export.zip');
  await fs.writeFile(file, zip);
  const entries = (await run('unzip', ['-Z1', file])).stdout.trim().split('\n');
  const bytesOf = async (entry: string) =>
    (await run('unzip', ['-p', file, entry], { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 })).stdout;
  const data = ExportDataSchema.parse(JSON.parse((await bytesOf('data.json')).toString('utf8')));
  return { entries, data, bytesOf, remove: () => fs.rm(folder, { recursive: true, force: true }) };
}

async function download(url: string, token: string) {
  const response = await app.inject({ method: 'GET', url, headers: { authorization: token } });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

/**
 * A candidate who applied to two companies and was interviewed by the first, whose e-mails went out; another
 * candidate applied to the first company too, and its Admin wrote a note about the first candidate.
 */
async function twoCompanies() {
  const interview = await makeInterview(app, db, { startsAt: new Date(Date.now() + 86_400_000) });
  const { admin, candidate, applicationId } = interview;
  const other = await makeCompany(app, { name: 'Globex Elsewhere' });
  const otherPosting = await makePosting(app, other.token, { title: 'Welder at Globex' });
  const elsewhereId = await makeApplication(app, candidate.token, otherPosting, { first_name: 'Ada' });
  const stranger = await makeCandidate(app, { name: 'Grace Stranger' });
  const samePosting = await makePosting(app, admin.token, { title: 'Second opening' });
  await makeApplication(app, stranger.token, samePosting, {
    first_name: 'Grace',
    last_name: 'Stranger',
    email: stranger.email,
    phone: '+1 416 555 0199',
  });
  const note = await app.inject({
    ...requestOf(activityEndpoints.addNote, { params: { id: applicationId } }),
    headers: { authorization: admin.token },
    payload: { body: 'Strong SQL, our own view.' },
  });
  expect(note.statusCode, note.body).toBe(201);
  await db.execute(sql`UPDATE outbox SET state = 'sent', sent_at = now() WHERE application_id IS NOT NULL`);
  return { admin, candidate, stranger, applicationId, elsewhereId, other };
}

const companiesOf = (data: ExportData) => data.applications.map((application) => application.company).sort();

describe('a candidate downloading their data', () => {
  it('gets a dated ZIP of every application with every company, its history, interviews and e-mails, and its files', async () => {
    const { candidate, stranger, admin, applicationId, elsewhereId } = await twoCompanies();
    const response = await download(urlOf(exportEndpoints.mine), candidate.token);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${exportFileName(new Date())}"`);

    const zip = await opened(response.rawPayload);
    const { data } = zip;
    expect(data.scope).toBe('candidate');
    expect(data.account.email).toBe(candidate.email);
    expect(data.applications.map((application) => application.id).sort()).toEqual([applicationId, elsewhereId].sort());
    expect(companiesOf(data)).toEqual([admin.name, 'Globex Elsewhere'].sort());
    const interviewed = data.applications.find((application) => application.id === applicationId)!;
    expect(interviewed.status).toBe('Application Submitted');
    expect(interviewed.interviews).toHaveLength(1);
    expect(interviewed.legal_questions).toMatchObject({ sex: 'Female', race: 'White', disabled: 'No' });
    expect(interviewed.emails.length).toBeGreaterThan(0);
    expect(interviewed.notes).toBeUndefined();

    // Every file named in data.json is in the archive, with the bytes that were uploaded.
    expect(data.files.filter((file) => file.kind === 'resume')).toHaveLength(2);
    for (const file of data.files) {
      expect(zip.entries).toContain(file.path);
      expect(
        createHash('sha256')
          .update(await zip.bytesOf(file.path))
          .digest('hex'),
      ).toBe(file.sha256);
    }
    const everything = JSON.stringify(data);
    expect(everything).not.toContain(stranger.email);
    expect(everything).not.toContain('Stranger');
    expect(everything).not.toContain('our own view');
    await zip.remove();
  });

  it('is refused to a company member', async () => {
    const admin = await makeCompany(app);
    const response = await app.inject({
      ...requestOf(exportEndpoints.mine),
      headers: { authorization: admin.token },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("an Admin exporting a candidate's data", () => {
  it("gets only what their company holds, without the company's notes unless asked", async () => {
    const { admin, candidate, stranger, applicationId } = await twoCompanies();
    const zip = await opened(
      (await download(urlOf(exportEndpoints.ofCandidate, { params: { id: applicationId } }), admin.token)).rawPayload,
    );
    expect(zip.data.scope).toBe('company');
    expect(zip.data.work_product_included).toBe(false);
    expect(zip.data.account.email).toBe(candidate.email);
    expect(zip.data.profile).toBeNull();
    expect(companiesOf(zip.data)).toEqual([admin.name]);
    expect(zip.data.files.map((file) => file.kind)).toEqual(['resume']);
    expect(zip.data.applications[0]?.notes).toBeUndefined();
    expect(zip.data.applications[0]?.scorecards).toBeUndefined();
    const everything = JSON.stringify(zip.data);
    for (const absent of ['Globex', 'Welder', stranger.email, 'Stranger', 'our own view']) {
      expect(everything).not.toContain(absent);
    }
    await zip.remove();

    const withNotes = await opened(
      (
        await download(
          urlOf(exportEndpoints.ofCandidate, { params: { id: applicationId }, query: { include: 'work_product' } }),
          admin.token,
        )
      ).rawPayload,
    );
    expect(withNotes.data.work_product_included).toBe(true);
    expect(withNotes.data.applications[0]?.notes?.map((note) => note.body)).toEqual(['Strong SQL, our own view.']);
    expect(withNotes.data.applications[0]?.scorecards).toEqual([]);
    await withNotes.remove();
  });

  it("finds nothing through another company's application, and refuses an unknown include", async () => {
    const { admin, elsewhereId, applicationId } = await twoCompanies();
    const elsewhere = await app.inject({
      ...requestOf(exportEndpoints.ofCandidate, { params: { id: elsewhereId } }),
      headers: { authorization: admin.token },
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ status: 404, error: 'No such candidate.' });
    const bad = await app.inject({
      ...requestOf(exportEndpoints.ofCandidate, { params: { id: applicationId }, query: { include: 'everything' } }),
      headers: { authorization: admin.token },
    });
    expect(bad.statusCode).toBe(400);
  });
});
