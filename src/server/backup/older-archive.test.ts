import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { hashPassword } from '../auth/passwords.js';
import { migrate } from '../db/database.js';
import { fileStoreFor } from '../files/configured-store.js';
import { diskFileStore } from '../files/store.js';
import { STRONG_PASSWORD } from '../test/factories.js';
import { createTestDatabase, testConfig } from '../test/harness.js';
import { writeBackup } from './backup.js';
import { restoreBackup } from './restore.js';
import { urlOf } from '../test/routes.js';
import { postingEndpoints } from '../../shared/postings-endpoints.js';
import { applicationEndpoints } from '../../shared/applications-endpoints.js';
import { teamEndpoints } from '../../shared/team-endpoints.js';
import { CAPABILITIES, candidateDataOf } from '../capabilities.js';

const candidateDataList = candidateDataOf(CAPABILITIES);

/** The last schema before companies had members: a company was one recruiter account. */
const BEFORE_TEAMS = '0013_careers_sites';

/**
 * A database as Openhire left it before companies had members: one recruiter account with a careers address, a
 * posting and an application to it.
 */
async function databaseBeforeTeams() {
  const source = await createTestDatabase({ empty: true });
  await migrate(source.pool, BEFORE_TEAMS);
  const passwordHash = await hashPassword(STRONG_PASSWORD);
  const { rows } = await source.db.execute<{ company: string; candidate: string; posting: string }>(sql`
    WITH company AS (
      INSERT INTO users (email, password_hash, role, name, address, slug)
      VALUES ('founder@acme.example', ${passwordHash}, 'recruiter', 'Acme Robotics', 'Toronto Canada', 'acme-robotics')
      RETURNING id),
    slug AS (INSERT INTO company_slugs (slug, company_id) SELECT 'acme-robotics', id FROM company),
    candidate AS (
      INSERT INTO users (email, password_hash, role, name) VALUES ('ada@example.test', ${passwordHash}, 'candidate', 'Ada Lovelace')
      RETURNING id),
    posting AS (
      INSERT INTO postings (company_id, title, department, city, country, posting_date, deadline, soft_skills,
        technical_skills, questions, recruiter_name, recruiter_email, about_company, about_job, qualification,
        key_requirements)
      SELECT id, 'Backend Engineer', 'Engineering', 'Toronto', 'Canada', now(), now() + interval '30 days', '{}', '{}',
        '{"Why us?"}', 'Rita Recruiter', 'rita@acme.example', '<p>Robots</p>', '<p>APIs</p>', '<p>Node</p>', '<p>SQL</p>'
      FROM company RETURNING id, company_id)
    SELECT (SELECT id FROM company) AS company, (SELECT id FROM candidate) AS candidate, (SELECT id FROM posting) AS posting`);
  const ids = rows[0]!;
  await source.db.execute(sql`
    INSERT INTO applications (posting_id, company_id, candidate_id, first_name, last_name, email, phone, country, address,
      city, province, postal_code, answers, legal_questions)
    VALUES (${ids.posting}, ${ids.company}, ${ids.candidate}, 'Ada', 'Lovelace', 'ada@example.test', '+1 416 555 0101',
      'Canada', '12 King Street', 'Toronto', 'Ontario', 'M5H 1A1', '[{"question":"Why us?","answer":"Robots"}]',
      '{"work_eligibility":"Yes","sex":"Female","language_preference":"English","race":"White","graduation_year":2020,"graduation_month":"June","disabled":"No"}')`);
  return { source, ids };
}

describe('an archive from before companies had members', () => {
  it('restores into this version: the company keeps its id, postings and applications, and its account is its Admin', async () => {
    const { source, ids } = await databaseBeforeTeams();
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'openhire-older-archive-'));
    afterAll(() => fs.rm(folder, { recursive: true, force: true }));
    const archive = path.join(folder, 'before-teams.tar.gz');
    const sourceData = path.join(folder, 'source-data');
    const written = await writeBackup(source.url, sourceData, diskFileStore(path.join(sourceData, 'files')), archive);
    expect(written.migration).toBe(BEFORE_TEAMS);

    const target = await createTestDatabase({ empty: true });
    const config = await testConfig();
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
    const login = await app.inject({
      method: 'POST',
      url: '/login/',
      payload: { email: 'founder@acme.example', password: STRONG_PASSWORD },
    });
    expect(login.json()).toMatchObject({
      is_company: true,
      name: 'Acme Robotics',
      // Its founding account was named after the company: it is known by its address until it gives a name.
      member: { id: ids.company, name: 'founder@acme.example', role: 'admin', name_missing: true },
    });
    const token = login.json<{ refresh_token: string }>().refresh_token;
    const get = (url: string) => app.inject({ method: 'GET', url, headers: { authorization: token } });

    const cards = (await get(urlOf(postingEndpoints.list))).json<{ data: { id: string; num_applications: number }[] }>()
      .data;
    expect(cards).toEqual([expect.objectContaining({ id: ids.posting, num_applications: 1 })]);
    const posting = (await get(urlOf(postingEndpoints.list, { query: { id: ids.posting } }))).json<{ data: object }>()
      .data;
    expect(posting).toMatchObject({
      company_name: 'Acme Robotics',
      created_by_name: 'founder@acme.example',
      hiring_team: [],
    });
    const list = (await get(urlOf(applicationEndpoints.list))).json<{ data: { first_name: string }[] }>().data;
    expect(list.map((row) => row.first_name)).toEqual(['Ada']);
    expect((await get(urlOf(teamEndpoints.list))).json()).toMatchObject({
      members: [{ id: ids.company, name: 'founder@acme.example', email: 'founder@acme.example', role: 'admin' }],
    });
    const careers = await app.inject({ method: 'GET', url: '/careers/acme-robotics' });
    expect(careers.statusCode).toBe(200);
    expect(careers.body).toContain('Backend Engineer');
  });
});
