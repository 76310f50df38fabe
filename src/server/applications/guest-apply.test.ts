import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { GUEST_APPLICATION_MESSAGES, type ApplyChallenge } from '../../shared/application-submissions.js';
import type { ApplicationDetail } from '../../shared/application-details.js';
import { EMAIL_CODE_MESSAGES } from '../../shared/auth.js';
import { authEndpoints } from '../../shared/auth-endpoints.js';
import { applicationEndpoints, candidateApplicationEndpoints } from '../../shared/applications-endpoints.js';
import { guestApplicationEndpoints } from '../../shared/guest-applications-endpoints.js';
import type { Posting } from '../../shared/postings.js';
import { applications, outbox, usedChallenges, users } from '../db/schema.js';
import { makePosting } from '../test/factories-postings.js';
import { makeCompany, uniqueEmail, type TestAccount } from '../test/factories.js';
import { createTestApp } from '../test/harness.js';
import { dataUrl, samplePdf } from '../test/pdf.js';
import { deliverDueMail, startTestSmtpServer } from '../test/smtp.js';
import { urlOf } from '../test/routes.js';

const { app, database, config } = await createTestApp();
const { db } = database;
const smtp = await startTestSmtpServer();
afterAll(() => smtp.close());
afterEach(() => vi.useRealTimers());

const QUESTION = 'Why this job?';

let client = 0;
/** A client address of its own for each call unless one is given: the limits per address are tested on purpose. */
const nextAddress = () => {
  client++;
  return `10.1.${Math.floor(client / 250)}.${client % 250}`;
};

async function quickPosting(): Promise<{ company: TestAccount; posting: Posting }> {
  const company = await makeCompany(app, { name: 'Acme Robotics' });
  const posting = await makePosting(app, company.token, { application_form: 'quick', questions: [QUESTION] });
  return { company, posting };
}

async function challengeFor(postingId: string): Promise<ApplyChallenge> {
  const response = await app.inject({
    method: 'GET',
    url: urlOf(guestApplicationEndpoints.challenge, { params: { id: postingId } }),
  });
  expect(response.statusCode).toBe(200);
  const { status: _status, ...challenge } = response.json<ApplyChallenge & { status: 200 }>();
  return challenge;
}

/**
 * Solves an ALTCHA v2 challenge without ALTCHA's code, as its specification says: the first counter whose key, the
 * SHA-256 of the salt, the nonce and the counter as four big-endian bytes (hashed again `cost - 1` times), starts with
 * the challenge's key prefix.
 */
function solve(challenge: ApplyChallenge): { counter: number; derivedKey: string } {
  const { salt, nonce, cost, keyLength, keyPrefix } = challenge.parameters;
  const head = Buffer.concat([Buffer.from(salt, 'hex'), Buffer.from(nonce, 'hex')]);
  const counterBytes = Buffer.alloc(4);
  for (let counter = 0; counter < 2 ** 32; counter++) {
    counterBytes.writeUInt32BE(counter);
    let key = createHash('sha256').update(head).update(counterBytes).digest();
    for (let round = 1; round < cost; round++) key = createHash('sha256').update(key).digest();
    const derivedKey = key.subarray(0, keyLength).toString('hex');
    if (derivedKey.startsWith(keyPrefix)) return { counter, derivedKey };
  }
  throw new Error('no counter solves the challenge');
}

const payloadOf = (challenge: ApplyChallenge, solution = solve(challenge)) =>
  Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');

async function solvedPayload(postingId: string): Promise<string> {
  return payloadOf(await challengeFor(postingId));
}

function form(email: string, altcha: string, extra: Record<string, unknown> = {}) {
  return {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email,
    phone: '+44 20 7946 0018',
    resume: dataUrl(samplePdf()),
    questions: [{ question: QUESTION, answer: 'I like robots.' }],
    altcha,
    ...extra,
  };
}

function send(postingId: string, payload: object, remoteAddress = nextAddress()) {
  return app.inject({
    method: 'POST',
    url: urlOf(guestApplicationEndpoints.applyWithoutAccount, { params: { id: postingId } }),
    payload,
    remoteAddress,
  });
}

async function applicationsTo(postingId: string) {
  return db.select().from(applications).where(eq(applications.postingId, postingId));
}

