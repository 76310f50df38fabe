import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { count, eq, getTableName, is, like, ne, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationDetail } from '../../shared/application-details.js';
import { lockDataDir } from '../data-dir-lock.js';
import { openDatabase, type Database } from '../db/database.js';
import { runningEmbeddedUrl } from '../db/embedded.js';
import * as schema from '../db/schema.js';
import { loadConfig } from '../config.js';
import { fileStoreFor } from '../files/configured-store.js';
import { appDataDir, cleanUpAppProcesses, fileStoreEnvOf, runCommand, startAppProcess } from '../test/app-process.js';
import { loginToken, makeCandidate, makeCompany, type ApiClient, type TestAccount } from '../test/factories.js';
import { makeApplication } from '../test/factories-applications.js';
import { withoutUndoWindow } from '../test/factories-pipeline.js';
import { makePosting } from '../test/factories-postings.js';
import { createTestApp, createTestDatabase, suiteBucketEnv } from '../test/harness.js';
import { enqueueTask, startTasks } from '../tasks/queue.js';
import { reminderTask } from '../test/tasks.js';
import { dataUrl, samplePdf } from '../test/pdf.js';
import { requestOf, urlOf } from '../test/routes.js';
import { profileEndpoints } from '../../shared/profiles-endpoints.js';
import { schedulingEndpoints } from '../../shared/scheduling-endpoints.js';
import { teamEndpoints } from '../../shared/team-endpoints.js';
import { applicationEndpoints, candidateApplicationEndpoints } from '../../shared/applications-endpoints.js';
import { authEndpoints } from '../../shared/auth-endpoints.js';
import { interviewEndpoints } from '../../shared/interviews-endpoints.js';
import { scorecardEndpoints } from '../../shared/scorecards-endpoints.js';
import { postingEndpoints } from '../../shared/postings-endpoints.js';
import { annotationEndpoints } from '../../shared/annotations-endpoints.js';
import { activityEndpoints } from '../../shared/activity-endpoints.js';
import { notificationEndpoints } from '../../shared/notifications-endpoints.js';
import { privacyEndpoints } from '../../shared/privacy-endpoints.js';

const TABLES = Object.values(schema).flatMap((value) => (is(value, PgTable) ? [value] : []));

afterAll(cleanUpAppProcesses);

/** Where an app keeps its data: a DATA_DIR with its embedded server, or a DATA_DIR and a PostgreSQL database. */
interface Deployment {
  dataDir: string;
  /** What the app and the commands add to the environment. */
  env: Record<string, string>;
  /** The database's URL; an embedded one only while its app runs. */
  databaseUrl(): Promise<string>;
}

async function embeddedDeployment(): Promise<Deployment> {
  const dataDir = await appDataDir();
  const env = { DATA_DIR: dataDir, ...(await fileStoreEnvOf(dataDir)) };
  return { dataDir, env, databaseUrl: () => runningEmbeddedUrl(dataDir) };
}

async function serverDeployment(): Promise<Deployment> {
  const dataDir = await appDataDir();
  // Made while the file is collected, so that the harness drops the database when the file ends.
  const { url } = await createTestDatabase();
  const env = { DATA_DIR: dataDir, DATABASE_URL: url, ...(await fileStoreEnvOf(dataDir)) };
  return { dataDir, env, databaseUrl: async () => url };
}

async function withDatabase<T>(url: string, use: (db: Database) => Promise<T>): Promise<T> {
  const database = openDatabase(url, 1);
  try {
    return await use(database.db);
  } finally {
    await database.close();
  }
}

function rowCounts(url: string): Promise<Record<string, number>> {
  return withDatabase(url, async (db) => {
    const counts: Record<string, number> = {};
    for (const table of TABLES) counts[getTableName(table)] = (await db.select({ rows: count() }).from(table))[0]!.rows;
    return counts;
  });
}

