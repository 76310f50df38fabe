import { eq } from 'drizzle-orm';
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFPage } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { ANNOTATION_MESSAGES, type Annotation } from '../../shared/annotations.js';
import type { ApplicationDetail } from '../../shared/applications.js';
import { applications, files, resumeAnnotations } from '../db/schema.js';
import { makeCandidate, makeCompany, type TestAccount } from '../test/factories.js';
import { makeApplication, userIdOf } from '../test/factories-applications.js';
import { makePosting } from '../test/factories-postings.js';
import { createTestApp } from '../test/harness.js';
import { dataUrl, samplePdf } from '../test/pdf.js';
import { ONE_PIXEL_GIF, ONE_PIXEL_PNG } from '../test/pictures.js';

const { app, database } = await createTestApp();
const { db } = database;

const HOSTILE_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)"><script>fetch("/api/x")</script></svg>',
);
const ANNOTATIONS = '/api/applications/annotations/';

function call(method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) {
  return app.inject({ method, url, payload, headers: { authorization: token } });
}

const ink = (applicationId: string, overrides: object = {}) => ({
  kind: 'ink',
  application_id: applicationId,
  page_index: 0,
  rect: [100, 100, 200, 50],
  paths: [
    [
      [100, 100],
      [300, 150],
    ],
  ],
  ...overrides,
});

const stamp = (applicationId: string, image: string, overrides: object = {}) => ({
  kind: 'stamp',
  application_id: applicationId,
  page_index: 0,
  rect: [300, 400, 120, 60],
  image,
  alt_text: 'Approved',
  ...overrides,
});

async function setup(): Promise<{ company: TestAccount; other: TestAccount; candidate: TestAccount; id: string }> {
  const company = await makeCompany(app);
  const other = await makeCompany(app);
  const candidate = await makeCandidate(app);
  const posting = await makePosting(app, company.token);
  const id = await makeApplication(app, candidate.token, posting);
  return { company, other, candidate, id };
}

async function listOf(token: string, applicationId: string) {
  return call('GET', `${ANNOTATIONS}?application_id=${applicationId}`, token);
}

/** The decoded content streams of a page, as text. */
function contentOf(page: PDFPage): string {
  const contents = page.node.get(PDFName.of('Contents'));
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
  return refs
    .map((ref) => page.doc.context.lookup(ref))
    .map((stream) =>
      stream instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1') : '',
    )
    .join('\n');
}

