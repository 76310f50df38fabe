import { eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Posting } from '../../shared/postings.js';
import { HIGHLIGHT_END, HIGHLIGHT_START, type SearchAnswer } from '../../shared/search.js';
import { applicationNotes, applications, hiringTeamMembers, resumeTexts, retentionStates } from '../db/schema.js';
import { companyIdOf, makeApplication, userIdOf } from '../test/factories-applications.js';
import { makePosting } from '../test/factories-postings.js';
import { addMember, type TestMember } from '../test/factories-team.js';
import { makeCandidate, makeCompany, type TestAccount } from '../test/factories.js';
import { createTestApp } from '../test/harness.js';
import type { Member } from '../auth/index.js';
import { SearchService } from './service.js';
import { urlOf } from '../test/routes.js';
import { searchEndpoints } from '../../shared/search-endpoints.js';

const { app, database } = await createTestApp();
const { db } = database;

let admin: TestAccount;
let platform: Posting;
let design: Posting;
const ids: Record<string, string> = {};

/** A candidate's application to `posting`, with `resume` as its resume's text when given. */
async function apply(key: string, posting: Posting, overrides: Record<string, unknown>, resume?: string) {
  const candidate = await makeCandidate(app);
  const id = await makeApplication(app, candidate.token, posting, overrides);
  if (resume !== undefined) {
    const [row] = await db
      .select({ companyId: applications.companyId })
      .from(applications)
      .where(eq(applications.id, id));
    await db
      .insert(resumeTexts)
      .values({ applicationId: id, companyId: row!.companyId, status: 'extracted', text: resume });
  }
  ids[key] = id;
}

async function search(token: string, query: string) {
  const response = await app.inject({
    method: 'GET',
    url: `${urlOf(searchEndpoints.search)}?${query}`,
    headers: { authorization: token },
  });
  return response;
}

