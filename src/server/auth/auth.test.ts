import { hash } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../shared/auth.js';
import { outbox, passwordResets, rateLimitHits, users } from '../db/schema.js';
import { createTestApp } from '../test/harness.js';
import { STRONG_PASSWORD, loginToken, makeCandidate, makeCompany, uniqueEmail } from '../test/factories.js';
import { requestOf, urlOf } from '../test/routes.js';
import { authEndpoints } from '../../shared/auth-endpoints.js';
import { teamEndpoints } from '../../shared/team-endpoints.js';

const { app, database } = await createTestApp();
const { db } = database;

async function latestResetCode(email: string): Promise<string> {
  const [mail] = await db
    .select({ code: outbox.secret })
    .from(outbox)
    .where(eq(outbox.recipient, email))
    .orderBy(sql`${outbox.createdAt} DESC`)
    .limit(1);
  const code = mail?.code;
  if (!code) throw new Error(`no reset code mailed to ${email}`);
  return code;
}

function post(url: string, payload: unknown, token?: string) {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: token ? { authorization: token } : {},
  });
}

describe('registration', () => {
  it('creates a recruiter account whose login says it is a company', async () => {
    const email = uniqueEmail();
    const register = await post(urlOf(authEndpoints.registerRecruiter), {
      email,
      password: STRONG_PASSWORD,
      name: 'Acme',
      address: 'Paris France',
    });
    expect(register.statusCode).toBe(201);
    expect(register.json()).toMatchObject({ status: 201 });

    const login = await post('/login/', { email, password: STRONG_PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ status: 200, is_company: true, name: 'Acme' });
    expect(login.json().refresh_token).toMatch(/^[\w-]{43}$/);
  });

  it('creates a candidate account with 201 and answers without the trailing slash too', async () => {
    const email = uniqueEmail();
    const register = await post('/api/candidate/register', { email, password: STRONG_PASSWORD, name: 'Grace' });
    expect(register.statusCode).toBe(201);
    const login = await post('/login', { email, password: STRONG_PASSWORD });
    expect(login.json()).toMatchObject({ status: 200, is_company: false, name: 'Grace' });
  });

  it('refuses a weak password with the strong-password message', async () => {
    const response = await post(urlOf(authEndpoints.registerCandidate), {
      email: uniqueEmail(),
      password: 'password1',
      name: 'Weak',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, error: AUTH_MESSAGES.strongPassword });
  });

  it('refuses a password over 128 characters instead of truncating it', async () => {
    const response = await post(urlOf(authEndpoints.registerCandidate), {
      email: uniqueEmail(),
      password: `Aa1!${'x'.repeat(130)}`,
      name: 'Long',
    });
    expect(response.statusCode).toBe(400);
  });

  it('requires every recruiter field', async () => {
    const response = await post(urlOf(authEndpoints.registerRecruiter), {
      email: uniqueEmail(),
      password: STRONG_PASSWORD,
      name: '  ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(AUTH_MESSAGES.registerFields);
    expect(response.json().fields).toHaveProperty('address');
  });

  it('refuses a malformed e-mail and a body of the wrong type', async () => {
    expect(
      (await post(urlOf(authEndpoints.registerCandidate), { email: 'nope', password: STRONG_PASSWORD, name: 'X' }))
        .statusCode,
    ).toBe(400);
    expect((await post(urlOf(authEndpoints.registerCandidate), { email: 42, password: [], name: {} })).statusCode).toBe(
      400,
    );
    const notJson = await app.inject({
      method: 'POST',
      url: '/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ status: 400, error: 'The request body is not valid JSON.' });
  });

  it('answers a sign-up with an address that has an account as for a new one, changes nothing and tells its owner', async () => {
    const owner = await makeCandidate(app, { name: 'First' });
    const [before] = await db.select().from(users).where(eq(users.email, owner.email));
    const fresh = await post(urlOf(authEndpoints.registerRecruiter), {
      email: uniqueEmail(),
      password: STRONG_PASSWORD,
      name: 'Fresh',
      address: 'Lyon France',
    });
    const taken = await post(urlOf(authEndpoints.registerRecruiter), {
      email: owner.email.toUpperCase(),
      password: 'An0ther!pass',
      name: 'Second',
      address: 'Lyon France',
    });
    const takenByCandidate = await post(urlOf(authEndpoints.registerCandidate), {
      email: owner.email,
      password: 'An0ther!pass',
      name: 'Third',
    });
    const freshCandidate = await post(urlOf(authEndpoints.registerCandidate), {
      email: uniqueEmail(),
      password: STRONG_PASSWORD,
      name: 'Fresh',
    });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.json()).toEqual(fresh.json());
    expect(takenByCandidate.statusCode).toBe(freshCandidate.statusCode);
    expect(takenByCandidate.json()).toEqual(freshCandidate.json());

    expect(await db.select().from(users).where(eq(users.email, owner.email))).toEqual([before]);
    expect((await post('/login/', { email: owner.email, password: 'An0ther!pass' })).statusCode).toBe(401);
    const login = await post('/login/', { email: owner.email, password: owner.password });
    expect(login.json()).toMatchObject({ is_company: false, name: 'First' });

    // One warning for both tries: a stranger's sign-ups must not flood the owner's inbox.
    const mails = await db.select().from(outbox).where(eq(outbox.recipient, owner.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Someone tried to create an account with your e-mail address');
    expect(mails[0]!.textBody).toContain('/forgot');
  });

  it('ignores fields the request has beyond the specification', async () => {
    const email = uniqueEmail();
    const response = await post(urlOf(authEndpoints.registerCandidate), {
      email,
      password: STRONG_PASSWORD,
      name: 'Eve',
      role: 'recruiter',
      is_company: true,
    });
    expect(response.statusCode).toBe(201);
    expect((await post('/login/', { email, password: STRONG_PASSWORD })).json().is_company).toBe(false);
  });
});

describe('login and sessions', () => {
  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const account = await makeCandidate(app);
    const wrong = await post('/login/', { email: account.email, password: 'Wrong!pass1' });
    const unknown = await post('/login/', { email: uniqueEmail(), password: 'Wrong!pass1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('accepts the e-mail in any case', async () => {
    const account = await makeCandidate(app);
    expect((await post('/login/', { email: account.email.toUpperCase(), password: account.password })).statusCode).toBe(
      200,
    );
  });

  it('refuses a missing or forged token with 401 and accepts Bearer', async () => {
    const account = await makeCandidate(app);
    expect((await post(urlOf(authEndpoints.candidateLogout), {})).statusCode).toBe(401);
    expect((await post(urlOf(authEndpoints.candidateLogout), {}, 'forged-token')).statusCode).toBe(401);
    expect((await post(urlOf(authEndpoints.candidateLogout), {}, `Bearer ${account.token}`)).statusCode).toBe(200);
  });

  it('asks the browser to drop what it kept for the signed-out user', async () => {
    const account = await makeCandidate(app);
    const signedOut = await post(urlOf(authEndpoints.candidateLogout), {}, account.token);
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.headers['clear-site-data']).toBe('"cache"');
  });

  it("refuses the other role's logout with 403", async () => {
    const candidate = await makeCandidate(app);
    const company = await makeCompany(app);
    expect((await post(urlOf(authEndpoints.logout), {}, candidate.token)).statusCode).toBe(403);
    expect((await post(urlOf(authEndpoints.candidateLogout), {}, company.token)).statusCode).toBe(403);
  });

  it('logs out a call that says it is JSON but has no body, and still refuses malformed JSON', async () => {
    const company = await makeCompany(app);
    const candidate = await makeCandidate(app);
    const logout = (url: string, token: string, payload: string) =>
      app.inject({
        method: 'POST',
        url,
        payload,
        headers: { authorization: token, 'content-type': 'application/json' },
      });
    const malformed = await logout(urlOf(authEndpoints.logout), company.token, '{');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ status: 400, error: 'The request body is not valid JSON.' });
    expect((await logout(urlOf(authEndpoints.logout), company.token, '')).statusCode).toBe(200);
    expect((await logout(urlOf(authEndpoints.logout), company.token, '')).statusCode).toBe(401);
    expect((await logout(urlOf(authEndpoints.candidateLogout), candidate.token, '')).statusCode).toBe(200);
  });

  it('gives a new token at every login and revokes only the one logged out', async () => {
    const account = await makeCompany(app);
    const second = await loginToken(app, account.email, account.password);
    expect(second).not.toBe(account.token);
    expect((await post(urlOf(authEndpoints.logout), {}, account.token)).statusCode).toBe(200);
    expect((await post(urlOf(authEndpoints.logout), {}, account.token)).statusCode).toBe(401);
    expect((await post(urlOf(authEndpoints.logout), {}, second)).statusCode).toBe(200);
  });

  it('ends a session left idle for more than 12 hours', async () => {
    const account = await makeCandidate(app);
    await db.execute(sql`UPDATE sessions SET last_seen_at = now() - interval '13 hours'`);
    expect((await post(urlOf(authEndpoints.candidateLogout), {}, account.token)).statusCode).toBe(401);
  });

  it('locks an account for 15 minutes after 10 failed logins, even for the right password', async () => {
    const account = await makeCandidate(app);
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await post('/login/', { email: account.email, password: 'Wrong!pass1' })).statusCode).toBe(401);
    }
    const locked = await post('/login/', { email: account.email, password: account.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toMatch(/Too many attempts/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);

    await db.execute(sql`UPDATE rate_limit_hits SET created_at = created_at - interval '16 minutes'`);
    expect((await post('/login/', { email: account.email, password: account.password })).statusCode).toBe(200);
  });

  it('holds a burst of simultaneous wrong passwords to 10 tries', async () => {
    const account = await makeCandidate(app);
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => post('/login/', { email: account.email, password: 'Wrong!pass1' })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(15).fill(429)]);
    expect((await post('/login/', { email: account.email, password: account.password })).statusCode).toBe(429);
  });

  it('does not count a login with the right password against the account', async () => {
    const account = await makeCandidate(app);
    for (let attempt = 0; attempt < 9; attempt++) {
      expect((await post('/login/', { email: account.email, password: 'Wrong!pass1' })).statusCode).toBe(401);
    }
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await post('/login/', { email: account.email, password: account.password })).statusCode).toBe(200);
    }
    expect((await post('/login/', { email: account.email, password: 'Wrong!pass1' })).statusCode).toBe(401);
    expect((await post('/login/', { email: account.email, password: account.password })).statusCode).toBe(429);
  });

  it("remakes a password's hash made with older settings at its owner's next sign-in, and only on the right password", async () => {
    const account = await makeCandidate(app);
    const olderHash = await hash(account.password, { memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    await db.update(users).set({ passwordHash: olderHash }).where(eq(users.email, account.email));
    const storedHash = async () =>
      (await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.email, account.email)))[0]
        ?.passwordHash;

    expect((await post('/login/', { email: account.email, password: 'Wrong!pass1' })).statusCode).toBe(401);
    expect(await storedHash()).toBe(olderHash);
    expect((await post('/login/', { email: account.email, password: account.password })).statusCode).toBe(200);
    expect(await storedHash()).toMatch(/^\$argon2id\$v=19\$m=7168,t=5,p=1\$/);
    expect((await post('/login/', { email: account.email, password: account.password })).statusCode).toBe(200);
    expect((await post('/login/', { email: account.email, password: 'Wrong!pass1' })).statusCode).toBe(401);
  });

  it('caps auth calls from one address at 100 a minute', async () => {
    await db.delete(rateLimitHits);
    const ip = '203.0.113.7';
    await db.insert(rateLimitHits).values(Array.from({ length: 100 }, () => ({ bucket: `auth-ip:${ip}` })));
    const response = await app.inject({
      method: 'POST',
      url: '/login/',
      remoteAddress: ip,
      payload: { email: 'a@b.c', password: 'x' },
    });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBeDefined();
    await db.delete(rateLimitHits);
  });
});

