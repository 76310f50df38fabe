import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ANSWER_MESSAGES } from '../../shared/answers.js';
import { APPLICATION_MESSAGES, type ApplicationListItem } from '../../shared/applications.js';
import { type ApplicationDetail } from '../../shared/application-details.js';
import type { TimelineEvent } from '../../shared/notes.js';
import type { PipelineAnswer, PipelineCard } from '../../shared/pipeline.js';
import type { Posting } from '../../shared/postings.js';
import type { QuestionDetail } from '../../shared/questions.js';
import type { QuickFormOptionalField } from '../../shared/application-forms.js';
import { companies, outbox, postings } from '../db/schema.js';
import { applicationInput } from '../test/factories-applications.js';
import { makePosting } from '../test/factories-postings.js';
import { makeCandidate, makeCompany, type TestAccount } from '../test/factories.js';
import { createTestApp } from '../test/harness.js';
import { dataUrl, samplePdf } from '../test/pdf.js';
import { deliverDueMail, startTestSmtpServer } from '../test/smtp.js';
import { requestOf, urlOf } from '../test/routes.js';
import { applicationEndpoints, candidateApplicationEndpoints } from '../../shared/applications-endpoints.js';
import { pipelineEndpoints } from '../../shared/pipeline-endpoints.js';
import { activityEndpoints } from '../../shared/activity-endpoints.js';

const { app, database, config } = await createTestApp();
const { db } = database;
const smtp = await startTestSmtpServer();
afterAll(() => smtp.close());

function call(method: 'GET' | 'POST', url: string, token: string, payload?: object) {
  return app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
}

const ELIGIBLE = 'May you work in Canada?';
const SHIFTS = 'Which shifts suit you?';
const YEARS = 'How many years of SQL?';
const ABOUT = 'Tell me about yourself?';

const QUESTIONS: QuestionDetail[] = [
  { text: ELIGIBLE, kind: 'yes_no', options: ['Yes', 'No'], knockout: ['No'] },
  { text: SHIFTS, kind: 'several', options: ['Day', 'Night', 'Weekend'], knockout: null },
  { text: YEARS, kind: 'number', options: [], knockout: { min: 2, max: null } },
  { text: ABOUT, kind: 'text', options: [], knockout: null },
];

/** A company's posting asking `form`, with the question kinds above, and what its quick form asks again. */
async function quickPosting(
  form: 'quick' | 'full' = 'quick',
  asked: QuickFormOptionalField[] = [],
): Promise<{ company: TestAccount; posting: Posting }> {
  const company = await makeCompany(app, { name: 'Acme Robotics' });
  const posting = await makePosting(app, company.token, { questions: QUESTIONS.map((question) => question.text) });
  await db
    .update(postings)
    .set({ applicationForm: form, questionDetails: QUESTIONS })
    .where(eq(postings.id, posting.id));
  await db.update(companies).set({ quickFormFields: asked }).where(sql`${companies.id} = (
    SELECT company_id FROM postings WHERE id = ${posting.id})`);
  return { company, posting };
}

/** What a phone's quick form sends: name, phone, resume and answers, nothing else. */
function quickApplication(posting: Posting, answers: Record<string, unknown> = {}) {
  return {
    posting_id: posting.id,
    first_name: 'Ada',
    last_name: 'Lovelace',
    phone: '+1 416 555 0101',
    resume: dataUrl(samplePdf()),
    questions: Object.entries({
      [ELIGIBLE]: 'Yes',
      [SHIFTS]: ['Night', 'Day'],
      [YEARS]: '5',
      [ABOUT]: 'I like databases.',
      ...answers,
    }).map(([question, answer]) => ({ question, answer })),
  };
}

async function apply(token: string, payload: object) {
  return call('POST', urlOf(candidateApplicationEndpoints.apply), token, payload);
}

const candidateStatus = async (candidate: TestAccount) =>
  (await call('GET', urlOf(candidateApplicationEndpoints.listOwn), candidate.token)).json<{
    data: ApplicationListItem[];
  }>().data[0]!.status;

const recruiterDetail = async (company: TestAccount, applicationId: string) =>
  (
    await call('GET', urlOf(applicationEndpoints.list, { query: { application_id: applicationId } }), company.token)
  ).json<{
    data: ApplicationDetail;
  }>().data;

async function boardCard(company: TestAccount, posting: Posting, applicationId: string): Promise<PipelineCard> {
  const board = (
    await call('GET', urlOf(pipelineEndpoints.board, { query: { posting_id: posting.id } }), company.token)
  ).json<PipelineAnswer>();
  return board.data.flatMap((column) => column.cards).find((card) => card.application_id === applicationId)!;
}

