import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, describe, expect, it } from 'vitest';
import { type ApplicationDetail } from '../../shared/application-details.js';
import { APPLICATION_MESSAGES } from '../../shared/applications.js';
import { applicationEndpoints, candidateApplicationEndpoints } from '../../shared/applications-endpoints.js';
import { erasureEndpoints } from '../../shared/erasure-endpoints.js';
import { pipelineEndpoints } from '../../shared/pipeline-endpoints.js';
import type { StagesAnswer } from '../../shared/pipeline.js';
import type { EmailTemplate } from '../../shared/templates.js';
import { templateEndpoints } from '../../shared/templates-endpoints.js';
import { OFFER_TEMPLATE_MESSAGES, type OfferTemplate } from '../../shared/offer-templates.js';
import { offerTemplateEndpoints } from '../../shared/offer-templates-endpoints.js';
import { files, offerSignatures } from '../db/schema.js';
import { fileStoreFor } from '../files/configured-store.js';
import { erasedFilesWork } from '../privacy/erasure.js';
import { startTasks } from '../tasks/queue.js';
import { makeApplication } from '../test/factories-applications.js';
import { withoutUndoWindow } from '../test/factories-pipeline.js';
import { makePosting } from '../test/factories-postings.js';
import { addMember, confirmCompany } from '../test/factories-team.js';
import { makeCandidate, makeCompany, type TestAccount } from '../test/factories.js';
import { createTestApp } from '../test/harness.js';
import { samplePdf } from '../test/pdf.js';
import { requestOf } from '../test/routes.js';
import { deliverDueMail, startTestSmtpServer } from '../test/smtp.js';

const { app, database, config } = await createTestApp();
const { db } = database;
const smtp = await startTestSmtpServer();
afterAll(() => smtp.close());
const work = erasedFilesWork({ store: fileStoreFor(config), dataDir: config.dataDir });
await (await startTasks({ pool: database.pool, work: [work], log: console })).stop();

const LETTER = `Dear {{candidate_name}},

We are delighted to offer you the role of {{job_title}} at {{company_name}}, starting on {{start_date}}, with a salary of {{salary}} a year.

Yours sincerely,
{{signatory}}`;

type Endpoint = Parameters<typeof requestOf>[0];
/** A call of `endpoint` as `token`'s caller, with its path's values, query and body. */
function call(
  token: string,
  endpoint: Endpoint,
  options: { params?: Record<string, string>; query?: Record<string, string>; payload?: object } = {},
) {
  const { payload, ...rest } = options;
  return app.inject({
    ...requestOf(endpoint, rest as never),
    headers: { authorization: token },
    ...(payload && { payload }),
  });
}

/** The words of every page of a PDF, a page a string, as a reader's text layer would give them. */
async function pagesOf(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  await pdf.destroy();
  return pages;
}

async function companyWithTemplate() {
  const admin = await makeCompany(app, { name: 'Acme Robotics' });
  await withoutUndoWindow(app, admin.token);
  const created = await call(admin.token, offerTemplateEndpoints.create, {
    payload: { name: 'Standard', body: LETTER },
  });
  expect(created.statusCode, created.body).toBe(201);
  const template = created.json<{ data: OfferTemplate }>().data;
  const candidate = await makeCandidate(app);
  const posting = await makePosting(app, admin.token, { title: 'Backend Engineer' });
  const applicationId = await makeApplication(app, candidate.token, posting);
  return { admin, candidate, template, applicationId };
}

const letterInput = (applicationId: string) => ({
  application_id: applicationId,
  salary: '£62,000',
  start_date: '2027-03-01',
  signatory: 'Grace Hopper, Head of Engineering',
});

const detailFor = async (token: string, applicationId: string, candidate = false) => {
  const answer = candidate
    ? await call(token, candidateApplicationEndpoints.listOwn, { query: { application_id: applicationId } })
    : await call(token, applicationEndpoints.list, { query: { application_id: applicationId } });
  const data = answer.json<{ data: ApplicationDetail | ApplicationDetail[] }>().data;
  return Array.isArray(data) ? data[0]! : data;
};

const download = async (token: string, url: string) => {
  const answer = await app.inject({ method: 'GET', url, headers: { authorization: token } });
  return { status: answer.statusCode, bytes: answer.rawPayload };
};

