import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  API_TOKEN_MESSAGES,
  API_TOKEN_REVOCATIONS,
  API_TOKEN_SCOPE_NAMES,
  type ApiToken,
} from '../../shared/api-tokens.js';
import type { Posting } from '../../shared/postings.js';
import type { TeamAnswer } from '../../shared/team.js';
import { sha256 } from '../auth/tokens.js';
import { apiTokens, users } from '../db/schema.js';
import { makeApiToken } from '../test/factories-api-tokens.js';
import { makeApplication } from '../test/factories-applications.js';
import { makeCandidate, makeCompany, type TestAccount } from '../test/factories.js';
import { makePosting } from '../test/factories-postings.js';
import { addMember } from '../test/factories-team.js';
import { createTestApp } from '../test/harness.js';
import { requestOf, urlOf } from '../test/routes.js';
import { apiTokenEndpoints } from '../../shared/api-tokens-endpoints.js';
import { postingEndpoints } from '../../shared/postings-endpoints.js';
import { teamEndpoints } from '../../shared/team-endpoints.js';
import { authEndpoints } from '../../shared/auth-endpoints.js';
import { pipelineEndpoints } from '../../shared/pipeline-endpoints.js';
import { applicationEndpoints } from '../../shared/applications-endpoints.js';
import { searchEndpoints } from '../../shared/search-endpoints.js';
import { privacyEndpoints } from '../../shared/privacy-endpoints.js';