/** The SHA-256 of every file in the store of the app and commands run with `env`, by storage key. */
async function fileHashes(env: Record<string, string>): Promise<Record<string, string>> {
  const store = fileStoreFor(loadConfig(env));
  const hashes: Record<string, string> = {};
  for await (const { key } of store.list()) {
    hashes[key] = createHash('sha256')
      .update(await store.read(key))
      .digest('hex');
  }
  return hashes;
}

async function call(api: ApiClient, method: 'POST' | 'PUT', url: string, token: string, payload: object, status = 200) {
  const response = await api.inject({ method, url, payload, headers: token ? { authorization: token } : {} });
  expect(response.statusCode, response.body).toBe(status);
}

/**
 * A little of everything: companies, an invitation, candidates, postings with a hiring team, applications with resumes,
 * an offer, a note, mails, a reset, a sign-in code, notifications and their choices, a draft with its resume, and
 * interviews: one booked, with a reminder already sent, and one whose candidate picks among slots, a privacy notice,
 * a changed scorecard with its ask, a posting stage's own template and an erasure's audit row.
 */
async function putData(api: ApiClient, databaseUrl: string) {
  const company = await makeCompany(api);
  const other = await makeCompany(api, { name: 'Globex' });
  const ada = await makeCandidate(api);
  const grace = await makeCandidate(api, { name: 'Grace Hopper' });
  await call(api, 'POST', urlOf(profileEndpoints.saveCompany), company.token, {
    tagline: 'Robots for everyone',
    about_us: 'Robots.',
  });
  await call(api, 'POST', urlOf(profileEndpoints.saveCandidate), ada.token, { first_name: 'Ada', city: 'London' });
  // A pending invitation, and a hiring team of the company's Admin.
  await call(
    api,
    'POST',
    urlOf(teamEndpoints.invite),
    company.token,
    { email: 'hana@acme.example', role: 'hiring_manager' },
    201,
  );
  const profile = await api.inject({
    ...requestOf(profileEndpoints.company),
    headers: { authorization: company.token },
  });
  const adminId = profile.json<{ data: { member: { id: string } } }>().data.member.id;
  const posting = await makePosting(api, company.token, { hiring_team: [adminId] });
  const otherPosting = await makePosting(api, other.token, { title: 'Designer' });
  const resume = samplePdf(2, 'Ada Lovelace');
  const application = await makeApplication(api, ada.token, posting, { email: ada.email, resume: dataUrl(resume) });
  await makeApplication(api, grace.token, posting, { email: grace.email });
  await makeApplication(api, ada.token, otherPosting, { email: ada.email });
  const offer = samplePdf(1, 'Offer').toString('base64');
  // The candidate sees the offer at once, rather than after the undo window.
  await withoutUndoWindow(api, company.token);
  await call(api, 'PUT', urlOf(applicationEndpoints.changeStatus), company.token, {
    id: application,
    status: 'Offer Sent',
    offer,
  });
  await call(
    api,
    'POST',
    urlOf(annotationEndpoints.add),
    company.token,
    {
      kind: 'ink',
      application_id: application,
      page_index: 0,
      rect: [10, 10, 20, 20],
      paths: [
        [
          [10, 10],
          [30, 30],
        ],
      ],
    },
    201,
  );
  await call(api, 'POST', urlOf(applicationEndpoints.sendEmail), company.token, {
    id: application,
    subject: 'Hi',
    message: '<p>Soon</p>',
  });
  await call(
    api,
    'POST',
    urlOf(activityEndpoints.addNote, { params: { id: application } }),
    company.token,
    { body: 'Strong SQL.' },
    201,
  );
  await call(api, 'POST', '/forgot_password/', '', { email: grace.email });
  await call(api, 'POST', urlOf(authEndpoints.requestEmailCode), '', {
    email: 'new.visitor@example.com',
    name: 'New Visitor',
  });
  // Notification choices of the company's own and for one posting; the applications above notified the team.
  const choice = { new_applications: 'daily', decisions: true, mentions: true };
  await call(api, 'PUT', urlOf(notificationEndpoints.saveSettings), company.token, {
    time_zone: 'Europe/London',
    digest_hour: 8,
    default: choice,
    postings: [{ ...choice, posting_id: posting.id }],
  });
  // The Admin's hours for interviews.
  await call(api, 'PUT', urlOf(schedulingEndpoints.saveAvailability), company.token, {
    time_zone: 'Europe/London',
    working_hours: { mon: [{ start: '09:00', end: '12:00' }] },
    daily_limit: 3,
    buffer_minutes: 15,
  });
  // An application left half way, with its resume already uploaded.
  const draft = `/api/candidate/drafts/${otherPosting.id}`;
  await call(api, 'PUT', draft, grace.token, { step: 'Legal', values: { first_name: 'Grace' } });
  await call(api, 'PUT', `${draft}/resume`, grace.token, { name: 'grace.pdf', resume: dataUrl(samplePdf(1, 'Grace')) });
  const interview = { kind: 'video', duration_minutes: 45, time_zone: 'Europe/London', interviewer_ids: [adminId] };
  const scheduled = await api.inject({
    ...requestOf(interviewEndpoints.schedule, { params: { id: application } }),
    payload: { ...interview, starts_at_local: '2027-06-01T10:00' },
    headers: { authorization: company.token },
  });
  expect(scheduled.statusCode, scheduled.body).toBe(201);
  await call(
    api,
    'POST',
    urlOf(interviewEndpoints.schedule, { params: { id: application } }),
    company.token,
    {
      ...interview,
      slots: ['2027-06-02T10:00', '2027-06-03T10:00'],
    },
    201,
  );
  const interviewId = scheduled.json<{ data: { id: string } }>().data.id;
  await call(api, 'PUT', urlOf(privacyEndpoints.saveSettings), company.token, {
    notice_text: 'We keep your application for a year.',
    notice_url: '',
    retention_months: 12,
  });
  // A scorecard submitted, then changed once, which keeps its first version in its history.
  const scorecard = urlOf(scorecardEndpoints.saveMine, { params: { id: application } });
  const written = { interview_id: interviewId, summary: 'Clear about trade-offs.', submit: true };
  await call(api, 'PUT', scorecard, company.token, { ...written, recommendation: 'yes' });
  await call(api, 'PUT', scorecard, company.token, { ...written, recommendation: 'no' });
  await withDatabase(databaseUrl, async (db) => {
    await db.insert(schema.interviewReminders).values({ interviewId, sequence: 0, lead: 'day' });
    await db.insert(schema.scorecardAsks).values({ interviewId, sequence: 0, memberId: adminId, kind: 'ask' });
    // A posting's stage asking for its own template, and the row an erasure leaves.
    const [owner] = await db
      .select({ companyId: schema.postings.companyId })
      .from(schema.postings)
      .where(eq(schema.postings.id, posting.id));
    const companyId = owner!.companyId;
    const [stage] = await db.select().from(schema.pipelineStages).where(eq(schema.pipelineStages.companyId, companyId));
    const [template] = await db
      .select()
      .from(schema.scorecardTemplates)
      .where(eq(schema.scorecardTemplates.companyId, companyId));
    await db
      .insert(schema.postingStageScorecardTemplates)
      .values({ postingId: posting.id, stageId: stage!.id, templateId: template!.id });
    await db
      .insert(schema.erasures)
      .values({ companyId, candidateRef: adminId, erasedBy: 'retention', counts: { applications: 1 } });
    // A candidate quarantined by retention, and an application under a legal hold.
    const [candidate] = await db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.email, ada.email));
    await db
      .insert(schema.retentionStates)
      .values({ companyId, candidateId: candidate!.id, quarantinedAt: new Date(), eraseAfter: new Date() });
    await db
      .insert(schema.legalHolds)
      .values({ applicationId: application, reason: 'A claim is open.', placedBy: adminId });
    // A calendar of the Admin's with one busy hour read from it; its sealed address is text to the backup.
    const [calendar] = await db
      .insert(schema.calendarConnections)
      .values({ userId: adminId, kind: 'ics', label: 'calendar.example.com', sealedUrl: 'v1.sealed-address' })
      .returning({ id: schema.calendarConnections.id });
    await db.insert(schema.busyIntervals).values({
      connectionId: calendar!.id,
      userId: adminId,
      startsAt: new Date('2027-01-04T09:00:00Z'),
      endsAt: new Date('2027-01-04T10:00:00Z'),
    });
    // An API token with one call, a webhook endpoint with one delivery, and a likely duplicate.
    const [token] = await db
      .insert(schema.apiTokens)
      .values({
        companyId,
        name: 'Reporting',
        scopes: ['read_postings'],
        tokenHash: 'a'.repeat(64),
        prefix: 'ohk_abcd',
        createdBy: adminId,
      })
      .returning({ id: schema.apiTokens.id });
    await db
      .insert(schema.apiTokenCalls)
      .values({ tokenId: token!.id, method: 'GET', route: urlOf(postingEndpoints.list), status: 200 });
    const [endpoint] = await db
      .insert(schema.webhookEndpoints)
      .values({
        companyId,
        url: 'https://hooks.example.com/openhire',
        events: ['application.created'],
        secret: 'whsec_c2VjcmV0',
      })
      .returning({ id: schema.webhookEndpoints.id });
    await db.insert(schema.webhookDeliveries).values({
      endpointId: endpoint!.id,
      eventType: 'application.created',
      messageId: 'msg_backup',
      payload: { application_id: application },
    });
    const [another] = await db
      .select({ id: schema.applications.id })
      .from(schema.applications)
      .where(ne(schema.applications.id, application))
      .limit(1);
    await db
      .insert(schema.applicationDuplicates)
      .values({ applicationId: application, duplicateOfApplicationId: another!.id, reasons: ['email'] })
      .onConflictDoNothing();
    // A challenge used by an application without an account, an offer template, and an accepted offer's signed copy.
    await db
      .insert(schema.usedChallenges)
      .values({ nonce: 'backup-nonce', expiresAt: new Date(Date.now() + 3_600_000) });
    await db.insert(schema.offerTemplates).values({ companyId, name: 'Standard', body: 'Dear {{candidate_name}}' });
    const [offered] = await db
      .select({ fileId: schema.applications.offerFileId })
      .from(schema.applications)
      .where(eq(schema.applications.id, application));
    await db.insert(schema.offerSignatures).values({
      applicationId: application,
      signedName: 'Ada Lovelace',
      signedAt: new Date(),
      originalSha256: 'b'.repeat(64),
      signedFileId: offered!.fileId!,
    });
    // A reply with the offer's file attached, and where the replies mailbox's reading stands.
    const [reply] = await db
      .insert(schema.messages)
      .values({ applicationId: application, via: 'email', fromAddress: 'ada@example.com', text: 'Thursday works.' })
      .returning({ id: schema.messages.id });
    await db
      .insert(schema.messageAttachments)
      .values({ messageId: reply!.id, fileId: offered!.fileId!, name: 'Signed form.pdf' });
    await db.insert(schema.inboundMailboxes).values({ mailbox: 'INBOX', uidValidity: 1n, lastUid: 1n });
    // The resume's text, unless the server's task has read it already.
    await db
      .insert(schema.resumeTexts)
      .values({ applicationId: application, companyId, status: 'extracted', text: 'Resume page 1' })
      .onConflictDoNothing();
  });
  return { other, ada, application, resume };
}

