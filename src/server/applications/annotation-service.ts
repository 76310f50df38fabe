import { and, asc, count, eq, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import {
  ANNOTATION_MESSAGES,
  ANNOTATIONS_MAX,
  INK_MAX_POINTS_PER_RESUME,
  type Annotation,
  type NewAnnotation,
  STAMP_MAX_BYTES,
  STAMPS_MAX,
} from '../../shared/annotations.js';
import type { Member } from '../auth/index.js';
import type { Database } from '../db/database.js';
import { memberSeesApplication } from '../auth/index.js';
import { applications, files, resumeAnnotations } from '../db/schema.js';
import type { FileRow, FileService } from '../files/service.js';
import type { Tx } from '../db/database.js';
import { decodeBase64File } from '../files/uploads.js';
import { HttpError } from '../http/errors.js';
import { Refusal } from '../refusal.js';
import { AnnotationDrawing } from './annotation-drawing.js';
import { fitsStampBounds } from './stamp-images.js';

type AnnotationRow = typeof resumeAnnotations.$inferSelect;

/**
 * The reviewers' marks on a resume. Every call is scoped by the member from the session: an application they may not
 * see, and anything on it, reads as not there. Candidates have no call here at all.
 */
export class AnnotationService {
  private readonly drawing = new AnnotationDrawing();

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

  /**
   * Refuses a mark beyond what one resume may hold. The application's row stays locked until the caller's transaction
   * ends, so that two reviewers adding at once cannot both take the last place.
   */
  private async makeRoom(tx: Tx, applicationId: string, input: NewAnnotation): Promise<void> {
    await tx
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.id, applicationId))
      .for('no key update');
    const [held] = await tx
      .select({
        all: count(),
        stamps: sql<number>`count(*) FILTER (WHERE ${resumeAnnotations.kind} = 'stamp')`.mapWith(Number),
        points:
          sql<number>`coalesce(sum((SELECT sum(jsonb_array_length(path)) FROM jsonb_array_elements(${resumeAnnotations.paths}) AS path)), 0)`.mapWith(
            Number,
          ),
      })
      .from(resumeAnnotations)
      .where(eq(resumeAnnotations.applicationId, applicationId));
    if (held!.all >= ANNOTATIONS_MAX) throw new Refusal('conflict', ANNOTATION_MESSAGES.tooManyAnnotations);
    if (input.kind === 'stamp' && held!.stamps >= STAMPS_MAX) {
      throw new Refusal('conflict', ANNOTATION_MESSAGES.tooManyStamps);
    }
    if (input.kind === 'ink' && held!.points + input.paths.flat().length > INK_MAX_POINTS_PER_RESUME) {
      throw new Refusal('conflict', ANNOTATION_MESSAGES.inkFull);
    }
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
      const row = await this.db.transaction(async (tx) => {
        await this.makeRoom(tx, application.id, input);
        const [inserted] = await tx
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
        return inserted!;
      });
      return this.toAnnotation(member.userId, row, null);
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
    if (!fitsStampBounds(data)) throw new Refusal('invalid', ANNOTATION_MESSAGES.stampTooManyPixels);
    const stamp = { data: await this.keptStamp(data), contentType: 'image/png', extension: 'png' };
    return this.files.storeWith(member.userId, stamp, async (tx, insertFile) => {
      await this.makeRoom(tx, application.id, input);
      const stored = await insertFile(tx);
      const [row] = await tx
        .insert(resumeAnnotations)
        .values({ ...placement, kind: 'stamp', stampFileId: stored.id, altText: input.alt_text })
        .returning();
      const [file] = await tx.select().from(files).where(eq(files.id, stored.id));
      return this.toAnnotation(member.userId, row!, file!);
    });
  }

  /** The stamp as it is kept, re-encoded off the request thread; a PNG that cannot be decoded is refused. */
  private async keptStamp(png: Buffer): Promise<Buffer> {
    try {
      return Buffer.from((await this.drawing.keptStamp(png))!);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw new Refusal('invalid', ANNOTATION_MESSAGES.stampUpload);
    }
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
    // The ink's paths come as JSON text and are parsed by the worker: a resume's largest allowed marks are megabytes.
    const rows = await this.db
      .select({
        kind: resumeAnnotations.kind,
        pageIndex: resumeAnnotations.pageIndex,
        rect: resumeAnnotations.rect,
        rotation: resumeAnnotations.rotation,
        color: resumeAnnotations.color,
        thickness: resumeAnnotations.thickness,
        opacity: resumeAnnotations.opacity,
        paths: sql<string | null>`${resumeAnnotations.paths}::text`,
        stamp: files,
      })
      .from(resumeAnnotations)
      .leftJoin(files, eq(files.id, resumeAnnotations.stampFileId))
      .where(eq(resumeAnnotations.applicationId, applicationId))
      .orderBy(asc(resumeAnnotations.createdAt), asc(resumeAnnotations.id));
    const marks = await Promise.all(
      rows.map(async ({ stamp, ...mark }) => ({ ...mark, stamp: stamp ? await this.files.read(stamp) : undefined })),
    );
    let pdf: Uint8Array;
    try {
      pdf = await this.drawing.flatten(await this.files.read(application.resume), marks);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      // pdf.js shows files that pdf-lib cannot rewrite (some damaged or encrypted ones): the original stays available.
      throw new Refusal('invalid', ANNOTATION_MESSAGES.cannotFlatten);
    }
    return { pdf, name: `resume-${applicationId}-annotated.pdf` };
  }
}