async function holdIsOver(applicationId: string): Promise<void> {
  await db
    .update(outbox)
    .set({ nextAttemptAt: sql`now() - interval '1 second'`, heldUntil: sql`now() - interval '1 second'` })
    .where(eq(outbox.applicationId, applicationId));
}

/** The rejection a new company's Not Selected stage sends, in its own words rather than a bare status. */
const notSelectedMails = (email: string) =>
  smtp.received.filter(
    (mail) => mail.to.includes(email) && mail.raw.replace(/=\r?\n/g, '').includes('decided not to take it further'),
  ).length;

describe('a quick application', () => {
  it('needs only name, phone, resume and answers, and keeps what it did not ask empty', async () => {
    const { company, posting } = await quickPosting();
    const candidate = await makeCandidate(app);
    const response = await apply(candidate.token, quickApplication(posting));
    expect(response.statusCode, response.body).toBe(201);
    const detail = await recruiterDetail(company, response.json<{ application_id: string }>().application_id);
    expect(detail).toMatchObject({
      first_name: 'Ada',
      email: candidate.email,
      country: '',
      address: '',
      bio: '',
      status: 'Application Submitted',
      legal_questions: { work_eligibility: '', graduation_year: '', disabled: '' },
    });
    // Screens leave out what the quick form did not ask.
    expect([...detail.not_asked].sort()).toEqual(
      [
        'country',
        'city',
        'address',
        'province',
        'postal_code',
        'bio',
        'work_eligibility',
        'sex',
        'language_preference',
        'race',
        'graduation_year',
        'graduation_month',
        'disabled',
      ].sort(),
    );
    // A several-of answer sent as its options is kept one a line.
    expect(detail.questions).toEqual([
      { question: ELIGIBLE, answer: 'Yes' },
      { question: SHIFTS, answer: 'Night\nDay' },
      { question: YEARS, answer: '5' },
      { question: ABOUT, answer: 'I like databases.' },
    ]);
  });

  it('requires what the company asks again, by the field', async () => {
    const { posting } = await quickPosting('quick', ['city', 'graduation']);
    const candidate = await makeCandidate(app);
    const response = await apply(candidate.token, quickApplication(posting));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 400,
      error: APPLICATION_MESSAGES.fillAll,
      fields: {
        city: APPLICATION_MESSAGES.fillAll,
        'legal_questions.graduation_year': APPLICATION_MESSAGES.fillAll,
        'legal_questions.graduation_month': APPLICATION_MESSAGES.fillAll,
      },
    });
    const asked = await apply(candidate.token, {
      ...quickApplication(posting),
      city: 'Toronto',
      legal_questions: { graduation_year: 2020, graduation_month: 'June' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
  });

  it('is refused by a full posting with the specification’s message, and stores nothing', async () => {
    const { company, posting } = await quickPosting('full');
    const candidate = await makeCandidate(app);
    const response = await apply(candidate.token, quickApplication(posting));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, error: APPLICATION_MESSAGES.fillAll });
    expect(response.json<{ fields: Record<string, string> }>().fields).toMatchObject({
      country: APPLICATION_MESSAGES.fillAll,
      legal_questions: APPLICATION_MESSAGES.fillAll,
    });
    expect(
      await call('GET', urlOf(candidateApplicationEndpoints.listOwn), candidate.token).then((r) => r.json()),
    ).toMatchObject({
      data: [],
    });
    const full = await apply(candidate.token, {
      ...applicationInput(posting),
      questions: quickApplication(posting).questions,
    });
    expect(full.statusCode, full.body).toBe(201);
    const detail = await recruiterDetail(company, full.json<{ application_id: string }>().application_id);
    expect(detail.not_asked).toEqual([]);
  });
});

