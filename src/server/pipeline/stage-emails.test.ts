import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES, type ApplicationListItem } from '../../shared/applications.js';
import { type ApplicationDetail } from '../../shared/application-details.js';
import { PIPELINE_MESSAGES, type BulkMoveAnswer, type MoveAnswer, type Stage } from '../../shared/pipeline.js';
import type { EmailTemplate } from '../../shared/templates.js';
import { buildApp } from '../app.js';
import { applications, outbox, statusChanges } from '../db/schema.js';
import { makeApplication } from '../test/factories-applications.js';
import { makePosting } from '../test/factories-postings.js';
import { makeCandidate, makeCompany, type TestAccount } from '../test/factories.js';
import { refuseMailAbout } from '../test/faults.js';
import { createTestApp } from '../test/harness.js';
import { samplePdf } from '../test/pdf.js';
import { deliverDueMail, startTestSmtpServer } from '../test/smtp.js';
import { requestOf, urlOf } from '../test/routes.js';
import { applicationEndpoints, candidateApplicationEndpoints } from '../../shared/applications-endpoints.js';
import { pipelineEndpoints } from '../../shared/pipeline-endpoints.js';
import { fileEndpoints } from '../../shared/files-endpoints.js';
import { templateEndpoints } from '../../shared/templates-endpoints.js';

const { app, database, config } = await createTestApp();
const { db } = database;
const smtp = await startTestSmtpServer();
afterAll(() => smtp.close());

function call(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) {
  return app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
}

/** A received message's text with quoted-printable's soft line breaks joined. */
const textOf = (mail: { raw: string }) => mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

const received = (email: string, words: string) =>
  smtp.received.filter((mail) => mail.to.includes(email) && textOf(mail).includes(words)).length;

/** A company whose stage of `phase` (Not Selected unless said) sends its template `templateName`, and an application. */
async function setup(phase: Stage['phase'] = 'Not Selected', templateName = 'Rejection') {
  const company = await makeCompany(app, { name: 'Acme Robotics' });
  const templates = (await call('GET', urlOf(templateEndpoints.list), company.token)).json<{ data: EmailTemplate[] }>()
    .data;
  const template = templates.find((candidate) => candidate.name === templateName)!;
  const stages = (await call('GET', urlOf(pipelineEndpoints.stages), company.token)).json<{ data: Stage[] }>().data;
  await call('PUT', urlOf(pipelineEndpoints.saveStages), company.token, {
    stages: stages.map((stage) => (stage.phase === phase ? { ...stage, email_template_id: template.id } : stage)),
  });
  const candidate = await makeCandidate(app);
  const posting = await makePosting(app, company.token, { title: 'Backend Engineer' });
  const applicationId = await makeApplication(app, candidate.token, posting);
  const rejected = stages.find((stage) => stage.phase === 'Not Selected')!;
  const target = stages.find((stage) => stage.phase === phase)!;
  return { company, candidate, posting, applicationId, rejected, target };
}

/** As if the hold were over: the e-mail is due now. */
async function holdIsOver(applicationId: string): Promise<void> {
  await db
    .update(outbox)
    .set({ nextAttemptAt: sql`now() - interval '1 second'`, heldUntil: sql`now() - interval '1 second'` })
    .where(eq(outbox.applicationId, applicationId));
}

/** Words of the Rejection template, which the confirmation of an application does not have. */
const REJECTION = 'decided not to take it further';

const detailOf = async (token: string, applicationId: string) =>
  (await call('GET', urlOf(applicationEndpoints.list, { query: { application_id: applicationId } }), token)).json<{
    data: ApplicationDetail;
  }>().data;

