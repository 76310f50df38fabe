import { and, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../shared/applications.js';
import type { ApplicationListItem } from '../../shared/apply.js';
import {
  OFFER_MAX_BYTES,
  REVIEW_MESSAGES,
  type ChangeStatusInput,
  type RecruiterApplicationsQuery,
  type SendEmailInput,
} from '../../shared/review.js';
import type { Database } from '../db/database.js';
import { applications, postings, statusChanges, users } from '../db/schema.js';
import type { FileService, StoredFile, Tx } from '../files/service.js';
import { decodeBase64File, detectDocument } from '../files/uploads.js';
import { HttpError } from '../http/errors.js';
import { enqueueMail } from '../mail/outbox.js';
import { sanitizeRichText } from '../rich-text.js';
import { statusChangedMail } from './mails.js';
import { listColumns, toListItem } from './service.js';

const notFound = () => new HttpError(404, 'No application found');

/** Wildcards typed by a person are matched literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

interface OfferFile extends StoredFile {
  extension: string;
  contentType: string;
}

export interface ApplicationPage {
  items: ApplicationListItem[];
  total: number;
}

export class ReviewService {
  constructor(
    private readonly db: Database,
    private readonly files: FileService,
    private readonly appUrl: string,
  ) {}

  /** Applications to the company's own postings, filtered and paginated in the database. */
  async list(companyId: string, query: RecruiterApplicationsQuery): Promise<ApplicationPage> {
    const filters: (SQL | undefined)[] = [eq(postings.companyId, companyId), isNull(postings.deletedAt)];
    if (query.posting_id) filters.push(eq(applications.postingId, query.posting_id));
    if (query.status) {
      if (!(APPLICATION_STATUSES as readonly string[]).includes(query.status)) return { items: [], total: 0 };
      filters.push(eq(applications.status, query.status as ApplicationStatus));
    }
    // The candidate text matches the first or the last name, and combines with every other filter.
    if (query.search)
      filters.push(
        or(ilike(applications.firstName, contains(query.search)), ilike(applications.lastName, contains(query.search))),
      );
    if (query.role) filters.push(ilike(postings.title, contains(query.role)));

    const limit = query.limit ?? 100_000;
    const rows = await this.db
      .select({ ...listColumns, total: sql<number>`count(*) OVER ()::int` })
      .from(applications)
      .innerJoin(postings, eq(postings.id, applications.postingId))
      .innerJoin(users, eq(users.id, postings.companyId))
      .where(and(...filters))
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(limit)
      .offset(((query.page ?? 1) - 1) * limit);
    return { items: rows.map(toListItem), total: rows[0]?.total ?? 0 };
  }

  /** The application row, if it belongs to one of the company's postings, locked for the transaction. */
  private async lockOwn(tx: Tx, companyId: string, applicationId: string) {
    const [row] = await tx
      .select({
        id: applications.id,
        status: applications.status,
        email: applications.email,
        firstName: applications.firstName,
        jobTitle: postings.title,
        companyName: users.name,
      })
      .from(applications)
      .innerJoin(postings, eq(postings.id, applications.postingId))
      .innerJoin(users, eq(users.id, postings.companyId))
      .where(and(eq(applications.id, applicationId), eq(postings.companyId, companyId), isNull(postings.deletedAt)))
      .limit(1)
      .for('update', { of: applications });
    if (!row) throw notFound();
    return row;
  }

  async changeStatus(companyId: string, input: ChangeStatusInput): Promise<void> {
    const offer = input.offer.trim();
    if (offer && input.status !== 'Offer Sent') throw new HttpError(400, REVIEW_MESSAGES.offerOnlyWithOfferSent);
    const commit = async (tx: Tx, offerFile?: OfferFile) => {
      const current = await this.lockOwn(tx, companyId, input.id);
      if (current.status === input.status) throw new HttpError(400, REVIEW_MESSAGES.sameStatus);
      await tx
        .update(applications)
        .set({ status: input.status, updatedAt: new Date(), ...(offerFile ? { offerFileId: offerFile.id } : {}) })
        .where(eq(applications.id, input.id));
      await tx
        .insert(statusChanges)
        .values({ applicationId: input.id, fromStatus: current.status, toStatus: input.status, changedBy: companyId });
      const mail = statusChangedMail(
        current.email,
        current.firstName,
        current.jobTitle,
        current.companyName,
        input.status,
        this.appUrl,
        Boolean(offerFile),
      );
      const attachments = offerFile
        ? [
            {
              filename: `offer.${offerFile.extension}`,
              contentType: offerFile.contentType,
              storageKey: offerFile.storageKey,
            },
          ]
        : [];
      await enqueueMail(tx, { ...mail, applicationId: input.id, attachments });
    };
    if (!offer) {
      await this.db.transaction((tx) => commit(tx));
      return;
    }
    const file = await detectDocument(
      decodeBase64File(offer, OFFER_MAX_BYTES, REVIEW_MESSAGES.offerTooLarge, REVIEW_MESSAGES.offerType),
      REVIEW_MESSAGES.offerType,
    );
    await this.files.storeWith(companyId, file, async (tx, insertFile) => {
      const stored = await insertFile(tx);
      await commit(tx, { ...stored, extension: file.extension, contentType: file.contentType });
    });
  }

  async sendEmail(companyId: string, input: SendEmailInput): Promise<void> {
    const html = sanitizeRichText(input.message);
    const text = htmlToText(html);
    if (!text) throw new HttpError(400, REVIEW_MESSAGES.messageRequired);
    await this.db.transaction(async (tx) => {
      const application = await this.lockOwn(tx, companyId, input.id);
      await enqueueMail(tx, { to: application.email, subject: input.subject, html, text, applicationId: input.id });
    });
  }
}

/** The text part of an e-mail: the words of the HTML, with paragraphs and list items on their own lines. */
export function htmlToText(html: string): string {
  const withBreaks = html.replace(/<\/(p|h[1-4]|li|blockquote|pre)>|<br\s*\/?>/gi, '$&\n').replace(/<li>/gi, '$&- ');
  return sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