/** Writes the offer from the template and sends it as the status change's offer, as the web app does. */
async function sendOffer(admin: TestAccount, templateId: string, applicationId: string) {
  const letter = await call(admin.token, offerTemplateEndpoints.letter, {
    params: { id: templateId },
    payload: letterInput(applicationId),
  });
  expect(letter.statusCode, letter.body).toBe(200);
  const sent = await call(admin.token, applicationEndpoints.changeStatus, {
    payload: { id: applicationId, status: 'Offer Sent', offer: letter.rawPayload.toString('base64') },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return letter.rawPayload;
}

describe('offer templates', () => {
  it('are kept by Admins, read by those who send offers, and refused to everyone else', async () => {
    const admin = await makeCompany(app);
    await confirmCompany(app, db, admin);
    const recruiter = await addMember(app, db, admin.token, 'recruiter');
    const interviewer = await addMember(app, db, admin.token, 'interviewer');
    const created = await call(admin.token, offerTemplateEndpoints.create, {
      payload: { name: 'Standard', body: LETTER },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ data: OfferTemplate }>().data;

    const listed = await call(recruiter.token, offerTemplateEndpoints.list);
    expect(listed.json<{ data: OfferTemplate[] }>().data).toEqual([expect.objectContaining({ id, name: 'Standard' })]);
    const byRecruiter = await call(recruiter.token, offerTemplateEndpoints.update, {
      params: { id },
      payload: { name: 'Mine', body: 'x' },
    });
    expect(byRecruiter.statusCode).toBe(403);
    expect((await call(interviewer.token, offerTemplateEndpoints.list)).statusCode).toBe(403);

    const renamed = await call(admin.token, offerTemplateEndpoints.update, {
      params: { id },
      payload: { name: 'Senior', body: LETTER },
    });
    expect(renamed.json<{ data: OfferTemplate }>().data.name).toBe('Senior');
    const other = await makeCompany(app);
    expect(
      (await call(other.token, offerTemplateEndpoints.remove, { params: { id } })).statusCode,
      "another company's template is not there",
    ).toBe(404);
    expect((await call(admin.token, offerTemplateEndpoints.remove, { params: { id } })).statusCode).toBe(200);
    expect((await call(admin.token, offerTemplateEndpoints.list)).json<{ data: OfferTemplate[] }>().data).toEqual([]);
  });

  it('refuses an unknown merge field, naming it and the fields there are, and stores nothing', async () => {
    const admin = await makeCompany(app);
    const refused = await call(admin.token, offerTemplateEndpoints.create, {
      payload: { name: 'Typo', body: 'Dear {{candidate_name}}, your bonus is {{bonus}}.' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: string }>().error).toBe(OFFER_TEMPLATE_MESSAGES.unknownFields(['bonus']));
    expect(refused.json<{ error: string }>().error).toContain('{{salary}}');
    expect((await call(admin.token, offerTemplateEndpoints.list)).json<{ data: OfferTemplate[] }>().data).toEqual([]);
    const control = await call(admin.token, offerTemplateEndpoints.create, {
      payload: { name: 'Bad', body: 'Dear\u0000 you' },
    });
    expect(control.statusCode).toBe(400);
  });
});

describe('an offer written from a template', () => {
  it('is a PDF whose text holds the merged values, wrapped within the page', async () => {
    const { admin, template, applicationId } = await companyWithTemplate();
    const answer = await call(admin.token, offerTemplateEndpoints.letter, {
      params: { id: template.id },
      payload: letterInput(applicationId),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    const text = (await pagesOf(answer.rawPayload)).join('\n');
    for (const value of [
      'Acme Robotics',
      'Dear Ada Lovelace,',
      'starting on 1 March 2027,',
      'Backend Engineer',
      '1 March 2027',
      '£62,000',
      'Grace Hopper, Head of Engineering',
    ])
      expect(text).toContain(value);
    expect(text).not.toContain('{{');

    const missing = await call(admin.token, offerTemplateEndpoints.letter, {
      params: { id: template.id },
      payload: { ...letterInput(applicationId), salary: '  ' },
    });
    expect(missing.statusCode).toBe(400);
    const elsewhere = await makeCompany(app);
    const notTheirs = await call(elsewhere.token, offerTemplateEndpoints.letter, {
      params: { id: template.id },
      payload: letterInput(applicationId),
    });
    expect(notTheirs.statusCode).toBe(404);
  });

  it('goes out through the status change, with an e-mail linking to the page where the candidate answers it', async () => {
    const { admin, candidate, template, applicationId } = await companyWithTemplate();
    const letter = await sendOffer(admin, template.id, applicationId);
    const detail = await detailFor(candidate.token, applicationId, true);
    expect(detail.status).toBe('Offer Sent');
    const offer = await download(candidate.token, detail.offer_url!);
    expect(offer.status).toBe(200);
    expect(Buffer.compare(offer.bytes, letter)).toBe(0);

    await deliverDueMail(db, config, smtp.url);
    const raw = smtp.received
      .filter((each) => each.to.includes(candidate.email))
      .map((each) => each.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='))
      .find((each) => each.includes('Offer Sent'))!;
    const link = `${config.appUrl}/application/${applicationId}`;
    expect(raw).toContain(`href="${link}"`);
    expect(raw).not.toContain('in Openhire');
  });

  it("ends the company's own offer e-mail with the same link", async () => {
    const { admin, candidate, template, applicationId } = await companyWithTemplate();
    const emailTemplates = (await call(admin.token, templateEndpoints.list)).json<{ data: EmailTemplate[] }>().data;
    const offerEmail = emailTemplates.find((each) => each.name === 'Offer')!;
    const { data: stages } = (await call(admin.token, pipelineEndpoints.stages)).json<StagesAnswer>();
    await call(admin.token, pipelineEndpoints.saveStages, {
      payload: {
        stages: stages.map((stage) =>
          stage.phase === 'Offer Sent' ? { ...stage, email_template_id: offerEmail.id } : stage,
        ),
      },
    });
    await sendOffer(admin, template.id, applicationId);
    await deliverDueMail(db, config, smtp.url);
    const raw = smtp.received
      .filter((each) => each.to.includes(candidate.email))
      .map((each) => each.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='))
      .find((each) => each.includes('delighted to offer you'))!;
    expect(raw).toContain('linked below');
    expect(raw).toContain(`href="${config.appUrl}/application/${applicationId}"`);
  });
});

describe('accepting an offer', () => {
  it('needs the typed name', async () => {
    const { admin, candidate, template, applicationId } = await companyWithTemplate();
    await sendOffer(admin, template.id, applicationId);
    const unnamed = await call(candidate.token, candidateApplicationEndpoints.answerOffer, {
      params: { id: applicationId },
      payload: { answer: 'accept', full_name: '' },
    });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json<{ error: string }>().error).toContain(APPLICATION_MESSAGES.fullNameRequired);
    expect((await detailFor(candidate.token, applicationId, true)).signed_offer_url).toBeNull();
  });

  it('keeps a signed copy with one more page, naming the signer, the time and the hash of the offer as sent', async () => {
    const { admin, candidate, template, applicationId } = await companyWithTemplate();
    const original = await sendOffer(admin, template.id, applicationId);
    const before = Date.now();
    const accepted = await call(candidate.token, candidateApplicationEndpoints.answerOffer, {
      params: { id: applicationId },
      payload: { answer: 'accept', full_name: 'ada  LOVELACE', time_zone: 'Europe/Berlin' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);

    const seen = await detailFor(candidate.token, applicationId, true);
    const team = await detailFor(admin.token, applicationId);
    expect(seen.signed_offer_url).not.toBeNull();
    expect(team.signed_offer_url).toBe(seen.signed_offer_url);
    const signed = await download(candidate.token, seen.signed_offer_url!);
    expect(signed.status).toBe(200);
    expect((await download(admin.token, team.signed_offer_url!)).status).toBe(200);
    expect((await download((await makeCandidate(app)).token, seen.signed_offer_url!)).status).toBe(404);

    const originalPages = await pagesOf(original);
    const signedPages = await pagesOf(signed.bytes);
    expect(signedPages).toHaveLength(originalPages.length + 1);
    expect(signedPages.slice(0, -1)).toEqual(originalPages);
    const last = signedPages.at(-1)!;
    expect(last).toContain('ada  LOVELACE'.replace(/\s+/g, ' '));
    const [utc] = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z/.exec(last) ?? [];
    expect(new Date(utc!).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(utc!).getTime()).toBeLessThanOrEqual(Date.now());
    expect(last).toMatch(/GMT\+1|CET/);
    expect(last).toContain(createHash('sha256').update(original).digest('hex'));

    // The offer itself is unchanged.
    const offer = await download(candidate.token, seen.offer_url!);
    expect(Buffer.compare(offer.bytes, original)).toBe(0);
  });

  it('adds the page to an uploaded offer as well, after its own pages', async () => {
    const { admin, candidate, applicationId } = await companyWithTemplate();
    const sent = await call(admin.token, applicationEndpoints.changeStatus, {
      payload: { id: applicationId, status: 'Offer Sent', offer: samplePdf(2, 'Offer').toString('base64') },
    });
    expect(sent.statusCode).toBe(200);
    await call(candidate.token, candidateApplicationEndpoints.answerOffer, {
      params: { id: applicationId },
      payload: { answer: 'accept', full_name: 'Ada Lovelace' },
    });
    const seen = await detailFor(candidate.token, applicationId, true);
    const pages = await pagesOf((await download(candidate.token, seen.signed_offer_url!)).bytes);
    expect(pages).toHaveLength(3);
    expect(pages[0]).toContain('Offer page 1');
  });

  it('leaves nothing of the signed copy once the candidate is erased', async () => {
    const { admin, candidate, template, applicationId } = await companyWithTemplate();
    await sendOffer(admin, template.id, applicationId);
    await call(candidate.token, candidateApplicationEndpoints.answerOffer, {
      params: { id: applicationId },
      payload: { answer: 'accept', full_name: 'Ada Lovelace' },
    });
    const [signature] = await db.select().from(offerSignatures).where(eq(offerSignatures.applicationId, applicationId));
    expect(signature).toBeDefined();
    const erased = await call(admin.token, erasureEndpoints.eraseCandidate, { params: { id: applicationId } });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await db.select().from(offerSignatures).where(eq(offerSignatures.applicationId, applicationId))).toEqual([]);
    expect(await db.select().from(files).where(eq(files.id, signature!.signedFileId))).toEqual([]);
    const { rows } = await db.execute(sql`SELECT id, data FROM pgboss.job WHERE name = ${work.type.name}`);
    for (const row of rows as { id: string; data: unknown }[]) {
      await work.run(work.type.payload.parse(row.data));
      await db.execute(sql`DELETE FROM pgboss.job WHERE id = ${row.id}`);
    }
    expect((await download(admin.token, `/api/files/${signature!.signedFileId}`)).status).toBe(404);
  });
});
