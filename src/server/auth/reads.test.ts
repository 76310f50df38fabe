import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../shared/auth.js';
import { sessions } from '../db/schema.js';
import { makeCandidate, makeCompany } from '../test/factories.js';
import { makeApplication } from '../test/factories-applications.js';
import { makePosting } from '../test/factories-postings.js';
import { createTestApp } from '../test/harness.js';
import { sha256 } from './tokens.js';
import { urlOf } from '../test/routes.js';
import { postingEndpoints } from '../../shared/postings-endpoints.js';
import { applicationEndpoints, candidateApplicationEndpoints } from '../../shared/applications-endpoints.js';
import { authEndpoints } from '../../shared/auth-endpoints.js';

const { app, database } = await createTestApp();
const { db } = database;

function get(url: string, token?: string) {
  return app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} });
}

const lastSeenOf = async (token: string) =>
  (
    await db
      .select({ at: sessions.lastSeenAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(token)))
  )[0]!.at;

const setLastSeen = (token: string, hoursAgo: number) =>
  db
    .update(sessions)
    .set({ lastSeenAt: sql`now() - make_interval(hours => ${hoursAgo})` })
    .where(eq(sessions.tokenHash, sha256(token)));

// The reads on every page view look the session up in the statement that reads the answer: each must still
// answer exactly as a guarded route does.
describe('reads that look the session up themselves', async () => {
  const company = await makeCompany(app);
  const candidate = await makeCandidate(app);
  const posting = await makePosting(app, company.token);
  const applicationId = await makeApplication(app, candidate.token, posting, { email: candidate.email });
  const reads: { role: Role; url: string; found: (body: { data: unknown[] | object }) => boolean }[] = [
    {
      role: 'recruiter',
      url: urlOf(postingEndpoints.list),
      found: ({ data }) => JSON.stringify(data).includes(posting.id),
    },
    {
      role: 'recruiter',
      url: urlOf(applicationEndpoints.list),
      found: ({ data }) => JSON.stringify(data).includes(applicationId),
    },
    {
      role: 'recruiter',
      url: urlOf(applicationEndpoints.list, { query: { limit: '5', status: 'Application Submitted', search: 'a' } }),
      found: ({ data }) => JSON.stringify(data).includes(applicationId),
    },
    {
      // No stage has this name: an empty page, but the session is still checked.
      role: 'recruiter',
      url: urlOf(applicationEndpoints.list, { query: { status: 'No Such Stage' } }),
      found: ({ data }) => Array.isArray(data) && data.length === 0,
    },
    {
      role: 'recruiter',
      url: urlOf(applicationEndpoints.list, { query: { application_id: applicationId, resume: 'url' } }),
      found: ({ data }) => JSON.stringify(data).includes(applicationId),
    },
    {
      role: 'candidate',
      url: urlOf(candidateApplicationEndpoints.listOwn),
      found: ({ data }) => JSON.stringify(data).includes(applicationId),
    },
    {
      role: 'candidate',
      url: urlOf(candidateApplicationEndpoints.listOwn, { query: { application_id: applicationId, resume: 'url' } }),
      found: ({ data }) => JSON.stringify(data).includes(applicationId),
    },
    {
      role: 'candidate',
      url: urlOf(postingEndpoints.recentOpen, { query: { limit: '100' } }),
      found: ({ data }) => JSON.stringify(data).includes(posting.id),
    },
  ];

  it.each(reads)('$url answers its owner and keeps the session alive', async ({ role, url, found }) => {
    const owner = role === 'recruiter' ? company : candidate;
    await setLastSeen(owner.token, 11);
    const answer = await get(url, owner.token);
    expect(answer.statusCode).toBe(200);
    expect(found(answer.json())).toBe(true);
    expect(Date.now() - (await lastSeenOf(owner.token)).getTime()).toBeLessThan(60_000);
  });

  it.each(reads)('$url answers 401 without a live session and 403 to the other role', async ({ role, url }) => {
    const other = role === 'recruiter' ? await makeCandidate(app) : await makeCompany(app);
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, 'not-a-session')).statusCode).toBe(401);
    expect((await get(url, other.token)).statusCode).toBe(403);

    const owner = role === 'recruiter' ? await makeCompany(app) : await makeCandidate(app);
    await setLastSeen(owner.token, 13);
    expect((await get(url, owner.token)).statusCode).toBe(401);
  });

  it.each(reads)('$url answers an owner with nothing to show, and 401 once logged out', async ({ role, url }) => {
    const owner = role === 'recruiter' ? await makeCompany(app) : await makeCandidate(app);
    const empty = await get(url, owner.token);
    expect(empty.statusCode).toBe(url.includes('application_id') ? 404 : 200);
    await app.inject({
      method: 'POST',
      url: role === 'recruiter' ? urlOf(authEndpoints.logout) : urlOf(authEndpoints.candidateLogout),
      headers: { authorization: owner.token },
    });
    expect((await get(url, owner.token)).statusCode).toBe(401);
  });
});
