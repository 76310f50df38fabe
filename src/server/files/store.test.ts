import { eq } from 'drizzle-orm';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import type { ApplicationDetail } from '../../shared/application-details.js';
import { files } from '../db/schema.js';
import { makeCandidate, makeCompany } from '../test/factories.js';
import { makeApplication } from '../test/factories-applications.js';
import { makePosting } from '../test/factories-postings.js';
import { createTestApp } from '../test/harness.js';
import { newBucketEnv, startLocalS3 } from '../test/s3.js';
import { fileStoreFor } from './configured-store.js';
import { sweepOrphanFiles } from './orphans.js';
import { MissingFileBytes, newStorageKey } from './store.js';
import { requestOf } from '../test/routes.js';
import { applicationEndpoints } from '../../shared/applications-endpoints.js';

const s3 = await startLocalS3();
afterAll(() => s3.stop());

const DAY = 24 * 60 * 60 * 1000;
const stores = { disk: async () => ({ FILE_STORE: 'disk' }), s3: () => newBucketEnv(s3.endpoint) };

describe.each(Object.entries(stores))('the %s file store', (_kind, envOf) => {
  const setup = (async () => {
    const { app, database, config } = await createTestApp({ env: await envOf() });
    afterAll(() => app.close());
    return { app, db: database.db, store: fileStoreFor(config) };
  })();

  it('keeps bytes written whole or streamed, reads them whole or streamed, and forgets them once removed', async () => {
    const { store } = await setup;
    const whole = newStorageKey();
    const streamed = newStorageKey();
    const bytes = Buffer.from('%PDF-1.7 a resume');
    await store.put(whole, bytes);
    await store.put(streamed, Readable.from([bytes.subarray(0, 5), bytes.subarray(5)]), bytes.length);

    expect(await store.read(whole)).toEqual(bytes);
    const chunks: Buffer[] = [];
    for await (const chunk of await store.openRead(streamed)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks)).toEqual(bytes);
    const listed = [];
    for await (const stored of store.list()) listed.push({ key: stored.key, size: stored.size });
    expect(listed).toEqual(
      expect.arrayContaining([
        { key: whole, size: bytes.length },
        { key: streamed, size: bytes.length },
      ]),
    );

    await store.remove(whole);
    await expect(store.read(whole)).rejects.toBeInstanceOf(MissingFileBytes);
    await expect(store.openRead(whole)).rejects.toBeInstanceOf(MissingFileBytes);
    await expect(store.read(newStorageKey())).rejects.toBeInstanceOf(MissingFileBytes);
  });

  it('sweeps bytes whose row never committed once they are a day old, and keeps every file a row points at', async () => {
    const { app, db, store } = await setup;
    const company = await makeCompany(app);
    const candidate = await makeCandidate(app);
    const id = await makeApplication(app, candidate.token, await makePosting(app, company.token));
    const detail = await app.inject({
      ...requestOf(applicationEndpoints.list, { query: { application_id: id } }),
      headers: { authorization: company.token },
    });
    const resumeUrl = detail.json<{ data: ApplicationDetail }>().data.resume_url!;
    const [resume] = await db
      .select()
      .from(files)
      .where(eq(files.id, resumeUrl.split('/').pop()!));
    // What a process leaves when it stops after writing the bytes and before committing their row.
    const orphan = newStorageKey();
    await store.put(orphan, Buffer.from('never committed'));

    expect(await sweepOrphanFiles(db, store, new Date())).toBe(0);
    await expect(store.read(orphan)).resolves.toEqual(Buffer.from('never committed'));

    expect(await sweepOrphanFiles(db, store, new Date(Date.now() + 2 * DAY))).toBeGreaterThanOrEqual(1);
    await expect(store.read(orphan)).rejects.toBeInstanceOf(MissingFileBytes);
    const download = await app.inject({ method: 'GET', url: resumeUrl, headers: { authorization: company.token } });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.length).toBe(resume!.sizeBytes);
    expect(download.headers['content-type']).toBe(resume!.contentType);
  });
});
