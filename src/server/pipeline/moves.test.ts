import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { ApplicationDetail } from '../../shared/application-details.js';
import type { Stage } from '../../shared/pipeline.js';
import type { EmailTemplate } from '../../shared/templates.js';
import { fileStoreFor } from '../files/configured-store.js';
import { makeApplication } from '../test/factories-applications.js';
import { makePosting } from '../test/factories-postings.js';
import { makeCandidate, makeCompany } from '../test/factories.js';
import { refuseMailAbout } from '../test/faults.js';
import { storedKeys } from '../test/stored-files.js';
import { createTestApp } from '../test/harness.js';
import { samplePdf } from '../test/pdf.js';
import { urlOf } from '../test/routes.js';
import { pipelineEndpoints } from '../../shared/pipeline-endpoints.js';
import { applicationEndpoints, candidateApplicationEndpoints } from '../../shared/applications-endpoints.js';
import { templateEndpoints } from '../../shared/templates-endpoints.js';

const { app, database, config } = await createTestApp();
const { db } = database;

function call(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) {
  return app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
}

/** The keys of every file's bytes in the store. */
const storedBytes = () => storedKeys(fileStoreFor(config));

/** What the database holds of an application's moves: its status, its stage, its history, its mail and files. */
async function movesOf(applicationId: string) {
  const { rows } = await db.execute<{
    status: string;
    stage: string;
    changes: number;
    mail: number;
    files: number;
  }>(sql`
    SELECT a.status, a.stage_id AS stage,
      (SELECT count(*)::int FROM status_changes c WHERE c.application_id = a.id) AS changes,
      (SELECT count(*)::int FROM outbox o WHERE o.application_id = a.id) AS mail,
      (SELECT count(*)::int FROM files) AS files
    FROM applications a WHERE a.id = ${applicationId}`);
  return rows[0];
}

/** How many of this database's statements wait for a lock another transaction holds. */
async function waitingForLocks(): Promise<number> {
  const { rows } = await db.execute<{ waiting: number }>(sql`
    SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`);
  return rows[0]!.waiting;
}

async function until(condition: () => Promise<boolean> | boolean): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('a move into another phase', () => {
  it('whose stage e-mail fails leaves no part of the move: status, stage, history, e-mail and offer as they were', async () => {
    const company = await makeCompany(app, { name: 'Acme Robotics' });
    const templates = (await call('GET', urlOf(templateEndpoints.list), company.token)).json<{
      data: EmailTemplate[];
    }>().data;
    const stages = (await call('GET', urlOf(pipelineEndpoints.stages), company.token)).json<{ data: Stage[] }>().data;
    await call('PUT', urlOf(pipelineEndpoints.saveStages), company.token, {
      stages: stages.map((stage) =>
        stage.phase === 'Offer Sent' ? { ...stage, email_template_id: templates[0]!.id } : stage,
      ),
    });
    const offerSent = stages.find((stage) => stage.phase === 'Offer Sent')!;
    const posting = await makePosting(app, company.token, { title: 'Backend Engineer' });
    const applicationId = await makeApplication(app, (await makeCandidate(app)).token, posting);
    const before = await movesOf(applicationId);
    const bytesBefore = await storedBytes();
    const takeBack = await refuseMailAbout(db, applicationId);
    const move = {
      id: applicationId,
      stage_id: offerSent.id,
      offer: samplePdf(1, 'Offer').toString('base64'),
    };

    const refused = await call('PUT', urlOf(pipelineEndpoints.move), company.token, move);
    expect(refused.statusCode).not.toBe(200);
    expect(await movesOf(applicationId)).toEqual(before);
    expect(await storedBytes()).toEqual(bytesBefore);
    const detail = (
      await call('GET', urlOf(applicationEndpoints.list, { query: { application_id: applicationId } }), company.token)
    ).json<{
      data: ApplicationDetail;
    }>().data;
    expect(detail).toMatchObject({ status: 'Application Submitted', stage: { id: before!.stage } });

    // Once the database takes the e-mail again, the same move is made whole.
    await takeBack();
    const moved = await call('PUT', urlOf(pipelineEndpoints.move), company.token, move);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await movesOf(applicationId)).toMatchObject({
      status: 'Offer Sent',
      stage: offerSent.id,
      changes: before!.changes + 1,
      mail: before!.mail + 1,
      files: before!.files + 1,
    });
    expect(await storedBytes()).toHaveLength(bytesBefore.length + 1);
  });

  it('is made whole when the candidate withdraws while it is being made: the withdrawal comes after it', async () => {
    const company = await makeCompany(app, { name: 'Acme Robotics' });
    const candidate = await makeCandidate(app);
    const posting = await makePosting(app, company.token, { title: 'Backend Engineer' });
    const applicationId = await makeApplication(app, candidate.token, posting);
    const offerSent = (await call('GET', urlOf(pipelineEndpoints.stages), company.token))
      .json<{ data: Stage[] }>()
      .data.find((stage) => stage.phase === 'Offer Sent')!;
    // Another session keeps new files waiting, so that the move stops where it stores its offer.
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    await other.query('BEGIN; LOCK TABLE files IN SHARE MODE');
    const move = call('PUT', urlOf(pipelineEndpoints.move), company.token, {
      id: applicationId,
      stage_id: offerSent.id,
      offer: samplePdf(1, 'Offer').toString('base64'),
    });
    await until(async () => (await waitingForLocks()) === 1);
    let withdrawn = false;
    const withdrawal = call(
      'POST',
      urlOf(candidateApplicationEndpoints.withdraw, { params: { id: applicationId } }),
      candidate.token,
      {},
    ).then((answer) => ((withdrawn = true), answer));
    await until(async () => withdrawn || (await waitingForLocks()) === 2);
    await other.query('ROLLBACK');
    await other.end();

    const [moved, withdrew] = await Promise.all([move, withdrawal]);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(withdrew.statusCode, withdrew.body).toBe(200);
    const detail = (
      await call('GET', urlOf(applicationEndpoints.list, { query: { application_id: applicationId } }), company.token)
    ).json<{
      data: ApplicationDetail;
    }>().data;
    expect(detail).toMatchObject({ status: 'Offer Sent', stage: { id: offerSent.id } });
    expect(detail.withdrawn_at).not.toBeNull();
  });
});
