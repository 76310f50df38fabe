import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { ApplicationListItem } from '../../shared/applications.js';
import type { ApplicationDetail } from '../../shared/application-details.js';
import type { MoveAnswer, Stage } from '../../shared/pipeline.js';
import { outbox } from '../db/schema.js';
import { makeApplication } from '../test/factories-applications.js';
import { makePosting } from '../test/factories-postings.js';
import { makeCandidate, makeCompany, type TestAccount } from '../test/factories.js';
import { createTestApp } from '../test/harness.js';
import { deliverDueMail, startTestSmtpServer } from '../test/smtp.js';
import { urlOf } from '../test/routes.js';
import { applicationEndpoints, candidateApplicationEndpoints } from '../../shared/applications-endpoints.js';
import { pipelineEndpoints } from '../../shared/pipeline-endpoints.js';

// A move that overtakes one still held, seen from the candidate's side: what the portal answers them and what reaches
// their mailbox.

const { app, database, config } = await createTestApp();
const { db } = database;
const smtp = await startTestSmtpServer();
afterAll(() => smtp.close());

function call(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) {
  return app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
}

const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));

/** What the candidate's portal shows of the application: its status in their list and its detail with its history. */
async function portalOf(candidate: TestAccount, applicationId: string) {
  const list = (await call('GET', urlOf(candidateApplicationEndpoints.listOwn), candidate.token)).json<{
    data: ApplicationListItem[];
  }>().data;
  const detail = (
    await call(
      'GET',
      urlOf(candidateApplicationEndpoints.listOwn, { query: { application_id: applicationId } }),
      candidate.token,
    )
  ).json<{ data: ApplicationDetail[] }>().data[0]!;
  return {
    listed: list.find((item) => item.application_id === applicationId)!.status,
    status: detail.status,
    history: detail.status_history.map((change) => [change.from_status, change.to_status]),
  };
}

/** As if every hold were over: the application's held e-mail is due now. */
async function holdIsOver(applicationId: string): Promise<void> {
  await db
    .update(outbox)
    .set({ nextAttemptAt: sql`now() - interval '1 second'`, heldUntil: sql`now() - interval '1 second'` })
    .where(eq(outbox.applicationId, applicationId));
}

async function setup() {
  const company = await makeCompany(app, { name: 'Acme Robotics' });
  const stages = (await call('GET', urlOf(pipelineEndpoints.stages), company.token)).json<{ data: Stage[] }>().data;
  const stage = (phase: Stage['phase']) => stages.find((candidate) => candidate.phase === phase)!;
  const candidate = await makeCandidate(app);
  const applicationId = await makeApplication(
    app,
    candidate.token,
    await makePosting(app, company.token, { title: 'Backend Engineer' }),
  );
  const move = async (phase: Stage['phase']) => {
    const moved = await call('PUT', urlOf(pipelineEndpoints.move), company.token, {
      id: applicationId,
      stage_id: stage(phase).id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    return moved.json<MoveAnswer>();
  };
  // The application's confirmation reaches the candidate first.
  await deliverDueMail(db, config, smtp.url);
  expect(mailsTo(candidate.email)).toHaveLength(1);
  return { company, candidate, applicationId, move };
}

const submitted = { listed: 'Application Submitted', status: 'Application Submitted', history: [] };

describe('a move that overtakes a held one', () => {
  it('moved to Not Selected and straight back: the candidate sees no change at all, then or later, and no e-mail', async () => {
    const { company, candidate, applicationId, move } = await setup();
    await move('Not Selected');
    expect(await portalOf(candidate, applicationId)).toEqual(submitted);
    const back = await move('Application Submitted');
    expect(back.undo).toBeUndefined();
    expect(await portalOf(candidate, applicationId)).toEqual(submitted);

    await holdIsOver(applicationId);
    await deliverDueMail(db, config, smtp.url);
    expect(await portalOf(candidate, applicationId)).toEqual(submitted);
    expect(mailsTo(candidate.email)).toHaveLength(1);
    // The company still reads every move it made.
    const detail = (
      await call('GET', urlOf(applicationEndpoints.list, { query: { application_id: applicationId } }), company.token)
    ).json<{ data: ApplicationDetail }>().data;
    expect(detail.status_history.map((change) => change.to_status)).toEqual(['Not Selected', 'Application Submitted']);
  });

  it('keeps the candidate where they were until the latest move is due, and never shows the overtaken status', async () => {
    const { candidate, applicationId, move } = await setup();
    await move('Under Review');
    await move('Interview Scheduled');
    const last = await move('Not Selected');
    expect(last.undo).toBeDefined();
    expect(await portalOf(candidate, applicationId)).toEqual(submitted);

    await deliverDueMail(db, config, smtp.url);
    expect(mailsTo(candidate.email)).toHaveLength(1);
    await holdIsOver(applicationId);
    await deliverDueMail(db, config, smtp.url);
    expect(await portalOf(candidate, applicationId)).toEqual({
      listed: 'Not Selected',
      status: 'Not Selected',
      history: [['Application Submitted', 'Not Selected']],
    });
    const mails = mailsTo(candidate.email);
    expect(mails).toHaveLength(2);
    expect(mails.slice(1).some((mail) => /Under Review|Interview Scheduled|interview/i.test(mail.raw))).toBe(false);
  });

  it('returned to what the candidate saw after an earlier move had reached them, changes nothing for them', async () => {
    const { candidate, applicationId, move } = await setup();
    await move('Under Review');
    await holdIsOver(applicationId);
    await deliverDueMail(db, config, smtp.url);
    const reviewed = {
      listed: 'Under Review',
      status: 'Under Review',
      history: [['Application Submitted', 'Under Review']],
    };
    expect(await portalOf(candidate, applicationId)).toEqual(reviewed);
    expect(mailsTo(candidate.email)).toHaveLength(2);

    await move('Not Selected');
    await move('Under Review');
    expect(await portalOf(candidate, applicationId)).toEqual(reviewed);
    await holdIsOver(applicationId);
    await deliverDueMail(db, config, smtp.url);
    expect(await portalOf(candidate, applicationId)).toEqual(reviewed);
    expect(mailsTo(candidate.email)).toHaveLength(2);
  });
});