const RATE_LIMIT = 5;
const { app, database } = await createTestApp({ env: { API_TOKEN_RATE_LIMIT: String(RATE_LIMIT) } });
const { db } = database;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('API tokens', () => {
  it('answers the token once, keeps only its hash, and lists it without it', async () => {
    const admin = await makeCompany(app);
    const { token, data } = await makeApiToken(app, admin.token, ['read_postings']);
    expect(token).toMatch(/^ohk_[\w-]{43}$/);
    expect(data).toMatchObject({ name: 'Sync to the HR system', scopes: ['read_postings'], prefix: token.slice(0, 8) });

    const stored = await db.execute(sql`SELECT row_to_json(api_tokens)::text AS row FROM api_tokens`);
    const rows = stored.rows.map((row) => String(row.row)).join('\n');
    expect(rows).not.toContain(token);
    const [row] = await db.select().from(apiTokens).where(eq(apiTokens.id, data.id));
    expect(row!.tokenHash).toBe(sha256(token));

    const list = await app.inject({ ...requestOf(apiTokenEndpoints.list), headers: { authorization: admin.token } });
    expect(list.json<{ data: ApiToken[] }>().data).toEqual([data]);
    expect(list.body).not.toContain(token);
    expect(list.body).not.toContain(row!.tokenHash);
  });

  it('acts as an Admin of its company within its scopes, sent as Bearer', async () => {
    const admin = await makeCompany(app);
    const posting = await makePosting(app, admin.token);
    await makePosting(app, (await makeCompany(app)).token);
    const { token } = await makeApiToken(app, admin.token, ['read_postings']);

    const list = await app.inject({ ...requestOf(postingEndpoints.list), headers: bearer(token) });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ data: Posting[] }>().data.map((each) => each.id)).toEqual([posting.id]);

    const create = await app.inject({ ...requestOf(postingEndpoints.create), headers: bearer(token), payload: {} });
    expect(create.statusCode).toBe(403);
    expect(create.json<{ error: string }>().error).toBe(API_TOKEN_MESSAGES.missingScope('manage_postings'));
  });

  it('can never manage the team, tokens or privacy settings, nor sign out', async () => {
    const admin = await makeCompany(app);
    const { token } = await makeApiToken(app, admin.token, API_TOKEN_SCOPE_NAMES);
    const calls = [
      requestOf(teamEndpoints.list),
      { ...requestOf(teamEndpoints.invite), payload: { email: 'someone@example.test', role: 'admin' } },
      requestOf(apiTokenEndpoints.list),
      { ...requestOf(apiTokenEndpoints.create), payload: { name: 'Another', scopes: ['read_postings'] } },
      { ...requestOf(privacyEndpoints.saveSettings), payload: {} },
      requestOf(authEndpoints.logout),
    ] as const;
    for (const call of calls) {
      const response = await app.inject({ ...call, headers: bearer(token) });
      expect([call.url, response.statusCode, response.json<{ error: string }>().error]).toEqual([
        call.url,
        403,
        API_TOKEN_MESSAGES.refused,
      ]);
    }
    const tokens = await app.inject({
      ...requestOf(apiTokenEndpoints.list),
      headers: { authorization: admin.token },
    });
    expect(tokens.json<{ data: ApiToken[] }>().data).toHaveLength(1);
  });

  it('answers 401 on the next call once revoked', async () => {
    const admin = await makeCompany(app);
    const { token, data } = await makeApiToken(app, admin.token, ['read_postings']);
    expect((await app.inject({ ...requestOf(postingEndpoints.list), headers: bearer(token) })).statusCode).toBe(200);

    const revoked = await app.inject({
      ...requestOf(apiTokenEndpoints.revoke, { params: { id: data.id } }),
      headers: { authorization: admin.token },
    });
    expect(revoked.json()).toEqual({ status: 200, message: API_TOKEN_MESSAGES.revoked });
    expect((await app.inject({ ...requestOf(postingEndpoints.list), headers: bearer(token) })).statusCode).toBe(401);
    const list = await app.inject({ ...requestOf(apiTokenEndpoints.list), headers: { authorization: admin.token } });
    expect(list.json<{ data: ApiToken[] }>().data).toEqual([
      {
        ...data,
        last_used_at: expect.any(String),
        revoked_at: expect.any(String),
        // The founder gave no name of their own: their address stands for it.
        revoked_reason: API_TOKEN_REVOCATIONS.byAdmin(admin.email),
      },
    ]);
  });

  it('refuses an expiry in the past, and a token past its expiry answers 401', async () => {
    const admin = await makeCompany(app);
    const past = await app.inject({
      ...requestOf(apiTokenEndpoints.create),
      headers: { authorization: admin.token },
      payload: { name: 'Old', scopes: ['read_postings'], expires_at: '2020-01-01T00:00:00Z' },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json<{ fields: Record<string, string> }>().fields.expires_at).toBe(API_TOKEN_MESSAGES.expiry);

    const { token, data } = await makeApiToken(app, admin.token, ['read_postings'], {
      expires_at: '2999-01-01T00:00:00Z',
    });
    expect(data.expires_at).toBe('2999-01-01T00:00:00.000Z');
    expect((await app.inject({ ...requestOf(postingEndpoints.list), headers: bearer(token) })).statusCode).toBe(200);
    // The expiry arrives.
    await db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, data.id));
    expect((await app.inject({ ...requestOf(postingEndpoints.list), headers: bearer(token) })).statusCode).toBe(401);
  });

  it('limits the calls a token makes a minute, answering 429 with Retry-After', async () => {
    const admin = await makeCompany(app);
    const { token } = await makeApiToken(app, admin.token, ['read_postings']);
    const other = await makeApiToken(app, admin.token, ['read_postings']);
    for (let call = 0; call < RATE_LIMIT; call++)
      expect((await app.inject({ ...requestOf(pipelineEndpoints.stages), headers: bearer(token) })).statusCode).toBe(
        200,
      );
    const limited = await app.inject({ ...requestOf(pipelineEndpoints.stages), headers: bearer(token) });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      (await app.inject({ ...requestOf(pipelineEndpoints.stages), headers: bearer(other.token) })).statusCode,
    ).toBe(200);
    // The Admin's own session is no token's, and is not limited by one.
    expect(
      (await app.inject({ ...requestOf(pipelineEndpoints.stages), headers: { authorization: admin.token } }))
        .statusCode,
    ).toBe(200);
  });

  it("lists a token's calls with their answers for its company's Admins, and its last use", async () => {
    const admin = await makeCompany(app);
    const { token, data } = await makeApiToken(app, admin.token, ['read_postings']);
    await app.inject({ ...requestOf(postingEndpoints.list), headers: bearer(token) });
    await app.inject({ ...requestOf(postingEndpoints.update), headers: bearer(token), payload: {} });

    const calls = await app.inject({
      ...requestOf(apiTokenEndpoints.calls, { params: { id: data.id } }),
      headers: { authorization: admin.token },
    });
    expect(calls.json<{ data: object[] }>().data).toEqual([
      { method: 'PUT', route: urlOf(postingEndpoints.update), status: 403, at: expect.any(String) },
      { method: 'GET', route: urlOf(postingEndpoints.list), status: 200, at: expect.any(String) },
    ]);
    const list = await app.inject({ ...requestOf(apiTokenEndpoints.list), headers: { authorization: admin.token } });
    expect(list.json<{ data: ApiToken[] }>().data[0]!.last_used_at).toEqual(expect.any(String));

    const elsewhere = await makeCompany(app);
    const theirs = await app.inject({
      ...requestOf(apiTokenEndpoints.calls, { params: { id: data.id } }),
      headers: { authorization: elsewhere.token },
    });
    expect(theirs.statusCode).toBe(404);
  });
});

