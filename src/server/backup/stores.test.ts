import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { fileStoreFor } from '../files/configured-store.js';
import { loginToken, makeCandidate, makeCompany } from '../test/factories.js';
import { downloadResume, makeApplication } from '../test/factories-applications.js';
import { makePosting } from '../test/factories-postings.js';
import { createTestApp, createTestDatabase, testConfig } from '../test/harness.js';
import { dataUrl, samplePdf } from '../test/pdf.js';
import { newBucketEnv, startLocalS3 } from '../test/s3.js';
import { storedKeys } from '../test/stored-files.js';
import { writeBackup } from './backup.js';
import { restoreBackup } from './restore.js';
import { CAPABILITIES, candidateDataOf } from '../capabilities.js';

const candidateDataList = candidateDataOf(CAPABILITIES);

const s3 = await startLocalS3();
afterAll(() => s3.stop());

const source = await createTestApp({ env: { FILE_STORE: 'disk' } });
const company = await makeCompany(source.app);
const posting = await makePosting(source.app, company.token);
const candidate = await makeCandidate(source.app);
const resume = samplePdf(2, 'Resume of Ada');
const application = await makeApplication(source.app, candidate.token, posting, {
  email: candidate.email,
  resume: dataUrl(resume),
});

async function archivePath(name: string): Promise<string> {
  const folder = await fs.mkdtemp(path.join(source.config.dataDir, '..', 'openhire-stores-'));
  afterAll(() => fs.rm(folder, { recursive: true, force: true }));
  return path.join(folder, name);
}

/** Restores `archive` into a fresh DATA_DIR, empty database and the store `env` names, and serves the result. */
async function restoreInto(archive: string, env: Record<string, string>) {
  const config = await testConfig(env);
  const target = await createTestDatabase({ empty: true });
  await restoreBackup(
    archive,
    config.dataDir,
    fileStoreFor(config),
    async () => ({
      url: target.url,
      close: async () => {},
    }),
    candidateDataList,
  );
  const app = await buildApp({ config, db: target.db });
  afterAll(() => app.close());
  return { app, config, url: target.url };
}

async function resumeServedBy(app: Awaited<ReturnType<typeof buildApp>>): Promise<Buffer> {
  return downloadResume(app, await loginToken(app, company.email, company.password), application);
}

describe('backup and restore across file stores', () => {
  it('restores a disk archive into a bucket and that bucket archive onto a disk, each file whole', async () => {
    const fromDisk = await archivePath('disk.tar.gz');
    await writeBackup(source.database.url, source.config.dataDir, fileStoreFor(source.config), fromDisk);

    const inBucket = await restoreInto(fromDisk, await newBucketEnv(s3.endpoint));
    expect(inBucket.config.fileStore.kind).toBe('s3');
    expect(await resumeServedBy(inBucket.app)).toEqual(resume);

    const fromBucket = await archivePath('bucket.tar.gz');
    const manifest = await writeBackup(
      inBucket.url,
      inBucket.config.dataDir,
      fileStoreFor(inBucket.config),
      fromBucket,
    );
    expect(manifest.files.length).toBeGreaterThan(0);
    const onDisk = await restoreInto(fromBucket, { FILE_STORE: 'disk' });
    expect(await resumeServedBy(onDisk.app)).toEqual(resume);
  });

  it('refuses to back up a bucket whose object no longer matches its row, naming the file, and writes no archive', async () => {
    const archive = await archivePath('first.tar.gz');
    await writeBackup(source.database.url, source.config.dataDir, fileStoreFor(source.config), archive);
    const restored = await restoreInto(archive, await newBucketEnv(s3.endpoint));
    const store = fileStoreFor(restored.config);
    const [changed] = (await storedKeys(store)) as [string];
    await store.put(changed, Buffer.from('not the resume'));

    const refused = await archivePath('refused.tar.gz');
    await expect(writeBackup(restored.url, restored.config.dataDir, store, refused)).rejects.toThrow(
      `The stored file ${changed} in ${store.location} does not match its recorded sha256`,
    );
    await expect(fs.access(refused)).rejects.toThrow();
  });
});
