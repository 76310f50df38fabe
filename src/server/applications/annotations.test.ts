import { eq } from 'drizzle-orm';
import { crc32, deflateSync } from 'node:zlib';
import { PNG } from 'pngjs';
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFPage } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  ANNOTATION_MESSAGES,
  ANNOTATIONS_MAX,
  INK_MAX_POINTS,
  INK_MAX_POINTS_PER_RESUME,
  STAMP_MAX_SIDE,
  STAMPS_MAX,
  type Annotation,
} from '../../shared/annotations.js';
import type { ApplicationDetail } from '../../shared/application-details.js';
import { applications, files, resumeAnnotations } from '../db/schema.js';
import { makeCandidate, makeCompany, type TestAccount } from '../test/factories.js';
import { fileStoreFor } from '../files/configured-store.js';
import { insertLargestAnnotations, longestStroke, pngOf } from '../test/factories-annotations.js';
import { makeApplication, userIdOf } from '../test/factories-applications.js';
import { makePosting } from '../test/factories-postings.js';
import { createTestApp } from '../test/harness.js';
import { dataUrl, samplePdf } from '../test/pdf.js';
import { ONE_PIXEL_GIF, ONE_PIXEL_PNG } from '../test/pictures.js';
import { urlOf } from '../test/routes.js';
import { annotationEndpoints } from '../../shared/annotations-endpoints.js';
import { candidateApplicationEndpoints } from '../../shared/applications-endpoints.js';
import { fileEndpoints } from '../../shared/files-endpoints.js';

const { app, database, config } = await createTestApp();
const { db } = database;

const HOSTILE_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)"><script>fetch("/api/x")</script></svg>',
);
const ANNOTATIONS = urlOf(annotationEndpoints.list);

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
    const kept = PNG.sync.read(Buffer.from(data[2]!.image!.replace('data:image/png;base64,', ''), 'base64'));
    expect(kept.data).toEqual(PNG.sync.read(ONE_PIXEL_PNG).data);
  });

  it('another company can neither read, add nor remove them, and a candidate is refused every call', async () => {
    const { company, other, candidate, id } = await setup();
    const mark = (await call('POST', ANNOTATIONS, company.token, ink(id))).json<{ data: Annotation }>().data;

    expect((await listOf(other.token, id)).statusCode).toBe(404);
    expect((await call('POST', ANNOTATIONS, other.token, ink(id))).statusCode).toBe(404);
    expect((await call('DELETE', `${ANNOTATIONS}?id=${mark.id}`, other.token)).statusCode).toBe(404);
    const flattened = await call(
      'GET',
      urlOf(annotationEndpoints.annotatedResume, { query: { application_id: id } }),
      other.token,
    );
    expect(flattened.statusCode).toBe(404);

    expect((await listOf(candidate.token, id)).statusCode).toBe(403);
    expect((await call('POST', ANNOTATIONS, candidate.token, ink(id))).statusCode).toBe(403);
    expect((await call('DELETE', `${ANNOTATIONS}?id=${mark.id}`, candidate.token)).statusCode).toBe(403);
    expect(
      (
        await call(
          'GET',
          urlOf(annotationEndpoints.annotatedResume, { query: { application_id: id } }),
          candidate.token,
        )
      ).statusCode,
    ).toBe(403);

    expect((await listOf(company.token, id)).json<{ data: Annotation[] }>().data).toHaveLength(1);
  });

  it('never reach the candidate: the application and its resume are the untouched original', async () => {
    const { company, candidate, id } = await setup();
    await call('POST', ANNOTATIONS, company.token, ink(id));
    await call('POST', ANNOTATIONS, company.token, stamp(id, dataUrl(ONE_PIXEL_PNG, 'image/png')));
    const response = await call(
      'GET',
      urlOf(candidateApplicationEndpoints.listOwn, { query: { application_id: id } }),
      candidate.token,
    );
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

  // Drawing starts a process of its own, from the TypeScript sources here.
  it('are flattened into a valid PDF on request: the ink and the stamp drawn into the page, the original kept', async () => {
    const { company, id } = await setup();
    await call('POST', ANNOTATIONS, company.token, ink(id, { color: '#ff0000', thickness: 3 }));
    await call('POST', ANNOTATIONS, company.token, stamp(id, dataUrl(ONE_PIXEL_PNG, 'image/png'), { page_index: 1 }));
    const response = await call(
      'GET',
      urlOf(annotationEndpoints.annotatedResume, { query: { application_id: id } }),
      company.token,
    );
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
    const original = await call(
      'GET',
      urlOf(fileEndpoints.file, { params: { id: application!.resumeFileId! } }),
      company.token,
    );
    expect(original.rawPayload.equals(samplePdf())).toBe(true);
  }, 60_000);
});