describe("an API token and its maker's power", () => {
  /** A company whose founder has a second Admin, who makes a token of every scope, and an application to read. */
  async function tokenOfASecondAdmin() {
    const founder = await makeCompany(app);
    const maker = await addMember(app, db, founder.token, 'admin', 'Mara Maker');
    const posting = await makePosting(app, founder.token);
    const applicationId = await makeApplication(app, (await makeCandidate(app)).token, posting);
    const { token, data } = await makeApiToken(app, maker.token, API_TOKEN_SCOPE_NAMES);
    return { founder, maker, posting, applicationId, token, tokenId: data.id };
  }

  /** What the token could do while its maker was an Admin: read an application and search, as the guard or the read admits. */
  const calls = (applicationId: string) =>
    [
      requestOf(postingEndpoints.list),
      requestOf(applicationEndpoints.list, { query: { application_id: applicationId } }),
      requestOf(searchEndpoints.search, { query: { q: 'engineer' } }),
      { ...requestOf(postingEndpoints.create), payload: {} },
    ] as const;

  async function answersTo(token: string, applicationId: string): Promise<number[]> {
    const answers: number[] = [];
    for (const call of calls(applicationId))
      answers.push((await app.inject({ ...call, headers: bearer(token) })).statusCode);
    return answers;
  }

  const listOf = async (admin: TestAccount) =>
    (await app.inject({ ...requestOf(apiTokenEndpoints.list), headers: { authorization: admin.token } })).json<{
      data: ApiToken[];
    }>().data;

  it('answers 401 once its maker is removed, and is listed as revoked with why', async () => {
    const { founder, maker, applicationId, token, tokenId } = await tokenOfASecondAdmin();
    expect((await answersTo(token, applicationId)).slice(0, 3)).toEqual([200, 200, 200]);
    const removed = await app.inject({
      ...requestOf(teamEndpoints.remove, { params: { id: maker.id } }),
      headers: { authorization: founder.token },
    });
    expect(removed.statusCode).toBe(200);
    expect(await answersTo(token, applicationId)).toEqual([401, 401, 401, 401]);
    expect(await listOf(founder)).toEqual([
      expect.objectContaining({
        id: tokenId,
        revoked_at: expect.any(String),
        revoked_reason: API_TOKEN_REVOCATIONS.makerRemoved('Mara Maker'),
      }),
    ]);
  });

  it('answers 401 once its maker becomes a Recruiter, and is listed as revoked with why', async () => {
    const { founder, maker, applicationId, token, tokenId } = await tokenOfASecondAdmin();
    const demoted = await app.inject({
      ...requestOf(teamEndpoints.changeRole, { params: { id: maker.id } }),
      headers: { authorization: founder.token },
      payload: { role: 'recruiter' },
    });
    expect(demoted.json<{ data: { live_api_tokens: number } }>().data.live_api_tokens).toBe(0);
    expect(await answersTo(token, applicationId)).toEqual([401, 401, 401, 401]);
    expect(await listOf(founder)).toEqual([
      expect.objectContaining({
        id: tokenId,
        revoked_at: expect.any(String),
        revoked_reason: API_TOKEN_REVOCATIONS.makerDemoted('Mara Maker', 'recruiter'),
      }),
    ]);
    // Made an Admin again, the member finds the token still revoked: a new one must be made.
    await app.inject({
      ...requestOf(teamEndpoints.changeRole, { params: { id: maker.id } }),
      headers: { authorization: founder.token },
      payload: { role: 'admin' },
    });
    expect(await answersTo(token, applicationId)).toEqual([401, 401, 401, 401]);
  });

  it('answers 401 when its maker was removed or demoted without the token being revoked, as before', async () => {
    for (const change of [{ removedAt: new Date() }, { memberRole: 'hiring_manager' as const }]) {
      const { maker, applicationId, token } = await tokenOfASecondAdmin();
      await db.update(users).set(change).where(eq(users.id, maker.id));
      expect(await answersTo(token, applicationId)).toEqual([401, 401, 401, 401]);
    }
  });

  it("tells the company's Admins how many working tokens each member made", async () => {
    const { founder, maker, token } = await tokenOfASecondAdmin();
    const second = await makeApiToken(app, maker.token, ['read_postings']);
    await makeApiToken(app, founder.token, ['read_postings']);
    const team = async () =>
      Object.fromEntries(
        (await app.inject({ ...requestOf(teamEndpoints.list), headers: { authorization: founder.token } }))
          .json<TeamAnswer>()
          .members.map((member) => [member.name, member.live_api_tokens]),
      );
    expect(await team()).toEqual({ [founder.email]: 1, 'Mara Maker': 2 });
    await app.inject({
      ...requestOf(apiTokenEndpoints.revoke, { params: { id: second.data.id } }),
      headers: { authorization: founder.token },
    });
    expect(await team()).toEqual({ [founder.email]: 1, 'Mara Maker': 1 });
    expect((await app.inject({ ...requestOf(postingEndpoints.list), headers: bearer(token) })).statusCode).toBe(200);
  });
});
