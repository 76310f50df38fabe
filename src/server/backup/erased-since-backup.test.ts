import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { applications, files } from '../db/schema.js';
import { fileStoreFor } from '../files/configured-store.js';
import { erasedFilesWork } from '../privacy/erasure.js';
import { startTasks } from '../tasks/queue.js';
import { readTombstones, tombstonesPath } from '../privacy/tombstones.js';
import { makeCandidate, makeCompany } from '../test/factories.js';
import { makeApplication } from '../test/factories-applications.js';
import { makePosting } from '../test/factories-postings.js';
import { createTestApp, createTestDatabase } from '../test/harness.js';
import { dataUrl, samplePdf } from '../test/pdf.js';
import { writeBackup } from './backup.js';
import { restoreBackup } from './restore.js';
import { requestOf } from '../test/routes.js';
import { applicationEndpoints } from '../../shared/applications-endpoints.js';
import { erasureEndpoints } from '../../shared/erasure-endpoints.js';
import { CAPABILITIES, candidateDataOf } from '../capabilities.js';

const candidateDataList = candidateDataOf(CAPABILITIES);

const { app, database, config } = await createTestApp();
const store = fileStoreFor(config);
const work = erasedFilesWork({ store, dataDir: config.dataDir });
// The erasures' queue exists as in a running app; its tasks are done below, when the test says.
await (await startTasks({ pool: database.pool, work: [work], log: console })).stop();

/** The erasures' queued file removals and tombstones, done as the task queue does them after the commit. */
async function finishErasures(): Promise<void> {
  // In the order they were queued, as the tombstones are then written.
  const queued = await database.db.execute<{ id: string; data: unknown }>(
    sql`SELECT id, data FROM pgboss.job WHERE name = ${work.type.name} ORDER BY created_on`,
  );
  for (const { id, data } of queued.rows) {
    await work.run(work.type.payload.parse(data));
    await database.db.execute(sql`DELETE FROM pgboss.job WHERE id = ${id}`);
  }
}

/** Restores the archive as an operator does after losing the database and the stored files, keeping DATA_DIR. */
async function restoreOnThisInstallation(archive: string) {
  for await (const stored of store.list()) await store.remove(stored.key);
  const target = await createTestDatabase({ empty: true });
  await restoreBackup(
    archive,
    config.dataDir,
    store,
    async () => ({ url: target.url, close: async () => {} }),
    candidateDataList,
  );
  const restored = await buildApp({ config, db: target.db });
  afterAll(() => restored.close());
  return { restored, db: target.db };
}

/** Writes a backup of the installation as it is now, and answers the archive's path. */
async function backUp(): Promise<string> {
  const folder = await fs.mkdtemp(path.join(config.dataDir, '..', 'openhire-erased-since-'));
  afterAll(() => fs.rm(folder, { recursive: true, force: true }));
  const archive = path.join(folder, 'backup.tar.gz');
  await writeBackup(database.url, config.dataDir, store, archive);
  return archive;
}

/** The applications the company's Admin finds in the restored app. */
async function applicationsSeenBy(
  restored: Awaited<ReturnType<typeof buildApp>>,
  admin: { email: string; password: string },
): Promise<string[]> {
  const login = await restored.inject({
    method: 'POST',
    url: '/login/',
    payload: { email: admin.email, password: admin.password },
  });
  const list = await restored.inject({
    ...requestOf(applicationEndpoints.list),
    headers: { authorization: login.json<{ refresh_token: string }>().refresh_token },
  });
  return list.json<{ data: { application_id: string }[] }>().data.map((row) => row.application_id);
}

describe('restoring a backup older than erasures', () => {
  it('erases again the candidates erased since, rows and files, and leaves the others as they were', async () => {
    const acme = await makeCompany(app);
    const posting = await makePosting(app, acme.token);
    const [ada, bea, cyd] = [await makeCandidate(app), await makeCandidate(app), await makeCandidate(app)];
    const applied: Record<string, string> = {};
    for (const [name, candidate] of Object.entries({ ada, bea, cyd })) {
      applied[name] = await makeApplication(app, candidate.token, posting, {
        email: candidate.email,
        resume: dataUrl(samplePdf(1, `Resume of ${name}`)),
      });
    }
    const resumeKeys = async (db: typeof database.db) =>
      Object.fromEntries(
        (
          await db
            .select({ id: applications.id, key: files.storageKey })
            .from(applications)
            .innerJoin(files, eq(files.id, applications.resumeFileId))
            .where(inArray(applications.id, Object.values(applied)))
        ).map((row) => [row.id, row.key]),
      );
    const keys = await resumeKeys(database.db);
    const archive = await backUp();

    const erased = await app.inject({
      ...requestOf(erasureEndpoints.eraseCandidate, { params: { id: applied.ada! } }),
      headers: { authorization: acme.token },
    });
    expect(erased.statusCode).toBe(200);
    const deleted = await app.inject({
      ...requestOf(erasureEndpoints.deleteAccount),
      headers: { authorization: bea.token },
      payload: { password: bea.password },
    });
    expect(deleted.statusCode).toBe(200);
    await finishErasures();
    const tombstones = await readTombstones(tombstonesPath(config.dataDir));
    expect(tombstones).toEqual([
      expect.objectContaining({ by: 'admin', at: expect.any(String) }),
      expect.objectContaining({ by: 'candidate', at: expect.any(String) }),
    ]);

    for (let run = 0; run < 2; run += 1) {
      const { restored, db } = await restoreOnThisInstallation(archive);
      expect(await applicationsSeenBy(restored, acme)).toEqual([applied.cyd]);
      for (const gone of [ada, bea]) {
        const login = await restored.inject({
          method: 'POST',
          url: '/login/',
          payload: { email: gone.email, password: gone.password },
        });
        expect(login.statusCode).toBe(401);
      }
      expect(Object.keys(await resumeKeys(db))).toEqual([applied.cyd]);
      const stored = async (key: string) =>
        store.read(key).then(
          () => true,
          () => false,
        );
      expect(await stored(keys[applied.ada!]!)).toBe(false);
      expect(await stored(keys[applied.bea!]!)).toBe(false);
      expect(await stored(keys[applied.cyd!]!)).toBe(true);
      // Erasing again finds the erasures already recorded.
      expect(await readTombstones(tombstonesPath(config.dataDir))).toEqual(tombstones);
    }
    // A backup and two restores, each migrating a database twice.
  }, 120_000);
});

describe('restoring a backup written after an erasure', () => {
  it("keeps the candidate's newer application with the company that erased them", async () => {
    const [acme, globex] = [await makeCompany(app), await makeCompany(app)];
    const [first, again, elsewhere] = [
      await makePosting(app, acme.token),
      await makePosting(app, acme.token),
      await makePosting(app, globex.token),
    ];
    const eve = await makeCandidate(app);
    const erasedOne = await makeApplication(app, eve.token, first, { email: eve.email });
    await makeApplication(app, eve.token, elsewhere, { email: eve.email });
    const erased = await app.inject({
      ...requestOf(erasureEndpoints.eraseCandidate, { params: { id: erasedOne } }),
      headers: { authorization: acme.token },
    });
    expect(erased.statusCode).toBe(200);
    await finishErasures();
    const newer = await makeApplication(app, eve.token, again, { email: eve.email });
    const archive = await backUp();

    const { restored } = await restoreOnThisInstallation(archive);
    expect(await applicationsSeenBy(restored, acme)).toEqual([newer]);
  });
});