async function usersWith(email: string) {
  return (await db.select({ n: count() }).from(users).where(eq(users.email, email)))[0]!.n;
}

/** The mails the SMTP server received for `email`, their soft line breaks joined. */
async function mailsTo(email: string): Promise<string[]> {
  await deliverDueMail(db, config, smtp.url);
  return smtp.received
    .filter((received) => received.to.includes(email))
    .map((received) => received.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
}

const SENT = { status: 201, message: GUEST_APPLICATION_MESSAGES.sent };

describe('applying to a quick posting without an account', () => {
  it('answers a signed challenge for a quick posting only', async () => {
    const { company, posting } = await quickPosting();
    const challenge = await challengeFor(posting.id);
    expect(challenge).toMatchObject({
      parameters: { algorithm: 'SHA-256', data: { posting: posting.id }, expiresAt: expect.any(Number) },
      signature: expect.stringMatching(/^[\da-f]{64}$/),
    });

    const full = await makePosting(app, company.token, { application_form: 'full' });
    const refused = await app.inject({ url: urlOf(guestApplicationEndpoints.challenge, { params: { id: full.id } }) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ status: 409, error: GUEST_APPLICATION_MESSAGES.signInToApply });
    const unknown = await app.inject({
      url: urlOf(guestApplicationEndpoints.challenge, { params: { id: crypto.randomUUID() } }),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('keeps the application of a solved challenge, e-mails a link that signs its address in, and shows it unconfirmed until then', async () => {
    const { company, posting } = await quickPosting();
    const email = uniqueEmail('guest');

    const response = await send(posting.id, form(email, await solvedPayload(posting.id)));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual(SENT);

    const [stored] = await applicationsTo(posting.id);
    expect(stored).toMatchObject({ email, firstName: 'Ada', emailConfirmed: false });
    const detailUrl = urlOf(applicationEndpoints.list, { query: { application_id: stored!.id, resume: 'url' } });
    const detail = async () =>
      (await app.inject({ url: detailUrl, headers: { authorization: company.token } })).json<{
        data: ApplicationDetail;
      }>().data;
    expect(await detail()).toMatchObject({ email, email_confirmed: false });

    const [mail] = await mailsTo(email);
    expect(mail).toContain('Subject: We have your application for');
    const token = /\/sign-in\/email\/(a\.[\w-]+\.[\w-]+)/.exec(mail!)?.[1];
    expect(token).toBeDefined();
    // The outbox keeps no usable link: only the mail carried it.
    const kept = await db
      .select({ html: outbox.htmlBody, text: outbox.textBody, secret: outbox.secret })
      .from(outbox)
      .where(eq(outbox.recipient, email));
    expect(JSON.stringify(kept)).not.toContain(token);

    const signedIn = await app.inject({
      method: 'POST',
      url: urlOf(authEndpoints.signInWithEmailLink),
      payload: { token },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ is_company: false, name: 'Ada Lovelace', next: '/applications' });
    const [account] = await db.select().from(users).where(eq(users.email, email));
    expect(account).toMatchObject({ role: 'candidate', passwordHash: null });
    expect(account!.emailConfirmedAt).toBeInstanceOf(Date);

    const own = await app.inject({
      url: urlOf(candidateApplicationEndpoints.listOwn),
      headers: { authorization: signedIn.json<{ refresh_token: string }>().refresh_token },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json<{ data: unknown[] }>().data).toHaveLength(1);
    expect(own.body).toContain(stored!.id);
    expect(await detail()).toMatchObject({ email_confirmed: true });
  });

  it('refuses a forged solution, a changed challenge and another posting’s, and stores nothing', async () => {
    const { posting } = await quickPosting();
    const { posting: other } = await quickPosting();
    const challenge = await challengeFor(posting.id);
    const solution = solve(challenge);
    const email = uniqueEmail('forger');
    const forged = [
      payloadOf(challenge, { counter: solution.counter, derivedKey: `${solution.derivedKey.slice(0, -2)}00` }),
      payloadOf(challenge, { counter: 0, derivedKey: '00'.repeat(32) }),
      payloadOf({ ...challenge, parameters: { ...challenge.parameters, keyPrefix: '00' } }, solution),
      payloadOf({ ...challenge, signature: '0'.repeat(64) }, solution),
      payloadOf({ parameters: challenge.parameters }, solution),
      'not base64 json',
    ];
    for (const altcha of forged) {
      const response = await send(posting.id, form(email, altcha));
      expect(response.statusCode, altcha).toBe(400);
      expect(response.json()).toMatchObject({ error: GUEST_APPLICATION_MESSAGES.challenge });
    }
    const elsewhere = await send(other.id, form(email, payloadOf(challenge, solution)));
    expect(elsewhere.statusCode).toBe(400);
    expect(await applicationsTo(posting.id)).toEqual([]);
    expect(await applicationsTo(other.id)).toEqual([]);
    expect(await usersWith(email)).toBe(0);
  });

  it('takes each challenge once', async () => {
    const { posting } = await quickPosting();
    const altcha = await solvedPayload(posting.id);
    expect((await send(posting.id, form(uniqueEmail('first'), altcha))).statusCode).toBe(201);

    const second = uniqueEmail('replay');
    const replayed = await send(posting.id, form(second, altcha));
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toMatchObject({ error: GUEST_APPLICATION_MESSAGES.challengeUsed });
    expect(await applicationsTo(posting.id)).toHaveLength(1);
    expect(await usersWith(second)).toBe(0);
  });

  it('refuses a challenge solved after it expired, and forgets used ones once they expire', async () => {
    const { posting } = await quickPosting();
    const used = await solvedPayload(posting.id);
    expect((await send(posting.id, form(uniqueEmail('early'), used))).statusCode).toBe(201);
    const altcha = await solvedPayload(posting.id);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31 * 60_000 });

    const email = uniqueEmail('late');
    const late = await send(posting.id, form(email, altcha));
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ error: GUEST_APPLICATION_MESSAGES.challengeExpired });
    expect(await usersWith(email)).toBe(0);

    vi.useRealTimers();
    const before = (await db.select({ n: count() }).from(usedChallenges))[0]!.n;
    expect(before).toBeGreaterThan(0);
    await db.update(usedChallenges).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await send(posting.id, form(uniqueEmail('next'), await solvedPayload(posting.id)))).statusCode).toBe(201);
    expect((await db.select({ n: count() }).from(usedChallenges))[0]!.n).toBe(1);
  });

  it('answers a filled honeypot as a success and stores and sends nothing', async () => {
    const { posting } = await quickPosting();
    const email = uniqueEmail('robot');
    const response = await send(
      posting.id,
      form(email, await solvedPayload(posting.id), { website: 'https://spam.test' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual(SENT);
    expect(await applicationsTo(posting.id)).toEqual([]);
    expect(await usersWith(email)).toBe(0);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('answers a second application from an address as the first, and tells the address by e-mail', async () => {
    const { posting } = await quickPosting();
    const email = uniqueEmail('twice');
    const first = await send(posting.id, form(email, await solvedPayload(posting.id)));
    const second = await send(
      posting.id,
      form(email, await solvedPayload(posting.id), { first_name: 'Someone', last_name: 'Else' }),
    );
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.json()).toEqual(first.json());

    const stored = await applicationsTo(posting.id);
    expect(stored.map((application) => application.firstName)).toEqual(['Ada']);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    const told = mails.find((mail) => mail.includes('Subject: You have already applied to Backend Engineer'));
    expect(told).toContain('your first application is unchanged');
  });

  it("stores nothing for a company member's address, and answers alike", async () => {
    const { company, posting } = await quickPosting();
    const response = await send(posting.id, form(company.email, await solvedPayload(posting.id)));
    expect(response.json()).toEqual(SENT);
    expect(await applicationsTo(posting.id)).toEqual([]);
  });

  it('holds the form to the posting: a bad field, an unanswered question or a wrong resume store nothing', async () => {
    const { posting } = await quickPosting();
    const altcha = await solvedPayload(posting.id);
    const email = uniqueEmail('bad');
    const refusals = [
      form('not an address', altcha),
      form(email, altcha, { first_name: '' }),
      form(email, altcha, { first_name: 'x'.repeat(10_000) }),
      form(email, altcha, { questions: [] }),
      form(email, altcha, { resume: dataUrl(Buffer.from('<script>alert(1)</script>'), 'application/pdf') }),
      { ...form(email, altcha), altcha: undefined },
    ];
    for (const payload of refusals) expect((await send(posting.id, payload)).statusCode).toBe(400);
    expect(await applicationsTo(posting.id)).toEqual([]);
    expect(await usersWith(email)).toBe(0);
    // The challenge was not spent on a refused form: the candidate sends it again, corrected.
    expect((await send(posting.id, form(email, altcha))).statusCode).toBe(201);
  });

  it('limits applications from one client address', async () => {
    const { posting } = await quickPosting();
    const altcha = await solvedPayload(posting.id);
    // Refused forms count too: the limit is taken before the form is read.
    for (let sent = 0; sent < 20; sent++)
      expect(
        (await send(posting.id, form(uniqueEmail('busy'), altcha, { questions: [] }), '203.0.113.7')).statusCode,
      ).toBe(400);
    const limited = await send(posting.id, form(uniqueEmail('busy'), altcha), '203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: expect.stringContaining(GUEST_APPLICATION_MESSAGES.fromAddress) });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await send(posting.id, form(uniqueEmail('elsewhere'), altcha))).statusCode).toBe(201);
  });

  it('limits applications to one posting from every address', async () => {
    const { posting } = await quickPosting();
    const altcha = await solvedPayload(posting.id);
    for (let sent = 0; sent < 100; sent++)
      expect((await send(posting.id, form(uniqueEmail('crowd'), altcha, { questions: [] }))).statusCode).toBe(400);
    const limited = await send(posting.id, form(uniqueEmail('crowd'), altcha));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: expect.stringContaining(GUEST_APPLICATION_MESSAGES.forPosting) });
  });

  it('leaves the signed-in apply call as it was', async () => {
    const { posting } = await quickPosting();
    const refused = await app.inject({ method: 'POST', url: urlOf(candidateApplicationEndpoints.apply), payload: {} });
    expect(refused.statusCode).toBe(401);
    expect(posting.application_form).toBe('quick');
  });
});

describe('the link in the confirmation e-mail', () => {
  async function linkFor(email: string): Promise<string> {
    const { posting } = await quickPosting();
    await send(posting.id, form(email, await solvedPayload(posting.id)));
    const [mail] = await mailsTo(email);
    return /\/sign-in\/email\/(a\.[\w-]+\.[\w-]+)/.exec(mail!)![1]!;
  }
  const signIn = (token: string) =>
    app.inject({ method: 'POST', url: urlOf(authEndpoints.signInWithEmailLink), payload: { token } });

  it('is refused once changed: another address, another signature', async () => {
    const email = uniqueEmail('tamper');
    const token = await linkFor(email);
    const [, payload, signature] = token.split('.');
    const otherAddress = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), email: 'boss@example.com' }),
    ).toString('base64url');
    for (const changed of [`a.${otherAddress}.${signature}`, `a.${payload}.${'A'.repeat(43)}`]) {
      const response = await signIn(changed);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: 400, error: EMAIL_CODE_MESSAGES.invalidLink });
    }
    expect((await signIn(token)).statusCode).toBe(200);
  });

  it('is refused once it has expired', async () => {
    const token = await linkFor(uniqueEmail('expired'));
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31 * 24 * 60 * 60_000 });
    const response = await signIn(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, error: EMAIL_CODE_MESSAGES.invalidLink });
  });

  it('marks the address confirmed when its owner signs in with a code instead', async () => {
    const { posting } = await quickPosting();
    const email = uniqueEmail('coded');
    await send(posting.id, form(email, await solvedPayload(posting.id)));
    await app.inject({
      method: 'POST',
      url: urlOf(authEndpoints.requestEmailCode),
      payload: { email, posting_id: posting.id },
      remoteAddress: nextAddress(),
    });
    const mails = await mailsTo(email);
    const codeMail = mails.find((mail) => mail.includes('Subject: Your code to apply to Acme Robotics'));
    expect(codeMail).toBeDefined();
    const code = /is <strong>(\d{6})<\/strong>/.exec(codeMail!)?.[1] ?? /code is (\d{6})/.exec(codeMail!)?.[1];
    const verified = await app.inject({
      method: 'POST',
      url: urlOf(authEndpoints.verifyEmailCode),
      payload: { email, code },
      remoteAddress: nextAddress(),
    });
    expect(verified.statusCode).toBe(200);
    expect((await applicationsTo(posting.id))[0]).toMatchObject({ emailConfirmed: true });
  });
});