/**
 * Posts "Concurrent 1" and applies to it with a resume, then "Concurrent 2", and so on until stopped: each round
 * writes rows to several tables in two transactions. Answers how many rounds it made.
 */
function keepApplying(api: ApiClient, company: TestAccount, candidate: TestAccount) {
  let rounds = 0;
  let stopping = false;
  let firstRound: () => void = () => {};
  const started = new Promise<void>((resolve) => (firstRound = resolve));
  const loop = (async () => {
    while (!stopping) {
      const posting = await makePosting(api, company.token, { title: `Concurrent ${rounds + 1}` });
      await makeApplication(api, candidate.token, posting, { email: candidate.email });
      rounds += 1;
      firstRound();
    }
  })();
  return {
    started,
    stop: async () => {
      stopping = true;
      await loop;
      return rounds;
    },
  };
}

/** The numbers of the "Concurrent" postings in a database, and of those among them that have an application. */
function concurrentRounds(url: string): Promise<{ posted: number[]; applied: number[] }> {
  return withDatabase(url, async (db) => {
    const rows = await db
      .select({ title: schema.postings.title, application: schema.applications.id })
      .from(schema.postings)
      .leftJoin(schema.applications, eq(schema.applications.postingId, schema.postings.id))
      .where(like(schema.postings.title, 'Concurrent %'));
    const numbers = (list: typeof rows) => list.map((row) => Number(row.title.split(' ')[1])).sort((a, b) => a - b);
    return { posted: numbers(rows), applied: numbers(rows.filter((row) => row.application !== null)) };
  });
}

const firstNumbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

const roundTrips = [
  { deployment: 'the embedded PostgreSQL', source: await embeddedDeployment(), target: await embeddedDeployment() },
  {
    deployment: 'a PostgreSQL server (DATABASE_URL)',
    source: await serverDeployment(),
    target: await serverDeployment(),
  },
];

describe.each(roundTrips)('backup and restore on $deployment', ({ source, target }) => {
  it('backs up while the app serves requests and restores exactly that state into a fresh DATA_DIR', async () => {
    const archive = path.join(await appDataDir(), 'openhire.tar.gz');

    const app = await startAppProcess(source.env);
    let seeded: Awaited<ReturnType<typeof putData>>;
    let rounds: number;
    let before: Record<string, number>;
    let after: Record<string, number>;
    let sourceFiles: Record<string, string>;
    try {
      seeded = await putData(app.client, await source.databaseUrl());
      before = await rowCounts(await source.databaseUrl());
      const writer = keepApplying(app.client, seeded.other, seeded.ada);
      await writer.started;
      const backup = await runCommand(['backup', archive], source.env);
      rounds = await writer.stop();
      expect(backup.stderr).toBe('');
      expect(backup.stdout).toMatch(/^Backed up \d+ tables \(\d+ rows\) and \d+ files to /);
      expect(backup.code).toBe(0);
      expect((await fs.stat(archive)).mode & 0o777).toBe(0o600);
      after = await rowCounts(await source.databaseUrl());
      sourceFiles = await fileHashes(source.env);
    } finally {
      await app.stop();
    }
    for (const [table, rows] of Object.entries(before)) expect(rows, table).toBeGreaterThan(0);

    const restore = await runCommand(['restore', archive], target.env);
    expect(restore.stderr).toBe('');
    expect(restore.stdout).toMatch(/^Restored \d+ tables \(\d+ rows\) and \d+ files into /);
    expect(restore.code).toBe(0);

    const restored = await startAppProcess(target.env);
    try {
      const url = await target.databaseUrl();
      // One snapshot: the rounds written during the backup are there up to a point and none after it, each
      // round's application only with its posting, and every table counted at that same point.
      const { posted, applied } = await concurrentRounds(url);
      expect(posted).toEqual(firstNumbers(posted.length));
      expect(applied).toEqual(firstNumbers(applied.length));
      expect([posted.length - 1, posted.length]).toContain(applied.length);
      const perRound = (table: string) => (after[table]! - before[table]!) / rounds;
      const restoredCounts = await rowCounts(url);
      for (const [table, rows] of Object.entries(before)) {
        // A resume's text is written by a task some time after its application, on either side of the backup.
        if (table === 'resume_texts') {
          expect(restoredCounts[table], table).toBeGreaterThanOrEqual(rows);
          continue;
        }
        const roundsIn = table === 'postings' ? posted.length : applied.length;
        expect(restoredCounts[table], table).toBe(rows + perRound(table) * roundsIn);
      }
      // The derived counts are not in the archive: the restore rebuilt them from the applications, once each, leaving
      // out the quarantined candidate's.
      const miscounted = await withDatabase(url, async (db) =>
        db.execute(sql`
          SELECT p.id FROM postings p LEFT JOIN application_counts c ON c.posting_id = p.id
          WHERE coalesce(c.total, 0) <> (SELECT count(*) FROM applications a WHERE a.posting_id = p.id AND NOT a.quarantined)`),
      );
      expect(miscounted.rows).toEqual([]);
      // The files are the source's, byte for byte: those of every stored row, and no others.
      const restoredFiles = await fileHashes(target.env);
      expect(Object.keys(restoredFiles)).toHaveLength(restoredCounts.files!);
      for (const [file, sha256] of Object.entries(restoredFiles)) expect(sha256, file).toBe(sourceFiles[file]);

      // The restored app knows its people: an old session still works, the password signs in, the resume is whole.
      const { ada, application, resume } = seeded;
      const detail = await restored.client.inject({
        ...requestOf(candidateApplicationEndpoints.listOwn, { query: { application_id: application } }),
        headers: { authorization: ada.token },
      });
      const [offered] = detail.json<{ data: ApplicationDetail[] }>().data;
      expect(offered?.status).toBe('Offer Sent');
      const download = await restored.client.inject({
        method: 'GET',
        url: offered!.resume_url!,
        headers: { authorization: await loginToken(restored.client, ada.email, ada.password) },
      });
      expect(download.rawPayload.equals(resume)).toBe(true);
    } finally {
      await restored.stop();
    }

    const again = await runCommand(['restore', archive], target.env);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^\S+ already holds files: restore into a fresh DATA_DIR or an empty bucket\n$/);
  });
});

