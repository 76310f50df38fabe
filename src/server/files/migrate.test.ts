import fs from 'node:fs/promises';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { files } from '../db/schema.js';
import { makeCandidate, makeCompany } from '../test/factories.js';
import { downloadResume, makeApplication } from '../test/factories-applications.js';
import { makePosting } from '../test/factories-postings.js';
import { createTestApp } from '../test/harness.js';
import { dataUrl, samplePdf } from '../test/pdf.js';
import { newBucketEnv, startLocalS3 } from '../test/s3.js';
import { storedKeys } from '../test/stored-files.js';
import { migrateFiles, migrationStores, type MigrationProgress } from './migrate.js';

const s3 = await startLocalS3();
afterAll(() => s3.stop());

const { app, database, config } = await createTestApp({ env: { FILE_STORE: 'disk' } });
const company = await makeCompany(app);
const posting = await makePosting(app, company.token);
const applications: string[] = [];
for (const name of ['Ada', 'Bea', 'Cyd', 'Dee', 'Eve']) {
  const candidate = await makeCandidate(app);
  const resume = dataUrl(samplePdf(1, `Resume of ${name}`));
  applications.push(await makeApplication(app, candidate.token, posting, { email: candidate.email, resume }));
}
const [{ stored }] = (await database.db.select({ stored: count() }).from(files)) as [{ stored: number }];
// The same installation, moved: its DATA_DIR and database, its files in a bucket.
const moved = loadConfig({ DATA_DIR: config.dataDir, LOG_LEVEL: 'silent', ...(await newBucketEnv(s3.endpoint)) });

const quietly = () => {};

describe('npm run files:migrate', () => {
  it('refuses to run unless FILE_STORE is s3 and DATA_DIR/files is there', async () => {
    await expect(migrationStores(config)).rejects.toThrow(
      'files:migrate copies DATA_DIR/files into a bucket: set FILE_STORE=s3 and the S3_* settings first',
    );
    const elsewhere = await fs.mkdtemp(`${config.dataDir}-empty-`);
    afterAll(() => fs.rm(elsewhere, { recursive: true, force: true }));
    await expect(migrationStores({ ...moved, dataDir: elsewhere })).rejects.toThrow(
      `${elsewhere}/files does not exist: there are no files on disk to copy`,
    );
  });

  it('continues a run stopped half way, copies each file once, and the app on the bucket serves every resume', async () => {
    const { from, to } = await migrationStores(moved);
    const seen: MigrationProgress[] = [];
    const stopped = migrateFiles({
      db: database.db,
      from,
      to,
      report: (progress) => {
        seen.push({ ...progress });
        if (progress.copied === 2) throw new Error('stopped after two files');
      },
    });
    await expect(stopped).rejects.toThrow('stopped after two files');
    expect(seen.at(-1)).toEqual({ total: stored, copied: 2, present: 0 });

    const resumed = await migrateFiles({ db: database.db, from, to, report: quietly });
    expect(resumed).toEqual({ total: stored, copied: stored - 2, present: 2 });
    expect(await migrateFiles({ db: database.db, from, to, report: quietly })).toEqual({
      total: stored,
      copied: 0,
      present: stored,
    });

    const onBucket = await buildApp({ config: moved, db: database.db });
    afterAll(() => onBucket.close());
    for (const application of applications) {
      const original = await downloadResume(app, company.token, application);
      expect(await downloadResume(onBucket, company.token, application)).toEqual(original);
    }
  });

  it('copies again an object the bucket holds changed', async () => {
    const { from, to } = await migrationStores(moved);
    await migrateFiles({ db: database.db, from, to, report: quietly });
    const [changed] = (await storedKeys(to)) as [string];
    await to.put(changed, Buffer.from('not the resume'));

    expect(await migrateFiles({ db: database.db, from, to, report: quietly })).toEqual({
      total: stored,
      copied: 1,
      present: stored - 1,
    });
    expect(await to.read(changed)).toEqual(await from.read(changed));
  });

  it('stops at a file whose bytes on disk are not the size its row records, naming it', async () => {
    const { from, to } = await migrationStores(moved);
    const [damaged] = (await storedKeys(from)) as [string];
    await from.put(damaged, Buffer.from('cut short'));
    await to.remove(damaged);

    await expect(migrateFiles({ db: database.db, from, to, report: quietly })).rejects.toThrow(
      `The file ${damaged} in ${from.location} does not match its recorded size`,
    );
  });
});
