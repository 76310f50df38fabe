import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RETENTION_MESSAGES, type RetentionPreviewAnswer } from '../../shared/retention.js';
import { makeCandidate, makeCompany, type TestAccount } from '../test/factories.js';
import { companyIdOf, makeApplication } from '../test/factories-applications.js';
import { makePosting } from '../test/factories-postings.js';
import { addMember } from '../test/factories-team.js';
import { createTestApp } from '../test/harness.js';
import { CAPABILITIES, candidateDataOf } from '../capabilities.js';

const candidateDataList = candidateDataOf(CAPABILITIES);
import { eraseBatch, quarantineBatch, sweepRetention } from './retention.js';
import { requestOf, urlOf } from '../test/routes.js';
import { privacyEndpoints } from '../../shared/privacy-endpoints.js';
import { retentionEndpoints } from '../../shared/retention-endpoints.js';
import { applicationEndpoints } from '../../shared/applications-endpoints.js';
import { pipelineEndpoints } from '../../shared/pipeline-endpoints.js';
import { postingEndpoints } from '../../shared/postings-endpoints.js';

const { app, database, config } = await createTestApp();
const { db } = database;
const sweeping = { db, dataDir: config.dataDir, candidateData: candidateDataList };

const DAY = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

/** A company with retention of `months` turned on now, a posting, and one candidate who applied to it now. */
async function companyWithRetention(months = 1) {
  const admin = await makeCompany(app);
  const put = await app.inject({
    ...requestOf(privacyEndpoints.saveSettings),
    headers: { authorization: admin.token },
    payload: { notice_text: 'We keep little.', retention_months: months },
  });
  expect(put.statusCode).toBe(200);
  const posting = await makePosting(app, admin.token);
  return { admin, posting, companyId: await companyIdOf(db, admin.email) };
}

async function apply(posting: Awaited<ReturnType<typeof makePosting>>, candidate?: TestAccount) {
  const applicant = candidate ?? (await makeCandidate(app));
  return { candidate: applicant, applicationId: await makeApplication(app, applicant.token, posting) };
}

const preview = async (admin: TestAccount) => {
  const response = await app.inject({
    ...requestOf(retentionEndpoints.preview),
    headers: { authorization: admin.token },
  });
  expect(response.statusCode).toBe(200);
  return response.json<RetentionPreviewAnswer>();
};

const held = async (admin: TestAccount, applicationId: string) =>
  app.inject({
    ...requestOf(privacyEndpoints.applicationPrivacy, { params: { id: applicationId } }),
    headers: { authorization: admin.token },
  });

async function erasuresOf(companyId: string): Promise<string[]> {
  const { rows } = await db.execute<{ erased_by: string }>(
    sql`SELECT erased_by FROM erasures WHERE company_id = ${companyId}`,
  );
  return rows.map((row) => row.erased_by);
}

