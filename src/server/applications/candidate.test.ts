import { eq } from 'drizzle-orm';
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES, type ApplicationListItem } from '../../shared/applications.js';
import { type ApplicationDetail } from '../../shared/application-details.js';
import type { RecentPosting, RecentPostingsList } from '../../shared/recent-postings.js';
import { applications, files, outbox, postings } from '../db/schema.js';
import { makeCandidate, makeCompany } from '../test/factories.js';
import { applicationInput, makeApplication } from '../test/factories-applications.js';
import { makePosting } from '../test/factories-postings.js';
import { createTestApp } from '../test/harness.js';
import { dataUrl, samplePdf } from '../test/pdf.js';
import { urlOf } from '../test/routes.js';
import { applicationEndpoints, candidateApplicationEndpoints } from '../../shared/applications-endpoints.js';
import { postingEndpoints } from '../../shared/postings-endpoints.js';
import { profileEndpoints } from '../../shared/profiles-endpoints.js';

const { app, database, config } = await createTestApp();
const { db } = database;

function call(method: 'GET' | 'POST', url: string, token?: string, payload?: object) {
  return app.inject({ method, url, payload, headers: token ? { authorization: token } : {} });
}

async function storedFileCount(): Promise<number> {
  const root = path.join(config.dataDir, 'files');
  const dirs = await fs.readdir(root).catch(() => []);
  let count = 0;
  for (const dir of dirs) count += (await fs.readdir(path.join(root, dir))).length;
  return count;
}

async function setup() {
  const company = await makeCompany(app);
  const candidate = await makeCandidate(app);
  const posting = await makePosting(app, company.token, { questions: ['Why us?', 'Your greatest project?'] });
  return { company, candidate, posting };
}

