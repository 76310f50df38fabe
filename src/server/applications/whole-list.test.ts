import { eq, sql } from 'drizzle-orm';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { ApplicationListItem } from '../../shared/applications.js';
import { applications } from '../db/schema.js';
import { makeCandidate, makeCompany, type TestAccount } from '../test/factories.js';
import { makeApplication, companyIdOf } from '../test/factories-applications.js';
import { makePosting, postingInput } from '../test/factories-postings.js';
import { createTestApp } from '../test/harness.js';
import { addMember, confirmCompany } from '../test/factories-team.js';
import { requestOf, urlOf } from '../test/routes.js';
import { applicationEndpoints } from '../../shared/applications-endpoints.js';
import { postingEndpoints } from '../../shared/postings-endpoints.js';

const { app, database } = await createTestApp();
const { db } = database;

interface WholeList {
  status: number;
  data: ApplicationListItem[];
  total: number;
}

function getList(token: string | undefined, headers: Record<string, string> = {}) {
  return app.inject({
    ...requestOf(applicationEndpoints.list),
    headers: { ...(token ? { authorization: token } : {}), ...headers },
  });
}

function call(method: 'PUT' | 'DELETE', url: string, token: string, payload: object) {
  return app.inject({ method, url, payload, headers: { authorization: token } });
}

async function companyWithApplications(count: number) {
  const company = await makeCompany(app);
  const posting = await makePosting(app, company.token);
  const ids: string[] = [];
  for (let index = 0; index < count; index++) {
    ids.push(await makeApplication(app, (await makeCandidate(app)).token, posting));
  }
  return { company, posting, ids };
}

/** The list's ETag now, and that the client holding it is told its copy is still good. */
async function currentTag(company: TestAccount): Promise<string> {
  const response = await getList(company.token);
  expect(response.statusCode).toBe(200);
  return response.headers.etag as string;
}

