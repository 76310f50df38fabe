import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, EMAIL_CODE_MESSAGES } from '../../shared/auth.js';
import { emailCodes, rateLimitHits, users } from '../db/schema.js';
import { pruneEmailCodes } from './email-codes.js';
import { applicationInput } from '../test/factories-applications.js';
import { makePosting } from '../test/factories-postings.js';
import { makeCandidate, makeCompany, STRONG_PASSWORD, uniqueEmail } from '../test/factories.js';
import { createTestApp } from '../test/harness.js';
import { deliverDueMail, startTestSmtpServer } from '../test/smtp.js';
import { requestOf, urlOf } from '../test/routes.js';
import { authEndpoints } from '../../shared/auth-endpoints.js';
import { profileEndpoints } from '../../shared/profiles-endpoints.js';
import { candidateApplicationEndpoints } from '../../shared/applications-endpoints.js';

const { app, database, config } = await createTestApp();
const { db } = database;
const smtp = await startTestSmtpServer();
afterAll(() => smtp.close());

let client = 0;

/** Each call from a client address of its own, so that the per-client ceiling is tested where it is meant to be. */
function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  client++;
  return app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers,
    remoteAddress: `10.0.${Math.floor(client / 250)}.${client % 250}`,
  });
}

function get(url: string, token: string) {
  return app.inject({ method: 'GET', url, headers: { authorization: token } });
}

/** The last mail with `subject` the SMTP server received for `email`, its soft line breaks joined. */
async function mailTo(email: string, subject = 'Your sign-in code'): Promise<string> {
  await deliverDueMail(db, config, smtp.url);
  const mail = smtp.received
    .map((received) => ({ ...received, raw: received.raw.replace(/=\r?\n/g, '') }))
    .filter((received) => received.to.includes(email) && received.raw.includes(`Subject: ${subject}`))
    .pop();
  if (!mail) throw new Error(`no mail "${subject}" reached ${email}`);
  return mail.raw;
}

/** Asks for a code for `email`, and reads the code and the sign-in link's token from the mail that brings them. */
async function requestCode(email: string, extra: { name?: string; next?: string } = {}) {
  const response = await post(urlOf(authEndpoints.requestEmailCode), { email, ...extra });
  expect(response.statusCode).toBe(200);
  const mail = await mailTo(email);
  const code = /sign-in code is (\d{6})\./.exec(mail)?.[1];
  const token = /\/sign-in\/email\/([\da-f-]{36}\.\d{6})/.exec(mail)?.[1];
  if (!code || !token) throw new Error(`no code and link in the mail to ${email}`);
  return { code, token, mail };
}

const verify = (email: string, code: unknown) => post(urlOf(authEndpoints.verifyEmailCode), { email, code });

/** Every text, JSON and character column of every table, as one dump would show them. */
async function dumpOfEveryTextColumn(): Promise<string> {
  const { rows: columns } = await db.execute<{ table_name: string; column_name: string }>(sql`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`);
  const values = await Promise.all(
    columns.map(async ({ table_name, column_name }) => {
      const { rows } = await db.execute<{ value: string | null }>(
        sql`SELECT ${sql.identifier(column_name)}::text AS value FROM ${sql.identifier(table_name)}`,
      );
      return rows.map((row) => row.value ?? '').join('\n');
    }),
  );
  return values.join('\n');
}

