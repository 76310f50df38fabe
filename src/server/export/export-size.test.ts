import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { exportEndpoints } from '../../shared/export-endpoints.js';
import { applications, files } from '../db/schema.js';
import { fileStoreFor } from '../files/configured-store.js';
import { makeCandidate, makeCompany } from '../test/factories.js';
import { makeApplication } from '../test/factories-applications.js';
import { makePosting } from '../test/factories-postings.js';
import { createTestApp } from '../test/harness.js';

const { app, database, config } = await createTestApp();
const APPLICATIONS = 10;
const FILE_BYTES = 5 * 1024 * 1024;

it('exports 10 applications with 50 MB of resumes whole', { timeout: 300_000 }, async () => {
  const candidate = await makeCandidate(app);
  const ids: string[] = [];
  for (let index = 0; index < APPLICATIONS; index += 1) {
    const company = await makeCompany(app);
    ids.push(await makeApplication(app, candidate.token, await makePosting(app, company.token)));
  }
  // Each resume grows to 5 MB of incompressible bytes in the store, as the largest uploads would be.
  const resumes = await database.db
    .select({ id: files.id, key: files.storageKey })
    .from(files)
    .innerJoin(applications, eq(applications.resumeFileId, files.id))
    .where(inArray(applications.id, ids));
  const digests = new Set<string>();
  for (const resume of resumes) {
    const bytes = randomBytes(FILE_BYTES);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    digests.add(sha256);
    await fileStoreFor(config).put(resume.key, bytes);
    await database.db.update(files).set({ sizeBytes: FILE_BYTES, sha256 }).where(eq(files.id, resume.id));
  }

  const started = performance.now();
  const response = await app.inject({
    method: 'GET',
    url: exportEndpoints.mine.path,
    headers: { authorization: candidate.token },
  });
  const seconds = (performance.now() - started) / 1000;
  console.info(`export of ${APPLICATIONS} applications and ${resumes.length * 5} MB of files: ${seconds.toFixed(1)} s`);

  expect(response.statusCode).toBe(200);
  expect(resumes).toHaveLength(APPLICATIONS);
  expect(response.rawPayload.length).toBeGreaterThan(APPLICATIONS * FILE_BYTES);
  // unzip checks every entry against its CRC; data.json names each file with the digest of its bytes.
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'openhire-export-size-'));
  const zip = path.join(folder, 'export.zip');
  await fs.writeFile(zip, response.rawPayload);
  expect((await promisify(execFile)('unzip', ['-tq', zip])).stdout).toContain('No errors detected');
  const listed = (await promisify(execFile)('unzip', ['-p', zip, 'data.json'], { maxBuffer: 8 << 20 })).stdout;
  for (const digest of digests) expect(listed).toContain(digest);
  await fs.rm(folder, { recursive: true, force: true });
});