describe('resume annotations', () => {
  it('a reviewer draws ink with the default thickness and opacity and places a stamp with its alt text', async () => {
    const { company, id } = await setup();
    const drawn = await call('POST', ANNOTATIONS, company.token, ink(id));
    expect(drawn.statusCode, drawn.body).toBe(201);
    expect(drawn.json().data).toMatchObject({ kind: 'ink', color: null, thickness: 1, opacity: 1, mine: true });
    const coloured = await call(
      'POST',
      ANNOTATIONS,
      company.token,
      ink(id, { color: '#ff0000', thickness: 4, opacity: 0.5 }),
    );
    expect(coloured.json().data).toMatchObject({ color: '#ff0000', thickness: 4, opacity: 0.5 });
    const placed = await call('POST', ANNOTATIONS, company.token, stamp(id, dataUrl(ONE_PIXEL_PNG, 'image/png')));
    expect(placed.statusCode, placed.body).toBe(201);

    const listed = await listOf(company.token, id);
    expect(listed.statusCode).toBe(200);
    const data = listed.json<{ data: Annotation[] }>().data;
    expect(data.map((annotation) => annotation.kind)).toEqual(['ink', 'ink', 'stamp']);
    expect(data[2]).toMatchObject({ alt_text: 'Approved', rect: [300, 400, 120, 60], mine: true });
    expect(data[2]!.image).toBe(dataUrl(ONE_PIXEL_PNG, 'image/png'));
  });

  it('another company can neither read, add nor remove them, and a candidate is refused every call', async () => {
    const { company, other, candidate, id } = await setup();
    const mark = (await call('POST', ANNOTATIONS, company.token, ink(id))).json<{ data: Annotation }>().data;

    expect((await listOf(other.token, id)).statusCode).toBe(404);
    expect((await call('POST', ANNOTATIONS, other.token, ink(id))).statusCode).toBe(404);
    expect((await call('DELETE', `${ANNOTATIONS}?id=${mark.id}`, other.token)).statusCode).toBe(404);
    const flattened = await call('GET', `/api/applications/annotated_resume/?application_id=${id}`, other.token);
    expect(flattened.statusCode).toBe(404);

    expect((await listOf(candidate.token, id)).statusCode).toBe(403);
    expect((await call('POST', ANNOTATIONS, candidate.token, ink(id))).statusCode).toBe(403);
    expect((await call('DELETE', `${ANNOTATIONS}?id=${mark.id}`, candidate.token)).statusCode).toBe(403);
    expect(
      (await call('GET', `/api/applications/annotated_resume/?application_id=${id}`, candidate.token)).statusCode,
    ).toBe(403);

    expect((await listOf(company.token, id)).json<{ data: Annotation[] }>().data).toHaveLength(1);
  });

  it('never reach the candidate: the application and its resume are the untouched original', async () => {
    const { company, candidate, id } = await setup();
    await call('POST', ANNOTATIONS, company.token, ink(id));
    await call('POST', ANNOTATIONS, company.token, stamp(id, dataUrl(ONE_PIXEL_PNG, 'image/png')));
    const response = await call('GET', `/api/candidate/applications?application_id=${id}`, candidate.token);
    expect(response.body).not.toMatch(/annotation|Approved/);
    const detail = response.json<{ data: ApplicationDetail[] }>().data[0]!;
    expect(Buffer.from(detail.resume, 'base64').equals(samplePdf())).toBe(true);
    const file = await call('GET', detail.resume_url!, candidate.token);
    expect(file.rawPayload.equals(samplePdf())).toBe(true);
  });

  it('are removed by their author only', async () => {
    const { company, other, id } = await setup();
    const own = (await call('POST', ANNOTATIONS, company.token, ink(id))).json<{ data: Annotation }>().data;
    // A colleague's mark: the company's reviewers share the application, each removes their own.
    const [colleagues] = await db
      .insert(resumeAnnotations)
      .values({
        applicationId: id,
        authorId: await userIdOf(db, other.email),
        kind: 'ink',
        pageIndex: 0,
        rect: [0, 0, 10, 10],
        paths: [[[0, 0]]],
      })
      .returning();
    const listed = (await listOf(company.token, id)).json<{ data: Annotation[] }>().data;
    expect(listed.map((annotation) => annotation.mine)).toEqual([true, false]);

    const refused = await call('DELETE', `${ANNOTATIONS}?id=${colleagues!.id}`, company.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(ANNOTATION_MESSAGES.notAuthor);
    expect((await call('DELETE', `${ANNOTATIONS}?id=${own.id}`, company.token)).statusCode).toBe(200);
    expect((await listOf(company.token, id)).json<{ data: Annotation[] }>().data.map((a) => a.id)).toEqual([
      colleagues!.id,
    ]);
  });

  it('take stamps as PNG only: a hostile SVG or another type is refused, whatever its data URL says, and nothing is kept', async () => {
    const { company, id } = await setup();
    for (const image of [
      dataUrl(HOSTILE_SVG, 'image/svg+xml'),
      dataUrl(HOSTILE_SVG, 'image/png'),
      dataUrl(ONE_PIXEL_GIF, 'image/gif'),
      dataUrl(Buffer.from('<html><script>alert(1)</script></html>'), 'image/png'),
    ]) {
      const refused = await call('POST', ANNOTATIONS, company.token, stamp(id, image));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe(ANNOTATION_MESSAGES.stampUpload);
    }
    const noAlt = await call('POST', ANNOTATIONS, company.token, stamp(id, dataUrl(ONE_PIXEL_PNG), { alt_text: ' ' }));
    expect(noAlt.statusCode).toBe(400);
    expect((await listOf(company.token, id)).json<{ data: Annotation[] }>().data).toEqual([]);
  });

  it('are only for a PDF resume', async () => {
    const { company, id } = await setup();
    const [application] = await db.select().from(applications).where(eq(applications.id, id));
    await db
      .update(files)
      .set({ contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' })
      .where(eq(files.id, application!.resumeFileId!));
    const refused = await call('POST', ANNOTATIONS, company.token, ink(id));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(ANNOTATION_MESSAGES.pdfOnly);
  });

  it('are flattened into a valid PDF on request: the ink and the stamp drawn into the page, the original kept', async () => {
    const { company, id } = await setup();
    await call('POST', ANNOTATIONS, company.token, ink(id, { color: '#ff0000', thickness: 3 }));
    await call('POST', ANNOTATIONS, company.token, stamp(id, dataUrl(ONE_PIXEL_PNG, 'image/png'), { page_index: 1 }));
    const response = await call('GET', `/api/applications/annotated_resume/?application_id=${id}`, company.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="resume-.*-annotated\.pdf"$/);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getPageCount()).toBe(2);
    const [first, second] = pdf.getPages();
    const firstContent = contentOf(first!);
    expect(firstContent).toContain('Resume page 1');
    expect(firstContent).toMatch(/1 0 0 RG/);
    expect(firstContent).toMatch(/3 w/);
    expect(firstContent).toMatch(/100 692 m\s+300 642 l/);
    const secondContent = contentOf(second!);
    const image = /\/(\S+) Do/.exec(secondContent)?.[1];
    expect(image).toBeDefined();
    const xObjects = second!.node.Resources()!.lookup(PDFName.of('XObject'), PDFDict);
    const embedded = pdf.context.lookup(xObjects.get(PDFName.of(image!)));
    expect((embedded as PDFRawStream).dict.get(PDFName.of('Subtype'))).toBe(PDFName.of('Image'));

    const [application] = await db.select().from(applications).where(eq(applications.id, id));
    const original = await call('GET', `/api/files/${application!.resumeFileId!}`, company.token);
    expect(original.rawPayload.equals(samplePdf())).toBe(true);
  });
});