describe('password reset', () => {
  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const account = await makeCandidate(app);
    const known = await post('/forgot_password/', { email: account.email });
    const unknownEmail = uniqueEmail();
    const unknown = await post('/forgot_password/', { email: unknownEmail });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(await db.select().from(outbox).where(eq(outbox.recipient, unknownEmail))).toHaveLength(0);
  });

  it('resets the password with the mailed code, once, and ends every session', async () => {
    const account = await makeCandidate(app);
    await post('/forgot_password/', { email: account.email });
    const code = await latestResetCode(account.email);
    const newPassword = 'N3w!Kite-42';

    const reset = await post('/reset_password/', { email: account.email, otp: Number(code), password: newPassword });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ status: 200, success: true });

    expect((await post(urlOf(authEndpoints.candidateLogout), {}, account.token)).statusCode).toBe(401);
    expect((await post('/login/', { email: account.email, password: account.password })).statusCode).toBe(401);
    expect((await post('/login/', { email: account.email, password: newPassword })).statusCode).toBe(200);

    const reused = await post('/reset_password/', {
      email: account.email,
      otp: Number(code),
      password: 'An0ther!pass',
    });
    expect(reused.statusCode).toBe(400);
  });

  it('voids the code after 5 wrong tries', async () => {
    const account = await makeCandidate(app);
    await post('/forgot_password/', { email: account.email });
    const code = await latestResetCode(account.email);
    const wrong = String((Number(code) + 1) % 1_000_000);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(
        (await post('/reset_password/', { email: account.email, otp: wrong, password: 'N3w!Kite-42' })).statusCode,
      ).toBe(400);
    }
    await db.delete(rateLimitHits);
    const right = await post('/reset_password/', { email: account.email, otp: code, password: 'N3w!Kite-42' });
    expect(right.statusCode).toBe(400);
  });

  it('voids the old code when a new one is requested', async () => {
    const account = await makeCandidate(app);
    await post('/forgot_password/', { email: account.email });
    const first = await latestResetCode(account.email);
    await db.execute(sql`UPDATE outbox SET created_at = created_at - interval '1 second'`);
    await post('/forgot_password/', { email: account.email });
    const second = await latestResetCode(account.email);
    if (first !== second) {
      expect(
        (await post('/reset_password/', { email: account.email, otp: first, password: 'N3w!Kite-42' })).statusCode,
      ).toBe(400);
    }
    expect(
      (await post('/reset_password/', { email: account.email, otp: second, password: 'N3w!Kite-42' })).statusCode,
    ).toBe(200);
  });

  it('refuses a code older than 5 minutes', async () => {
    const account = await makeCandidate(app);
    await post('/forgot_password/', { email: account.email });
    const code = await latestResetCode(account.email);
    await db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(
      (await post('/reset_password/', { email: account.email, otp: code, password: 'N3w!Kite-42' })).statusCode,
    ).toBe(400);
  });

  it('enforces the strong-password rule on reset', async () => {
    const account = await makeCandidate(app);
    const response = await post('/reset_password/', { email: account.email, otp: 123456, password: 'weakpass' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(AUTH_MESSAGES.strongPassword);
  });

  it('limits forgot requests to 5 per e-mail in 15 minutes', async () => {
    const email = uniqueEmail();
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await post('/forgot_password/', { email })).statusCode).toBe(200);
    expect((await post('/forgot_password/', { email })).statusCode).toBe(429);
  });
});

