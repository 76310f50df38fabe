import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Stage } from '../../shared/pipeline.js';
import type { Posting } from '../../shared/postings.js';
import type { FunnelReport, OffersReport, SourcesReport, TimeInStageReport } from '../../shared/reports.js';
import { makeCandidate, makeCompany, type TestAccount } from '../test/factories.js';
import { makeApplication } from '../test/factories-applications.js';
import { withoutUndoWindow } from '../test/factories-pipeline.js';
import { makePosting } from '../test/factories-postings.js';
import { addMember, confirmCompany } from '../test/factories-team.js';
import { createTestApp } from '../test/harness.js';
import { urlOf } from '../test/routes.js';
import { applicationEndpoints, candidateApplicationEndpoints } from '../../shared/applications-endpoints.js';
import { reportEndpoints } from '../../shared/reports-endpoints.js';
import { pipelineEndpoints } from '../../shared/pipeline-endpoints.js';

const { app, database } = await createTestApp();

const DAY_MS = 24 * 60 * 60 * 1000;

function call(method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object) {
  return app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
}

async function report<Report>(token: string, name: string, query = ''): Promise<Report> {
  const response = await call('GET', `/api/reports/${name}/${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Report }>().data;
}

/**
 * One application and its history: the statuses the company moves it to, then the candidate's answer to its offer
 * or withdrawal, each `days` after it was sent (set in the database afterwards, so that the durations are exact).
 */
interface Story {
  source?: string;
  moves: { status: string; days: number }[];
  offer?: { answer: 'accept' | 'decline'; days: number };
  withdrawn?: boolean;
  /** Days after applying at which a member e-mailed the candidate. */
  emailed?: number;
}

async function live(company: TestAccount, posting: Posting, story: Story, sentAt: Date): Promise<string> {
  const candidate = await makeCandidate(app);
  const id = await makeApplication(app, candidate.token, posting, story.source ? { source: story.source } : {});
  const days: number[] = [];
  for (const move of story.moves) {
    const moved = await call('PUT', urlOf(applicationEndpoints.changeStatus), company.token, {
      id,
      status: move.status,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    days.push(move.days);
  }
  if (story.offer) {
    const answered = await call(
      'POST',
      urlOf(candidateApplicationEndpoints.answerOffer, { params: { id } }),
      candidate.token,
      {
        answer: story.offer.answer,
        full_name: 'Ada Lovelace',
      },
    );
    expect(answered.statusCode, answered.body).toBe(200);
    days.push(story.offer.days);
  }
  if (story.withdrawn) {
    const withdrawn = await call(
      'POST',
      urlOf(candidateApplicationEndpoints.withdraw, { params: { id } }),
      candidate.token,
      {},
    );
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
  }
  if (story.emailed !== undefined) {
    const sent = await call('POST', urlOf(applicationEndpoints.sendEmail), company.token, {
      id,
      subject: 'Hello',
      message: 'Thanks!',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await database.db.execute(sql`UPDATE outbox SET created_at = ${new Date(sentAt.getTime() + story.emailed * DAY_MS)}
      WHERE application_id = ${id} AND sent_by IS NOT NULL`);
  }
  await database.db.execute(sql`UPDATE applications SET created_at = ${sentAt} WHERE id = ${id}`);
  const changes = await database.db.execute(
    sql`SELECT id FROM status_changes WHERE application_id = ${id} ORDER BY created_at, id`,
  );
  for (const [index, change] of (changes.rows as { id: string }[]).entries())
    await database.db.execute(
      sql`UPDATE status_changes SET created_at = ${new Date(sentAt.getTime() + days[index]! * DAY_MS)}
        WHERE id = ${change.id}`,
    );
  return id;
}

/**
 * Four applications sent a month ago: one hired, one not selected, one whose offer was declined, one withdrawn; and
 * some that must not be counted: another posting's, one sent before the period, and another company's.
 */
async function hiringHistory() {
  const company = await makeCompany(app);
  await withoutUndoWindow(app, company.token);
  const posting = await makePosting(app, company.token);
  const monthAgo = new Date(Date.now() - 30 * DAY_MS);
  await live(
    company,
    posting,
    {
      source: 'linkedin',
      moves: [
        { status: 'Under Review', days: 1 },
        { status: 'Interview Scheduled', days: 3 },
        { status: 'Offer Sent', days: 10 },
      ],
      offer: { answer: 'accept', days: 12 },
    },
    monthAgo,
  );
  await live(
    company,
    posting,
    {
      source: 'linkedin',
      moves: [
        { status: 'Under Review', days: 2 },
        { status: 'Not Selected', days: 4 },
      ],
    },
    monthAgo,
  );
  await live(
    company,
    posting,
    {
      moves: [
        { status: 'Under Review', days: 3 },
        { status: 'Interview Scheduled', days: 4 },
        { status: 'Offer Sent', days: 8 },
      ],
      offer: { answer: 'decline', days: 9 },
    },
    monthAgo,
  );
  await live(company, posting, { moves: [], withdrawn: true, emailed: 0.5 }, monthAgo);

  const otherPosting = await makePosting(app, company.token);
  await live(company, otherPosting, { source: 'indeed', moves: [{ status: 'Under Review', days: 1 }] }, monthAgo);
  await live(company, posting, { source: 'indeed', moves: [] }, new Date(Date.now() - 200 * DAY_MS));
  const elsewhere = await makeCompany(app);
  await live(elsewhere, await makePosting(app, elsewhere.token), { moves: [] }, monthAgo);
  return { company, posting, otherPosting };
}

const history = await hiringHistory();
const ofPosting = `?posting_id=${history.posting.id}`;

describe('the hiring reports', () => {
  it('count how many reached each stage and the conversion between stages', async () => {
    const funnel = await report<FunnelReport>(history.company.token, 'funnel', ofPosting);
    expect(funnel).toMatchObject({ posting_id: history.posting.id, applications: 4 });
    expect(funnel.stages.map(({ stage, reached, conversion }) => ({ stage, reached, conversion }))).toEqual([
      { stage: 'Application Submitted', reached: 4, conversion: null },
      { stage: 'Under Review', reached: 3, conversion: 0.75 },
      { stage: 'Interview Scheduled', reached: 2, conversion: 0.667 },
      { stage: 'Under Evaluation', reached: 2, conversion: 1 },
      { stage: 'Offer Sent', reached: 2, conversion: 1 },
    ]);

    const everyPosting = await report<FunnelReport>(history.company.token, 'funnel');
    expect(everyPosting.posting_id).toBeNull();
    expect(everyPosting.applications).toBe(5);
    expect(everyPosting.stages[1]).toMatchObject({ stage: 'Under Review', reached: 4 });
  });

  it('give the median and 90th percentile of each stage, of time to hire and of time to first answer', async () => {
    const times = await report<TimeInStageReport>(history.company.token, 'time_in_stage', ofPosting);
    const inStage = Object.fromEntries(
      times.stages.map(({ stage, count, median_days, p90_days }) => [stage, { count, median_days, p90_days }]),
    );
    expect(inStage).toMatchObject({
      'Application Submitted': { count: 3, median_days: 2, p90_days: 2.8 },
      'Under Review': { count: 3, median_days: 2, p90_days: 2 },
      'Interview Scheduled': { count: 2, median_days: 5.5, p90_days: 6.7 },
      'Offer Sent': { count: 0, median_days: null, p90_days: null },
    });
    expect(times.time_to_hire).toEqual({ count: 1, median_days: 12, p90_days: 12 });
    expect(times.time_to_first_answer).toEqual({ count: 4, median_days: 1.5, p90_days: 2.7 });
  });

  it('tell how far the applicants of each source got', async () => {
    const sources = await report<SourcesReport>(history.company.token, 'sources', ofPosting);
    expect(sources.stages.map((stage) => stage.stage)).toEqual([
      'Application Submitted',
      'Under Review',
      'Interview Scheduled',
      'Under Evaluation',
      'Offer Sent',
    ]);
    expect(sources.sources).toEqual([
      { source: 'linkedin', applications: 2, reached: [2, 2, 1, 1, 1], hired: 1 },
      { source: null, applications: 2, reached: [2, 1, 1, 1, 1], hired: 0 },
    ]);
  });

  it('count offers and their answers, withdrawals and rejections', async () => {
    const offers = await report<OffersReport>(history.company.token, 'offers', ofPosting);
    expect(offers).toMatchObject({
      offers_sent: 2,
      accepted: 1,
      declined: 1,
      acceptance_rate: 0.5,
      withdrawn: 1,
      rejected: 1,
    });
  });

  it('count only the applications sent in the period, the last 90 days unless it is given', async () => {
    const byDefault = await report<OffersReport>(history.company.token, 'offers', ofPosting);
    const today = byDefault.to;
    expect(Math.abs(Date.parse(today) - Date.now())).toBeLessThan(DAY_MS * 1.5);
    expect(byDefault.from).toBe(new Date(Date.parse(byDefault.to) - 89 * DAY_MS).toISOString().slice(0, 10));
    const longer = await report<OffersReport>(history.company.token, 'offers', `${ofPosting}&from=2020-01-01`);
    expect(longer).toMatchObject({ from: '2020-01-01', to: today, applications: 5 });
    const none = await report<OffersReport>(history.company.token, 'offers', `${ofPosting}&to=2020-01-31`);
    expect(none).toMatchObject({ from: '2019-11-03', applications: 0, acceptance_rate: null });

    const backwards = await call(
      'GET',
      urlOf(reportEndpoints.funnel, { query: { from: '2026-02-01', to: '2026-01-01' } }),
      history.company.token,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ status: 400, fields: { to: expect.any(String) } });
    const notADay = await call(
      'GET',
      urlOf(reportEndpoints.sources, { query: { from: 'yesterday' } }),
      history.company.token,
    );
    expect(notADay.json()).toMatchObject({ status: 400, fields: { from: 'Give the period as dates, YYYY-MM-DD.' } });
  });

  it('download as CSV files with a row of headings, a formula kept as text', async () => {
    const stages = (await call('GET', urlOf(pipelineEndpoints.stages), history.company.token)).json<{ data: Stage[] }>()
      .data;
    const renamed = stages.map(({ id, name, phase }) => ({
      id,
      phase,
      name: name === 'Under Review' ? '=Screen' : name,
    }));
    const saved = await call('PUT', urlOf(pipelineEndpoints.saveStages), history.company.token, { stages: renamed });
    expect(saved.statusCode, saved.body).toBe(200);

    const funnel = await call('GET', `/api/reports/funnel/${ofPosting}&format=csv`, history.company.token);
    expect(funnel.statusCode).toBe(200);
    expect(funnel.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(funnel.headers['content-disposition']).toMatch(/^attachment; filename="funnel-\d{4}-\d\d-\d\d-to-/);
    expect(funnel.body.split('\r\n')).toEqual([
      'Stage,Reached,Conversion from the previous stage (%)',
      'Application Submitted,4,',
      "'=Screen,3,75",
      'Interview Scheduled,2,66.7',
      'Under Evaluation,2,100',
      'Offer Sent,2,100',
      '',
    ]);

    const times = await call('GET', `/api/reports/time_in_stage/${ofPosting}&format=csv`, history.company.token);
    const timeLines = times.body.split('\r\n');
    expect(timeLines[0]).toBe('Measure,Stage,Count,Median (days),90th percentile (days)');
    expect(timeLines).toContain("Time in stage,'=Screen,3,2,2");
    expect(timeLines).toContain('Time to hire,,1,12,12');
    expect(timeLines).toContain('Time to first answer,,4,1.5,2.7');

    const sources = await call('GET', `/api/reports/sources/${ofPosting}&format=csv`, history.company.token);
    expect(sources.body.split('\r\n').slice(0, 3)).toEqual([
      'Source,Applications,Reached Application Submitted,Reached =Screen,Reached Interview Scheduled,' +
        'Reached Under Evaluation,Reached Offer Sent,Hired',
      'linkedin,2,2,2,1,1,1,1',
      'Direct,2,2,1,1,1,1,0',
    ]);

    const offers = await call('GET', `/api/reports/offers/${ofPosting}&format=csv`, history.company.token);
    expect(offers.body).toBe(
      'Offers sent,Accepted,Declined,Acceptance rate (%),Withdrawn,Rejected\r\n2,1,1,50,1,1\r\n',
    );
  });

  it("are for Admins and Recruiters, and find no other company's posting", async () => {
    const admin = await makeCompany(app);
    await confirmCompany(app, database.db, admin);
    const recruiter = await addMember(app, database.db, admin.token, 'recruiter');
    expect((await call('GET', urlOf(reportEndpoints.funnel), recruiter.token)).statusCode).toBe(200);
    for (const role of ['hiring_manager', 'interviewer'] as const) {
      const member = await addMember(app, database.db, admin.token, role);
      for (const name of ['funnel', 'time_in_stage', 'sources', 'offers']) {
        const refused = await call('GET', `/api/reports/${name}/?format=csv`, member.token);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ status: 403, error: expect.stringContaining('read hiring reports') });
      }
    }
    const elsewhere = await call('GET', `/api/reports/offers/${ofPosting}`, admin.token);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ status: 404, error: 'Job posting was not found.' });
  });
});

describe('hiring reports and the undo window', () => {
  /** As if the company's undo window were over for the application: its held e-mail is due. */
  const holdIsOver = (id: string) =>
    database.db.execute(sql`UPDATE outbox SET next_attempt_at = now() - interval '1 second',
      held_until = now() - interval '1 second' WHERE application_id = ${id} AND held_until IS NOT NULL`);
  const reachedOf = (funnel: FunnelReport) => funnel.stages.map((stage) => stage.reached);

  it('count a held move only once its undo window has passed', async () => {
    const company = await makeCompany(app);
    const posting = await makePosting(app, company.token);
    const query = `?posting_id=${posting.id}`;
    const id = await makeApplication(app, (await makeCandidate(app)).token, posting);
    for (const status of ['Under Review', 'Offer Sent']) {
      const moved = await call('PUT', urlOf(applicationEndpoints.changeStatus), company.token, { id, status });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    // The move to Offer Sent is held; the move to Under Review it overtook was made.
    expect(reachedOf(await report<FunnelReport>(company.token, 'funnel', query))).toEqual([1, 1, 0, 0, 0]);
    expect(await report<OffersReport>(company.token, 'offers', query)).toMatchObject({ offers_sent: 0 });
    expect((await report<SourcesReport>(company.token, 'sources', query)).sources).toEqual([
      { source: null, applications: 1, reached: [1, 1, 0, 0, 0], hired: 0 },
    ]);

    await holdIsOver(id);
    expect(reachedOf(await report<FunnelReport>(company.token, 'funnel', query))).toEqual([1, 1, 1, 1, 1]);
    expect(await report<OffersReport>(company.token, 'offers', query)).toMatchObject({ offers_sent: 1 });
  });

  it('give the sources one Hired column, even with a stage of its own for hires', async () => {
    const company = await makeCompany(app);
    await withoutUndoWindow(app, company.token);
    const stages = (await call('GET', urlOf(pipelineEndpoints.stages), company.token)).json<{ data: Stage[] }>().data;
    const saved = await call('PUT', urlOf(pipelineEndpoints.saveStages), company.token, {
      stages: [...stages, { name: 'Hired', phase: 'Offer Accepted' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const posting = await makePosting(app, company.token);
    await live(
      company,
      posting,
      { moves: [{ status: 'Offer Sent', days: 1 }], offer: { answer: 'accept', days: 2 } },
      new Date(),
    );
    const query = `?posting_id=${posting.id}`;
    const sources = await report<SourcesReport>(company.token, 'sources', query);
    expect(sources.stages.map((stage) => stage.stage)).not.toContain('Hired');
    expect(sources.sources).toEqual([{ source: null, applications: 1, reached: [1, 1, 1, 1, 1], hired: 1 }]);
    const csv = await call('GET', `/api/reports/sources/${query}&format=csv`, company.token);
    expect(csv.body.split('\r\n')[0]!.match(/Hired/g)).toHaveLength(1);
  });
});

describe('hiring reports kept between changes', () => {
  async function read(token: string, name: string, query: string, etag?: string) {
    return app.inject({
      method: 'GET',
      url: `/api/reports/${name}/${query}`,
      headers: { authorization: token, ...(etag && { 'if-none-match': etag }) },
    });
  }

  it('answer 304 while nothing they count has changed, and each change at once', async () => {
    const company = await makeCompany(app);
    await withoutUndoWindow(app, company.token);
    const posting = await makePosting(app, company.token);
    const query = `?posting_id=${posting.id}`;
    const candidate = await makeCandidate(app);
    const id = await makeApplication(app, candidate.token, posting);

    const first = await read(company.token, 'funnel', query);
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBeTruthy();
    expect((await read(company.token, 'funnel', query, first.headers.etag as string)).statusCode).toBe(304);

    const moved = await call('PUT', urlOf(applicationEndpoints.changeStatus), company.token, {
      id,
      status: 'Under Review',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const afterMove = await read(company.token, 'funnel', query, first.headers.etag as string);
    expect(afterMove.statusCode).toBe(200);
    expect(afterMove.json<{ data: FunnelReport }>().data.stages.map((stage) => stage.reached)).toEqual([1, 1, 0, 0, 0]);

    // A member's e-mail is the company's first answer; the move before it was one already.
    const times = await report<TimeInStageReport>(company.token, 'time_in_stage', query);
    expect(times.time_to_first_answer.count).toBe(1);
    const otherId = await makeApplication(app, (await makeCandidate(app)).token, posting);
    expect((await report<TimeInStageReport>(company.token, 'time_in_stage', query)).time_to_first_answer.count).toBe(1);
    const sent = await call('POST', urlOf(applicationEndpoints.sendEmail), company.token, {
      id: otherId,
      subject: 'Hello',
      message: 'Thanks!',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await report<TimeInStageReport>(company.token, 'time_in_stage', query)).time_to_first_answer.count).toBe(2);

    // A stage added (no application in it) and one renamed show in the funnel.
    const stages = (await call('GET', urlOf(pipelineEndpoints.stages), company.token)).json<{ data: Stage[] }>().data;
    const renamed = stages.map((stage, index) => (index === 1 ? { ...stage, name: 'Screening call' } : stage));
    const saved = await call('PUT', urlOf(pipelineEndpoints.saveStages), company.token, {
      stages: [...renamed, { name: 'Reference check', phase: 'Offer Sent' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const names = (await report<FunnelReport>(company.token, 'funnel', query)).stages.map((stage) => stage.stage);
    expect(names).toContain('Screening call');
    expect(names).toContain('Reference check');

    const withdrawn = await call(
      'POST',
      urlOf(candidateApplicationEndpoints.withdraw, { params: { id } }),
      candidate.token,
      {},
    );
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(await report<OffersReport>(company.token, 'offers', query)).toMatchObject({ withdrawn: 1 });
  });
});
