import { eq } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import type { ApplicationDetail } from '../../shared/application-details.js';
import { FILE_MESSAGES } from '../../shared/files.js';
import { buildApp } from '../app.js';
import { files } from '../db/schema.js';
import { createLogger } from '../log.js';
import { makeCandidate, makeCompany } from '../test/factories.js';
import { makeApplication } from '../test/factories-applications.js';
import { makePosting } from '../test/factories-postings.js';
import { createTestDatabase, testConfig } from '../test/harness.js';
import { fileStoreFor } from './configured-store.js';
import { requestOf } from '../test/routes.js';
import { applicationEndpoints } from '../../shared/applications-endpoints.js';

const logLines: string[] = [];
const database = await createTestDatabase();
const config = await testConfig();
const app = await buildApp({
  config,
  db: database.db,
  log: createLogger(
    'info',
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    }),
  ),
});
afterAll(() => app.close());

describe('a stored file whose bytes are gone', () => {
  it('answers 503 naming no one, logs its id, and leaves the application detail readable', async () => {
    const company = await makeCompany(app, { name: 'Lossy Works' });
    const candidate = await makeCandidate(app);
    const posting = await makePosting(app, company.token);
    const id = await makeApplication(app, candidate.token, posting);
    const detailOf = () =>
      app.inject({
        ...requestOf(applicationEndpoints.list, { query: { application_id: id } }),
        headers: { authorization: company.token },
      });
    const before = (await detailOf()).json<{ data: ApplicationDetail }>().data;
    const fileId = before.resume_url!.split('/').pop()!;
    const [stored] = await database.db.select().from(files).where(eq(files.id, fileId));
    await fileStoreFor(config).remove(stored!.storageKey);

    const download = await app.inject({
      method: 'GET',
      url: before.resume_url!,
      headers: { authorization: company.token },
    });
    expect(download.statusCode).toBe(503);
    expect(download.json()).toEqual({ status: 503, error: FILE_MESSAGES.unavailable });
    const logged = logLines.filter((line) => (JSON.parse(line) as { level: number }).level >= 40);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain(fileId);
    expect(logged[0]).not.toContain(candidate.email);
    expect(logged[0]).not.toContain(before.first_name);

    const detail = await detailOf();
    expect(detail.statusCode).toBe(200);
    expect(detail.json<{ data: ApplicationDetail }>().data).toMatchObject({
      application_id: id,
      first_name: before.first_name,
      resume: '',
      resume_url: before.resume_url,
    });
  });
});
