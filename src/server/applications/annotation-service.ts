import { and, asc, eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { ANNOTATION_MESSAGES, type Annotation, type NewAnnotation, STAMP_MAX_BYTES } from '../../shared/annotations.js';
import type { Member } from '../auth/service.js';
import type { Database } from '../db/database.js';
import { memberSeesApplication } from '../team/visibility.js';
import { applications, files, resumeAnnotations } from '../db/schema.js';
import type { FileRow, FileService } from '../files/service.js';
import { decodeBase64File } from '../files/uploads.js';
import { Refusal } from '../refusal.js';
import { flattenAnnotations } from './flatten-annotations.js';

type AnnotationRow = typeof resumeAnnotations.$inferSelect;

/**
 * The reviewers' marks on a resume. Every call is scoped by the member from the session: an application they may not
 * see, and anything on it, reads as not there. Candidates have no call here at all.
 */
export class AnnotationService {
  constructor(
    private readonly db: Database,
    private readonly files: FileService,
  ) {}

  /** The application and its resume file, if the member may see the application. */
  private async resumeOf(member: Member, applicationId: string) {
    const [row] = await this.db
      .select({ id: applications.id, resume: files })
      .from(applications)
      .leftJoin(files, eq(files.id, applications.resumeFileId))
      .where(and(eq(applications.id, applicationId), memberSeesApplication(member)))
      .limit(1);
    return row;
  }

  private async rowsOf(applicationId: string) {
    return this.db
      .select({ annotation: resumeAnnotations, stamp: files })
      .from(resumeAnnotations)
      .leftJoin(files, eq(files.id, resumeAnnotations.stampFileId))
      .where(eq(resumeAnnotations.applicationId, applicationId))
      .orderBy(asc(resumeAnnotations.createdAt), asc(resumeAnnotations.id));
  }

  private async toAnnotation(callerId: string, row: AnnotationRow, stamp: FileRow | null): Promise<Annotation> {
    return {
      id: row.id,
      kind: row.kind,
      page_index: row.pageIndex,
      rect: row.rect,
      rotation: row.rotation,
      color: row.color,
      thickness: row.thickness,
      opacity: row.opacity,
      paths: row.paths,
      image: stamp ? `data:image/png;base64,${(await this.files.read(stamp)).toString('base64')}` : null,
      alt_text: row.altText,
      mine: row.authorId === callerId,
      created_at: row.createdAt.toISOString(),
    };
  }

  async list(member: Member, applicationId: string): Promise<Annotation[] | undefined> {
    if (!(await this.resumeOf(member, applicationId))) return undefined;
    const rows = await this.rowsOf(applicationId);
    return Promise.all(rows.map(({ annotation, stamp }) => this.toAnnotation(member.userId, annotation, stamp)));
  }

  async create(member: Member, input: NewAnnotation): Promise<Annotation | undefined> {
    const application = await this.resumeOf(member, input.application_id);
    if (!application) return undefined;
    if (application.resume?.contentType !== 'application/pdf')
      throw new Refusal('invalid', ANNOTATION_MESSAGES.pdfOnly);
    const placement = {
      applicationId: application.id,
      authorId: member.userId,
      pageIndex: input.page_index,
      rect: input.rect,
      rotation: input.rotation,
    };
    if (input.kind === 'ink') {
      const [row] = await this.db
        .insert(resumeAnnotations)
        .values({
          ...placement,
          kind: 'ink',
          color: input.color,
          thickness: input.thickness,
          opacity: input.opacity,
          paths: input.paths,
        })
        .returning();
      return this.toAnnotation(member.userId, row!, null);
    }
    // Only a PNG is stored: the browser draws every other kind of image, SVG above all, into one first, so that no
    // stamp can carry script into the app or into the PDF (decision 022).
    const data = decodeBase64File(
      input.image,
      STAMP_MAX_BYTES,
      ANNOTATION_MESSAGES.stampTooLarge,
      ANNOTATION_MESSAGES.stampUpload,
    );
    if ((await fileTypeFromBuffer(data))?.mime !== 'image/png') {
      throw new Refusal('invalid', ANNOTATION_MESSAGES.stampUpload);
    }
    const stamp = { data, contentType: 'image/png', extension: 'png' };
    return this.files.storeWith(member.userId, stamp, async (tx, insertFile) => {
      const stored = await insertFile(tx);
      const [row] = await tx
        .insert(resumeAnnotations)
        .values({ ...placement, kind: 'stamp', stampFileId: stored.id, altText: input.alt_text })
        .returning();
      const [file] = await tx.select().from(files).where(eq(files.id, stored.id));
      return this.toAnnotation(member.userId, row!, file!);
    });
  }

  /** Answers true once removed; nothing when the member sees no such annotation; refuses another author's. */
  async remove(member: Member, annotationId: string): Promise<true | undefined> {
    const [row] = await this.db
      .select({ annotation: resumeAnnotations })
      .from(resumeAnnotations)
      .innerJoin(applications, eq(applications.id, resumeAnnotations.applicationId))
      .where(and(eq(resumeAnnotations.id, annotationId), memberSeesApplication(member)))
      .limit(1);
    if (!row) return undefined;
    if (row.annotation.authorId !== member.userId) throw new Refusal('forbidden', ANNOTATION_MESSAGES.notAuthor);
    await this.db.delete(resumeAnnotations).where(eq(resumeAnnotations.id, annotationId));
    return true;
  }

  /** The resume with every mark drawn into it, or nothing when the member sees no such application. */
  async flattened(member: Member, applicationId: string): Promise<{ pdf: Uint8Array; name: string } | undefined> {
    const application = await this.resumeOf(member, applicationId);
    if (!application) return undefined;
    if (application.resume?.contentType !== 'application/pdf')
      throw new Refusal('invalid', ANNOTATION_MESSAGES.pdfOnly);
    const rows = await this.rowsOf(applicationId);
    const marks = await Promise.all(
      rows.map(async ({ annotation, stamp }) => ({
        ...annotation,
        stamp: stamp ? await this.files.read(stamp) : undefined,
      })),
    );
    let pdf: Uint8Array;
    try {
      pdf = await flattenAnnotations(await this.files.read(application.resume), marks);
    } catch {
      // pdf.js shows files that pdf-lib cannot rewrite (some damaged or encrypted ones): the original stays available.
      throw new Refusal('invalid', ANNOTATION_MESSAGES.cannotFlatten);
    }
    return { pdf, name: `resume-${applicationId}-annotated.pdf` };
  }
}