/** A PNG whose header declares `width` x `height` pixels around a few bytes of image data, as a hostile upload is. */
function declaredPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(width * 4 + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Marks made straight in the database, as many as a test needs; stamps without an image. */
async function insertMarks(
  applicationId: string,
  authorEmail: string,
  count: number,
  kind: 'ink' | 'stamp',
  paths: [number, number][][] = [[[0, 0]]],
) {
  const authorId = await userIdOf(db, authorEmail);
  const rect: [number, number, number, number] = [0, 0, 10, 10];
  const mark = {
    applicationId,
    authorId,
    kind,
    pageIndex: 0,
    rect,
    ...(kind === 'ink' ? { paths } : { altText: 'Seen' }),
  };
  await db.insert(resumeAnnotations).values(Array.from({ length: count }, () => mark));
}

const download = (token: string, applicationId: string) =>
  call('GET', urlOf(annotationEndpoints.annotatedResume, { query: { application_id: applicationId } }), token);

describe('what one resume may hold', () => {
  it('an ink annotation holds at most 2,000 points over all its strokes', async () => {
    const { company, id } = await setup();
    const stroke = longestStroke();
    const refused = await call('POST', ANNOTATIONS, company.token, ink(id, { paths: [stroke, stroke.slice(0, 1)] }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: ANNOTATION_MESSAGES.inkTooLong,
      fields: { paths: ANNOTATION_MESSAGES.inkTooLong },
    });
    const split = [stroke.slice(0, INK_MAX_POINTS / 2), stroke.slice(INK_MAX_POINTS / 2)];
    expect((await call('POST', ANNOTATIONS, company.token, ink(id, { paths: split }))).statusCode).toBe(201);
    const listed = (await listOf(company.token, id)).json<{ data: Annotation[] }>().data;
    expect(listed.map((annotation) => annotation.paths!.flat().length)).toEqual([INK_MAX_POINTS]);
  });

  it('a resume holds at most 200 annotations, even when reviewers add the last ones at once, 10 stamps and 50,000 points of ink', async () => {
    const { company, id } = await setup();
    await insertMarks(id, company.email, ANNOTATIONS_MAX - 2, 'ink');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', ANNOTATIONS, company.token, ink(id))),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 409, 409, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().error).toBe(
      ANNOTATION_MESSAGES.tooManyAnnotations,
    );
    expect((await listOf(company.token, id)).json<{ data: Annotation[] }>().data).toHaveLength(ANNOTATIONS_MAX);

    const other = await setup();
    await insertMarks(other.id, other.company.email, STAMPS_MAX, 'stamp');
    const eleventh = await call(
      'POST',
      ANNOTATIONS,
      other.company.token,
      stamp(other.id, dataUrl(ONE_PIXEL_PNG, 'image/png')),
    );
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().error).toBe(ANNOTATION_MESSAGES.tooManyStamps);
    expect((await call('POST', ANNOTATIONS, other.company.token, ink(other.id))).statusCode).toBe(201);

    const inked = await setup();
    const longest = INK_MAX_POINTS_PER_RESUME / INK_MAX_POINTS;
    await insertMarks(inked.id, inked.company.email, longest, 'ink', [longestStroke()]);
    const beyond = await call('POST', ANNOTATIONS, inked.company.token, ink(inked.id));
    expect(beyond.statusCode).toBe(409);
    expect(beyond.json().error).toBe(ANNOTATION_MESSAGES.inkFull);
  });

  it('refuses a stamp whose PNG header declares more pixels than a stamp may have, without decoding it', async () => {
    const { company, id } = await setup();
    for (const [width, height] of [
      [16_000, 16_000],
      [5_000, 10],
      [2_100, 2_100],
    ] as const) {
      const refused = await call(
        'POST',
        ANNOTATIONS,
        company.token,
        stamp(id, dataUrl(declaredPng(width, height), 'image/png')),
      );
      expect(refused.statusCode, `${width} x ${height}`).toBe(400);
      expect(refused.json().error).toBe(ANNOTATION_MESSAGES.stampTooManyPixels);
    }
    expect((await listOf(company.token, id)).json<{ data: Annotation[] }>().data).toEqual([]);
  });

  it('keeps a stamp re-encoded within 1,024 pixels a side, its colours and transparency kept', async () => {
    const { company, id } = await setup();
    const wide = pngOf(2_048, 512, (x) => (x < 1_024 ? [200, 0, 0, 255] : [0, 0, 0, 0]));
    const placed = await call('POST', ANNOTATIONS, company.token, stamp(id, dataUrl(wide, 'image/png')));
    expect(placed.statusCode, placed.body).toBe(201);
    const [listed] = (await listOf(company.token, id)).json<{ data: Annotation[] }>().data;
    const kept = PNG.sync.read(Buffer.from(listed!.image!.replace('data:image/png;base64,', ''), 'base64'));
    expect([kept.width, kept.height]).toEqual([STAMP_MAX_SIDE, STAMP_MAX_SIDE / 4]);
    expect([...kept.data.subarray(0, 4)]).toEqual([200, 0, 0, 255]);
    expect(kept.data[(STAMP_MAX_SIDE - 1) * 4 + 3]).toBe(0);
  });

  it('draws the largest allowed annotations off the request thread: other requests are answered meanwhile, a fourth download at once is asked to come back, and each download is a PDF with every mark', async () => {
    const { company, id } = await setup();
    await insertLargestAnnotations(db, fileStoreFor(config), id, await userIdOf(db, company.email));
    const answered: string[] = [];
    const downloads = Array.from({ length: 4 }, (_, index) =>
      download(company.token, id).then((response) => {
        answered.push(`download ${index}: ${response.statusCode}`);
        return response;
      }),
    );
    const refused = await Promise.race(downloads);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json().error).toBe(ANNOTATION_MESSAGES.drawingBusy);

    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    // Only the refusal has answered: the drawing that was under way when the health request came is still going on.
    expect(answered).toHaveLength(1);

    const drawn = (await Promise.all(downloads)).filter((response) => response.statusCode !== 503);
    expect(drawn.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    const pdf = await PDFDocument.load(drawn[0]!.rawPayload);
    const content = contentOf(pdf.getPages()[0]!);
    expect(content.match(/ m\n/g)).toHaveLength(ANNOTATIONS_MAX - STAMPS_MAX);
    expect(content.match(/ Do Q/g)).toHaveLength(STAMPS_MAX);
  }, 180_000);
});