describe('applying', () => {
  it('stores the application with its resume, answers 201 and mails a confirmation', async () => {
    const { candidate, posting } = await setup();
    const response = await call(
      'POST',
      urlOf(candidateApplicationEndpoints.apply),
      candidate.token,
      applicationInput(posting, { email: candidate.email }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: 201, application_id: expect.any(String) });

    const [stored] = await db.select().from(applications).where(eq(applications.id, response.json().application_id));
    expect(stored).toMatchObject({
      status: 'Application Submitted',
      firstName: 'Ada',
      bio: 'Mathematician and first programmer.',
    });
    expect(stored?.answers).toEqual([
      { question: 'Why us?', answer: 'My answer to: Why us?' },
      { question: 'Your greatest project?', answer: 'My answer to: Your greatest project?' },
    ]);
    const [resume] = await db.select().from(files).where(eq(files.id, stored!.resumeFileId!));
    expect(resume).toMatchObject({ contentType: 'application/pdf', extension: 'pdf' });
    const mails = await db.select().from(outbox).where(eq(outbox.recipient, candidate.email));
    expect(mails).toHaveLength(1);
    // The company's acknowledgement, from the template its first stage sends.
    expect(mails[0]?.subject).toBe('We have your application for Backend Engineer');
  });

  it('accepts the bio as bio and the graduation year as a string of digits', async () => {
    const { candidate, posting } = await setup();
    const input = applicationInput(posting, { short_bio: undefined, bio: 'Via bio' });
    input.legal_questions = {
      ...input.legal_questions,
      graduation_year: String(new Date().getFullYear() + 10) as unknown as number,
    };
    const id = await makeApplication(app, candidate.token, posting, input);
    const [stored] = await db.select().from(applications).where(eq(applications.id, id));
    expect(stored?.bio).toBe('Via bio');
  });

  it("mails the confirmation only to the account's address, whatever e-mail the body names", async () => {
    const { candidate, posting } = await setup();
    const id = await makeApplication(app, candidate.token, posting, { email: 'someone-else@example.test' });
    const [stored] = await db.select().from(applications).where(eq(applications.id, id));
    expect(stored?.email).toBe(candidate.email);
    const mails = await db.select().from(outbox).where(eq(outbox.applicationId, id));
    expect(mails.map((mail) => mail.recipient)).toEqual([candidate.email]);
    expect(await db.select().from(outbox).where(eq(outbox.recipient, 'someone-else@example.test'))).toHaveLength(0);
    const [own] = (
      await call(
        'GET',
        urlOf(candidateApplicationEndpoints.listOwn, { query: { application_id: id } }),
        candidate.token,
      )
    ).json().data as ApplicationDetail[];
    expect(own?.email).toBe(candidate.email);
  });

  it('takes an application whose e-mail is not an address, as the original client sends it', async () => {
    const { candidate, posting } = await setup();
    const response = await call(
      'POST',
      urlOf(candidateApplicationEndpoints.apply),
      candidate.token,
      applicationInput(posting, { email: 'email' }),
    );
    expect(response.statusCode, response.body).toBe(201);
  });

  it('answers the graduation year as it was sent, to the candidate and to the recruiter', async () => {
    const { company, posting } = await setup();
    const year = new Date().getFullYear() + 1;
    for (const sent of [String(year), year]) {
      const candidate = await makeCandidate(app);
      const input = applicationInput(posting);
      const id = await makeApplication(app, candidate.token, posting, {
        legal_questions: { ...input.legal_questions, graduation_year: sent },
      });
      const [own] = (
        await call(
          'GET',
          urlOf(candidateApplicationEndpoints.listOwn, { query: { application_id: id } }),
          candidate.token,
        )
      ).json().data as ApplicationDetail[];
      expect(own?.legal_questions.graduation_year).toBe(sent);
      const detail = (
        await call('GET', urlOf(applicationEndpoints.list, { query: { application_id: id } }), company.token)
      ).json().data as ApplicationDetail;
      expect(detail.legal_questions.graduation_year).toBe(sent);
    }
  });

  it('refuses a second application to the same posting, even when both are sent at once', async () => {
    const { candidate, posting } = await setup();
    const payload = applicationInput(posting);
    const results = await Promise.all(
      [1, 2, 3].map(() => call('POST', urlOf(candidateApplicationEndpoints.apply), candidate.token, payload)),
    );
    expect(results.map((result) => result.statusCode).sort()).toEqual([201, 409, 409]);
    expect(results.find((result) => result.statusCode === 409)?.json().error).toBe(APPLICATION_MESSAGES.duplicate);
    expect(await db.select().from(applications).where(eq(applications.postingId, posting.id))).toHaveLength(1);
    expect(
      await db
        .select()
        .from(files)
        .where(
          eq(
            files.ownerId,
            (await db.select().from(applications).where(eq(applications.postingId, posting.id)))[0]!.candidateId,
          ),
        ),
    ).toHaveLength(1);
  });

  it('refuses a resume that claims to be a PDF but is not, and stores nothing', async () => {
    const { candidate, posting } = await setup();
    const before = await storedFileCount();
    const fake = dataUrl(Buffer.from('<html><script>alert(1)</script></html>'), 'application/pdf');
    const response = await call(
      'POST',
      urlOf(candidateApplicationEndpoints.apply),
      candidate.token,
      applicationInput(posting, { resume: fake }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(APPLICATION_MESSAGES.resumeType);
    const png = dataUrl(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 'application/pdf');
    expect(
      (
        await call(
          'POST',
          urlOf(candidateApplicationEndpoints.apply),
          candidate.token,
          applicationInput(posting, { resume: png }),
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call(
          'POST',
          urlOf(candidateApplicationEndpoints.apply),
          candidate.token,
          applicationInput(posting, { resume: 'data:application/pdf,notbase64' }),
        )
      ).statusCode,
    ).toBe(400);
    expect(await db.select().from(applications).where(eq(applications.postingId, posting.id))).toHaveLength(0);
    expect(await storedFileCount()).toBe(before);
  });

  it('refuses a resume over 10 MB', async () => {
    const { candidate, posting } = await setup();
    const big = Buffer.concat([samplePdf(), Buffer.alloc(10 * 1024 * 1024)]);
    const response = await call(
      'POST',
      urlOf(candidateApplicationEndpoints.apply),
      candidate.token,
      applicationInput(posting, { resume: dataUrl(big) }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe(APPLICATION_MESSAGES.resumeTooLarge);
  });

  it('requires every personal field, every legal answer and an answer to every question', async () => {
    const { candidate, posting } = await setup();
    const { fillAll, graduationYear, unansweredQuestion } = APPLICATION_MESSAGES;
    const legal = applicationInput(posting).legal_questions;
    const cases: [Record<string, unknown>, string][] = [
      [{ first_name: '' }, fillAll],
      [{ phone: undefined }, fillAll],
      [{ postal_code: '   ' }, fillAll],
      [{ legal_questions: { ...legal, race: 'Martian' } }, fillAll],
      [{ legal_questions: { ...legal, graduation_year: new Date().getFullYear() - 71 } }, graduationYear],
      [{ legal_questions: { ...legal, graduation_year: new Date().getFullYear() + 11 } }, graduationYear],
      [{ questions: [{ question: 'Why us?', answer: 'Because.' }] }, unansweredQuestion],
      [
        {
          questions: [
            { question: 'Why us?', answer: 'Because.' },
            { question: 'Your greatest project?', answer: '  ' },
          ],
        },
        fillAll,
      ],
      [{ resume: '' }, fillAll],
    ];
    for (const [overrides, message] of cases) {
      const response = await call(
        'POST',
        urlOf(candidateApplicationEndpoints.apply),
        candidate.token,
        applicationInput(posting, overrides),
      );
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().error, JSON.stringify(overrides)).toBe(message);
    }
    expect(await db.select().from(applications).where(eq(applications.postingId, posting.id))).toHaveLength(0);
  });

  it('refuses an inactive, expired or deleted posting', async () => {
    const { company, candidate } = await setup();
    const inactive = await makePosting(app, company.token, { is_active: false });
    expect(
      (await call('POST', urlOf(candidateApplicationEndpoints.apply), candidate.token, applicationInput(inactive)))
        .statusCode,
    ).toBe(410);
    const expired = await makePosting(app, company.token);
    await db
      .update(postings)
      .set({ deadline: new Date(Date.now() - 1) })
      .where(eq(postings.id, expired.id));
    expect(
      (await call('POST', urlOf(candidateApplicationEndpoints.apply), candidate.token, applicationInput(expired)))
        .statusCode,
    ).toBe(410);
    const deleted = await makePosting(app, company.token);
    await db.update(postings).set({ deletedAt: new Date() }).where(eq(postings.id, deleted.id));
    expect(
      (await call('POST', urlOf(candidateApplicationEndpoints.apply), candidate.token, applicationInput(deleted)))
        .statusCode,
    ).toBe(404);
  });

  it('is for candidates only', async () => {
    const { company, posting } = await setup();
    expect(
      (await call('POST', urlOf(candidateApplicationEndpoints.apply), company.token, applicationInput(posting)))
        .statusCode,
    ).toBe(403);
  });
});

describe("a candidate's applications", () => {
  it('lists only their own, newest first, with the posting and company', async () => {
    const { company, candidate, posting } = await setup();
    const other = await makeCandidate(app);
    const second = await makePosting(app, company.token, { title: 'Data Engineer', city: 'Leeds', country: 'UK' });
    await makeApplication(app, candidate.token, posting);
    const newest = await makeApplication(app, candidate.token, second);
    await makeApplication(app, other.token, posting);

    const response = await call('GET', urlOf(candidateApplicationEndpoints.listOwn), candidate.token);
    expect(response.statusCode).toBe(200);
    const items = response.json().data as ApplicationListItem[];
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      application_id: newest,
      job_title: 'Data Engineer',
      company_name: company.name,
      location: 'Leeds, UK',
      status: 'Application Submitted',
    });
  });

  it('answers one application as the first item of a list, with its resume', async () => {
    const { candidate, posting } = await setup();
    const id = await makeApplication(app, candidate.token, posting);
    const response = await call(
      'GET',
      urlOf(candidateApplicationEndpoints.listOwn, { query: { application_id: id } }),
      candidate.token,
    );
    const [detail] = response.json().data as ApplicationDetail[];
    expect(detail).toMatchObject({
      application_id: id,
      job_title: 'Backend Engineer',
      legal_questions: { sex: 'Female' },
      resume_type: 'application/pdf',
    });
    expect(Buffer.from(detail!.resume, 'base64').subarray(0, 5).toString()).toBe('%PDF-');

    const download = await call('GET', detail!.resume_url!, candidate.token);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment/);
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('leaves the base64 resume out for a client that asks for its URL only', async () => {
    const { company, candidate, posting } = await setup();
    const id = await makeApplication(app, candidate.token, posting);
    const [mine] = (
      await call(
        'GET',
        urlOf(candidateApplicationEndpoints.listOwn, { query: { application_id: id, resume: 'url' } }),
        candidate.token,
      )
    ).json().data as ApplicationDetail[];
    const theirs = (
      await call(
        'GET',
        urlOf(applicationEndpoints.list, { query: { application_id: id, resume: 'url' } }),
        company.token,
      )
    ).json().data as ApplicationDetail;
    for (const detail of [mine!, theirs]) {
      expect(detail.resume).toBe('');
      expect(detail.resume_url).toMatch(/^\/api\/files\//);
      expect((await call('GET', detail.resume_url!, candidate.token)).rawPayload.subarray(0, 5).toString()).toBe(
        '%PDF-',
      );
    }
    const unknownForm = await call(
      'GET',
      urlOf(applicationEndpoints.list, { query: { application_id: id, resume: 'pdf' } }),
      company.token,
    );
    expect(unknownForm.statusCode).toBe(400);
  });

  it("answers another candidate's application and resume with 404", async () => {
    const { candidate, posting } = await setup();
    const intruder = await makeCandidate(app);
    const id = await makeApplication(app, candidate.token, posting);
    expect(
      (
        await call(
          'GET',
          urlOf(candidateApplicationEndpoints.listOwn, { query: { application_id: id } }),
          intruder.token,
        )
      ).statusCode,
    ).toBe(404);
    const [detail] = (
      await call(
        'GET',
        urlOf(candidateApplicationEndpoints.listOwn, { query: { application_id: id } }),
        candidate.token,
      )
    ).json().data as ApplicationDetail[];
    expect((await call('GET', detail!.resume_url!, intruder.token)).statusCode).toBe(404);
    expect((await call('GET', detail!.resume_url!)).statusCode).toBe(401);
  });

  it('lets the company that posted the job download the resume, and no other company', async () => {
    const { company, candidate, posting } = await setup();
    const otherCompany = await makeCompany(app);
    const id = await makeApplication(app, candidate.token, posting);
    const [detail] = (
      await call(
        'GET',
        urlOf(candidateApplicationEndpoints.listOwn, { query: { application_id: id } }),
        candidate.token,
      )
    ).json().data as ApplicationDetail[];
    expect((await call('GET', detail!.resume_url!, company.token)).statusCode).toBe(200);
    expect((await call('GET', detail!.resume_url!, otherCompany.token)).statusCode).toBe(404);
  });
});

describe('recent postings', () => {
  it('shows open postings newest first with their counts, and hides closed ones', async () => {
    const { company, candidate, posting } = await setup();
    await makeApplication(app, candidate.token, posting);
    const inactive = await makePosting(app, company.token, { is_active: false });
    const newest = await makePosting(app, company.token, { title: 'Newest' });
    const response = await call('GET', urlOf(postingEndpoints.recentOpen), candidate.token);
    const cards = response.json().data as RecentPosting[];
    expect(cards[0]).toMatchObject({
      posting_id: newest.id,
      job_title: 'Newest',
      location: 'Toronto, Canada',
      company_name: company.name,
    });
    expect(cards.find((card) => card.posting_id === posting.id)).toMatchObject({ num_applicants: 1, applied_today: 1 });
    expect(cards.some((card) => card.posting_id === inactive.id)).toBe(false);
  });

  it('pages, searches and filters in the database, with the total and the cities to filter by', async () => {
    const { company, candidate } = await setup();
    const page = async (query: string) => {
      const response = await call('GET', `${urlOf(postingEndpoints.recentOpen)}?${query}`, candidate.token);
      expect(response.statusCode).toBe(200);
      return response.json() as RecentPostingsList;
    };
    await makePosting(app, company.token, { title: 'Pager Alpha', city: 'Lisbon' });
    await makePosting(app, company.token, { title: 'Pager Beta', city: 'Oslo' });
    await makePosting(app, company.token, { title: 'Pager Gamma 100%', city: 'Lisbon' });

    const first = await page('search=pager&limit=2&page=1');
    expect(first.total).toBe(3);
    expect(first.data.map((card) => card.job_title)).toEqual(['Pager Gamma 100%', 'Pager Beta']);
    expect((await page('search=pager&limit=2&page=2')).data.map((card) => card.job_title)).toEqual(['Pager Alpha']);
    expect(first.locations).toEqual(expect.arrayContaining(['Lisbon', 'Oslo']));

    const lisbon = await page('search=pager&location=Lisbon&limit=10');
    expect(lisbon.data.map((card) => card.job_title)).toEqual(['Pager Gamma 100%', 'Pager Alpha']);
    // The city matches the search too, and a typed % is a character, not a wildcard.
    expect((await page('search=oslo')).data.map((card) => card.job_title)).toEqual(['Pager Beta']);
    expect((await page('search=100%25')).data.map((card) => card.job_title)).toEqual(['Pager Gamma 100%']);

    const tooLarge = await call(
      'GET',
      urlOf(postingEndpoints.recentOpen, { query: { limit: '1000' } }),
      candidate.token,
    );
    expect(tooLarge.statusCode).toBe(400);
  });
});

describe('the candidate profile', () => {
  it('starts from the signup name, saves, and never changes the e-mail', async () => {
    const candidate = await makeCandidate(app, { name: 'Grace Brewster Hopper' });
    const initial = await call('GET', urlOf(profileEndpoints.candidate), candidate.token);
    expect(initial.json().data).toMatchObject({
      first_name: 'Grace',
      last_name: 'Brewster Hopper',
      email: candidate.email,
    });

    const saved = await call('POST', urlOf(profileEndpoints.saveCandidate), candidate.token, {
      first_name: 'Grace',
      last_name: 'Hopper',
      phone: '555 0101',
      country: 'USA',
      address: '1 Navy Way',
      short_bio: 'Admiral. <script>alert(1)</script>',
      city: 'Arlington',
      province: 'Virginia',
      postal_code: '22201',
      email: 'stolen@example.test',
    });
    expect(saved.statusCode).toBe(200);
    const after = (await call('GET', urlOf(profileEndpoints.candidate), candidate.token)).json().data;
    expect(after).toMatchObject({
      last_name: 'Hopper',
      short_bio: 'Admiral. <script>alert(1)</script>',
      email: candidate.email,
    });
  });

  it('answers the bio as short_bio and as bio, and saves it under either name', async () => {
    const candidate = await makeCandidate(app);
    const profile = async () => (await call('GET', urlOf(profileEndpoints.candidate), candidate.token)).json().data;
    const save = async (body: object) => {
      const response = await call('POST', urlOf(profileEndpoints.saveCandidate), candidate.token, {
        first_name: 'Grace',
        last_name: 'Hopper',
        ...body,
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    expect(await profile()).toMatchObject({ short_bio: '', bio: '' });

    await save({ bio: 'Wrote the first compiler.' });
    expect(await profile()).toMatchObject({ short_bio: 'Wrote the first compiler.', bio: 'Wrote the first compiler.' });
    await save({ short_bio: 'Admiral.' });
    expect(await profile()).toMatchObject({ short_bio: 'Admiral.', bio: 'Admiral.' });
  });

  it('keeps the stored bio when a save names it under neither name, and clears it when sent empty', async () => {
    const candidate = await makeCandidate(app);
    const save = (body: object) =>
      call('POST', urlOf(profileEndpoints.saveCandidate), candidate.token, { first_name: 'Grace', ...body });
    const bio = async () =>
      (await call('GET', urlOf(profileEndpoints.candidate), candidate.token)).json().data.short_bio;
    expect((await save({ short_bio: 'Admiral.' })).statusCode).toBe(200);
    expect((await save({ phone: '555 0101' })).statusCode).toBe(200);
    expect(await bio()).toBe('Admiral.');
    expect((await save({ short_bio: '' })).statusCode).toBe(200);
    expect(await bio()).toBe('');
  });

  it('refuses an over-long field and a recruiter', async () => {
    const candidate = await makeCandidate(app);
    const company = await makeCompany(app);
    expect(
      (await call('POST', urlOf(profileEndpoints.saveCandidate), candidate.token, { first_name: 'x'.repeat(101) }))
        .statusCode,
    ).toBe(400);
    expect((await call('GET', urlOf(profileEndpoints.candidate), company.token)).statusCode).toBe(403);
  });
});
