import { and, asc, count, eq } from 'drizzle-orm';
import {
  mergeOfferLetter,
  OFFER_TEMPLATE_LIMITS,
  OFFER_TEMPLATE_MESSAGES,
  offerStartDate,
  type OfferLetterInput,
  type OfferTemplate,
  type OfferTemplateInput,
  unknownOfferFields,
} from '../../shared/offer-templates.js';
import type { Member } from '../auth/index.js';
import { memberSeesApplication } from '../auth/index.js';
import type { Database } from '../db/database.js';
import { applications, companies, companyProfiles, files, offerTemplates, postings } from '../db/schema.js';
import type { FileService } from '../files/service.js';
import { Refusal } from '../refusal.js';
import { offerLetterPdf } from './offer-pdf.js';

type OfferTemplateRow = typeof offerTemplates.$inferSelect;

const toOfferTemplate = (row: OfferTemplateRow): OfferTemplate => ({
  id: row.id,
  name: row.name,
  body: row.body,
  updated_at: row.updatedAt.toISOString(),
});

/** The template's fields, once no merge field in it is unknown. */
function checked(input: OfferTemplateInput) {
  const unknown = unknownOfferFields(`${input.name}\n${input.body}`);
  if (unknown.length > 0) throw new Refusal('invalid', OFFER_TEMPLATE_MESSAGES.unknownFields(unknown));
  return { name: input.name, body: input.body };
}

/** A company's offer templates, and the letters written from them. Every call is scoped by the member's company. */
export class OfferLetterService {
  constructor(
    private readonly db: Database,
    private readonly files: FileService,
  ) {}

  async list(companyId: string): Promise<OfferTemplate[]> {
    const rows = await this.db
      .select()
      .from(offerTemplates)
      .where(eq(offerTemplates.companyId, companyId))
      .orderBy(asc(offerTemplates.name), asc(offerTemplates.id));
    return rows.map(toOfferTemplate);
  }

  async create(member: Member, input: OfferTemplateInput): Promise<OfferTemplate> {
    const values = checked(input);
    return this.db.transaction(async (tx) => {
      // Two Admins adding at once could each pass a count taken outside the company's lock.
      await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, member.companyId)).for('update');
      const [kept] = await tx
        .select({ templates: count() })
        .from(offerTemplates)
        .where(eq(offerTemplates.companyId, member.companyId));
      if ((kept?.templates ?? 0) >= OFFER_TEMPLATE_LIMITS.templates)
        throw new Refusal('conflict', OFFER_TEMPLATE_MESSAGES.tooMany);
      const [row] = await tx
        .insert(offerTemplates)
        .values({ ...values, companyId: member.companyId })
        .returning();
      return toOfferTemplate(row!);
    });
  }

  async update(member: Member, id: string, input: OfferTemplateInput): Promise<OfferTemplate | undefined> {
    const [row] = await this.db
      .update(offerTemplates)
      .set({ ...checked(input), updatedAt: new Date() })
      .where(and(eq(offerTemplates.id, id), eq(offerTemplates.companyId, member.companyId)))
      .returning();
    return row && toOfferTemplate(row);
  }

  async remove(member: Member, id: string): Promise<true | undefined> {
    const removed = await this.db
      .delete(offerTemplates)
      .where(and(eq(offerTemplates.id, id), eq(offerTemplates.companyId, member.companyId)))
      .returning({ id: offerTemplates.id });
    return removed.length > 0 ? true : undefined;
  }

  /**
   * The template written for an application the member may see, as a PDF: what the member previews is the very file
   * a status change sends as its offer. Nothing when the template or the application is not there for them: one the member may not see is not there.
   */
  async letter(member: Member, id: string, input: OfferLetterInput): Promise<Uint8Array | undefined> {
    const [template] = await this.db
      .select()
      .from(offerTemplates)
      .where(and(eq(offerTemplates.id, id), eq(offerTemplates.companyId, member.companyId)));
    if (!template) return undefined;
    const [application] = await this.db
      .select({
        firstName: applications.firstName,
        lastName: applications.lastName,
        jobTitle: postings.title,
        companyName: companies.name,
        logoId: companyProfiles.pictureFileId,
      })
      .from(applications)
      .innerJoin(postings, eq(postings.id, applications.postingId))
      .innerJoin(companies, eq(companies.id, applications.companyId))
      .leftJoin(companyProfiles, eq(companyProfiles.companyId, applications.companyId))
      .where(and(eq(applications.id, input.application_id), memberSeesApplication(member)));
    if (!application) return undefined;
    // A template saved before a field was retired still names it: the letter is refused rather than sent with "{{…}}".
    const unknown = unknownOfferFields(template.body);
    if (unknown.length > 0) throw new Refusal('invalid', OFFER_TEMPLATE_MESSAGES.unknownFields(unknown));
    const text = mergeOfferLetter(template.body, {
      candidate_name: `${application.firstName} ${application.lastName}`.trim(),
      job_title: application.jobTitle,
      company_name: application.companyName,
      salary: input.salary,
      start_date: offerStartDate(input.start_date),
      signatory: input.signatory,
    });
    return offerLetterPdf({
      companyName: application.companyName,
      title: `${application.jobTitle}: offer`,
      text,
      logo: application.logoId ? await this.logo(application.logoId) : undefined,
    });
  }

  private async logo(fileId: string) {
    const [file] = await this.db.select().from(files).where(eq(files.id, fileId));
    return file && { bytes: await this.files.read(file), type: file.contentType };
  }
}
