import { sql } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { fileStoreFor } from '../files/configured-store.js';
import { makeCandidate, makeCompany } from '../test/factories.js';
import { makeApplication } from '../test/factories-applications.js';
import { makePosting } from '../test/factories-postings.js';
import { createTestApp } from '../test/harness.js';
import { dataUrl } from '../test/pdf.js';
import { ONE_PIXEL_PNG } from '../test/pictures.js';
import { runQueued } from '../test/tasks.js';
import { startTasks, type TaskWork } from '../tasks/queue.js';
import { resumeTextBackfillWork, resumeTextWork } from './tasks.js';
import { requestOf } from '../test/routes.js';
import { erasureEndpoints } from '../../shared/erasure-endpoints.js';

const { app, database, config } = await createTestApp();
const { db } = database;
const warnings: unknown[] = [];
const options = {
  db,
  store: fileStoreFor(config),
  log: { warn: (obj: unknown, message: string) => warnings.push({ obj, message }) },
};

// A process has started once, as the server does before it takes any call: the queues are there to take tasks.
await (
  await startTasks({
    pool: database.pool,
    work: [resumeTextWork(options) as TaskWork<object>, resumeTextBackfillWork(options)],
    log: { error() {} },
  })
).stop();

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

async function pdfSaying(lines: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage();
  lines.forEach((line, index) => page.drawText(line, { x: 72, y: 700 - index * 20, size: 12, font }));
  return Buffer.from(await pdf.save());
}

/** What a scanner makes: a page that is a picture, with no text layer. */
async function scannedPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const picture = await pdf.embedPng(ONE_PIXEL_PNG);
  pdf.addPage().drawImage(picture, { x: 0, y: 0, width: 612, height: 792 });
  return Buffer.from(await pdf.save());
}