describe("a stage's e-mail", () => {
  it('waits the company’s delay, then goes out once, merged, even across a restart', async () => {
    const { company, candidate, applicationId, rejected } = await setup();
    const moved = await call('PUT', urlOf(pipelineEndpoints.move), company.token, {
      id: applicationId,
      stage_id: rejected.id,
    });
    const { undo } = moved.json<MoveAnswer>();
    expect(undo).toMatchObject({ candidate_name: 'Ada' });
    const wait = new Date(undo!.due_at).getTime() - Date.now();
    expect(wait).toBeGreaterThan(4 * 60_000);
    expect(wait).toBeLessThanOrEqual(5 * 60_000);

    await deliverDueMail(db, config, smtp.url);
    expect(received(candidate.email, REJECTION)).toBe(0);

    // Another process starts on the same database: the held e-mail is still there, and goes once when due.
    const restarted = await buildApp({ config, db });
    await restarted.close();
    await holdIsOver(applicationId);
    await deliverDueMail(db, config, smtp.url);
    await deliverDueMail(db, config, smtp.url);
    const mails = smtp.received.filter((mail) => mail.to.includes(candidate.email));
    expect(mails.filter((mail) => textOf(mail).includes(REJECTION))).toHaveLength(1);
    expect(textOf(mails.at(-1)!)).toContain('Hello Ada,');
    // The stage's e-mail stood in for the status notice: no second message about the same move.
    expect(mails.filter((mail) => textOf(mail).includes('is now: <strong>Not Selected'))).toHaveLength(0);
  });

  it('is never sent once its move is undone, and the application is back where it was', async () => {
    const { company, candidate, applicationId, rejected } = await setup();
    const moved = await call('PUT', urlOf(pipelineEndpoints.move), company.token, {
      id: applicationId,
      stage_id: rejected.id,
    });
    const { undo } = moved.json<MoveAnswer>();
    const undone = await call('POST', urlOf(pipelineEndpoints.undoMove), company.token, {
      status_change_id: undo!.status_change_id,
    });
    expect(undone.statusCode, undone.body).toBe(200);
    const detail = (
      await call('GET', urlOf(applicationEndpoints.list, { query: { application_id: applicationId } }), company.token)
    ).json<{
      data: ApplicationDetail;
    }>().data;
    expect(detail).toMatchObject({ status: 'Application Submitted', stage: { name: 'Application Submitted' } });
    expect(detail.status_history).toEqual([]);

    await holdIsOver(applicationId);
    await deliverDueMail(db, config, smtp.url);
    expect(received(candidate.email, REJECTION)).toBe(0);
    const again = await call('POST', urlOf(pipelineEndpoints.undoMove), company.token, {
      status_change_id: undo!.status_change_id,
    });
    expect(again.statusCode).toBe(404);
  });

  it('cannot be taken back once it is due or sent', async () => {
    const { company, applicationId, rejected } = await setup();
    const moved = await call('PUT', urlOf(applicationEndpoints.changeStatus), company.token, {
      id: applicationId,
      status: 'Not Selected',
      offer: '',
    });
    // The specification's status change enters the phase's first stage, whose e-mail waits too.
    const { undo } = moved.json<MoveAnswer>();
    expect(undo).toBeDefined();
    expect(rejected.phase).toBe('Not Selected');
    await holdIsOver(applicationId);
    await deliverDueMail(db, config, smtp.url);
    const late = await call('POST', urlOf(pipelineEndpoints.undoMove), company.token, {
      status_change_id: undo!.status_change_id,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json<{ error: string }>().error).toBe(PIPELINE_MESSAGES.undoTooLate);
  });
});

describe('a move whose e-mail is held', () => {
  const candidateDetail = async (token: string, applicationId: string) =>
    (
      await call(
        'GET',
        urlOf(candidateApplicationEndpoints.listOwn, { query: { application_id: applicationId } }),
        token,
      )
    ).json<{
      data: ApplicationDetail[];
    }>().data[0]!;
  const candidateList = async (token: string) =>
    (await call('GET', urlOf(candidateApplicationEndpoints.listOwn), token)).json<{ data: ApplicationListItem[] }>()
      .data;
  const answerOffer = (token: string, applicationId: string) =>
    call('POST', urlOf(candidateApplicationEndpoints.answerOffer, { params: { id: applicationId } }), token, {
      answer: 'accept',
      full_name: 'Ada Lovelace',
    });
  const offerOf = async (applicationId: string) =>
    (await db.select({ id: applications.offerFileId }).from(applications).where(eq(applications.id, applicationId)))[0]!
      .id!;
  const moveWithOffer = (company: TestAccount, applicationId: string, stageId: string) =>
    call('PUT', urlOf(pipelineEndpoints.move), company.token, {
      id: applicationId,
      stage_id: stageId,
      offer: samplePdf(1, 'Offer').toString('base64'),
    });

  it('is not the candidate’s to see, download or answer until its hold ends', async () => {
    const { company, candidate, applicationId, target } = await setup('Offer Sent', 'Offer');
    const moved = await moveWithOffer(company, applicationId, target.id);
    expect(moved.json<MoveAnswer>().undo).toBeDefined();
    const offerId = await offerOf(applicationId);
    expect((await detailOf(company.token, applicationId)).status).toBe('Offer Sent');

    expect((await candidateList(candidate.token)).find((item) => item.application_id === applicationId)).toMatchObject({
      status: 'Application Submitted',
    });
    expect(await candidateDetail(candidate.token, applicationId)).toMatchObject({
      status: 'Application Submitted',
      offer_url: null,
      status_history: [],
    });
    expect(
      (await call('GET', urlOf(fileEndpoints.file, { params: { id: offerId } }), candidate.token)).statusCode,
    ).toBe(404);
    const early = await answerOffer(candidate.token, applicationId);
    expect(early.statusCode).toBe(409);
    expect(early.json<{ error: string }>().error).toBe(APPLICATION_MESSAGES.offerNotSent);

    await holdIsOver(applicationId);
    expect((await candidateList(candidate.token)).find((item) => item.application_id === applicationId)).toMatchObject({
      status: 'Offer Sent',
    });
    expect(await candidateDetail(candidate.token, applicationId)).toMatchObject({
      status: 'Offer Sent',
      offer_url: urlOf(fileEndpoints.file, { params: { id: offerId } }),
      status_history: [expect.objectContaining({ from_status: 'Application Submitted', to_status: 'Offer Sent' })],
    });
    expect(
      (await call('GET', urlOf(fileEndpoints.file, { params: { id: offerId } }), candidate.token)).statusCode,
    ).toBe(200);
    const answered = await answerOffer(candidate.token, applicationId);
    expect(answered.statusCode, answered.body).toBe(200);
  });

  it('undone, leaves the candidate with neither its status nor its offer', async () => {
    const { company, candidate, applicationId, target } = await setup('Offer Sent', 'Offer');
    const { undo } = (await moveWithOffer(company, applicationId, target.id)).json<MoveAnswer>();
    const offerId = await offerOf(applicationId);
    const undone = await call('POST', urlOf(pipelineEndpoints.undoMove), company.token, {
      status_change_id: undo!.status_change_id,
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await candidateDetail(candidate.token, applicationId)).toMatchObject({
      status: 'Application Submitted',
      offer_url: null,
    });
    expect((await detailOf(company.token, applicationId)).offer_url).toBeNull();
    expect(
      (await call('GET', urlOf(fileEndpoints.file, { params: { id: offerId } }), candidate.token)).statusCode,
    ).toBe(404);
  });

  it('cannot be undone once the candidate has withdrawn the application', async () => {
    const { company, candidate, applicationId, rejected } = await setup();
    const { undo } = (
      await call('PUT', urlOf(pipelineEndpoints.move), company.token, { id: applicationId, stage_id: rejected.id })
    ).json<MoveAnswer>();
    const withdrawn = await call(
      'POST',
      urlOf(candidateApplicationEndpoints.withdraw, { params: { id: applicationId } }),
      candidate.token,
      {},
    );
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const undone = await call('POST', urlOf(pipelineEndpoints.undoMove), company.token, {
      status_change_id: undo!.status_change_id,
    });
    expect(undone.statusCode).toBe(409);
    expect(undone.json<{ error: string }>().error).toBe(APPLICATION_MESSAGES.withdrawnStatusLocked);
    expect(await detailOf(company.token, applicationId)).toMatchObject({
      status: 'Not Selected',
      withdrawn_at: expect.any(String),
    });
  });
});

describe("a candidate's answer to their offer", () => {
  it('sends the template of the Hired stage it enters at once, as any move into that stage would, and nothing the company could undo', async () => {
    const company = await makeCompany(app, { name: 'Acme Robotics' });
    const welcome = (
      await call('POST', urlOf(templateEndpoints.create), company.token, {
        name: 'Welcome',
        subject: 'Welcome aboard',
        body: '<p>See you on your first day.</p>',
      })
    ).json<{ data: EmailTemplate }>().data;
    const stages = (await call('GET', urlOf(pipelineEndpoints.stages), company.token)).json<{ data: Stage[] }>().data;
    const saved = await call('PUT', urlOf(pipelineEndpoints.saveStages), company.token, {
      stages: [...stages, { name: 'Hired', phase: 'Offer Accepted', email_template_id: welcome.id }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const posting = await makePosting(app, company.token, { title: 'Backend Engineer' });
    const answer = async (answer: 'accept' | 'decline') => {
      const candidate = await makeCandidate(app);
      const applicationId = await makeApplication(app, candidate.token, posting);
      await call('PUT', urlOf(applicationEndpoints.changeStatus), company.token, {
        id: applicationId,
        status: 'Offer Sent',
        offer: '',
      });
      await holdIsOver(applicationId);
      const answered = await call(
        'POST',
        urlOf(candidateApplicationEndpoints.answerOffer, { params: { id: applicationId } }),
        candidate.token,
        {
          answer,
          full_name: 'Ada Lovelace',
        },
      );
      expect(answered.statusCode, answered.body).toBe(200);
      return { candidate, applicationId };
    };
    const accepted = await answer('accept');
    const declined = await answer('decline');

    // The candidate sees their answer at once, though the company holds its own moves' e-mails for five minutes.
    const seen = await call(
      'GET',
      urlOf(candidateApplicationEndpoints.listOwn, { query: { application_id: accepted.applicationId } }),
      accepted.candidate.token,
    );
    expect(seen.json<{ data: ApplicationDetail[] }>().data[0]!.status).toBe('Offer Accepted');
    await deliverDueMail(db, config, smtp.url);
    expect(received(accepted.candidate.email, 'See you on your first day')).toBe(1);
    expect(received(accepted.candidate.email, 'is now: <strong>Offer Accepted')).toBe(0);
    // A declined offer enters no stage: the candidate hears nothing of the answer they gave.
    expect(received(declined.candidate.email, 'See you on your first day')).toBe(0);
    expect(received(declined.candidate.email, 'Offer Declined')).toBe(0);

    const [change] = await db
      .select({ id: statusChanges.id })
      .from(statusChanges)
      .where(eq(statusChanges.applicationId, accepted.applicationId))
      .orderBy(desc(statusChanges.createdAt))
      .limit(1);
    const undone = await call('POST', urlOf(pipelineEndpoints.undoMove), company.token, {
      status_change_id: change!.id,
    });
    expect(undone.statusCode).toBe(409);
    expect((await detailOf(company.token, accepted.applicationId)).stage).toMatchObject({ name: 'Hired' });
  });
});

describe('bulk moves', () => {
  it('move each application whole or not at all, say which failed and why, and hold the chosen template', async () => {
    const company = await makeCompany(app, { name: 'Acme Robotics' });
    const posting = await makePosting(app, company.token, { title: 'Backend Engineer' });
    const candidates: TestAccount[] = [];
    for (let index = 0; index < 4; index++) candidates.push(await makeCandidate(app));
    const ids = [];
    for (const candidate of candidates) ids.push(await makeApplication(app, candidate.token, posting));
    // One was withdrawn by its candidate: it cannot move.
    await app.inject({
      ...requestOf(candidateApplicationEndpoints.withdraw, { params: { id: ids[3]! } }),
      headers: { authorization: candidates[3]!.token },
      payload: {},
    });
    const other = await makeCompany(app);
    const otherApplication = await makeApplication(app, candidates[0]!.token, await makePosting(app, other.token));
    const stages = (await call('GET', urlOf(pipelineEndpoints.stages), company.token)).json<{ data: Stage[] }>().data;
    const interview = stages.find((stage) => stage.phase === 'Interview Scheduled')!;
    const invitation = (await call('GET', urlOf(templateEndpoints.list), company.token))
      .json<{ data: EmailTemplate[] }>()
      .data.find((template) => template.name === 'Interview invitation')!;

    const bulk = await call('POST', urlOf(pipelineEndpoints.bulkMove), company.token, {
      ids: [...ids, otherApplication],
      stage_id: interview.id,
      template_id: invitation.id,
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    const answer = bulk.json<BulkMoveAnswer>();
    expect(answer.moved.map((move) => move.id)).toEqual(ids.slice(0, 3));
    expect(answer.failed).toEqual([
      { id: ids[3], error: expect.stringMatching(/withdrawn/i) },
      { id: otherApplication, error: 'No application found' },
    ]);
    const statuses = await db.execute<{ status: string }>(
      sql`SELECT status FROM applications WHERE id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    expect(statuses.rows.map((row) => row.status).sort()).toEqual([
      'Application Submitted',
      'Interview Scheduled',
      'Interview Scheduled',
      'Interview Scheduled',
    ]);
    for (const id of ids) await holdIsOver(id);
    await deliverDueMail(db, config, smtp.url);
    for (const candidate of candidates.slice(0, 3))
      expect(received(candidate.email, 'An interview for Backend Engineer at Acme Robotics')).toBe(1);
    expect(received(candidates[3]!.email, 'An interview for Backend Engineer at Acme Robotics')).toBe(0);
  });

  it('answer what moved and what failed as the database has it, even when one fails for no rule of ours', async () => {
    const company = await makeCompany(app, { name: 'Acme Robotics' });
    const posting = await makePosting(app, company.token, { title: 'Backend Engineer' });
    const ids = [];
    for (let index = 0; index < 3; index++)
      ids.push(await makeApplication(app, (await makeCandidate(app)).token, posting));
    // The database refuses one of the three e-mails, after its move has been written.
    await refuseMailAbout(db, ids[1]!);
    const greeting = await call('POST', urlOf(templateEndpoints.create), company.token, {
      name: 'Greeting',
      subject: 'Hello {{candidate_first_name}}',
      body: '<p>We are looking at your application.</p>',
    });
    const review = (await call('GET', urlOf(pipelineEndpoints.stages), company.token))
      .json<{ data: Stage[] }>()
      .data.find((stage) => stage.phase === 'Under Review')!;

    const bulk = await call('POST', urlOf(pipelineEndpoints.bulkMove), company.token, {
      ids,
      stage_id: review.id,
      template_id: greeting.json<{ data: EmailTemplate }>().data.id,
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    const answer = bulk.json<BulkMoveAnswer>();
    expect(answer.moved.map((move) => move.id)).toEqual([ids[0], ids[2]]);
    expect(answer.failed).toEqual([{ id: ids[1], error: PIPELINE_MESSAGES.moveFailed }]);
    const { rows } = await db.execute<{ id: string; status: string; changes: number; greetings: number }>(sql`
      SELECT a.id, a.status,
        (SELECT count(*)::int FROM status_changes c WHERE c.application_id = a.id) AS changes,
        (SELECT count(*)::int FROM outbox o WHERE o.application_id = a.id AND o.subject LIKE 'Hello %') AS greetings
      FROM applications a WHERE a.posting_id = ${posting.id}`);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(ids[0]!)).toMatchObject({ status: 'Under Review', changes: 1, greetings: 1 });
    expect(byId.get(ids[1]!)).toMatchObject({ status: 'Application Submitted', changes: 0, greetings: 0 });
    expect(byId.get(ids[2]!)).toMatchObject({ status: 'Under Review', changes: 1, greetings: 1 });
  });

  it('moves two hundred applications in one call', async () => {
    const company = await makeCompany(app);
    const posting = await makePosting(app, company.token);
    const prefix = `bulk-${posting.id.slice(0, 8)}`;
    await db.execute(sql`
      INSERT INTO users (email, password_hash, role, name)
      SELECT ${prefix} || '-' || i || '@example.test', 'not a hash', 'candidate', 'Bulk Candidate'
      FROM generate_series(1, 200) AS i`);
    const { rows } = await db.execute<{ id: string }>(sql`
      INSERT INTO applications (posting_id, company_id, stage_id, candidate_id, first_name, last_name, email, phone,
        country, address, city, province, postal_code, answers, legal_questions)
      SELECT p.id, p.company_id,
        (SELECT s.id FROM pipeline_stages s WHERE s.company_id = p.company_id AND s.phase = 'Application Submitted'),
        u.id, 'Bulk', 'Candidate', u.email, '555 0100', 'Canada', '1 Main', 'Toronto', 'Ontario', 'M5H 1A1', '[]', '{}'
      FROM postings p, users u WHERE p.id = ${posting.id} AND u.email LIKE ${`${prefix}-%`}
      RETURNING id`);
    const review = (await call('GET', urlOf(pipelineEndpoints.stages), company.token))
      .json<{ data: Stage[] }>()
      .data.find((stage) => stage.phase === 'Under Review')!;
    const bulk = await call('POST', urlOf(pipelineEndpoints.bulkMove), company.token, {
      ids: rows.map((row) => row.id),
      stage_id: review.id,
    });
    expect(bulk.json<BulkMoveAnswer>().moved).toHaveLength(200);
    expect(bulk.json<BulkMoveAnswer>().failed).toEqual([]);
  });
});

describe('e-mails that never misfire', () => {
  const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));
  const stagesOf = async (company: TestAccount) =>
    (await call('GET', urlOf(pipelineEndpoints.stages), company.token)).json<{ data: Stage[] }>().data;
  const templateNamed = async (company: TestAccount, name: string) =>
    (await call('GET', urlOf(templateEndpoints.list), company.token))
      .json<{ data: EmailTemplate[] }>()
      .data.find((template) => template.name === name)!;
  const accept = (candidate: TestAccount, applicationId: string) =>
    call('POST', urlOf(candidateApplicationEndpoints.answerOffer, { params: { id: applicationId } }), candidate.token, {
      answer: 'accept',
      full_name: 'Ada Lovelace',
    });

  it('never sends an interview invitation held for a stage the application left for an offer it accepted', async () => {
    const { company, candidate, applicationId, target } = await setup('Interview Scheduled', 'Interview invitation');
    const interviewed = await call('PUT', urlOf(pipelineEndpoints.move), company.token, {
      id: applicationId,
      stage_id: target.id,
    });
    expect(interviewed.json<MoveAnswer>().undo).toBeDefined();
    const offered = await call('PUT', urlOf(applicationEndpoints.changeStatus), company.token, {
      id: applicationId,
      status: 'Offer Sent',
      offer: samplePdf(1, 'Offer').toString('base64'),
    });
    expect(offered.statusCode, offered.body).toBe(200);
    await holdIsOver(applicationId);
    const accepted = await accept(candidate, applicationId);
    expect(accepted.statusCode, accepted.body).toBe(200);

    await deliverDueMail(db, config, smtp.url);
    expect(received(candidate.email, 'An interview for Backend Engineer')).toBe(0);
    // The confirmation of the application, and the offer.
    expect(mailsTo(candidate.email)).toHaveLength(2);
    expect(received(candidate.email, 'is now: Offer Sent')).toBe(1);
  });

  it('never sends a stage’s e-mail once the candidate has withdrawn or answered their offer', async () => {
    const rejection = await setup();
    await call('PUT', urlOf(pipelineEndpoints.move), rejection.company.token, {
      id: rejection.applicationId,
      stage_id: rejection.rejected.id,
    });
    const withdrawn = await call(
      'POST',
      urlOf(candidateApplicationEndpoints.withdraw, { params: { id: rejection.applicationId } }),
      rejection.candidate.token,
      {},
    );
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);

    const { company, candidate, applicationId } = await setup('Offer Sent', 'Offer');
    const followUp = (
      await call('POST', urlOf(templateEndpoints.create), company.token, {
        name: 'Offer follow-up',
        subject: 'Any questions about your offer?',
        body: '<p>We would love to hear from you.</p>',
      })
    ).json<{ data: EmailTemplate }>().data;
    const stages = await stagesOf(company);
    const saved = await call('PUT', urlOf(pipelineEndpoints.saveStages), company.token, {
      stages: [...stages, { name: 'Offer follow-up', phase: 'Offer Sent', email_template_id: followUp.id }],
    });
    const followUpStage = saved.json<{ data: Stage[] }>().data.find((stage) => stage.name === 'Offer follow-up')!;
    await call('PUT', urlOf(applicationEndpoints.changeStatus), company.token, {
      id: applicationId,
      status: 'Offer Sent',
      offer: '',
    });
    await holdIsOver(applicationId);
    await call('PUT', urlOf(pipelineEndpoints.move), company.token, { id: applicationId, stage_id: followUpStage.id });
    expect((await accept(candidate, applicationId)).statusCode).toBe(200);

    await holdIsOver(rejection.applicationId);
    await holdIsOver(applicationId);
    await deliverDueMail(db, config, smtp.url);
    expect(received(rejection.candidate.email, REJECTION)).toBe(0);
    expect(received(candidate.email, 'We would love to hear from you')).toBe(0);
  });

  it('sends nothing from a stage set to "No e-mail", not even the status notice', async () => {
    const company = await makeCompany(app, { name: 'Acme Robotics' });
    const stages = await stagesOf(company);
    const rejection = await templateNamed(company, 'Rejection');
    const both = await call('PUT', urlOf(pipelineEndpoints.saveStages), company.token, {
      stages: stages.map((stage) =>
        stage.phase === 'Not Selected' ? { ...stage, email_template_id: rejection.id, no_email: true } : stage,
      ),
    });
    expect(both.statusCode).toBe(400);
    expect(both.json<{ error: string }>().error).toBe(PIPELINE_MESSAGES.templateOrNoEmail);
    const saved = await call('PUT', urlOf(pipelineEndpoints.saveStages), company.token, {
      stages: stages.map((stage) =>
        stage.phase === 'Not Selected' ? { ...stage, email_template_id: null, no_email: true } : stage,
      ),
    });
    expect(saved.json<{ data: Stage[] }>().data.find((stage) => stage.phase === 'Not Selected')).toMatchObject({
      email_template_id: null,
      no_email: true,
    });
    const candidate = await makeCandidate(app);
    const applicationId = await makeApplication(app, candidate.token, await makePosting(app, company.token));

    const moved = await call('PUT', urlOf(applicationEndpoints.changeStatus), company.token, {
      id: applicationId,
      status: 'Not Selected',
      offer: '',
    });
    expect(moved.json()).toEqual({ status: 200, message: 'Application status updated.' });
    await holdIsOver(applicationId);
    await deliverDueMail(db, config, smtp.url);
    // The confirmation of the application alone.
    expect(mailsTo(candidate.email)).toHaveLength(1);
    expect(received(candidate.email, 'Not Selected')).toBe(0);
  });

  it('holds the status notice for the undo window like a stage’s e-mail, and a move undone in time sends nothing', async () => {
    const company = await makeCompany(app, { name: 'Acme Robotics' });
    const candidate = await makeCandidate(app);
    const applicationId = await makeApplication(app, candidate.token, await makePosting(app, company.token));
    const moved = await call('PUT', urlOf(applicationEndpoints.changeStatus), company.token, {
      id: applicationId,
      status: 'Under Review',
      offer: '',
    });
    // The specification's answer, and what Undo needs beside it.
    expect(moved.json()).toEqual({
      status: 200,
      message: 'Application status updated.',
      undo: { status_change_id: expect.any(String), due_at: expect.any(String), candidate_name: 'Ada' },
    });
    await deliverDueMail(db, config, smtp.url);
    expect(received(candidate.email, 'is now: Under Review')).toBe(0);
    await holdIsOver(applicationId);
    await deliverDueMail(db, config, smtp.url);
    expect(received(candidate.email, 'is now: Under Review')).toBe(1);

    const rejected = await call('PUT', urlOf(applicationEndpoints.changeStatus), company.token, {
      id: applicationId,
      status: 'Not Selected',
      offer: '',
    });
    const undone = await call('POST', urlOf(pipelineEndpoints.undoMove), company.token, {
      status_change_id: rejected.json<MoveAnswer>().undo!.status_change_id,
    });
    expect(undone.statusCode, undone.body).toBe(200);
    await holdIsOver(applicationId);
    await deliverDueMail(db, config, smtp.url);
    expect(received(candidate.email, 'Not Selected')).toBe(0);
    expect(mailsTo(candidate.email)).toHaveLength(2);
  });

  it('sends a bulk move’s chosen template alone, once to each candidate, after the undo window', async () => {
    const company = await makeCompany(app, { name: 'Acme Robotics' });
    const posting = await makePosting(app, company.token, { title: 'Backend Engineer' });
    const candidates = [await makeCandidate(app), await makeCandidate(app)];
    const ids = [];
    for (const candidate of candidates) ids.push(await makeApplication(app, candidate.token, posting));
    const rejected = (await stagesOf(company)).find((stage) => stage.phase === 'Not Selected')!;

    const bulk = await call('POST', urlOf(pipelineEndpoints.bulkMove), company.token, {
      ids,
      stage_id: rejected.id,
      template_id: (await templateNamed(company, 'Rejection')).id,
    });
    expect(bulk.json<BulkMoveAnswer>().moved).toEqual(
      ids.map((id) => ({ id, undo: expect.objectContaining({ candidate_name: 'Ada' }) })),
    );
    await deliverDueMail(db, config, smtp.url);
    for (const candidate of candidates) expect(received(candidate.email, REJECTION)).toBe(0);
    for (const id of ids) await holdIsOver(id);
    await deliverDueMail(db, config, smtp.url);
    for (const candidate of candidates) {
      // The confirmation of the application, and the rejection: no status notice beside it.
      expect(mailsTo(candidate.email)).toHaveLength(2);
      expect(received(candidate.email, REJECTION)).toBe(1);
    }
  });
});
