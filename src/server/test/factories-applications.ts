import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { applications } from '../db/schema.js';
import { firstSubmittedStage } from '../pipeline/stages.js';
import type { LegalQuestions } from '../../shared/legal-questions.js';
import type { Posting } from '../../shared/postings.js';
import { dataUrl, samplePdf } from './pdf.js';
import type { ApiClient } from './factories.js';
import { requestOf } from './routes.js';
import { applicationEndpoints, candidateApplicationEndpoints } from '../../shared/applications-endpoints.js';

function legalAnswers(): LegalQuestions {
  return {
    work_eligibility: 'Yes',
    sex: 'Female',
    language_preference: 'English',
    race: 'White',
    graduation_year: new Date().getFullYear(),
    graduation_month: 'June',
    disabled: 'No',
  };
}

export function applicationInput(posting: Pick<Posting, 'id' | 'questions'>, overrides: Record<string, unknown> = {}) {
  return {
    posting_id: posting.id,
    first_name: 'Ada',
    last_name: 'Lovelace',
    phone: '+1 416 555 0101',
    country: 'Canada',
    address: '12 King Street',
    email: 'ada@example.test',
    city: 'Toronto',
    province: 'Ontario',
    postal_code: 'M5H 1A1',
    short_bio: 'Mathematician and first programmer.',
    resume: dataUrl(samplePdf()),
    questions: posting.questions.map((question) => ({ question, answer: `My answer to: ${question}` })),
    legal_questions: legalAnswers(),
    ...overrides,
  };
}

export async function makeApplication(
  app: ApiClient,
  token: string,
  posting: Pick<Posting, 'id' | 'questions'>,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const response = await app.inject({
    ...requestOf(candidateApplicationEndpoints.apply),
    headers: { authorization: token },
    payload: applicationInput(posting, overrides),
  });
  if (response.statusCode !== 201) throw new Error(`application failed: ${response.body}`);
  return response.json<{ application_id: string }>().application_id;
}

/** The resume's bytes as the company's member downloads them from the application's detail. */
export async function downloadResume(app: FastifyInstance, token: string, applicationId: string): Promise<Buffer> {
  const detail = await app.inject({
    ...requestOf(applicationEndpoints.list, { query: { application_id: applicationId } }),
    headers: { authorization: token },
  });
  const { resume_url } = detail.json<{ data: { resume_url: string } }>().data;
  const download = await app.inject({ method: 'GET', url: resume_url, headers: { authorization: token } });
  if (download.statusCode !== 200) throw new Error(`resume download failed: ${download.statusCode}`);
  return download.rawPayload;
}

/** Straight into the table, for tests that need to set when an application was made. */
export async function insertApplication(
  db: Database,
  postingId: string,
  candidateEmail: string,
  createdAt?: Date,
): Promise<void> {
  const [candidate] = (await db.execute(sql`SELECT id FROM users WHERE email = ${candidateEmail}`)).rows as [
    { id: string },
  ];
  const companyId = sql`(SELECT company_id FROM postings WHERE id = ${postingId})`;
  await db.insert(applications).values({
    postingId,
    companyId,
    stageId: firstSubmittedStage(companyId),
    candidateId: candidate.id,
    firstName: 'Test',
    lastName: 'Candidate',
    email: candidateEmail,
    phone: '555 0100',
    country: 'Canada',
    address: '1 Main Street',
    city: 'Toronto',
    province: 'Ontario',
    postalCode: 'M5H 1A1',
    answers: [],
    legalQuestions: legalAnswers(),
    ...(createdAt ? { createdAt } : {}),
  });
}

export async function userIdOf(db: Database, email: string): Promise<string> {
  const [row] = (await db.execute(sql`SELECT id FROM users WHERE email = ${email}`)).rows as [
    { id: string } | undefined,
  ];
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** The company whose first member registered with `email`. */
export async function companyIdOf(db: Database, email: string): Promise<string> {
  const [row] = (await db.execute(sql`SELECT company_id FROM users WHERE email = ${email}`)).rows as [
    { company_id: string | null } | undefined,
  ];
  if (!row?.company_id) throw new Error(`no member ${email}`);
  return row.company_id;
}