describe('a quick application’s draft', () => {
  it('keeps the quick form’s one screen and its answers by kind between visits', async () => {
    const { posting } = await quickPosting();
    const candidate = await makeCandidate(app);
    const values = { first_name: 'Ada', phone: '+1 416', questions: [{ question: SHIFTS, answer: 'Night\nDay' }] };
    const saved = await app.inject({
      ...requestOf(candidateApplicationEndpoints.saveDraft, { params: { posting_id: posting.id } }),
      headers: { authorization: candidate.token },
      payload: { step: 'Your application', values },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const draft = await call(
      'GET',
      urlOf(candidateApplicationEndpoints.draft, { params: { posting_id: posting.id } }),
      candidate.token,
    );
    expect(draft.json()).toMatchObject({ data: { step: 'Your application', values } });
  });
});

describe('answers by their question’s kind', () => {
  it('refuses an answer its kind does not take, naming the question', async () => {
    const { posting } = await quickPosting();
    const candidate = await makeCandidate(app);
    for (const [answers, message] of [
      [{ [ELIGIBLE]: 'Maybe' }, ANSWER_MESSAGES.yes_no(ELIGIBLE)],
      [{ [SHIFTS]: 'Day\nLunch' }, ANSWER_MESSAGES.several(SHIFTS)],
      [{ [YEARS]: 'five' }, ANSWER_MESSAGES.number(YEARS)],
      [{ [YEARS]: '1e400' }, ANSWER_MESSAGES.number(YEARS)],
    ] as const) {
      const response = await apply(candidate.token, quickApplication(posting, answers));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: 400, error: message, fields: { questions: message } });
    }
    const unanswered = await apply(candidate.token, quickApplication(posting, { [SHIFTS]: [] }));
    expect(unanswered.json()).toMatchObject({ status: 400, error: APPLICATION_MESSAGES.fillAll });
  });
});

describe('a knock-out answer', () => {
  it('moves the application to Not Selected, held like a member’s move, and one e-mail goes after the window', async () => {
    const { company, posting } = await quickPosting();
    const candidate = await makeCandidate(app);
    const response = await apply(candidate.token, quickApplication(posting, { [ELIGIBLE]: 'No' }));
    expect(response.statusCode, response.body).toBe(201);
    const applicationId = response.json<{ application_id: string }>().application_id;

    expect(await recruiterDetail(company, applicationId)).toMatchObject({
      status: 'Not Selected',
      stage: { name: 'Not Selected' },
    });
    const card = await boardCard(company, posting, applicationId);
    expect(card).toMatchObject({
      status: 'Not Selected',
      knockout: { question: ELIGIBLE, undo: { candidate_name: 'Ada' } },
    });
    const timeline = (
      await call('GET', urlOf(activityEndpoints.timeline, { params: { id: applicationId } }), company.token)
    ).json<{
      data: TimelineEvent[];
    }>().data;
    expect(timeline.find((event) => event.kind === 'moved')).toMatchObject({
      by: null,
      by_candidate: false,
      to_status: 'Not Selected',
      knockout_question: ELIGIBLE,
    });
    expect(await candidateStatus(candidate)).toBe('Application Submitted');

    await deliverDueMail(db, config, smtp.url);
    expect(notSelectedMails(candidate.email)).toBe(0);
    await holdIsOver(applicationId);
    await deliverDueMail(db, config, smtp.url);
    await deliverDueMail(db, config, smtp.url);
    expect(await candidateStatus(candidate)).toBe('Not Selected');
    expect(notSelectedMails(candidate.email)).toBe(1);
  });

  it('counts a number below its bounds, and moves nothing for answers within them', async () => {
    const { company, posting } = await quickPosting();
    const low = await makeCandidate(app);
    const knocked = await apply(low.token, quickApplication(posting, { [YEARS]: '1.5' }));
    const within = await makeCandidate(app);
    const kept = await apply(within.token, quickApplication(posting, { [YEARS]: '2' }));
    expect((await recruiterDetail(company, knocked.json<{ application_id: string }>().application_id)).status).toBe(
      'Not Selected',
    );
    const keptId = kept.json<{ application_id: string }>().application_id;
    expect(await recruiterDetail(company, keptId)).toMatchObject({
      status: 'Application Submitted',
      status_history: [],
    });
    expect((await boardCard(company, posting, keptId)).knockout).toBeNull();
  });

  it('is undone within the window by the company, and its e-mail never goes', async () => {
    const { company, posting } = await quickPosting();
    const candidate = await makeCandidate(app);
    const response = await apply(candidate.token, quickApplication(posting, { [ELIGIBLE]: 'No' }));
    const applicationId = response.json<{ application_id: string }>().application_id;
    const { knockout } = await boardCard(company, posting, applicationId);
    const undone = await call('POST', urlOf(pipelineEndpoints.undoMove), company.token, {
      status_change_id: knockout!.undo!.status_change_id,
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await recruiterDetail(company, applicationId)).toMatchObject({ status: 'Application Submitted' });

    await holdIsOver(applicationId);
    await deliverDueMail(db, config, smtp.url);
    expect(notSelectedMails(candidate.email)).toBe(0);
    expect(await candidateStatus(candidate)).toBe('Application Submitted');
  });
});