// A small deployment on a PostgreSQL server, with one resume and one task waiting, and its archive.
const smallBucket = await suiteBucketEnv();
const small = await createTestApp({ env: smallBucket });
const smallEnv = { DATA_DIR: small.config.dataDir, DATABASE_URL: small.database.url, ...smallBucket };
const REMINDER_AT = new Date('2031-03-02T09:30:00.000Z');
const restoredTasks = await serverDeployment();

async function waitingTasks(url: string) {
  return withDatabase(url, async (db) => {
    const { rows } = await db.execute<{ name: string; data: unknown; start_after: string; state: string }>(
      sql`SELECT name, data, (extract(epoch FROM start_after) * 1000)::bigint::text AS start_after, state::text AS state
        FROM pgboss.job WHERE name = ${reminderTask.name}`,
    );
    return rows.map((row) => ({ ...row, start_after: new Date(Number(row.start_after)).toISOString() }));
  });
}

describe('restore', () => {
  let archive: string;

  beforeAll(async () => {
    const { app } = small;
    const company = await makeCompany(app);
    const candidate = await makeCandidate(app);
    await makeApplication(app, candidate.token, await makePosting(app, company.token), { email: candidate.email });
    const queue = await startTasks({
      pool: small.database.pool,
      work: [{ type: reminderTask, run: async () => {} }],
      log: console,
    });
    await queue.stop();
    await small.database.db.transaction((tx) =>
      enqueueTask(tx, reminderTask, { note: 'call Ada back' }, { startAfter: REMINDER_AT }),
    );
    archive = path.join(await appDataDir(), 'small.tar.gz');
    expect((await runCommand(['backup', archive], smallEnv)).code).toBe(0);
  });

  /** The archive unpacked, changed by `change`, and packed again. */
  async function changedArchive(archive: string, change: (root: string) => Promise<void>): Promise<string> {
    const root = await appDataDir();
    await tar.x({ file: archive, cwd: root });
    await change(root);
    const changed = path.join(await appDataDir(), 'changed.tar.gz');
    await tar.c({ file: changed, cwd: root, gzip: true }, await fs.readdir(root));
    return changed;
  }

  it('puts back the tasks that were waiting when the backup was taken', async () => {
    const restore = await runCommand(['restore', archive], restoredTasks.env);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    const waiting = [
      {
        name: reminderTask.name,
        data: { note: 'call Ada back' },
        start_after: REMINDER_AT.toISOString(),
        state: 'created',
      },
    ];
    expect(await waitingTasks(small.database.url)).toEqual(waiting);
    expect(await waitingTasks(await restoredTasks.databaseUrl())).toEqual(waiting);
  });

  it('refuses a DATA_DIR in use, and a file store or a database that already holds data', async () => {
    const countsBefore = await rowCounts(small.database.url);

    const inUse = await embeddedDeployment();
    const unlock = lockDataDir(inUse.dataDir);
    try {
      const refused = await runCommand(['restore', archive], inUse.env);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/^\S+ is in use by another Openhire process \(pid \d+\)\. Stop it first/);
    } finally {
      unlock();
    }

    const withFiles = await runCommand(['restore', archive], smallEnv);
    expect(withFiles.code).toBe(1);
    expect(withFiles.stderr).toMatch(/^\S+ already holds files: restore into a fresh DATA_DIR or an empty bucket\n$/);

    const emptyDataDir = await appDataDir();
    const emptyStore = { ...smallEnv, DATA_DIR: emptyDataDir, ...(await suiteBucketEnv()) };
    const withRows = await runCommand(['restore', archive], emptyStore);
    expect(withRows.code).toBe(1);
    expect(withRows.stderr).toMatch(
      /^The database already holds data \(table \w+ has rows\): restore into an empty one\n$/,
    );
    expect(await fs.readdir(emptyDataDir)).toEqual([]);
    expect(await fileHashes(emptyStore)).toEqual({});
    expect(await rowCounts(small.database.url)).toEqual(countsBefore);
  });

  it('refuses a damaged archive, or one from a newer Openhire, before it starts a database', async () => {
    const damaged = await changedArchive(archive, async (root) => {
      const [resume] = (await fs.readdir(path.join(root, 'files'), { recursive: true, withFileTypes: true })).filter(
        (entry) => entry.isFile(),
      );
      await fs.appendFile(path.join(resume!.parentPath, resume!.name), 'tampered');
    });
    const newer = await changedArchive(archive, async (root) => {
      const manifest = JSON.parse(await fs.readFile(path.join(root, 'manifest.json'), 'utf8'));
      await fs.writeFile(path.join(root, 'manifest.json'), JSON.stringify({ ...manifest, migration: '9999_future' }));
    });
    const notAnArchive = path.join(await appDataDir(), 'notes.txt');
    await fs.writeFile(notAnArchive, 'just some notes');

    for (const [file, message] of [
      [damaged, /is damaged: the file [a-f0-9-]+ is missing or does not match its sha256/],
      [newer, /comes from a newer Openhire \(schema 9999_future, this version has \w+\): upgrade Openhire first/],
      [notAnArchive, /is not a readable backup archive/],
    ] as const) {
      const target = await embeddedDeployment();
      const refused = await runCommand(['restore', file], target.env);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(message);
      expect(refused.stderr.trim().split('\n')).toHaveLength(1);
      expect(await fs.readdir(target.dataDir)).toEqual([]);
      expect(await fileHashes(target.env)).toEqual({});
    }
  });
});
