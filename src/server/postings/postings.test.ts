import { eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isRequiredMessage, POSTING_MESSAGES, type PostingField } from '../../shared/posting-form.js';
import { type Posting, type PostingCard } from '../../shared/postings.js';
import { type RecentPostingsList } from '../../shared/recent-postings.js';
import { SOFT_SKILLS, TECHNICAL_SKILLS } from '../../shared/skills.js';
import { applications, postings, users } from '../db/schema.js';
import { makeCandidate, makeCompany } from '../test/factories.js';
import { makePosting, postingInput } from '../test/factories-postings.js';
import { insertApplication, companyIdOf } from '../test/factories-applications.js';
import { createTestApp } from '../test/harness.js';
import { requestOf, urlOf } from '../test/routes.js';
import { postingEndpoints } from '../../shared/postings-endpoints.js';

const { app, database, config } = await createTestApp();
const { db } = database;

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) {
  return app.inject({ method, url, payload, headers: token ? { authorization: token } : {} });
}

describe('creating a posting', () => {
  it('answers 201 with the shareable link and stores the posting for its company', async () => {
    const company = await makeCompany(app);
    const response = await call('POST', urlOf(postingEndpoints.create), company.token, postingInput());
    expect(response.statusCode).toBe(201);
    const body = response.json<{ status: number; posting_link: string; posting_url: string; data: Posting }>();
    expect(body.status).toBe(201);
    // The link is relative, as the original backend answers it; the address is absolute.
    expect(body.posting_link).toBe(`apply/${body.data.id}`);
    expect(body.posting_url).toBe(`${config.appUrl}/apply/${body.data.id}`);
    expect(body.data).toMatchObject({
      posting_link: `apply/${body.data.id}`,
      posting_url: `${config.appUrl}/apply/${body.data.id}`,
      title: 'Backend Engineer',
      country: 'Canada',
      is_active: true,
      num_applications: 0,
      applied_today: 0,
    });
    const selected = (skills: Posting['soft_skills']) =>
      skills.filter((skill) => skill.selected).map((skill) => skill.value);
    expect(selected(body.data.soft_skills)).toEqual(['Teamwork']);
    expect(selected(body.data.technical_skills)).toEqual(['TypeScript', 'PostgreSQL']);
  });

  it('reads a posting back with every skill option in order, each marked selected or not', async () => {
    const company = await makeCompany(app);
    const created = await makePosting(app, company.token);
    const response = await call('GET', urlOf(postingEndpoints.list, { query: { id: created.id } }), company.token);
    expect(response.statusCode).toBe(200);
    const posting = response.json<{ data: Posting }>().data;
    expect(posting.soft_skills).toEqual(
      SOFT_SKILLS.map((value) => ({ value, text: value, selected: value === 'Teamwork' })),
    );
    expect(posting.technical_skills).toEqual(
      TECHNICAL_SKILLS.map((value) => ({ value, text: value, selected: ['TypeScript', 'PostgreSQL'].includes(value) })),
    );
    expect(posting).toMatchObject({
      posting_link: `apply/${created.id}`,
      posting_url: `${config.appUrl}/apply/${created.id}`,
    });
  });

  it('takes a skill list that names an option twice, as the original client sends it, and keeps it once', async () => {
    const company = await makeCompany(app);
    // The whole list with a few chosen, and Adaptability twice.
    const softSkills = [...SOFT_SKILLS, 'Adaptability'].map((value) => ({
      value,
      text: value,
      selected: value === 'Adaptability' || value === 'Leadership',
    }));
    const created = await call(
      'POST',
      urlOf(postingEndpoints.create),
      company.token,
      postingInput({ soft_skills: softSkills, technical_skills: ['Go', 'Go', { value: 'Rust', selected: true }] }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ data: Posting }>().data.id;
    const updated = await call('PUT', urlOf(postingEndpoints.update), company.token, {
      id,
      ...postingInput({ soft_skills: softSkills, technical_skills: ['Kafka', 'Kafka'] }),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const [stored] = await db.select().from(postings).where(eq(postings.id, id));
    expect(stored?.softSkills).toEqual(['Adaptability', 'Leadership']);
    expect(stored?.technicalSkills).toEqual(['Kafka']);
  });

  it('says which field is wrong when it refuses a posting', async () => {
    const company = await makeCompany(app);
    const longSkill = await call(
      'POST',
      urlOf(postingEndpoints.create),
      company.token,
      postingInput({ technical_skills: ['Go', 'F'.repeat(61)] }),
    );
    expect(longSkill.statusCode).toBe(400);
    expect(longSkill.json()).toMatchObject({
      status: 400,
      error: 'Technical skills: a skill must be at most 60 characters.',
      fields: { 'technical_skills.1.value': 'Technical skills: a skill must be at most 60 characters.' },
    });
    const noTitle = await call('POST', urlOf(postingEndpoints.create), company.token, postingInput({ title: '' }));
    expect(noTitle.json()).toMatchObject({
      status: 400,
      error: 'Title is required.',
      fields: { title: 'Title is required.' },
    });
  });

  it('is for recruiters only', async () => {
    const candidate = await makeCandidate(app);
    expect((await call('POST', urlOf(postingEndpoints.create), candidate.token, postingInput())).statusCode).toBe(403);
    expect((await call('POST', urlOf(postingEndpoints.create), undefined, postingInput())).statusCode).toBe(401);
  });

  it.each([
    ['title', ''],
    ['department', '   '],
    ['city', undefined],
    ['recruiter_name', ''],
    ['about_job', ''],
    ['qualification', '<p>  </p>'],
    ['key_requirements', '<p><br></p>'],
    ['soft_skills', []],
    ['technical_skills', []],
    ['posting_date', ''],
  ] as [PostingField, unknown][])('refuses an empty %s with a message that names it', async (field, value) => {
    const company = await makeCompany(app);
    const response = await call(
      'POST',
      urlOf(postingEndpoints.create),
      company.token,
      postingInput({ [field]: value }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(isRequiredMessage(field));
  });

  it('refuses a posting without a question', async () => {
    const company = await makeCompany(app);
    const response = await call(
      'POST',
      urlOf(postingEndpoints.create),
      company.token,
      postingInput({ questions: ['  '] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(POSTING_MESSAGES.oneQuestion);
  });

  it('refuses a country, a skill or a date outside the rules', async () => {
    const company = await makeCompany(app);
    const cases = [
      { country: 'Atlantis' },
      { soft_skills: ['Juggling'.repeat(8)] },
      { technical_skills: [{ value: 'COBOL'.repeat(13), text: 'COBOL', selected: true }] },
      { posting_date: 'not a date' },
      { deadline: new Date(Date.now() - 86_400_000).toISOString() },
      { recruiter_email: 'not-an-email' },
      { is_active: 'yes' },
      { title: 'x'.repeat(201) },
      { questions: Array.from({ length: 31 }, (_, index) => `Question ${index}?`) },
    ];
    for (const overrides of cases) {
      const response = await call('POST', urlOf(postingEndpoints.create), company.token, postingInput(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
    }
    expect(
      await db
        .select()
        .from(postings)
        .where(eq(postings.companyId, await companyIdOf(db, company.email))),
    ).toHaveLength(0);
  });

  it('removes scripts and event handlers from rich text and keeps the formatting', async () => {
    const company = await makeCompany(app);
    const posting = await makePosting(app, company.token, {
      about_job:
        '<p onclick="steal()">Build <strong>APIs</strong><script>alert(1)</script><img src=x onerror=alert(1)></p>',
      nice_to_have: '<a href="javascript:alert(1)">click</a><a href="https://example.com">site</a>',
    });
    expect(posting.about_job).toBe('<p>Build <strong>APIs</strong></p>');
    expect(posting.nice_to_have).not.toContain('javascript:');
    expect(posting.nice_to_have).toContain('href="https://example.com"');
  });

  it('takes the company from the session, never from the body', async () => {
    const company = await makeCompany(app);
    const other = await makeCompany(app);
    const otherId = await companyIdOf(db, other.email);
    const posting = await makePosting(app, company.token, { company_id: otherId, companyId: otherId });
    expect(
      (await call('GET', urlOf(postingEndpoints.list, { query: { id: posting.id } }), other.token)).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', urlOf(postingEndpoints.list, { query: { id: posting.id } }), company.token)).statusCode,
    ).toBe(200);
  });
});

describe('reading, updating and deleting postings', () => {
  it('deletes by query string, without a body or with an empty one that says it is JSON', async () => {
    const company = await makeCompany(app);
    for (const headers of [{}, { 'content-type': 'application/json' }]) {
      const posting = await makePosting(app, company.token);
      const response = await app.inject({
        ...requestOf(postingEndpoints.remove, { query: { id: posting.id } }),
        payload: '',
        headers: { authorization: company.token, ...headers },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(
        (await call('GET', urlOf(postingEndpoints.list, { query: { id: posting.id } }), company.token)).statusCode,
      ).toBe(404);
    }
  });

  it('carries the deadline in both posting lists', async () => {
    const company = await makeCompany(app);
    const candidate = await makeCandidate(app);
    const title = `Deadline ${randomUUID().slice(0, 8)}`;
    const deadline = new Date(Date.now() + 10 * 86_400_000).toISOString();
    const posting = await makePosting(app, company.token, { title, deadline });
    const cards = (await call('GET', urlOf(postingEndpoints.list), company.token)).json<{ data: PostingCard[] }>().data;
    expect(cards.find((card) => card.id === posting.id)?.deadline).toBe(deadline);
    const recent = (
      await call('GET', urlOf(postingEndpoints.recentOpen, { query: { search: title } }), candidate.token)
    ).json<RecentPostingsList>().data;
    expect(recent.map((card) => [card.posting_id, card.deadline])).toEqual([[posting.id, deadline]]);
  });

  it("lists only the company's own postings, newest first", async () => {
    const company = await makeCompany(app);
    const other = await makeCompany(app);
    const first = await makePosting(app, company.token, { title: 'First' });
    const second = await makePosting(app, company.token, { title: 'Second' });
    await makePosting(app, other.token, { title: 'Not mine' });
    const response = await call('GET', '/api/postings', company.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((posting: Posting) => posting.id)).toEqual([second.id, first.id]);
  });

  it('keeps the list by its version: 304 for a client that has it, a new, closed or removed posting shown at once', async () => {
    const company = await makeCompany(app);
    const first = await makePosting(app, company.token, { title: 'First' });
    const list = (headers: Record<string, string> = {}) =>
      app.inject({ ...requestOf(postingEndpoints.list), headers: { authorization: company.token, ...headers } });
    const titles = async () => (await list()).json<{ data: PostingCard[] }>().data.map((card) => card.title);

    const before = await list();
    expect(before.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(before.headers['cache-control']).toBe('private, no-cache');
    expect((await list({ 'if-none-match': before.headers.etag as string })).statusCode).toBe(304);

    const second = await makePosting(app, company.token, { title: 'Second' });
    const after = await list({ 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.json<{ data: PostingCard[] }>().data.map((card) => card.title)).toEqual(['Second', 'First']);

    expect((await call('POST', urlOf(postingEndpoints.close), company.token, { id: first.id })).statusCode).toBe(200);
    expect((await list()).json<{ data: PostingCard[] }>().data.find((card) => card.id === first.id)?.is_active).toBe(
      false,
    );
    await db.delete(postings).where(eq(postings.id, second.id));
    expect(await titles()).toEqual(['First']);
  });

  it("answers another company's posting with 404 on every call", async () => {
    const owner = await makeCompany(app);
    const intruder = await makeCompany(app);
    const posting = await makePosting(app, owner.token);
    expect(
      (await call('GET', urlOf(postingEndpoints.list, { query: { id: posting.id } }), intruder.token)).statusCode,
    ).toBe(404);
    expect(
      (
        await call('PUT', urlOf(postingEndpoints.update), intruder.token, {
          ...postingInput({ title: 'Hijacked' }),
          id: posting.id,
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('DELETE', urlOf(postingEndpoints.remove), intruder.token, { id: posting.id })).statusCode).toBe(
      404,
    );
    expect(
      (await call('GET', urlOf(postingEndpoints.list, { query: { id: posting.id } }), owner.token)).json().data.title,
    ).toBe('Backend Engineer');
  });

  it('updates a posting and says when the id is missing', async () => {
    const company = await makeCompany(app);
    const posting = await makePosting(app, company.token);
    const updated = await call('PUT', urlOf(postingEndpoints.update), company.token, {
      ...postingInput({ title: 'Staff Engineer', is_active: false }),
      id: posting.id,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ status: 200, data: { title: 'Staff Engineer', is_active: false } });
    // The company's cards say which postings are closed.
    const cards = (await call('GET', urlOf(postingEndpoints.list), company.token)).json().data as PostingCard[];
    expect(cards).toEqual([expect.objectContaining({ id: posting.id, is_active: false })]);

    const missing = await call('PUT', urlOf(postingEndpoints.update), company.token, postingInput());
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(POSTING_MESSAGES.missingId);
  });

  it('hides a deleted posting from its company and from candidates but keeps its applications', async () => {
    const company = await makeCompany(app);
    const candidate = await makeCandidate(app);
    const posting = await makePosting(app, company.token);
    await insertApplication(db, posting.id, candidate.email);

    const deleted = await call('DELETE', urlOf(postingEndpoints.remove), company.token, { id: posting.id });
    expect(deleted.statusCode).toBe(200);
    expect(
      (await call('GET', urlOf(postingEndpoints.list, { query: { id: posting.id } }), company.token)).statusCode,
    ).toBe(404);
    expect((await call('GET', urlOf(postingEndpoints.list), company.token)).json().data).toHaveLength(0);
    expect((await call('GET', urlOf(postingEndpoints.apply, { params: { id: posting.id } }))).statusCode).toBe(404);
    expect(await db.select().from(applications).where(eq(applications.postingId, posting.id))).toHaveLength(1);
    expect((await call('DELETE', urlOf(postingEndpoints.remove), company.token, { id: posting.id })).statusCode).toBe(
      404,
    );
  });
});

describe('the public job view', () => {
  it('shows an open posting with its questions to anyone', async () => {
    const company = await makeCompany(app);
    const posting = await makePosting(app, company.token, { questions: ['Why us?', 'Why now?'] });
    const response = await call('GET', urlOf(postingEndpoints.apply, { params: { id: posting.id } }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 200,
      data: { id: posting.id, questions: ['Why us?', 'Why now?'], company_name: company.name },
    });
  });

  it('refuses an inactive posting, one past its deadline, and an unknown or malformed id', async () => {
    const company = await makeCompany(app);
    const inactive = await makePosting(app, company.token, { is_active: false });
    const expired = await makePosting(app, company.token);
    await db
      .update(postings)
      .set({ deadline: new Date(Date.now() - 1000) })
      .where(eq(postings.id, expired.id));
    expect((await call('GET', urlOf(postingEndpoints.apply, { params: { id: inactive.id } }))).json()).toEqual({
      status: 410,
      error: POSTING_MESSAGES.closed,
    });
    expect((await call('GET', urlOf(postingEndpoints.apply, { params: { id: expired.id } }))).statusCode).toBe(410);
    expect(
      (await call('GET', urlOf(postingEndpoints.apply, { params: { id: '00000000-0000-4000-8000-000000000000' } })))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', "/api/apply/1' OR '1'='1")).statusCode).toBe(404);
  });

  it("keeps a guest's answer by its version: 304 for a browser that has it, every change shown at once", async () => {
    const company = await makeCompany(app);
    const posting = await makePosting(app, company.token, { title: 'Kept Role' });
    const url = urlOf(postingEndpoints.apply, { params: { id: posting.id } });
    const guest = (headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
    const shown = async () => (await guest()).json<{ data: Posting }>().data;

    const first = await guest();
    expect(first.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.json()).toMatchObject({
      status: 200,
      data: { id: posting.id, title: 'Kept Role', num_applications: 0 },
    });
    expect((await guest({ 'if-none-match': first.headers.etag as string })).statusCode).toBe(304);

    const edited = await call('PUT', urlOf(postingEndpoints.update), company.token, {
      ...postingInput({ title: 'Renamed Role' }),
      id: posting.id,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const renamed = await guest({ 'if-none-match': first.headers.etag as string });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<{ data: Posting }>().data.title).toBe('Renamed Role');

    await db.execute(
      sql`UPDATE companies SET name = 'Renamed Company' WHERE id = ${await companyIdOf(db, company.email)}`,
    );
    expect((await shown()).company_name).toBe('Renamed Company');

    const candidate = await makeCandidate(app);
    await insertApplication(db, posting.id, candidate.email);
    expect((await shown()).num_applications).toBe(1);
    const own = await call('GET', url, candidate.token);
    expect(own.json()).toMatchObject({ data: { title: 'Renamed Role', application_id: expect.any(String) } });

    await db
      .update(postings)
      .set({ deadline: new Date(Date.now() - 1000) })
      .where(eq(postings.id, posting.id));
    expect((await guest()).statusCode).toBe(410);
  });
});

describe('application counts', () => {
  it('counts all applications and those made since midnight in the server time zone', async () => {
    const company = await makeCompany(app);
    const posting = await makePosting(app, company.token);
    const candidates = await Promise.all([makeCandidate(app), makeCandidate(app), makeCandidate(app)]);
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const [midnight] = (
      await db.execute(sql`SELECT date_trunc('day', now() AT TIME ZONE ${zone}) AT TIME ZONE ${zone} AS at`)
    ).rows as [{ at: Date }];
    const midnightMs = new Date(midnight.at).getTime();
    await insertApplication(db, posting.id, candidates[0]!.email, new Date(midnightMs - 1000));
    await insertApplication(db, posting.id, candidates[1]!.email, new Date(midnightMs + 1000));
    await insertApplication(db, posting.id, candidates[2]!.email);
    const [listed] = (await call('GET', urlOf(postingEndpoints.list), company.token)).json().data as Posting[];
    expect(listed).toMatchObject({ num_applications: 3, applied_today: 2 });
    const view = (await call('GET', urlOf(postingEndpoints.apply, { params: { id: posting.id } }))).json()
      .data as Posting;
    expect(view).toMatchObject({ num_applications: 3, applied_today: 2 });
  });

  it('keeps the counts as applications come and go, and starts each day at none', async () => {
    const company = await makeCompany(app);
    const posting = await makePosting(app, company.token);
    const [first, second] = await Promise.all([makeCandidate(app), makeCandidate(app)]);
    await insertApplication(db, posting.id, first.email);
    await insertApplication(db, posting.id, second.email);
    const counts = async () => {
      const [listed] = (await call('GET', urlOf(postingEndpoints.list), company.token)).json().data as Posting[];
      return { total: listed!.num_applications, today: listed!.applied_today };
    };
    expect(await counts()).toEqual({ total: 2, today: 2 });

    // An account's deletion takes its applications with it.
    await db.delete(users).where(eq(users.email, second.email));
    expect(await counts()).toEqual({ total: 1, today: 1 });

    // As the next morning finds them: yesterday's count is kept but no longer today's.
    await db.execute(sql`UPDATE application_counts SET day = current_date - 1 WHERE posting_id = ${posting.id}`);
    expect(await counts()).toEqual({ total: 1, today: 0 });
    const third = await makeCandidate(app);
    await insertApplication(db, posting.id, third.email);
    expect(await counts()).toEqual({ total: 2, today: 1 });
  });
});
