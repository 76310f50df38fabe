import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ApplicationDetail } from '../../shared/application-details.js';
import { PIPELINE_MESSAGES, type PipelineColumn, type Stage } from '../../shared/pipeline.js';
import { outbox } from '../db/schema.js';
import { insertApplication, makeApplication } from '../test/factories-applications.js';
import { makePosting } from '../test/factories-postings.js';
import { makeCandidate, makeCompany, type TestAccount } from '../test/factories.js';
import { addMember } from '../test/factories-team.js';
import { createTestApp } from '../test/harness.js';
import { requestOf, urlOf } from '../test/routes.js';
import { pipelineEndpoints } from '../../shared/pipeline-endpoints.js';
import { applicationEndpoints, candidateApplicationEndpoints } from '../../shared/applications-endpoints.js';
import { postingEndpoints } from '../../shared/postings-endpoints.js';

const { app, database } = await createTestApp();
const { db } = database;

function call(method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object) {
  return app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
}

async function stagesOf(company: TestAccount): Promise<Stage[]> {
  return (await call('GET', urlOf(pipelineEndpoints.stages), company.token)).json<{ data: Stage[] }>().data;
}

async function boardOf(company: TestAccount, postingId: string, query = ''): Promise<PipelineColumn[]> {
  const response = await call(
    'GET',
    `${urlOf(pipelineEndpoints.board, { query: { posting_id: postingId } })}${query}`,
    company.token,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: PipelineColumn[] }>().data;
}

const detailOf = async (token: string, applicationId: string) =>
  (await call('GET', urlOf(applicationEndpoints.list, { query: { application_id: applicationId } }), token)).json<{
    data: ApplicationDetail;
  }>().data;

const mailsTo = async (email: string) => (await db.select().from(outbox).where(eq(outbox.recipient, email))).length;