describe('signing a new candidate in with an e-mailed code', () => {
  it('creates the account named as asked, signs it in, and the code works once', async () => {
    const email = uniqueEmail('guest');
    const { code } = await requestCode(email, { name: 'Grace Hopper' });

    const signedIn = await verify(email, code);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({
      status: 200,
      refresh_token: expect.stringMatching(/^[\w-]{43}$/),
      is_company: false,
      name: 'Grace Hopper',
    });
    const profile = await get(
      urlOf(profileEndpoints.candidate),
      signedIn.json<{ refresh_token: string }>().refresh_token,
    );
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ data: { email } });

    const [account] = await db.select().from(users).where(eq(users.email, email));
    expect(account).toMatchObject({ role: 'candidate', passwordHash: null });
    expect(account!.emailConfirmedAt).toBeInstanceOf(Date);

    const again = await verify(email, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ status: 400, error: EMAIL_CODE_MESSAGES.invalidCode });
  });

  it('names an account made without a name by its address until its owner renames it', async () => {
    const email = uniqueEmail('nameless');
    const { code } = await requestCode(email);
    expect((await verify(email, code)).json()).toMatchObject({ name: email.split('@')[0] });
  });

  it('signs in with the link as well, once, and says where the candidate started', async () => {
    const email = uniqueEmail('linked');
    const { token, code } = await requestCode(email, { name: 'Ada', next: '/apply/posting-1?src=linkedin' });

    const link = await post(urlOf(authEndpoints.signInWithEmailLink), { token });
    expect(link.statusCode).toBe(200);
    expect(link.json()).toEqual({
      status: 200,
      refresh_token: expect.stringMatching(/^[\w-]{43}$/),
      is_company: false,
      name: 'Ada',
      next: '/apply/posting-1?src=linkedin',
    });

    const reused = await post(urlOf(authEndpoints.signInWithEmailLink), { token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ status: 400, error: EMAIL_CODE_MESSAGES.invalidLink });
    // The link and the code are one: using either uses both.
    expect((await verify(email, code)).statusCode).toBe(400);
  });

  it('refuses a link whose code is not the one sent, and a link to no code', async () => {
    const email = uniqueEmail('forged');
    const { token, code } = await requestCode(email);
    const [id] = token.split('.');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await post(urlOf(authEndpoints.signInWithEmailLink), { token: `${id}.${wrong}` })).statusCode).toBe(400);
    const unknown = await post(urlOf(authEndpoints.signInWithEmailLink), { token: `${crypto.randomUUID()}.${code}` });
    expect(unknown.json()).toEqual({ status: 400, error: EMAIL_CODE_MESSAGES.invalidLink });
    expect((await post(urlOf(authEndpoints.signInWithEmailLink), { token })).statusCode).toBe(200);
  });

  it('refuses a code after its 10 minutes', async () => {
    const email = uniqueEmail('late');
    const { code } = await requestCode(email);
    await db
      .update(emailCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailCodes.email, email));
    expect((await verify(email, code)).json()).toEqual({ status: 400, error: EMAIL_CODE_MESSAGES.invalidCode });
    expect(await db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('keeps a code valid for 10 minutes from its request', async () => {
    const email = uniqueEmail('timely');
    const before = Date.now();
    await requestCode(email);
    const [row] = await db.select().from(emailCodes).where(eq(emailCodes.email, email));
    expect(row!.expiresAt.getTime() - before).toBeGreaterThanOrEqual(10 * 60_000 - 1_000);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);
  });

  it('voids the earlier code once a new one is asked for', async () => {
    const email = uniqueEmail('twice');
    const first = await requestCode(email);
    const second = await requestCode(email);
    if (first.code !== second.code) expect((await verify(email, first.code)).statusCode).toBe(400);
    expect((await post(urlOf(authEndpoints.signInWithEmailLink), { token: first.token })).statusCode).toBe(400);
    expect((await verify(email, second.code)).statusCode).toBe(200);
  });

  it('wears a code out after five wrong tries', async () => {
    const email = uniqueEmail('guesser');
    const { code } = await requestCode(email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let attempt = 0; attempt < 5; attempt++) expect((await verify(email, wrong)).statusCode).toBe(400);
    expect((await verify(email, code)).json()).toEqual({ status: 400, error: EMAIL_CODE_MESSAGES.invalidCode });
  });

  it('keeps no readable code once the mail is sent, only a slow salted hash', async () => {
    const email = uniqueEmail('at-rest');
    const { code, token } = await requestCode(email);
    const dump = await dumpOfEveryTextColumn();
    expect(dump).not.toContain(code);
    expect(dump).not.toContain(token);
    const [row] = await db
      .select({ codeHash: emailCodes.codeHash })
      .from(emailCodes)
      .where(eq(emailCodes.email, email));
    expect(row!.codeHash).toMatch(/^\$argon2id\$/);
    expect(row!.codeHash).not.toBe(createHash('sha256').update(code).digest('hex'));
  });
});

