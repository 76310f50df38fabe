import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../shared/auth.js';
import { outbox } from '../db/schema.js';
import { createTestApp } from '../test/harness.js';
import { invitationTokenFor, invite } from '../test/factories-team.js';
import { makeCandidate, makeCompany, uniqueEmail } from '../test/factories.js';
import { requestOf, urlOf } from '../test/routes.js';
import { authEndpoints } from '../../shared/auth-endpoints.js';
import { teamEndpoints } from '../../shared/team-endpoints.js';

const { app, database } = await createTestApp();
const { db } = database;

const PASSPHRASE = 'Correct-Horse-Battery-9';
// "p@ssw0rd" is among zxcvbn's common passwords, which it matches in any case and with l33t substitutions undone.
const COMMON = 'P@ssw0rd';

let client = 0;

/** Each call from a client address of its own: the per-client ceilings are not what these tests are about. */
function post(url: string, payload: object) {
  client++;
  return app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: `10.1.${Math.floor(client / 250)}.${client % 250}`,
  });
}

const login = (email: string, password: string) => post('/login/', { email, password });

async function resetCodeFor(email: string): Promise<string> {
  await post('/forgot_password/', { email });
  const [mail] = await db
    .select({ code: outbox.secret })
    .from(outbox)
    .where(eq(outbox.recipient, email))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  if (!mail?.code) throw new Error(`no reset code mailed to ${email}`);
  return mail.code;
}

/** Every call that sets a password, each with a fresh account or link, answered for `password`. */
const PLACES = {
  'candidate sign-up': async (password: string) => {
    const email = uniqueEmail();
    return {
      email,
      response: await post(urlOf(authEndpoints.registerCandidate), { email, password, name: 'Grace Hopper' }),
    };
  },
  'company sign-up': async (password: string) => {
    const email = uniqueEmail();
    const payload = { email, password, name: 'Northwind', address: 'Lyon France' };
    return { email, response: await post(urlOf(authEndpoints.registerRecruiter), payload) };
  },
  'password reset': async (password: string) => {
    const { email } = await makeCandidate(app);
    const otp = await resetCodeFor(email);
    return { email, response: await post('/reset_password/', { email, otp, password }) };
  },
  'first password of a candidate who signed up by e-mail code': async (password: string) => {
    const email = uniqueEmail();
    await post(urlOf(authEndpoints.requestEmailCode), { email });
    const [mail] = await db.select({ code: outbox.secret }).from(outbox).where(eq(outbox.recipient, email));
    const signedIn = await post(urlOf(authEndpoints.verifyEmailCode), { email, code: mail!.code });
    const token = signedIn.json<{ refresh_token: string }>().refresh_token;
    const response = await app.inject({
      ...requestOf(authEndpoints.setPassword),
      headers: { authorization: token },
      payload: { password },
    });
    return { email, response };
  },
  'invitation acceptance': async (password: string) => {
    const admin = await makeCompany(app);
    const email = uniqueEmail('invitee');
    await invite(app, admin.token, email, 'recruiter');
    const token = await invitationTokenFor(db, email);
    return {
      email,
      response: await post(urlOf(teamEndpoints.acceptInvitation), { token, name: 'Ida Invitee', password }),
    };
  },
};

describe.each(Object.entries(PLACES))('a password chosen at %s', (_place, choose) => {
  it('may be a passphrase whose special character is a dash or a space, up to 128 characters', async () => {
    for (const password of [PASSPHRASE, 'Tea at 4 with Ada', `Long passphrase 1 ${'x'.repeat(110)}`]) {
      const { email, response } = await choose(password);
      expect(response.statusCode, password).toBeLessThan(300);
      expect((await login(email, password)).statusCode).toBe(200);
    }
  });

  it('is refused when zxcvbn guesses it, a common word dressed up to pass the character rule among them', async () => {
    for (const password of [
      COMMON,
      'p@SSW0RD',
      'Password1!',
      'Welcome1!',
      'Password123!',
      'Qwerty123!',
      'Summer2024!',
    ]) {
      const { email, response } = await choose(password);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: 400,
        error: AUTH_MESSAGES.commonPassword,
        fields: { password: AUTH_MESSAGES.commonPassword },
      });
      expect((await login(email, password)).statusCode).toBe(401);
    }
  });
});