async function found(token: string, query: string): Promise<SearchAnswer> {
  const response = await search(token, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchAnswer>();
}

const keysOf = (answer: SearchAnswer) =>
  answer.data.map((result) => Object.entries(ids).find(([, id]) => id === result.application_id)?.[0]);

beforeAll(async () => {
  admin = await makeCompany(app);
  platform = await makePosting(app, admin.token, { title: 'Platform Engineer' });
  design = await makePosting(app, admin.token, { title: 'Product Designer' });
  await apply('grace', platform, { first_name: 'Grace', last_name: 'Hopper' }, 'Wrote the first compiler.');
  await apply(
    'compiler',
    platform,
    { first_name: 'Linus', last_name: 'Quist' },
    'Built a compiler in Rust at Northwind. Hopper fan: Hopper, Hopper and Hopper again.',
  );
  await apply('java', design, { first_name: 'Mara', last_name: 'Okafor' }, 'Rust and Java services; compiler work.');
  await apply('ada', design, { first_name: 'Ada', last_name: 'Lovelace', city: 'Kingston' });
  const toolsmith = await makePosting(app, admin.token, { title: 'Toolsmith' });
  await apply('zig-once', toolsmith, { first_name: 'Noor', last_name: 'Haddad' }, 'Some Zig at work.');
  await apply('zig-often', toolsmith, { first_name: 'Ivo', last_name: 'Marsh' }, 'Zig daily: Zig tools, Zig services.');
  await apply('zig-once-later', toolsmith, { first_name: 'Petra', last_name: 'Lind' }, 'Learning Zig.');
  const other = await makeCompany(app);
  const elsewhere = await makePosting(app, other.token, { title: 'Platform Engineer' });
  await apply('elsewhere', elsewhere, { first_name: 'Grace', last_name: 'Hopper' }, 'Built a compiler in Rust.');
});

describe('GET /api/search/', () => {
  it('finds an exact phrase that only a resume holds, and highlights it in the snippet', async () => {
    const answer = await found(admin.token, `q=${encodeURIComponent('"compiler in rust"')}`);
    expect(keysOf(answer)).toEqual(['compiler']);
    expect(answer.total).toBe(1);
    expect(answer.data[0]!.snippet).toContain(
      `${HIGHLIGHT_START}compiler${HIGHLIGHT_END} ${HIGHLIGHT_START}in${HIGHLIGHT_END} ${HIGHLIGHT_START}Rust${HIGHLIGHT_END}`,
    );
    expect(answer.data[0]).toMatchObject({
      first_name: 'Linus',
      last_name: 'Quist',
      posting: { id: platform.id, title: 'Platform Engineer' },
      stage: { name: 'Application Submitted' },
      status: 'Application Submitted',
    });
  });

  it('leaves out excluded words and matches either side of or', async () => {
    expect(keysOf(await found(admin.token, `q=${encodeURIComponent('rust -java')}`))).toEqual(['compiler']);
    const either = await found(admin.token, `q=${encodeURIComponent('northwind or kingston')}`);
    expect(keysOf(either).sort()).toEqual(['ada', 'compiler']);
  });

  it('ranks a name above a resume that repeats it', async () => {
    const answer = await found(admin.token, 'q=hopper');
    expect(keysOf(answer)).toEqual(['grace', 'compiler']);
    expect(answer.data[0]!.rank).toBeGreaterThan(answer.data[1]!.rank);
  });

  it('ranks a resume that says the word more often first while few match, and equal ones newest first', async () => {
    expect(keysOf(await found(admin.token, 'q=zig'))).toEqual(['zig-often', 'zig-once-later', 'zig-once']);
  });

  it('ranks by the fields alone past its limit of matches: a name first, then the newest', async () => {
    const member: Member = {
      ...{ sessionId: randomUUID(), userId: randomUUID(), role: 'recruiter', name: 'Admin', email: admin.email },
      ...{ companyId: await companyIdOf(db, admin.email), companyName: 'Acme', memberRole: 'admin' },
    };
    const keysFound = async (service: SearchService, q: string) =>
      keysOf({ status: 200, ...(await service.search(member, { q })) });
    expect(await keysFound(new SearchService(db, 3), 'zig')).toEqual(['zig-often', 'zig-once-later', 'zig-once']);
    expect(await keysFound(new SearchService(db, 2), 'zig')).toEqual(['zig-once-later', 'zig-often', 'zig-once']);
    expect(await keysFound(new SearchService(db, 1), 'hopper')).toEqual(['grace', 'compiler']);
  });

  it('finds a name typed with a typo', async () => {
    expect(keysOf(await found(admin.token, 'q=lovelaec'))).toEqual(['ada']);
  });

  it("finds the posting's title, answers and notes", async () => {
    expect(keysOf(await found(admin.token, 'q=designer')).sort()).toEqual(['ada', 'java']);
    await db.insert(applicationNotes).values({ applicationId: ids.ada!, body: 'Strong on analytical engines.' });
    expect(keysOf(await found(admin.token, 'q=engines'))).toEqual(['ada']);
    await db.update(applicationNotes).set({ body: 'Changed.' }).where(eq(applicationNotes.applicationId, ids.ada!));
    expect((await found(admin.token, 'q=engines')).total).toBe(0);
  });

  it("never answers another company's applications", async () => {
    const answer = await found(admin.token, 'q=compiler');
    expect(keysOf(answer).sort()).toEqual(['compiler', 'grace', 'java']);
  });

  it('filters by posting, stage, status, source and the days applied', async () => {
    expect(keysOf(await found(admin.token, `q=compiler&posting_id=${design.id}`))).toEqual(['java']);
    const [grace] = await db.select().from(applications).where(eq(applications.id, ids.grace!));
    expect(keysOf(await found(admin.token, `q=compiler&stage_id=${grace!.stageId}`)).sort()).toEqual([
      'compiler',
      'grace',
      'java',
    ]);
    expect((await found(admin.token, 'q=compiler&status=Interview%20Scheduled')).total).toBe(0);
    expect((await found(admin.token, 'q=compiler&source=linkedin')).total).toBe(0);
    expect((await found(admin.token, 'q=compiler&source=direct')).total).toBe(3);
    expect((await found(admin.token, 'q=compiler&from=2000-01-01&to=2000-12-31')).total).toBe(0);
    expect((await found(admin.token, `q=compiler&from=2000-01-01&to=2999-01-01`)).total).toBe(3);
  });

  it('shows a Hiring Manager and an Interviewer only the applications they may see', async () => {
    const manager: TestMember = await addMember(app, db, admin.token, 'hiring_manager');
    const interviewer: TestMember = await addMember(app, db, admin.token, 'interviewer');
    expect((await found(manager.token, 'q=compiler')).total).toBe(0);
    await db.insert(hiringTeamMembers).values({ postingId: design.id, memberId: await userIdOf(db, manager.email) });
    expect(keysOf(await found(manager.token, 'q=compiler'))).toEqual(['java']);
    expect((await found(interviewer.token, 'q=compiler')).total).toBe(0);
  });

  it('leaves out a candidate under quarantine', async () => {
    const [row] = await db.select().from(applications).where(eq(applications.id, ids.java!));
    await db.insert(retentionStates).values({
      companyId: await companyIdOf(db, admin.email),
      candidateId: row!.candidateId,
      quarantinedAt: sql`now()`,
    });
    expect(keysOf(await found(admin.token, 'q=compiler')).sort()).toEqual(['compiler', 'grace']);
  });

  it('refuses an empty, a too long or a NUL-holding search, and days out of order', async () => {
    for (const query of [
      'q=',
      'q=%20%20',
      `q=${'a'.repeat(201)}`,
      'q=rust%00',
      'q=rust&from=2026-02-01&to=2026-01-01',
    ]) {
      const response = await search(admin.token, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ error: string }>().error).toBeTruthy();
    }
    expect((await search(admin.token, 'q=rust&status=Nope')).statusCode).toBe(400);
  });

  it('answers a search of only operators with nothing rather than an error', async () => {
    const answer = await found(admin.token, `q=${encodeURIComponent('-"')}`);
    expect(answer).toEqual({ status: 200, data: [], total: 0 });
  });
});