describe('codes kept', () => {
  it('forgets the address and name of a code a day after it expired', async () => {
    const spent = uniqueEmail('spent');
    const fresh = uniqueEmail('fresh');
    await requestCode(spent, { name: 'Old Name' });
    await requestCode(fresh, { name: 'New Name' });
    await db
      .update(emailCodes)
      .set({ expiresAt: sql`now() - interval '25 hours'` })
      .where(eq(emailCodes.email, spent));

    await pruneEmailCodes(db);

    expect(await db.select().from(emailCodes).where(eq(emailCodes.email, spent))).toEqual([]);
    expect(await db.select().from(emailCodes).where(eq(emailCodes.email, fresh))).toHaveLength(1);
  });
});

describe("a guest's application", () => {
  it('applies signed in by the link alone, and hears back at the address the code went to', async () => {
    const company = await makeCompany(app);
    const posting = await makePosting(app, company.token);
    const email = uniqueEmail('applicant');
    const { token } = await requestCode(email, { name: 'Ada Lovelace', next: `/apply/${posting.id}` });

    const link = await post(urlOf(authEndpoints.signInWithEmailLink), { token });
    expect(link.json()).toMatchObject({ is_company: false, next: `/apply/${posting.id}` });
    const session = link.json<{ refresh_token: string }>().refresh_token;
    const applied = await post(urlOf(candidateApplicationEndpoints.apply), applicationInput(posting), {
      authorization: session,
    });
    expect(applied.statusCode).toBe(201);

    const confirmation = await mailTo(email, `We have your application for ${posting.title}`);
    expect(confirmation).toContain(posting.title);
    const mine = await get(urlOf(candidateApplicationEndpoints.listOwn), session);
    expect(mine.json()).toMatchObject({ data: [expect.objectContaining({ job_title: posting.title })] });
  });
});

describe('an address that has an account', () => {
  it('signs a candidate in to their own account, keeping its name and password', async () => {
    const candidate = await makeCandidate(app, { name: 'Katherine Johnson' });
    const { code } = await requestCode(candidate.email, { name: 'Someone Else' });
    const signedIn = await verify(candidate.email, code);

    const login = await post('/login/', { email: candidate.email, password: candidate.password });
    expect(signedIn.statusCode).toBe(login.statusCode);
    expect({ ...signedIn.json(), refresh_token: 'token' }).toEqual({ ...login.json(), refresh_token: 'token' });
    expect(signedIn.json()).toMatchObject({ is_company: false, name: 'Katherine Johnson' });
    expect(Object.keys(signedIn.headers).sort()).toEqual(Object.keys(login.headers).sort());
    expect(signedIn.headers['content-type']).toBe(login.headers['content-type']);
    expect(signedIn.headers['cache-control']).toBe(login.headers['cache-control']);
    expect(await db.select().from(users).where(eq(users.email, candidate.email))).toHaveLength(1);
  });

  it("answers a company member's address as any other, sends no code and never makes them a candidate", async () => {
    const member = await makeCompany(app);
    const candidate = await makeCandidate(app);
    const answers = await Promise.all(
      [member.email, candidate.email, uniqueEmail('new'), `  ${uniqueEmail('Mixed.Case+tag').toUpperCase()} `].map(
        (email) => post(urlOf(authEndpoints.requestEmailCode), { email, name: 'Ada' }),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ status: 200, message: EMAIL_CODE_MESSAGES.sent });
    }

    const notice = await mailTo(member.email, 'Signing in to Openhire with your e-mail address');
    expect(notice).toContain('signs in');
    expect(notice).not.toMatch(/sign-in code is \d{6}|\/sign-in\/email\//);
    expect(await db.select().from(emailCodes).where(eq(emailCodes.email, member.email))).toEqual([]);
    expect((await verify(member.email, '123456')).json()).toEqual({
      status: 400,
      error: EMAIL_CODE_MESSAGES.invalidCode,
    });
    const accounts = await db.select().from(users).where(eq(users.email, member.email));
    expect(accounts).toEqual([expect.objectContaining({ role: 'recruiter' })]);
  });

  it('never signs in as a candidate an address that became a company member after its code was sent', async () => {
    const email = uniqueEmail('switched');
    const { code } = await requestCode(email);
    const company = await makeCompany(app, { email });
    const signedIn = await verify(email, code);
    expect(signedIn.statusCode).toBe(400);
    const login = await post('/login/', { email, password: company.password });
    expect(login.json()).toMatchObject({ is_company: true });
  });
});