describe('the HTTP surface', () => {
  it('reports health once the database answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, error: 'Not found.' });
  });

  it('sends strict security headers and never caches API answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('refuses a body over the size limit with a JSON 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/login/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(16 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('The request is too large.');
  });
});

describe('the calls open to anyone', () => {
  const publicCalls = [
    urlOf(authEndpoints.registerRecruiter),
    urlOf(authEndpoints.registerCandidate),
    '/login/',
    '/forgot_password/',
    '/reset_password/',
    urlOf(teamEndpoints.acceptInvitation),
  ];

  it.each(publicCalls)('refuses a 9 MB body to %s with a JSON 413 before parsing it', async (url) => {
    const response = await app.inject({
      method: 'POST',
      url,
      remoteAddress: '198.51.100.9',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(9 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ status: 413, error: 'The request is too large.' });
  });

  it('refuses an invitation acceptance over the limit before reading its body', async () => {
    const ip = '198.51.100.30';
    await db.insert(rateLimitHits).values(Array.from({ length: 30 }, () => ({ bucket: `invite-link:${ip}` })));
    const response = await app.inject({
      ...requestOf(teamEndpoints.acceptInvitation),
      remoteAddress: ip,
      headers: { 'content-type': 'application/json' },
      payload: '{"token":',
    });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBeDefined();
  });
});