describe('the retention sweep', () => {
  it('quarantines a candidate past retention, then erases them after 30 days, never in the first 30 days', async () => {
    const { admin, posting, companyId } = await companyWithRetention(1);
    const { applicationId } = await apply(posting);

    // A month has passed, but retention was turned on less than 30 days ago.
    await sweepRetention(sweeping, daysFromNow(29));
    expect((await preview(admin)).data[0]).toMatchObject({ application_id: applicationId, state: 'kept' });

    const sweptAt = daysFromNow(32);
    await sweepRetention(sweeping, sweptAt);
    const quarantined = (await preview(admin)).data[0]!;
    expect(quarantined).toMatchObject({ application_id: applicationId, state: 'quarantined' });
    expect(new Date(quarantined.erase_on).getTime()).toBe(sweptAt.getTime() + 30 * DAY);
    expect((await held(admin, applicationId)).statusCode).toBe(200);
    expect(await erasuresOf(companyId)).toEqual([]);

    await sweepRetention(sweeping, daysFromNow(61));
    expect(await erasuresOf(companyId)).toEqual([]);
    await sweepRetention(sweeping, daysFromNow(63));
    expect(await erasuresOf(companyId)).toEqual(['retention']);
    expect((await held(admin, applicationId)).statusCode).toBe(404);
    expect((await preview(admin)).total).toBe(0);
    // Hidden while quarantined, the erased application is not taken off its posting's count a second time.
    const { rows } = await db.execute<{ total: number }>(
      sql`SELECT total FROM application_counts WHERE posting_id = ${posting.id}`,
    );
    expect(rows).toEqual([{ total: 0 }]);
  });

  it('takes a candidate out of quarantine when they apply again, and restarts their clock', async () => {
    const { admin, posting, companyId } = await companyWithRetention(1);
    const { candidate } = await apply(posting);
    await sweepRetention(sweeping, daysFromNow(32));
    expect((await preview(admin)).data[0]!.state).toBe('quarantined');

    const second = await apply(await makePosting(app, admin.token), candidate);
    // They apply again on the 33rd day.
    await db.execute(sql`UPDATE applications SET created_at = ${daysFromNow(33)} WHERE id = ${second.applicationId}`);
    const [entry] = (await preview(admin)).data;
    expect(entry).toMatchObject({ application_id: second.applicationId, state: 'kept' });
    await sweepRetention(sweeping, daysFromNow(63));
    expect(await erasuresOf(companyId)).toEqual([]);
  });

  it('lets an Admin restore a quarantined candidate, which restarts their clock', async () => {
    const { admin, posting, companyId } = await companyWithRetention(1);
    const { applicationId } = await apply(posting);
    await sweepRetention(sweeping, daysFromNow(32));

    const restore = () =>
      app.inject({
        ...requestOf(retentionEndpoints.restore, { params: { id: applicationId } }),
        headers: { authorization: admin.token },
      });
    expect((await restore()).json()).toEqual({ status: 200, restored: true });
    expect((await restore()).json()).toEqual({ status: 200, restored: false });
    expect((await preview(admin)).data[0]!.state).toBe('kept');
    await sweepRetention(sweeping, daysFromNow(63));
    expect(await erasuresOf(companyId)).toEqual([]);
  });

  it('hides a quarantined candidate from the list, the board and the counts until an Admin restores them', async () => {
    const { admin, posting } = await companyWithRetention(1);
    const { applicationId: quarantinedId } = await apply(posting);
    const { applicationId: keptId } = await apply(posting);
    // Only the first candidate has been quiet for longer than retention.
    await db.execute(
      sql`UPDATE applications SET created_at = ${daysFromNow(20)}, updated_at = ${daysFromNow(20)} WHERE id = ${keptId}`,
    );
    const get = async (url: string) => {
      const response = await app.inject({ method: 'GET', url, headers: { authorization: admin.token } });
      expect(response.statusCode).toBe(200);
      return response.json<Record<string, unknown>>();
    };
    const seen = async () => {
      const list = await get(urlOf(applicationEndpoints.list, { query: { limit: '20', page: '1' } }));
      const filtered = await get(
        urlOf(applicationEndpoints.list, {
          query: { limit: '20', page: '1', posting_id: posting.id, status: 'Application Submitted' },
        }),
      );
      const board = (await get(urlOf(pipelineEndpoints.board, { query: { posting_id: posting.id } }))) as {
        data: { count: number; cards: { application_id: string }[] }[];
      };
      const postings = (await get(urlOf(postingEndpoints.list))) as {
        data: { id: string; num_applications: number }[];
      };
      return {
        list: (list.data as { application_id: string }[]).map((item) => item.application_id),
        total: list.total,
        filtered: (filtered.data as { application_id: string }[]).map((item) => item.application_id),
        board: board.data.flatMap((column) => column.cards.map((card) => card.application_id)),
        boardCount: board.data.reduce((sum, column) => sum + column.count, 0),
        postingCount: postings.data.find((each) => each.id === posting.id)!.num_applications,
      };
    };
    const both = [keptId, quarantinedId].sort();
    const everyone = { total: 2, boardCount: 2, postingCount: 2 };
    expect(await seen()).toMatchObject(everyone);

    await sweepRetention(sweeping, daysFromNow(32));
    expect(await seen()).toEqual({
      list: [keptId],
      total: 1,
      filtered: [keptId],
      board: [keptId],
      boardCount: 1,
      postingCount: 1,
    });
    // The Admin still reaches the application itself, to restore it.
    expect((await held(admin, quarantinedId)).statusCode).toBe(200);

    const restored = await app.inject({
      ...requestOf(retentionEndpoints.restore, { params: { id: quarantinedId } }),
      headers: { authorization: admin.token },
    });
    expect(restored.json()).toEqual({ status: 200, restored: true });
    const after = await seen();
    expect(after).toMatchObject(everyone);
    expect([...after.list].sort()).toEqual(both);
    expect([...after.board].sort()).toEqual(both);
  });

  it('leaves a candidate under a legal hold alone until the hold ends', async () => {
    const { admin, posting, companyId } = await companyWithRetention(1);
    const { applicationId } = await apply(posting);
    const hold = (payload: object) =>
      app.inject({
        ...requestOf(retentionEndpoints.placeLegalHold, { params: { id: applicationId } }),
        headers: { authorization: admin.token },
        payload,
      });

    const noReason = await hold({ reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    const past = await hold({ reason: 'A claim is pending.', ends_at: daysFromNow(-1).toISOString() });
    expect(past.json()).toMatchObject({ error: RETENTION_MESSAGES.endsInThePast });
    const endsAt = daysFromNow(90).toISOString();
    const placed = await hold({ reason: 'A claim is pending.', ends_at: endsAt });
    expect(placed.json()).toMatchObject({
      status: 200,
      legal_hold: { reason: 'A claim is pending.', ends_at: endsAt },
    });
    const read = await app.inject({
      ...requestOf(retentionEndpoints.legalHold, { params: { id: applicationId } }),
      headers: { authorization: admin.token },
    });
    expect(read.json()).toMatchObject({ legal_hold: { reason: 'A claim is pending.' } });

    await sweepRetention(sweeping, daysFromNow(32));
    await sweepRetention(sweeping, daysFromNow(80));
    expect(await erasuresOf(companyId)).toEqual([]);
    expect((await preview(admin)).total).toBe(0);

    // The hold ended on day 90.
    await sweepRetention(sweeping, daysFromNow(91));
    await sweepRetention(sweeping, daysFromNow(122));
    expect(await erasuresOf(companyId)).toEqual(['retention']);
  });

  it('stops when the hold is lifted only after it is lifted', async () => {
    const { admin, posting, companyId } = await companyWithRetention(1);
    const { applicationId } = await apply(posting);
    const url = urlOf(retentionEndpoints.legalHold, { params: { id: applicationId } });
    const headers = { authorization: admin.token };
    await app.inject({ method: 'POST', url, headers, payload: { reason: 'An audit.' } });
    await sweepRetention(sweeping, daysFromNow(32));
    expect((await preview(admin)).total).toBe(0);

    expect((await app.inject({ method: 'DELETE', url, headers })).json()).toEqual({ status: 200, legal_hold: null });
    await sweepRetention(sweeping, daysFromNow(33));
    expect((await preview(admin)).data[0]!.state).toBe('quarantined');
    await sweepRetention(sweeping, daysFromNow(64));
    expect(await erasuresOf(companyId)).toEqual(['retention']);
  });

  it('quarantines, in a dry run, exactly whom the sweep then quarantines, and on the day it said', async () => {
    const { admin, posting } = await companyWithRetention(1);
    const first = await apply(posting);
    const second = await apply(posting);
    // A talent-pool consent keeps its candidate twice as long.
    await apply(posting).then(async ({ applicationId }) => {
      await db.execute(sql`UPDATE applications SET talent_pool_consent_at = now() WHERE id = ${applicationId}`);
    });

    const dryRun = (await preview(admin)).data;
    const dueBy = daysFromNow(40);
    const due = dryRun.filter((entry) => new Date(entry.quarantine_on) <= dueBy).map((entry) => entry.application_id);
    expect(due.sort()).toEqual([first.applicationId, second.applicationId].sort());

    await sweepRetention(sweeping, dueBy);
    const after = (await preview(admin)).data;
    const quarantined = after.filter((entry) => entry.state === 'quarantined').map((entry) => entry.application_id);
    expect(quarantined.sort()).toEqual(due.sort());
  });

  it('resumes a sweep cut short without erasing anyone twice', async () => {
    const { posting, companyId } = await companyWithRetention(1);
    for (let i = 0; i < 5; i++) await apply(posting);

    expect(await quarantineBatch(db, daysFromNow(32), 2)).toBe(2);
    // The process stopped here; the next sweep goes on from the rows.
    expect((await sweepRetention(sweeping, daysFromNow(32))).quarantined).toEqual([3]);
    expect(await eraseBatch(sweeping, daysFromNow(63), 2)).toBe(2);
    const resumed = await sweepRetention(sweeping, daysFromNow(63));
    expect(resumed.erased).toEqual([3]);
    expect(await erasuresOf(companyId)).toHaveLength(5);
    expect(await sweepRetention(sweeping, daysFromNow(63))).toEqual({ erased: [], quarantined: [] });
  });

  it('sweeps 10,000 candidates in batches of 200', { timeout: 600_000 }, async () => {
    const { admin, posting, companyId } = await companyWithRetention(1);
    const { applicationId } = await apply(posting);
    await db.execute(sql`
      WITH made AS (
        INSERT INTO users (email, role, name)
        SELECT 'swept' || n || '-' || ${companyId} || '@example.com', 'candidate', 'Swept ' || n
        FROM generate_series(1, 9999) AS n
        RETURNING id
      )
      INSERT INTO applications (posting_id, company_id, candidate_id, stage_id, first_name, last_name, email, phone,
        country, address, city, province, postal_code, answers, legal_questions)
      SELECT a.posting_id, a.company_id, made.id, a.stage_id, a.first_name, a.last_name, a.email, a.phone, a.country,
        a.address, a.city, a.province, a.postal_code, a.answers, a.legal_questions
      FROM made, applications a WHERE a.id = ${applicationId}`);
    expect((await preview(admin)).total).toBe(10_000);

    const quarantined = await sweepRetention(sweeping, daysFromNow(32));
    expect(quarantined.quarantined).toEqual(Array<number>(50).fill(200));
    const erased = await sweepRetention(sweeping, daysFromNow(63));
    expect(erased.erased).toEqual(Array<number>(50).fill(200));
    expect(await erasuresOf(companyId)).toHaveLength(10_000);
  });
});

describe('who may see and change retention', () => {
  it('is for Admins of the application’s company only', async () => {
    const { admin, posting } = await companyWithRetention(1);
    const { applicationId } = await apply(posting);
    const recruiter = await addMember(app, db, admin.token, 'recruiter');
    const other = await makeCompany(app);
    for (const token of [recruiter.token, other.token]) {
      const response = await app.inject({
        ...requestOf(retentionEndpoints.placeLegalHold, { params: { id: applicationId } }),
        headers: { authorization: token },
        payload: { reason: 'Not mine to hold.' },
      });
      expect(response.statusCode).toBe(token === other.token ? 404 : 403);
    }
    expect((await preview(other)).total).toBe(0);
  });
});