describe('an account without a password', () => {
  async function passwordless() {
    const email = uniqueEmail('codeonly');
    const { code } = await requestCode(email, { name: 'Mary Jackson' });
    const token = (await verify(email, code)).json<{ refresh_token: string }>().refresh_token;
    return { email, token };
  }

  it('is refused a password sign-in as any wrong password is', async () => {
    const { email } = await passwordless();
    const login = await post('/login/', { email, password: STRONG_PASSWORD });
    const unknown = await post('/login/', { email: uniqueEmail('nobody'), password: STRONG_PASSWORD });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual(unknown.json());
  });

  it('sets a first password under the password rules, once, and signs in with it', async () => {
    const { email, token } = await passwordless();
    expect((await get(urlOf(authEndpoints.passwordState), token)).json()).toEqual({ status: 200, has_password: false });

    const weak = await post(urlOf(authEndpoints.setPassword), { password: 'password1' }, { authorization: token });
    expect(weak.json()).toMatchObject({ status: 400, error: AUTH_MESSAGES.strongPassword });
    const set = await post(urlOf(authEndpoints.setPassword), { password: STRONG_PASSWORD }, { authorization: token });
    expect(set.json()).toEqual({ status: 200, message: EMAIL_CODE_MESSAGES.passwordSet });

    expect((await post('/login/', { email, password: STRONG_PASSWORD })).statusCode).toBe(200);
    expect((await get(urlOf(authEndpoints.passwordState), token)).json()).toEqual({ status: 200, has_password: true });
    const again = await post(
      urlOf(authEndpoints.setPassword),
      { password: `${STRONG_PASSWORD}2` },
      { authorization: token },
    );
    expect(again.json()).toEqual({ status: 409, error: EMAIL_CODE_MESSAGES.hasPassword });
    expect((await post('/login/', { email, password: STRONG_PASSWORD })).statusCode).toBe(200);
  });

  it('gets a password through the forgotten-password codes too', async () => {
    const { email } = await passwordless();
    expect((await post('/forgot_password/', { email })).statusCode).toBe(200);
    const otp = /reset code is (\d{6})/.exec(await mailTo(email, 'Your password reset code'))?.[1];
    const reset = await post('/reset_password/', { email, otp, password: STRONG_PASSWORD });
    expect(reset.json()).toEqual({ status: 200, success: true });
    expect((await post('/login/', { email, password: STRONG_PASSWORD })).statusCode).toBe(200);
  });
});

