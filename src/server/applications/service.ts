import { and, desc, eq, sql } from 'drizzle-orm';
import {
  APPLY_MESSAGES,
  RESUME_MAX_BYTES,
  type ApplicationDetail,
  type ApplicationListItem,
  type NewApplication,
} from '../../shared/apply.js';
import type { Database } from '../db/database.js';
import { applications, postings, users } from '../db/schema.js';
import type { FileService } from '../files/service.js';
import { decodeBase64File, detectDocument } from '../files/uploads.js';
import { HttpError } from '../http/errors.js';
import { applicationEmails, enqueueMail } from '../mail/outbox.js';
import { POSTING_MESSAGES } from '../../shared/postings.js';
import { applicationReceivedMail } from './mails.js';

const UNIQUE_VIOLATION = '23505';
const notFound = () => new HttpError(404, 'No application found');

export const listColumns = {
  id: applications.id,
  jobTitle: postings.title,
  companyName: users.name,
  location: sql<string>`${postings.city} || ', ' || ${postings.country}`,
  phone: applications.phone,
  firstName: applications.firstName,
  lastName: applications.lastName,
  email: applications.email,
  createdAt: applications.createdAt,
  status: applications.status,
};

interface ListRow {
  id: string;
  jobTitle: string;
  companyName: string;
  location: string;
  phone: string;
  firstName: string;
  lastName: string;
  email: string;
  createdAt: Date;
  status: string;
}

export function toListItem(row: ListRow): ApplicationListItem {
  return {
    application_id: row.id,
    job_title: row.jobTitle,
    company_name: row.companyName,
    location: row.location,
    phone: row.phone,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    created_at: row.createdAt.toISOString(),
    status: row.status,
  };
}

export class ApplicationService {
  constructor(
    private readonly db: Database,
    private readonly files: FileService,
    private readonly appUrl: string,
  ) {}

  async apply(candidateId: string, input: NewApplication): Promise<string> {
    const [posting] = await this.db
      .select({
        id: postings.id,
        title: postings.title,
        questions: postings.questions,
        isActive: postings.isActive,
        deadline: postings.deadline,
        deletedAt: postings.deletedAt,
        companyName: users.name,
      })
      .from(postings)
      .innerJoin(users, eq(users.id, postings.companyId))
      .where(eq(postings.id, input.posting_id))
      .limit(1);
    if (!posting || posting.deletedAt) throw new HttpError(404, POSTING_MESSAGES.notFound);
    if (!posting.isActive || posting.deadline.getTime() <= Date.now())
      throw new HttpError(410, POSTING_MESSAGES.closed);

    // Answers are kept in the posting's own order, and only for its own questions.
    const answerOf = new Map(input.questions.map((pair) => [pair.question, pair.answer]));
    const answers = posting.questions.map((question) => ({ question, answer: answerOf.get(question) ?? '' }));
    if (answers.some((pair) => pair.answer.length === 0)) throw new HttpError(400, APPLY_MESSAGES.unansweredQuestion);

    const [existing] = await this.db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.postingId, posting.id), eq(applications.candidateId, candidateId)))
      .limit(1);
    if (existing) throw new HttpError(409, APPLY_MESSAGES.duplicate);

    const resume = await detectDocument(
      decodeBase64File(input.resume, RESUME_MAX_BYTES, APPLY_MESSAGES.resumeTooLarge, APPLY_MESSAGES.resumeType),
      APPLY_MESSAGES.resumeType,
    );

    try {
      return await this.files.storeWith(candidateId, resume, async (tx, insertFile) => {
        const { id: resumeFileId } = await insertFile(tx);
        const [created] = await tx
          .insert(applications)
          .values({
            postingId: posting.id,
            candidateId,
            firstName: input.first_name,
            lastName: input.last_name,
            email: input.email,
            phone: input.phone,
            country: input.country,
            address: input.address,
            city: input.city,
            province: input.province,
            postalCode: input.postal_code,
            bio: input.short_bio ?? input.bio ?? '',
            answers,
            legalQuestions: input.legal_questions,
            resumeFileId,
          })
          .returning({ id: applications.id });
        await enqueueMail(tx, {
          ...applicationReceivedMail(input.email, input.first_name, posting.title, posting.companyName, this.appUrl),
          applicationId: created!.id,
        });
        return created!.id;
      });
    } catch (error) {
      // Two submits at once both pass the check above; the unique index lets exactly one in.
      if (
        (error as { cause?: { code?: string } }).cause?.code === UNIQUE_VIOLATION ||
        (error as { code?: string }).code === UNIQUE_VIOLATION
      ) {
        throw new HttpError(409, APPLY_MESSAGES.duplicate);
      }
      throw error;
    }
  }

  async listForCandidate(candidateId: string): Promise<ApplicationListItem[]> {
    const rows = await this.db
      .select(listColumns)
      .from(applications)
      .innerJoin(postings, eq(postings.id, applications.postingId))
      .innerJoin(users, eq(users.id, postings.companyId))
      .where(eq(applications.candidateId, candidateId))
      .orderBy(desc(applications.createdAt));
    return rows.map(toListItem);
  }

  /** One application with everything submitted; scoped by the candidate, or by the company that posted the job. */
  async detail(
    scope: { candidateId: string } | { companyId: string },
    applicationId: string,
  ): Promise<ApplicationDetail> {
    const owner =
      'candidateId' in scope
        ? eq(applications.candidateId, scope.candidateId)
        : eq(postings.companyId, scope.companyId);
    const [row] = await this.db
      .select({ ...listColumns, application: applications })
      .from(applications)
      .innerJoin(postings, eq(postings.id, applications.postingId))
      .innerJoin(users, eq(users.id, postings.companyId))
      .where(and(eq(applications.id, applicationId), owner))
      .limit(1);
    if (!row) throw notFound();
    const { application } = row;
    const resumeFile = application.resumeFileId ? await this.files.find(application.resumeFileId) : undefined;
    const resume = resumeFile ? (await this.files.read(resumeFile)).toString('base64') : '';
    const emails = 'companyId' in scope ? await applicationEmails(this.db, applicationId) : undefined;
    return {
      ...toListItem(row),
      country: application.country,
      city: application.city,
      province: application.province,
      postal_code: application.postalCode,
      address: application.address,
      bio: application.bio,
      questions: application.answers,
      legal_questions: application.legalQuestions,
      resume,
      resume_url: resumeFile ? `/api/files/${resumeFile.id}` : null,
      resume_type: resumeFile?.contentType ?? null,
      resume_name: resumeFile
        ? `resume-${application.firstName}-${application.lastName}.${resumeFile.extension}`.replace(/[^\w.-]+/g, '-')
        : null,
      offer_url: application.offerFileId ? `/api/files/${application.offerFileId}` : null,
      emails,
    };
  }

  /** Who may download a file: its uploader, or a party to an application that uses it. */
  async canReadFile(user: { userId: string; role: string }, fileId: string): Promise<boolean> {
    const { rows } = await this.db.execute(sql`
      SELECT 1 FROM files f WHERE f.id = ${fileId} AND (
        f.owner_id = ${user.userId}
        OR EXISTS (
          SELECT 1 FROM ${applications} a JOIN ${postings} p ON p.id = a.posting_id
          WHERE (a.resume_file_id = f.id OR a.offer_file_id = f.id)
            AND (a.candidate_id = ${user.userId} OR p.company_id = ${user.userId})
        )
      )`);
    return rows.length > 0;
  }
}
