import { and, asc, eq } from 'drizzle-orm';
import {
  DEFAULT_TEMPLATES,
  type EmailTemplate,
  type EmailTemplateInput,
  type MergeValues,
  mergeTemplate,
  TEMPLATE_LIMITS,
  TEMPLATE_MESSAGES,
  unknownMergeFields,
} from '../../shared/templates.js';
import type { Member } from '../auth/index.js';
import type { Database } from '../db/database.js';
import { applications, companies, emailTemplates, postings } from '../db/schema.js';
import { escapeHtml } from '../html/html.js';
import type { Tx } from '../db/database.js';
import { Refusal } from '../refusal.js';
import { sanitizeRichText } from '../rich-text.js';
import { memberSeesApplication } from '../auth/index.js';

export type TemplateRow = typeof emailTemplates.$inferSelect;

function toTemplate(row: TemplateRow): EmailTemplate {
  return { id: row.id, name: row.name, subject: row.subject, body: row.body, updated_at: row.updatedAt.toISOString() };
}

/** A new company's templates: Openhire's defaults, which its pipeline's stages then send (`pipeline/stages.ts`). */
export async function createDefaultTemplates(tx: Tx, companyId: string): Promise<void> {
  await tx
    .insert(emailTemplates)
    .values(DEFAULT_TEMPLATES.map(({ name, subject, body }) => ({ name, subject, body, companyId })));
}

/** The template's subject and sanitized body, once no merge field in them is unknown. */
function checked(input: EmailTemplateInput) {
  const unknown = unknownMergeFields(`${input.subject}\n${input.body}`);
  if (unknown.length > 0) throw new Refusal('invalid', TEMPLATE_MESSAGES.unknownFields(unknown));
  return { name: input.name, subject: input.subject, body: sanitizeRichText(input.body) };
}

/**
 * Merges a template for one application: the subject as text, the body as HTML with the values escaped and then
 * sanitized, since a value escaped as text can still be a live `javascript:` address inside a link's `href`.
 */
export function mergeFor(template: { subject: string; body: string }, values: MergeValues) {
  return {
    subject: mergeTemplate(template.subject, values),
    body: sanitizeRichText(mergeTemplate(template.body, values, escapeHtml)),
  };
}

/** A company's e-mail templates. Every call is scoped by the member's company. */
export class TemplateService {
  constructor(private readonly db: Database) {}

  async list(companyId: string): Promise<EmailTemplate[]> {
    const rows = await this.db
      .select()
      .from(emailTemplates)
      .where(eq(emailTemplates.companyId, companyId))
      .orderBy(asc(emailTemplates.name), asc(emailTemplates.id));
    return rows.map(toTemplate);
  }

  async create(member: Member, input: EmailTemplateInput): Promise<EmailTemplate> {
    const values = checked(input);
    if ((await this.list(member.companyId)).length >= TEMPLATE_LIMITS.templates)
      throw new Refusal('conflict', `A company keeps at most ${TEMPLATE_LIMITS.templates} templates.`);
    const [row] = await this.db
      .insert(emailTemplates)
      .values({ ...values, companyId: member.companyId })
      .returning();
    return toTemplate(row!);
  }

  async update(member: Member, id: string, input: EmailTemplateInput): Promise<EmailTemplate | undefined> {
    const [row] = await this.db
      .update(emailTemplates)
      .set({ ...checked(input), updatedAt: new Date() })
      .where(and(eq(emailTemplates.id, id), eq(emailTemplates.companyId, member.companyId)))
      .returning();
    return row && toTemplate(row);
  }

  async remove(member: Member, id: string): Promise<true | undefined> {
    const removed = await this.db
      .delete(emailTemplates)
      .where(and(eq(emailTemplates.id, id), eq(emailTemplates.companyId, member.companyId)))
      .returning({ id: emailTemplates.id });
    return removed.length > 0 ? true : undefined;
  }

  /** The company's template, for sending; nothing when the company has no such template. */
  async find(companyId: string, id: string): Promise<TemplateRow | undefined> {
    const [row] = await this.db
      .select()
      .from(emailTemplates)
      .where(and(eq(emailTemplates.id, id), eq(emailTemplates.companyId, companyId)));
    return row;
  }

  /** The template merged for an application the member may see; nothing when either is not there for them. */
  async preview(member: Member, id: string, applicationId: string) {
    const template = await this.find(member.companyId, id);
    if (!template) return undefined;
    const values = await mergeValuesFor(this.db, member, applicationId);
    return values && mergeFor(template, values);
  }
}

/** Who signs an e-mail the company's own rule sends, above the company's name. */
const SENT_BY_THE_COMPANY = 'The hiring team';

/**
 * What a template's merge fields stand for in an e-mail `member` sends about an application they may see, or, with
 * `member` null, one the company's own rule sends (a knock-out answer's), which names the company as its sender.
 */
export async function mergeValuesFor(
  db: Database | Tx,
  member: Member | null,
  applicationId: string,
): Promise<MergeValues | undefined> {
  const [row] = await db
    .select({
      firstName: applications.firstName,
      lastName: applications.lastName,
      jobTitle: postings.title,
      companyName: companies.name,
    })
    .from(applications)
    .innerJoin(postings, eq(postings.id, applications.postingId))
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .where(and(eq(applications.id, applicationId), member ? memberSeesApplication(member) : undefined));
  return (
    row && {
      candidate_first_name: row.firstName,
      candidate_last_name: row.lastName,
      job_title: row.jobTitle,
      company_name: row.companyName,
      member_name: member?.name ?? SENT_BY_THE_COMPANY,
    }
  );
}