describe('limits and bad input', () => {
  it('sends at most five codes to one address in 15 minutes', async () => {
    const email = uniqueEmail('flooded');
    for (let request = 0; request < 5; request++)
      expect((await post(urlOf(authEndpoints.requestEmailCode), { email })).statusCode).toBe(200);
    const refused = await post(urlOf(authEndpoints.requestEmailCode), { email });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('sends at most five codes to one mailbox in 15 minutes, however its address is tagged', async () => {
    const [name, domain] = uniqueEmail('tagged').split('@');
    for (let request = 0; request < 5; request++)
      expect(
        (await post(urlOf(authEndpoints.requestEmailCode), { email: `${name}+${request}@${domain}` })).statusCode,
      ).toBe(200);
    for (const email of [`${name}+more@${domain}`, `${name}@${domain}`, `${name!.toUpperCase()}+x@${domain}`]) {
      const refused = await post(urlOf(authEndpoints.requestEmailCode), { email });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ status: 429, error: expect.stringMatching(/^Too many attempts\. Please wait/) });
    }
    expect((await post(urlOf(authEndpoints.requestEmailCode), { email: `${name}x@${domain}` })).statusCode).toBe(200);
  });

  it('sends at most twenty codes an hour asked for from one client address', async () => {
    const remoteAddress = '198.51.100.20';
    const ask = (email: string) =>
      app.inject({ ...requestOf(authEndpoints.requestEmailCode), payload: { email }, remoteAddress });
    for (let request = 0; request < 20; request++) expect((await ask(uniqueEmail('spread'))).statusCode).toBe(200);
    const refused = await ask(uniqueEmail('spread'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      status: 429,
      error: expect.stringContaining(EMAIL_CODE_MESSAGES.codesFromAddress),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50 * 60);
    // Another client is not held back by it.
    expect((await post(urlOf(authEndpoints.requestEmailCode), { email: uniqueEmail('spread') })).statusCode).toBe(200);
  });

  it('checks at most ten codes for one address in 15 minutes', async () => {
    const email = uniqueEmail('checked');
    for (let attempt = 0; attempt < 10; attempt++) expect((await verify(email, '000000')).statusCode).toBe(400);
    expect((await verify(email, '000000')).statusCode).toBe(429);
  });

  it('counts every call against the client address before reading its body', async () => {
    const ip = '203.0.113.44';
    await db.insert(rateLimitHits).values(Array.from({ length: 100 }, () => ({ bucket: `auth-ip:${ip}` })));
    for (const url of [urlOf(authEndpoints.requestEmailCode), urlOf(authEndpoints.verifyEmailCode)]) {
      const response = await app.inject({
        method: 'POST',
        url,
        remoteAddress: ip,
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      });
      expect(response.statusCode).toBe(429);
    }
  });

  it.each([
    urlOf(authEndpoints.requestEmailCode),
    urlOf(authEndpoints.verifyEmailCode),
    urlOf(authEndpoints.signInWithEmailLink),
  ])('refuses a body over 16 KB to %s with 413', async (url) => {
    const response = await post(url, { email: `${'a'.repeat(17 * 1024)}@example.test`, code: '123456' });
    expect(response.statusCode).toBe(413);
  });

  it.each([
    ['a malformed address', { email: 'not-an-address' }],
    ['a NUL in the address', { email: 'ada\u0000@example.test' }],
    ['an address that is not text', { email: ['ada@example.test'] }],
    ['no address', { name: 'Ada' }],
    ['a name over two lines', { email: 'ada@example.test', name: 'Ada\nBcc: x@example.test' }],
    ['a path to another site', { email: 'ada@example.test', next: '//evil.test/apply' }],
    ['a path that a browser reads as another site', { email: 'ada@example.test', next: '/\\evil.test' }],
    ['an address instead of a path', { email: 'ada@example.test', next: 'https://evil.test/' }],
  ])('refuses a code request with %s and sends nothing', async (_, payload) => {
    const response = await post(urlOf(authEndpoints.requestEmailCode), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, error: expect.any(String) });
    expect(await db.select().from(emailCodes).where(eq(emailCodes.email, 'ada@example.test'))).toEqual([]);
  });

  it.each([
    ['eight digits', '12345678'],
    ['five digits', '12345'],
    ['letters', 'abcdef'],
    ['a number', 123456],
    ['nothing', null],
  ])('refuses a code given as %s with a message on the field', async (_, code) => {
    const response = await verify(uniqueEmail('typo'), code);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, fields: { code: expect.any(String) } });
  });

  it('refuses a link token of the wrong form without looking it up', async () => {
    for (const token of ['', 'x'.repeat(200), `${crypto.randomUUID()}.12345678`, 42]) {
      const response = await post(urlOf(authEndpoints.signInWithEmailLink), { token });
      expect(response.json()).toMatchObject({ status: 400, error: EMAIL_CODE_MESSAGES.invalidLink });
    }
  });
});
