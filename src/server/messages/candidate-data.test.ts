import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicationEndpoints } from '../../shared/applications-endpoints.js';
import { type ErasureCounts, ERASURE_TOASTS } from '../../shared/erasure.js';
import { erasureEndpoints } from '../../shared/erasure-endpoints.js';
import { exportEndpoints } from '../../shared/export-endpoints.js';
import { ExportDataSchema } from '../../shared/export.js';
import { privacyEndpoints } from '../../shared/privacy-endpoints.js';
import { type RetentionPreviewAnswer } from '../../shared/retention.js';
import { retentionEndpoints } from '../../shared/retention-endpoints.js';
import { CAPABILITIES, candidateDataOf } from '../capabilities.js';
import { files, messageAttachments, messages } from '../db/schema.js';
import { fileStoreFor } from '../files/configured-store.js';
import { erasedFilesWork } from '../privacy/erasure.js';
import { sweepRetention } from '../privacy/retention.js';
import { startTasks, type TaskWork } from '../tasks/queue.js';
import { runQueued } from '../test/tasks.js';
import { makeApplication, userIdOf } from '../test/factories-applications.js';
import { makePosting } from '../test/factories-postings.js';
import { makeCandidate, makeCompany } from '../test/factories.js';
import { createTestApp } from '../test/harness.js';
import { urlOf } from '../test/routes.js';
import { storedKeys } from '../test/stored-files.js';

const run = promisify(execFile);
const { app, database, config } = await createTestApp();
const { db } = database;
const store = fileStoreFor(config);
const sweeping = { db, dataDir: config.dataDir, candidateData: candidateDataOf(CAPABILITIES) };
const DAY = 24 * 60 * 60 * 1000;
const removing = erasedFilesWork({ store, dataDir: config.dataDir }) as TaskWork<object>;
await (await startTasks({ pool: database.pool, work: [removing], log: { error() {} } })).stop();

/** Whether the file's row and, once the erasure's task has run, its bytes are gone. */
async function fileGone(fileId: string, storageKey: string) {
  await runQueued(db, removing);
  const rows = await db.select({ id: files.id }).from(files).where(eq(files.id, fileId));
  return rows.length === 0 && !(await storedKeys(store)).includes(storageKey);
}

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) {
  return app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
}

/**
 * An Admin wrote to the candidate, who answered with a signed contract attached, and an out-of-office before that.
 * The answer is stored as the intake stores one: its file the candidate's, in the file store.
 */
async function conversation(options: { retentionMonths?: number } = {}) {
  const admin = await makeCompany(app);
  if (options.retentionMonths)
    expect(
      (
        await call('PUT', urlOf(privacyEndpoints.saveSettings), admin.token, {
          notice_text: 'We keep little.',
          retention_months: options.retentionMonths,
        })
      ).statusCode,
    ).toBe(200);
  const candidate = await makeCandidate(app);
  const posting = await makePosting(app, admin.token, { title: 'Backend Engineer' });
  const applicationId = await makeApplication(app, candidate.token, posting, { email: candidate.email });
  await call('POST', urlOf(applicationEndpoints.sendEmail), admin.token, {
    id: applicationId,
    subject: 'Your contract',
    message: '<p>Please sign it.</p>',
  });
  await db.execute(sql`UPDATE outbox SET state = 'sent', sent_at = now() WHERE application_id = ${applicationId}`);
  const bytes = Buffer.from('%PDF-1.4 signed contract');
  const storageKey = randomUUID();
  await store.put(storageKey, bytes);
  const [file] = await db
    .insert(files)
    .values({
      ownerId: await userIdOf(db, candidate.email),
      storageKey,
      contentType: 'application/pdf',
      extension: 'pdf',
      sizeBytes: bytes.length,
      sha256: 'unused',
    })
    .returning({ id: files.id });
  const at = new Date(Date.now() + 1000);
  await db.insert(messages).values({
    applicationId,
    via: 'email',
    kind: 'auto_reply',
    fromAddress: candidate.email,
    subject: 'Out of office',
    text: 'I am away until Monday.',
    receivedAt: at,
  });
  const [answer] = await db
    .insert(messages)
    .values({
      applicationId,
      via: 'email',
      fromName: 'Ada Lovelace',
      fromAddress: candidate.email,
      subject: 'Re: Your contract',
      text: 'Signed, here it is.',
      quotedText: '> Please sign it.',
      refusedAttachments: ['setup.exe'],
      receivedAt: new Date(at.getTime() + 1000),
    })
    .returning({ id: messages.id });
  await db.insert(messageAttachments).values({ messageId: answer!.id, fileId: file!.id, name: 'contract.pdf' });
  return { admin, candidate, applicationId, fileId: file!.id, storageKey, at };
}

async function exported(url: string, token: string) {
  const response = await call('GET', url, token);
  expect(response.statusCode).toBe(200);
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'openhire-export-'));
  const zip = path.join(folder, 'export.zip');
  await fs.writeFile(zip, response.rawPayload);
  const entries = (await run('unzip', ['-Z1', zip])).stdout.trim().split('\n');
  const data = ExportDataSchema.parse(JSON.parse((await run('unzip', ['-p', zip, 'data.json'])).stdout));
  await fs.rm(folder, { recursive: true, force: true });
  return { entries, data };
}