describe("the spec's whole applications list", () => {
  it('carries a weak ETag, is private and revalidated, and answers 304 to a client that has it', async () => {
    const { company, ids } = await companyWithApplications(2);
    const first = await getList(company.token);
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(
      first
        .json<WholeList>()
        .data.map((item) => item.application_id)
        .sort(),
    ).toEqual([...ids].sort());

    const again = await getList(company.token, { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe('private, no-cache');

    const kept = await getList(company.token);
    expect(kept.headers.etag).toBe(first.headers.etag);
    expect(kept.json()).toEqual(first.json());
  });

  it('gets a new ETag when a status changes, so the old one brings the changed list, never 304', async () => {
    const { company, ids } = await companyWithApplications(2);
    const before = await currentTag(company);
    const changed = await call('PUT', urlOf(applicationEndpoints.changeStatus), company.token, {
      id: ids[0],
      status: 'Under Review',
      offer: '',
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const after = await getList(company.token, { 'if-none-match': before });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
    const item = after.json<WholeList>().data.find((application) => application.application_id === ids[0]);
    expect(item?.status).toBe('Under Review');
  });

  it('gets a new ETag when an application arrives, and when a posting is renamed or deleted', async () => {
    const { company, posting } = await companyWithApplications(1);
    const tags = [await currentTag(company)];

    await makeApplication(app, (await makeCandidate(app)).token, posting);
    tags.push(await currentTag(company));
    expect((await getList(company.token)).json<WholeList>().total).toBe(2);

    const renamed = await call('PUT', urlOf(postingEndpoints.update), company.token, {
      id: posting.id,
      ...postingInput({ title: 'Platform Engineer' }),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    tags.push(await currentTag(company));
    expect((await getList(company.token)).json<WholeList>().data[0]?.job_title).toBe('Platform Engineer');

    const deleted = await call('DELETE', urlOf(postingEndpoints.remove), company.token, { id: posting.id });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const empty = await getList(company.token, { 'if-none-match': tags.at(-1)! });
    expect(empty.statusCode).toBe(200);
    expect(empty.json<WholeList>()).toEqual({ status: 200, data: [], total: 0 });
    tags.push(empty.headers.etag as string);
    expect(new Set(tags).size).toBe(tags.length);
  });

  it('gets a new ETag when many of its applications change in one statement, as a restore or a script does', async () => {
    const { company } = await companyWithApplications(3);
    const before = await currentTag(company);
    await db
      .update(applications)
      .set({ status: 'Not Selected' })
      .where(eq(applications.companyId, await companyIdOf(db, company.email)));
    const after = await getList(company.token, { 'if-none-match': before });
    expect(after.statusCode).toBe(200);
    expect(after.json<WholeList>().data.map((item) => item.status)).toEqual([
      'Not Selected',
      'Not Selected',
      'Not Selected',
    ]);
  });

  it("never validates one company's list with another's ETag, even when both lists are empty", async () => {
    const { company } = await companyWithApplications(1);
    const other = await companyWithApplications(1);
    const tag = await currentTag(company);
    const answer = await getList(other.company.token, { 'if-none-match': tag });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<WholeList>().data[0]?.application_id).toBe(other.ids[0]);

    const emptyOne = await makeCompany(app);
    const emptyTwo = await makeCompany(app);
    const emptyTag = await currentTag(emptyOne);
    expect((await getList(emptyOne.token, { 'if-none-match': emptyTag })).statusCode).toBe(304);
    expect((await getList(emptyTwo.token, { 'if-none-match': emptyTag })).statusCode).toBe(200);
  });

  it('checks the caller before it looks at the ETag', async () => {
    const { company } = await companyWithApplications(1);
    const candidate = await makeCandidate(app);
    const tag = await currentTag(company);
    expect((await getList(undefined, { 'if-none-match': tag })).statusCode).toBe(401);
    expect((await getList(candidate.token, { 'if-none-match': tag })).statusCode).toBe(403);
  });

  it('comes compressed as brotli, the same list each time it is asked for', async () => {
    const { company } = await companyWithApplications(3);
    const plain = await getList(company.token);
    for (let request = 0; request < 2; request++) {
      const compressed = await getList(company.token, { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(compressed.headers.vary).toMatch(/accept-encoding/i);
      expect(compressed.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(plain.json());
    }
  });

  it('keeps pages and filtered lists by their filters, each answered as it stands after a change', async () => {
    const { company, ids } = await companyWithApplications(3);
    const page = (query: Record<string, string>, headers: Record<string, string> = {}) =>
      app.inject({
        ...requestOf(applicationEndpoints.list, { query }),
        headers: { authorization: company.token, ...headers },
      });
    const first = await page({ limit: '1', page: '1' });
    const second = await page({ limit: '1', page: '2' });
    expect(first.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const newest = first.json<WholeList>().data[0]!.application_id;
    expect(newest).toBe(ids[2]);
    expect(second.json<WholeList>().data[0]?.application_id).toBe(ids[1]);
    expect((await page({ page: '1', limit: '1' })).json()).toEqual(first.json());
    expect((await page({ limit: '1', page: '1' }, { 'if-none-match': first.headers.etag as string })).statusCode).toBe(
      304,
    );
    expect((await page({ status: 'Under Review' })).json<WholeList>().total).toBe(0);

    const changed = await call('PUT', urlOf(applicationEndpoints.changeStatus), company.token, {
      id: newest,
      status: 'Under Review',
      offer: '',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const underReview = await page({ status: 'Under Review' });
    expect(underReview.json<WholeList>()).toMatchObject({ total: 1, data: [{ application_id: newest }] });
    const again = await page({ limit: '1', page: '1' }, { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(200);
    expect(again.json<WholeList>().data[0]).toMatchObject({ application_id: newest, status: 'Under Review' });
  });

  it('never keeps a list for a member who sees only their own postings: theirs is read each time', async () => {
    const admin = await makeCompany(app);
    await confirmCompany(app, db, admin);
    const manager = await addMember(app, db, admin.token, 'hiring_manager');
    const theirs = await makePosting(app, admin.token, { hiring_team: [manager.id] });
    const other = await makePosting(app, admin.token);
    const mine = await makeApplication(app, (await makeCandidate(app)).token, theirs);
    await makeApplication(app, (await makeCandidate(app)).token, other);
    const pageFor = (token: string) =>
      app.inject({
        ...requestOf(applicationEndpoints.list, { query: { limit: '20', page: '1' } }),
        headers: { authorization: token },
      });

    expect((await pageFor(admin.token)).json<WholeList>().total).toBe(2);
    const managers = await pageFor(manager.token);
    expect(managers.json<WholeList>()).toMatchObject({ total: 1, data: [{ application_id: mine }] });
    expect(managers.headers.etag).toBeUndefined();
    expect(managers.headers['cache-control']).toBe('no-store');
  });
});

describe("an application's detail", () => {
  const detailFor = (token: string, applicationId: string, query: Record<string, string>, headers = {}) =>
    app.inject({
      ...requestOf(applicationEndpoints.list, { query: { application_id: applicationId, ...query } }),
      headers: { authorization: token, ...headers },
    });

  it('is kept by what it is made of: the same answer as read whole, 304 while unchanged, each change shown at once', async () => {
    const { company, ids } = await companyWithApplications(1);
    const id = ids[0]!;
    const byAddress = () => detailFor(company.token, id, { resume: 'url' });

    const first = await byAddress();
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^W\/"\w+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const whole = (await detailFor(company.token, id, {})).json<{ data: Record<string, unknown> }>();
    expect(whole.data.resume).not.toBe('');
    expect(first.json()).toEqual({ ...whole, data: { ...whole.data, resume: '' } });
    expect((await byAddress()).json()).toEqual(first.json());
    expect(
      (await detailFor(company.token, id, { resume: 'url' }, { 'if-none-match': first.headers.etag })).statusCode,
    ).toBe(304);

    const moved = await call('PUT', urlOf(applicationEndpoints.changeStatus), company.token, {
      id,
      status: 'Under Review',
      offer: '',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await detailFor(company.token, id, { resume: 'url' }, { 'if-none-match': first.headers.etag });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ data: { status: 'Under Review' } });
    expect(after.json<{ data: { status_history: unknown[] } }>().data.status_history.length).toBeGreaterThan(
      first.json<{ data: { status_history: unknown[] } }>().data.status_history.length,
    );
  });

  it('is kept apart for each view of it: a member who may not see it is refused, another role gets its own', async () => {
    const admin = await makeCompany(app);
    await confirmCompany(app, db, admin);
    const interviewer = await addMember(app, db, admin.token, 'interviewer');
    const manager = await addMember(app, db, admin.token, 'hiring_manager');
    const posting = await makePosting(app, admin.token, { hiring_team: [manager.id] });
    const id = await makeApplication(app, (await makeCandidate(app)).token, posting);
    await db
      .update(applications)
      .set({ legalQuestions: sql`${applications.legalQuestions} || '{"sex": "Female"}'::jsonb` })
      .where(eq(applications.id, id));
    const showSelfIdentification = async (shown: boolean) => {
      const saved = await app.inject({
        method: 'POST',
        url: '/api/save_profile/',
        payload: { show_self_identification: shown },
        headers: { authorization: admin.token },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    };
    await showSelfIdentification(true);

    const sexFor = async (token: string) =>
      (await detailFor(token, id, { resume: 'url' })).json<{ data: { legal_questions: { sex: string } } }>().data
        .legal_questions.sex;
    expect(await sexFor(admin.token)).toBe('Female');
    expect((await detailFor(interviewer.token, id, { resume: 'url' })).statusCode).toBe(404);
    expect(await sexFor(manager.token)).toBe('Female');
    expect(await sexFor(admin.token)).toBe('Female');

    await showSelfIdentification(false);
    expect(await sexFor(manager.token)).toBe('');
  });
});
