import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Stage } from '../../shared/pipeline.js';
import type { Posting } from '../../shared/postings.js';
import type { QuestionDetail } from '../../shared/questions.js';
import type { EmailTemplate } from '../../shared/templates.js';
import { outbox, postings } from '../db/schema.js';
import { makeApplication } from '../test/factories-applications.js';
import { makePosting } from '../test/factories-postings.js';
import { makeCandidate, makeCompany, type TestAccount } from '../test/factories.js';
import { createTestApp } from '../test/harness.js';
import { deliverDueMail, startTestSmtpServer } from '../test/smtp.js';
import { urlOf } from '../test/routes.js';
import { pipelineEndpoints } from '../../shared/pipeline-endpoints.js';
import { templateEndpoints } from '../../shared/templates-endpoints.js';

// What a new company's candidates read from its first day: an acknowledgement, an invitation to interview and a kind
// rejection, each the company's own to edit, and a knock-out answer's rejection in the same words.

const { app, database, config } = await createTestApp();
const { db } = database;
const smtp = await startTestSmtpServer();
afterAll(() => smtp.close());

function call(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) {
  return app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
}

/** The text of each message the candidate received, quoted-printable's soft line breaks joined, oldest first. */
const mailsTo = (email: string) =>
  smtp.received
    .filter((mail) => mail.to.includes(email))
    .map((mail) => mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='));

async function allDue(): Promise<void> {
  await db
    .update(outbox)
    .set({ nextAttemptAt: sql`now() - interval '1 second'`, heldUntil: sql`now() - interval '1 second'` })
    .where(sql`${outbox.heldUntil} IS NOT NULL`);
  await deliverDueMail(db, config, smtp.url);
}

const stagesOf = async (company: TestAccount) =>
  (await call('GET', urlOf(pipelineEndpoints.stages), company.token)).json<{ data: Stage[] }>().data;
const templatesOf = async (company: TestAccount) =>
  (await call('GET', urlOf(templateEndpoints.list), company.token)).json<{ data: EmailTemplate[] }>().data;

const move = async (company: TestAccount, applicationId: string, phase: Stage['phase']) => {
  const stage = (await stagesOf(company)).find((each) => each.phase === phase)!;
  const moved = await call('PUT', urlOf(pipelineEndpoints.move), company.token, {
    id: applicationId,
    stage_id: stage.id,
  });
  expect(moved.statusCode, moved.body).toBe(200);
};

describe("a new company's stages", () => {
  it('send an acknowledgement, an invitation to interview that names no time, and a kind rejection', async () => {
    const company = await makeCompany(app, { name: 'Acme Robotics' });
    const templates = await templatesOf(company);
    const idOf = (name: string) => templates.find((template) => template.name === name)!.id;
    expect(
      Object.fromEntries((await stagesOf(company)).map((stage) => [stage.phase, stage.email_template_id])),
    ).toEqual({
      'Application Submitted': idOf('Application received'),
      'Under Review': null,
      'Interview Scheduled': idOf('Interview invitation'),
      'Under Evaluation': null,
      'Offer Sent': null,
      'Not Selected': idOf('Rejection'),
    });
    for (const name of ['Application received', 'Interview invitation', 'Rejection'])
      expect(JSON.stringify(templates.find((template) => template.name === name))).not.toContain('Openhire');

    const candidate = await makeCandidate(app);
    const posting = await makePosting(app, company.token, { title: 'Backend Engineer' });
    const applicationId = await makeApplication(app, candidate.token, posting);
    await deliverDueMail(db, config, smtp.url);
    const [acknowledgement] = mailsTo(candidate.email);
    expect(acknowledgement).toContain('Subject: We have your application for Backend Engineer');
    expect(acknowledgement).toContain('Thank you for applying for the Backend Engineer role at Acme Robotics.');
    // Sent by the company's own rule, with no member behind it: signed by its team, never its name twice.
    expect(acknowledgement).toMatch(/Best wishes,\r?\nThe hiring team\r?\nAcme Robotics/);
    // Where to follow it stays, after the company's words.
    expect(acknowledgement).toContain(`${config.appUrl}/applications`);

    await move(company, applicationId, 'Interview Scheduled');
    await allDue();
    const invitation = mailsTo(candidate.email)[1]!;
    expect(invitation).toContain('Subject: An interview for Backend Engineer at Acme Robotics');
    expect(invitation).toContain('we would like to invite you to an interview');
    expect(invitation.slice(invitation.indexOf('Hello Ada'))).not.toMatch(/\d{1,2}:\d\d|is now:/);

    await move(company, applicationId, 'Not Selected');
    await allDue();
    const rejection = mailsTo(candidate.email)[2]!;
    expect(rejection).toContain('Subject: Your application for Backend Engineer at Acme Robotics');
    expect(rejection).toContain('decided not to take it further this time');
    expect(rejection).not.toContain('is now:');
    expect(mailsTo(candidate.email)).toHaveLength(3);
  });

  it('send what the company wrote once it edits a template, and a knock-out answer is rejected in its words', async () => {
    const company = await makeCompany(app, { name: 'Acme Robotics' });
    const rejection = (await templatesOf(company)).find((template) => template.name === 'Rejection')!;
    const edited = await call('PUT', urlOf(templateEndpoints.update, { params: { id: rejection.id } }), company.token, {
      name: rejection.name,
      subject: 'About {{job_title}}',
      body: '<p>Dear {{candidate_first_name}}, thank you: we will not go further with your application.</p>',
    });
    expect(edited.statusCode, edited.body).toBe(200);

    const knockout: QuestionDetail = {
      text: 'Can you work in the UK?',
      kind: 'yes_no',
      options: ['Yes', 'No'],
      knockout: ['No'],
    };
    const posting: Posting = await makePosting(app, company.token, {
      title: 'Backend Engineer',
      questions: [knockout.text],
    });
    await db
      .update(postings)
      .set({ questionDetails: [knockout] })
      .where(eq(postings.id, posting.id));
    const candidate = await makeCandidate(app);
    await makeApplication(app, candidate.token, posting, { questions: [{ question: knockout.text, answer: 'No' }] });
    await allDue();
    const knockedOut = mailsTo(candidate.email).find((mail) => !mail.includes('We have your application'));
    expect(mailsTo(candidate.email)).toHaveLength(2);
    expect(knockedOut).toContain('Subject: About Backend Engineer');
    expect(knockedOut).toContain('Dear Ada, thank you: we will not go further with your application.');
    expect(knockedOut).not.toContain('Not Selected');
  });
});