const messageRows = (applicationId: string) =>
  db.select({ id: messages.id }).from(messages).where(eq(messages.applicationId, applicationId));

describe("a candidate's messages", () => {
  it('are exported with their application, both ways in order, and the files that came with them in the ZIP', async () => {
    const { admin, candidate, applicationId, fileId } = await conversation();
    for (const [url, token] of [
      [urlOf(exportEndpoints.mine), candidate.token],
      [urlOf(exportEndpoints.ofCandidate, { params: { id: applicationId } }), admin.token],
    ] as const) {
      const { entries, data } = await exported(url, token);
      const application = data.applications.find((each) => each.id === applicationId)!;
      expect(application.messages.map(({ direction, kind, subject }) => ({ direction, kind, subject }))).toEqual([
        { direction: 'out', kind: 'message', subject: 'We have your application for Backend Engineer' },
        { direction: 'out', kind: 'message', subject: 'Your contract' },
        { direction: 'in', kind: 'auto_reply', subject: 'Out of office' },
        { direction: 'in', kind: 'message', subject: 'Re: Your contract' },
      ]);
      expect(application.messages.at(-1)).toEqual({
        direction: 'in',
        kind: 'message',
        from: `Ada Lovelace <${candidate.email}>`,
        subject: 'Re: Your contract',
        text: 'Signed, here it is.',
        quoted_text: '> Please sign it.',
        at: expect.any(String),
        attachments: ['contract.pdf', 'setup.exe'],
      });
      const attachment = data.files.find((file) => file.path.includes(fileId))!;
      expect(attachment).toMatchObject({ kind: 'attachment', path: `files/attachments/${fileId}.pdf` });
      expect(application.files).toContain(attachment.path);
      expect(entries).toContain(attachment.path);
    }
  });

  it("are erased with the candidate's data, counted, and their files with them", async () => {
    const { admin, applicationId, fileId, storageKey } = await conversation();
    const erased = await call(
      'POST',
      urlOf(erasureEndpoints.eraseCandidate, { params: { id: applicationId } }),
      admin.token,
    );
    expect(erased.statusCode).toBe(200);
    const counts = erased.json<{ data: { counts: ErasureCounts } }>().data.counts;
    expect(counts).toMatchObject({ messages: 2, files: 2 });
    expect(ERASURE_TOASTS.erased(counts)).toContain('2 messages');
    expect(await messageRows(applicationId)).toEqual([]);
    expect(await fileGone(fileId, storageKey)).toBe(true);
  });

  it('are kept under a legal hold, and erased once it is lifted', async () => {
    const { admin, candidate, applicationId, fileId, storageKey } = await conversation();
    const hold = urlOf(retentionEndpoints.legalHold, { params: { id: applicationId } });
    expect((await call('POST', hold, admin.token, { reason: 'A claim is pending.' })).statusCode).toBe(200);
    const refused = await call(
      'POST',
      urlOf(erasureEndpoints.eraseCandidate, { params: { id: applicationId } }),
      admin.token,
    );
    expect(refused.statusCode).toBe(409);
    expect(
      (await call('POST', urlOf(erasureEndpoints.deleteAccount), candidate.token, { password: candidate.password }))
        .statusCode,
    ).toBe(200);
    expect(await messageRows(applicationId)).toHaveLength(2);
    expect(await fileGone(fileId, storageKey)).toBe(false);

    expect((await call('DELETE', hold, admin.token)).statusCode).toBe(200);
    expect(await messageRows(applicationId)).toEqual([]);
    expect(await fileGone(fileId, storageKey)).toBe(true);
  });

  it("keep the candidate's retention clock running from the last one they wrote, and go with the sweep", async () => {
    const { admin, applicationId, fileId, storageKey, at } = await conversation({ retentionMonths: 1 });
    const preview = async () =>
      (await call('GET', urlOf(retentionEndpoints.preview), admin.token)).json<RetentionPreviewAnswer>().data;
    // The answer came in 10 days after everything else; the out-of-office later still is nobody writing.
    const answered = new Date(at.getTime() + 10 * DAY);
    await db.update(messages).set({ receivedAt: answered }).where(eq(messages.subject, 'Re: Your contract'));
    await db
      .update(messages)
      .set({ receivedAt: new Date(at.getTime() + 20 * DAY) })
      .where(eq(messages.subject, 'Out of office'));
    expect((await preview())[0]).toMatchObject({
      application_id: applicationId,
      last_activity_at: answered.toISOString(),
    });

    await sweepRetention(sweeping, new Date(Date.now() + 42 * DAY));
    expect((await preview())[0]).toMatchObject({ state: 'quarantined' });
    await sweepRetention(sweeping, new Date(Date.now() + 73 * DAY));
    expect(await messageRows(applicationId)).toEqual([]);
    expect(await fileGone(fileId, storageKey)).toBe(true);
  });
});