describe("a company's stages", () => {
  it('start as one stage per status a company may choose, and an application starts in the first one', async () => {
    const company = await makeCompany(app);
    const stages = await stagesOf(company);
    expect(stages.map((stage) => [stage.name, stage.phase])).toEqual([
      ['Application Submitted', 'Application Submitted'],
      ['Under Review', 'Under Review'],
      ['Interview Scheduled', 'Interview Scheduled'],
      ['Under Evaluation', 'Under Evaluation'],
      ['Offer Sent', 'Offer Sent'],
      ['Not Selected', 'Not Selected'],
    ]);
    const candidate = await makeCandidate(app);
    const applicationId = await makeApplication(app, candidate.token, await makePosting(app, company.token));
    expect((await detailOf(company.token, applicationId)).stage).toEqual({
      id: stages[0]!.id,
      name: 'Application Submitted',
    });
    // A candidate sees the status alone, never the company's stages.
    const own = (
      await call(
        'GET',
        urlOf(candidateApplicationEndpoints.listOwn, { query: { application_id: applicationId } }),
        candidate.token,
      )
    ).json<{
      data: ApplicationDetail[];
    }>().data[0]!;
    expect(own).not.toHaveProperty('stage');
  });

  it('are renamed, added and reordered by an Admin, keep one of every phase, and keep each its phase', async () => {
    const company = await makeCompany(app);
    const [submitted, review, interview, evaluation, offer, rejected] = await stagesOf(company);
    const saved = await call('PUT', urlOf(pipelineEndpoints.saveStages), company.token, {
      stages: [
        { ...submitted, name: 'Applied' },
        { name: 'Phone screen', phase: 'Under Review' },
        review,
        interview,
        { name: 'Onsite', phase: 'Interview Scheduled' },
        evaluation,
        offer,
        rejected,
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ data: Stage[] }>().data.map((stage) => stage.name)).toEqual([
      'Applied',
      'Phone screen',
      'Under Review',
      'Interview Scheduled',
      'Onsite',
      'Under Evaluation',
      'Offer Sent',
      'Not Selected',
    ]);

    const withoutOffers = await call('PUT', urlOf(pipelineEndpoints.saveStages), company.token, {
      stages: [submitted, review, interview, evaluation, rejected],
    });
    expect(withoutOffers.statusCode).toBe(400);
    expect(withoutOffers.json<{ error: string }>().error).toBe(PIPELINE_MESSAGES.everyPhase);
    // 'Phone screen' keeps the Under Review phase covered while 'Under Review' tries to become an interview.
    const current = saved.json<{ data: Stage[] }>().data;
    const rephased = await call('PUT', urlOf(pipelineEndpoints.saveStages), company.token, {
      stages: current.map((stage) =>
        stage.name === 'Under Review' ? { ...stage, phase: 'Interview Scheduled' } : stage,
      ),
    });
    expect(rephased.statusCode).toBe(400);
    expect(rephased.json<{ error: string }>().error).toBe(PIPELINE_MESSAGES.phaseFixed);
    const other = await makeCompany(app);
    const foreign = await call('PUT', urlOf(pipelineEndpoints.saveStages), other.token, {
      stages: [...(await stagesOf(other)), { ...submitted, name: 'Mine now' }],
    });
    expect(foreign.statusCode).toBe(400);
    expect((await stagesOf(company)).map((stage) => stage.name)).toContain('Applied');
  });

  it('move the applications of a removed stage where the Admin says, within its phase', async () => {
    const company = await makeCompany(app);
    const stages = await stagesOf(company);
    const added = (
      await call('PUT', urlOf(pipelineEndpoints.saveStages), company.token, {
        stages: [stages[0], { name: 'Phone screen', phase: 'Under Review' }, ...stages.slice(1)],
      })
    ).json<{ data: Stage[] }>().data;
    const phone = added[1]!;
    const candidate = await makeCandidate(app);
    const applicationId = await makeApplication(app, candidate.token, await makePosting(app, company.token));
    expect(
      (await call('PUT', urlOf(pipelineEndpoints.move), company.token, { id: applicationId, stage_id: phone.id }))
        .statusCode,
    ).toBe(200);

    const keep = added.filter((stage) => stage.id !== phone.id);
    const unplaced = await call('PUT', urlOf(pipelineEndpoints.saveStages), company.token, { stages: keep });
    expect(unplaced.statusCode).toBe(400);
    expect(unplaced.json<{ error: string }>().error).toBe(PIPELINE_MESSAGES.moveTarget);
    const wrongPhase = await call('PUT', urlOf(pipelineEndpoints.saveStages), company.token, {
      stages: keep,
      moves: { [phone.id]: added[0]!.id },
    });
    expect(wrongPhase.statusCode).toBe(400);
    const removed = await call('PUT', urlOf(pipelineEndpoints.saveStages), company.token, {
      stages: keep,
      moves: { [phone.id]: added[2]!.id },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const detail = await detailOf(company.token, applicationId);
    expect(detail.stage).toEqual({ id: added[2]!.id, name: 'Under Review' });
    expect(detail.status).toBe('Under Review');
  });
});

describe('moving applications between stages', () => {
  it('within a phase moves the stage alone; into another phase changes the status and e-mails the candidate', async () => {
    const company = await makeCompany(app);
    const stages = (
      await call('PUT', urlOf(pipelineEndpoints.saveStages), company.token, {
        stages: [
          ...(await stagesOf(company)).slice(0, 2),
          { name: 'Hiring manager review', phase: 'Under Review' },
          ...(await stagesOf(company)).slice(2),
        ],
      })
    ).json<{ data: Stage[] }>().data;
    const [submitted, review, managerReview, interview] = stages;
    const candidate = await makeCandidate(app);
    const applicationId = await makeApplication(app, candidate.token, await makePosting(app, company.token));
    const mailsBefore = await mailsTo(candidate.email);

    expect(
      (await call('PUT', urlOf(pipelineEndpoints.move), company.token, { id: applicationId, stage_id: review!.id }))
        .statusCode,
    ).toBe(200);
    expect((await detailOf(company.token, applicationId)).status).toBe('Under Review');
    expect(await mailsTo(candidate.email)).toBe(mailsBefore + 1);

    const within = await call('PUT', urlOf(pipelineEndpoints.move), company.token, {
      id: applicationId,
      stage_id: managerReview!.id,
    });
    expect(within.statusCode).toBe(200);
    const detail = await detailOf(company.token, applicationId);
    expect(detail).toMatchObject({ status: 'Under Review', stage: { id: managerReview!.id } });
    expect(await mailsTo(candidate.email)).toBe(mailsBefore + 1);
    expect(detail.status_history.map((change) => [change.from_stage, change.to_stage])).toEqual([
      ['Application Submitted', 'Under Review'],
      ['Under Review', 'Hiring manager review'],
    ]);
    const again = await call('PUT', urlOf(pipelineEndpoints.move), company.token, {
      id: applicationId,
      stage_id: managerReview!.id,
    });
    expect(again.json<{ error: string }>().error).toBe(PIPELINE_MESSAGES.sameStage);

    // The candidate sees changes of status only, once the last move's e-mail is due: from what they saw to where it
    // now stands, never the stage it passed through.
    await db
      .update(outbox)
      .set({ nextAttemptAt: sql`now() - interval '1 second'`, heldUntil: sql`now() - interval '1 second'` })
      .where(eq(outbox.recipient, candidate.email));
    const own = (
      await call(
        'GET',
        urlOf(candidateApplicationEndpoints.listOwn, { query: { application_id: applicationId } }),
        candidate.token,
      )
    ).json<{
      data: ApplicationDetail[];
    }>().data[0]!;
    expect(own.status_history.map((change) => change.to_status)).toEqual(['Under Review']);
    expect(JSON.stringify(own)).not.toContain('Hiring manager review');

    // The specification's status change puts it in the first stage of that status's phase.
    await call('PUT', urlOf(applicationEndpoints.changeStatus), company.token, {
      id: applicationId,
      status: 'Interview Scheduled',
      offer: '',
    });
    expect((await detailOf(company.token, applicationId)).stage?.id).toBe(interview!.id);
    expect(submitted!.name).toBe('Application Submitted');
  });

  it("refuses another company's stage and a withdrawn application", async () => {
    const company = await makeCompany(app);
    const other = await makeCompany(app);
    const candidate = await makeCandidate(app);
    const applicationId = await makeApplication(app, candidate.token, await makePosting(app, company.token));
    const foreign = (await stagesOf(other))[1]!;
    const refused = await call('PUT', urlOf(pipelineEndpoints.move), company.token, {
      id: applicationId,
      stage_id: foreign.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: string }>().error).toBe(PIPELINE_MESSAGES.unknownStage);
    await app.inject({
      ...requestOf(candidateApplicationEndpoints.withdraw, { params: { id: applicationId } }),
      headers: { authorization: candidate.token },
      payload: {},
    });
    const review = (await stagesOf(company))[1]!;
    expect(
      (await call('PUT', urlOf(pipelineEndpoints.move), company.token, { id: applicationId, stage_id: review.id }))
        .statusCode,
    ).toBe(409);
  });
});

describe("a posting's board", () => {
  it('shows every stage with its count and its newest 50 cards, and the next ones on demand', async () => {
    const company = await makeCompany(app);
    const posting = await makePosting(app, company.token);
    const candidates = await Promise.all(Array.from({ length: 3 }, () => makeCandidate(app)));
    for (const candidate of candidates) await makeApplication(app, candidate.token, posting);
    // 57 more straight into the tables, each a minute older than the last.
    const prefix = `board-${posting.id.slice(0, 8)}`;
    await db.execute(sql`
      INSERT INTO users (email, password_hash, role, name)
      SELECT ${prefix} || '-' || i || '@example.test', 'not a hash', 'candidate', 'Bulk Candidate'
      FROM generate_series(1, 57) AS i`);
    for (let index = 1; index <= 57; index++)
      await insertApplication(db, posting.id, `${prefix}-${index}@example.test`, new Date(Date.now() - index * 60_000));
    const board = await boardOf(company, posting.id);
    expect(board.map((column) => column.name)).toEqual((await stagesOf(company)).map((stage) => stage.name));
    const [submitted] = board;
    expect(submitted!.count).toBe(60);
    expect(submitted!.cards).toHaveLength(50);
    expect(submitted!.cards[0]).toMatchObject({ first_name: 'Ada', status: 'Application Submitted' });
    // Dates as every other answer writes them, to the millisecond: the same instant the recruiter's list shows.
    const listed = (
      await call(
        'GET',
        urlOf(applicationEndpoints.list, { query: { posting_id: posting.id, limit: '1' } }),
        company.token,
      )
    ).json<{
      data: { application_id: string; created_at: string }[];
    }>().data[0]!;
    const newest = submitted!.cards[0]!;
    expect(newest.application_id).toBe(listed.application_id);
    expect(newest.created_at).toBe(listed.created_at);
    expect(newest.stage_entered_at).toBe(new Date(newest.stage_entered_at).toISOString());
    expect(newest.withdrawn_at).toBeNull();
    expect(board.slice(1).every((column) => column.count === 0 && column.cards.length === 0)).toBe(true);

    // The board and each column it loads name their posting, as the board's heading shows it.
    const own = (await call('GET', urlOf(postingEndpoints.list, { query: { id: posting.id } }), company.token)).json<{
      data: { title: string; city: string; country: string };
    }>().data;
    const named = {
      id: posting.id,
      title: own.title,
      location: `${own.city}, ${own.country}`,
      is_active: true,
      openings: null,
      offers_accepted: 0,
    };
    for (const query of ['', `&stage_id=${submitted!.id}&offset=50`, `&stage_id=${crypto.randomUUID()}&offset=0`]) {
      const answer = await call(
        'GET',
        `${urlOf(pipelineEndpoints.board, { query: { posting_id: posting.id } })}${query}`,
        company.token,
      );
      expect(answer.json<{ posting: unknown }>().posting).toEqual(named);
    }

    const more = await boardOf(company, posting.id, `&stage_id=${submitted!.id}&offset=50`);
    expect(more).toHaveLength(1);
    expect(more[0]!.cards).toHaveLength(10);
    const seen = new Set([...submitted!.cards, ...more[0]!.cards].map((card) => card.application_id));
    expect(seen.size).toBe(60);
  });

  it('is revalidated with its ETag, and shows at once a move, a withdrawal and a stage added, renamed or removed', async () => {
    const company = await makeCompany(app);
    const posting = await makePosting(app, company.token);
    const candidate = await makeCandidate(app);
    const applicationId = await makeApplication(app, candidate.token, posting);
    const url = urlOf(pipelineEndpoints.board, { query: { posting_id: posting.id } });
    const read = (etag?: string) =>
      app.inject({
        method: 'GET',
        url,
        headers: { authorization: company.token, ...(etag ? { 'if-none-match': etag } : {}) },
      });
    const first = await read();
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = String(first.headers.etag);
    expect((await read(etag)).statusCode).toBe(304);

    /** The board as it is after `change`: a new tag, and the change in it. */
    const afterChange = async (change: () => Promise<unknown>, previous: string) => {
      await change();
      const next = await read(previous);
      expect(next.statusCode).toBe(200);
      expect(next.headers.etag).not.toBe(previous);
      return { etag: String(next.headers.etag), board: next.json<{ data: PipelineColumn[] }>().data };
    };
    const stages = await stagesOf(company);
    const moved = await afterChange(
      () => call('PUT', urlOf(pipelineEndpoints.move), company.token, { id: applicationId, stage_id: stages[1]!.id }),
      etag,
    );
    expect(moved.board[1]!.cards.map((card) => card.application_id)).toEqual([applicationId]);

    const withdrawn = await afterChange(
      () =>
        app.inject({
          ...requestOf(candidateApplicationEndpoints.withdraw, { params: { id: applicationId } }),
          headers: { authorization: candidate.token },
        }),
      moved.etag,
    );
    expect(withdrawn.board[1]!.cards[0]!.withdrawn_at).toBe(
      new Date(withdrawn.board[1]!.cards[0]!.withdrawn_at!).toISOString(),
    );

    const withStage = [...stages.slice(0, 2), { name: 'Phone screen', phase: 'Under Review' }, ...stages.slice(2)];
    const added = await afterChange(
      () => call('PUT', urlOf(pipelineEndpoints.saveStages), company.token, { stages: withStage }),
      withdrawn.etag,
    );
    expect(added.board.map((column) => column.name)).toContain('Phone screen');

    const renamed = await afterChange(
      () =>
        call('PUT', urlOf(pipelineEndpoints.saveStages), company.token, {
          stages: added.board.map(({ id, name, phase }) => ({
            id,
            name: name === 'Phone screen' ? 'Call' : name,
            phase,
          })),
        }),
      added.etag,
    );
    expect(renamed.board.map((column) => column.name)).toContain('Call');

    const removed = await afterChange(
      () =>
        call('PUT', urlOf(pipelineEndpoints.saveStages), company.token, {
          stages: renamed.board
            .filter(({ name }) => name !== 'Call')
            .map(({ id, name, phase }) => ({ id, name, phase })),
        }),
      renamed.etag,
    );
    expect(removed.board.map((column) => column.name)).not.toContain('Call');
  });

  it('is there only for members who may see the posting', async () => {
    const company = await makeCompany(app);
    const onTeam = await addMember(app, db, company.token, 'interviewer');
    const offTeam = await addMember(app, db, company.token, 'hiring_manager');
    const other = await makeCompany(app);
    const posting = await makePosting(app, company.token, { hiring_team: [onTeam.id] });
    expect(
      (await call('GET', urlOf(pipelineEndpoints.board, { query: { posting_id: posting.id } }), onTeam.token))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('GET', urlOf(pipelineEndpoints.board, { query: { posting_id: posting.id } }), offTeam.token))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('GET', urlOf(pipelineEndpoints.board, { query: { posting_id: posting.id } }), other.token))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('GET', urlOf(pipelineEndpoints.board, { query: { posting_id: 'nope' } }), company.token)).statusCode,
    ).toBe(400);
  });
});