async function docxSaying(paragraph: string): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  const add = (path: string, text: string) => zip.addBuffer(Buffer.from(text), path);
  add(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  add(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  add(
    'word/document.xml',
    '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      `<w:body><w:p><w:r><w:t>${paragraph}</w:t></w:r></w:p></w:body></w:document>`,
  );
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function applyWith(resume: string, company?: Awaited<ReturnType<typeof makeCompany>>) {
  const admin = company ?? (await makeCompany(app));
  const posting = await makePosting(app, admin.token);
  const candidate = await makeCandidate(app);
  const applicationId = await makeApplication(app, candidate.token, posting, { email: candidate.email, resume });
  return { admin, applicationId };
}

/** Runs the queued tasks of one type, and those they queue, as the task queue would once each has committed. */
async function resumeText(applicationId: string) {
  const { rows } = await db.execute(
    sql`SELECT status, text, company_id FROM resume_texts WHERE application_id = ${applicationId}`,
  );
  return rows[0] as { status: string; text: string; company_id: string } | undefined;
}

describe('reading resumes on the task queue', () => {
  it('keeps the words of a PDF resume, searchable, after the application is stored and not before', async () => {
    const { applicationId } = await applyWith(dataUrl(await pdfSaying(['Rustacean from Toronto', 'Kubernetes'])));
    expect(await resumeText(applicationId)).toBeUndefined();

    await runQueued(db, resumeTextWork(options));

    expect(await resumeText(applicationId)).toMatchObject({ status: 'extracted' });
    expect((await resumeText(applicationId))!.text).toContain('Rustacean from Toronto');
    const { rows } = await db.execute(
      sql`SELECT application_id FROM resume_texts WHERE searchable @@ plainto_tsquery('simple', 'kubernetes')`,
    );
    expect(rows).toContainEqual({ application_id: applicationId });
  });

  it('keeps the words of a DOCX resume', async () => {
    const { applicationId } = await applyWith(dataUrl(await docxSaying('Compiler engineer in Lisbon'), DOCX_TYPE));
    await runQueued(db, resumeTextWork(options));
    expect(await resumeText(applicationId)).toMatchObject({ status: 'extracted', text: 'Compiler engineer in Lisbon' });
  });

  it('marks a scanned PDF as having no text, without a warning', async () => {
    warnings.length = 0;
    const { applicationId } = await applyWith(dataUrl(await scannedPdf()));
    await runQueued(db, resumeTextWork(options));
    expect(await resumeText(applicationId)).toMatchObject({ status: 'no_text', text: '' });
    expect(warnings).toEqual([]);
  });

  it('marks a corrupt file as failed once, logging no word of it', async () => {
    warnings.length = 0;
    const corrupt = Buffer.from('%PDF-1.7\nConfidential Quillfeather broken bytes', 'latin1');
    const { applicationId } = await applyWith(dataUrl(corrupt));
    await runQueued(db, resumeTextWork(options));
    expect(await resumeText(applicationId)).toMatchObject({ status: 'failed', text: '' });
    expect(warnings).toHaveLength(1);
    expect(JSON.stringify(warnings)).not.toContain('Quillfeather');
    const { rows } = await db.execute(sql`SELECT 1 FROM pgboss.job WHERE name = 'resume-text'`);
    expect(rows).toEqual([]);
  });

  it("keeps each company's resume text with that company's application", async () => {
    const first = await applyWith(dataUrl(await pdfSaying(['First company applicant'])));
    const second = await applyWith(dataUrl(await pdfSaying(['Second company applicant'])));
    await runQueued(db, resumeTextWork(options));
    const { rows } = await db.execute(sql`
      SELECT r.application_id FROM resume_texts r JOIN applications a ON a.id = r.application_id
      WHERE r.company_id <> a.company_id`);
    expect(rows).toEqual([]);
    expect((await resumeText(first.applicationId))!.company_id).not.toBe(
      (await resumeText(second.applicationId))!.company_id,
    );
  });

  it('reads resumes stored before their text was kept, in batches that a restart resumes', async () => {
    const admin = await makeCompany(app);
    const ids = [];
    for (const word of ['Alpha', 'Bravo', 'Charlie'])
      ids.push((await applyWith(dataUrl(await pdfSaying([`Backfill ${word}`])), admin)).applicationId);
    // As if stored before: no text and no task for them, nor for anything else.
    await db.execute(sql`DELETE FROM resume_texts`);
    await db.execute(sql`DELETE FROM pgboss.job WHERE name LIKE 'resume-text%'`);
    const backfill = resumeTextBackfillWork({ ...options, batch: 2 });

    await backfill.start();
    const { rows: first } = await db.execute(sql`SELECT id FROM pgboss.job WHERE name = ${backfill.type.name}`);
    expect(first).toHaveLength(1);
    await backfill.run({});
    // The process stops here: the next batch's task is lost with it.
    await db.execute(sql`DELETE FROM pgboss.job WHERE name = ${backfill.type.name}`);
    const { rows: done } = await db.execute(sql`SELECT count(*)::int AS count FROM resume_texts`);
    expect(done).toEqual([{ count: 2 }]);

    await backfill.start();
    await runQueued(db, resumeTextBackfillWork({ ...options, batch: 2 }));

    for (const id of ids) expect(await resumeText(id)).toMatchObject({ status: 'extracted' });
    await backfill.start();
    const { rows: after } = await db.execute(sql`SELECT id FROM pgboss.job WHERE name = ${backfill.type.name}`);
    expect(after).toEqual([]);
  });

  it("erases an application's resume text with it", async () => {
    const { admin, applicationId } = await applyWith(dataUrl(await pdfSaying(['Zorblax Vantablack'])));
    await runQueued(db, resumeTextWork(options));
    expect(await resumeText(applicationId)).toMatchObject({ status: 'extracted' });

    const response = await app.inject({
      ...requestOf(erasureEndpoints.eraseCandidate, { params: { id: applicationId } }),
      headers: { authorization: admin.token },
    });

    expect(response.statusCode).toBeLessThan(300);
    expect(await resumeText(applicationId)).toBeUndefined();
    const { rows } = await db.execute(sql`SELECT 1 FROM resume_texts WHERE text ILIKE '%Zorblax%'`);
    expect(rows).toEqual([]);
  });
});
