import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { DAILY_INVITATIONS, type TeamAnswer, TEAM_MESSAGES } from '../../shared/team.js';
import { buildApp } from '../app.js';
import { hashPassword } from '../auth/passwords.js';
import { migrate } from '../db/database.js';
import { emailConfirmations, outbox, rateLimitHits } from '../db/schema.js';
import { loginToken, makeCompany, STRONG_PASSWORD, uniqueEmail } from '../test/factories.js';
import { addMember, confirmCompany, invitationTokenFor } from '../test/factories-team.js';
import { createTestApp, createTestDatabase, testConfig } from '../test/harness.js';
import { deliverDueMail, startTestSmtpServer } from '../test/smtp.js';
import { requestOf } from '../test/routes.js';
import { teamEndpoints } from '../../shared/team-endpoints.js';

const { app, database, config } = await createTestApp();
const { db } = database;

const team = async (token: string) =>
  (await app.inject({ ...requestOf(teamEndpoints.list), headers: { authorization: token } })).json<TeamAnswer>();
const confirm = (token: string) => app.inject({ ...requestOf(teamEndpoints.confirmEmail), payload: { token } });
const resend = (token: string) =>
  app.inject({ ...requestOf(teamEndpoints.resendEmailConfirmation), headers: { authorization: token } });
const inviteFrom = (remoteAddress: string, adminToken: string) =>
  app.inject({
    ...requestOf(teamEndpoints.invite),
    headers: { authorization: adminToken },
    payload: { email: uniqueEmail('invitee'), role: 'interviewer' },
    remoteAddress,
  });

function expectRefusal(response: { statusCode: number; headers: Record<string, unknown>; json<T>(): T }, says: string) {
  expect(response.statusCode).toBe(429);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(response.json<{ status: number; error: string }>()).toMatchObject({ status: 429 });
  expect(response.json<{ error: string }>().error).toContain(says);
}

describe("confirming a company's first Admin's address", () => {
  it('e-mails a link at sign-up that verifies the company once, and keeps only its hash', async () => {
    const admin = await makeCompany(app, { name: 'Initech' });
    expect((await team(admin.token)).verified).toBe(false);

    const smtp = await startTestSmtpServer();
    let token: string;
    try {
      await deliverDueMail(db, config, smtp.url);
      const mail = smtp.received.find((received) => received.to.includes(admin.email))!.raw;
      expect(mail).toContain('Subject: Confirm your e-mail address for Openhire');
      const body = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      token = /\/confirm-email\/([A-Za-z0-9_-]+)/.exec(body)![1]!;
    } finally {
      await smtp.close();
    }
    const dump = JSON.stringify([
      await db.select().from(emailConfirmations),
      await db.select().from(outbox).where(eq(outbox.recipient, admin.email)),
    ]);
    expect(dump).not.toContain(token);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ status: 200, message: TEAM_MESSAGES.confirmed });
    expect((await team(admin.token)).verified).toBe(true);

    const again = await confirm(token);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ status: 410, error: TEAM_MESSAGES.confirmationUnusable });
    expect((await confirm('not-a-token')).statusCode).toBe(410);
    // Once verified, there is nothing more to confirm.
    expect((await resend(admin.token)).statusCode).toBe(409);
  });

  it('sends a new link on request, which voids the old one, a few times an hour, to Admins only', async () => {
    const admin = await makeCompany(app);
    const recruiter = await addMember(app, db, admin.token, 'recruiter');
    const first = await invitationTokenFor(db, admin.email);
    expect((await resend(recruiter.token)).statusCode).toBe(403);

    const resent = await resend(admin.token);
    expect(resent.statusCode).toBe(200);
    expect(resent.json<{ message: string }>().message).toContain(admin.email);
    const second = await invitationTokenFor(db, admin.email);
    expect(second).not.toBe(first);
    expect((await confirm(first)).statusCode).toBe(410);

    expect((await resend(admin.token)).statusCode).toBe(200);
    expect((await resend(admin.token)).statusCode).toBe(200);
    expect((await resend(admin.token)).statusCode).toBe(429);
    expect((await confirm(await invitationTokenFor(db, admin.email))).statusCode).toBe(200);
  });
});

describe('how many invitations a company sends', () => {
  it('lets an unverified company invite 5 people a day, and more once its Admin has confirmed', async () => {
    const admin = await makeCompany(app);
    for (let sent = 0; sent < DAILY_INVITATIONS.unverified; sent++)
      expect((await inviteFrom('192.0.2.10', admin.token)).statusCode).toBe(201);
    const refused = await inviteFrom('192.0.2.10', admin.token);
    expectRefusal(refused, TEAM_MESSAGES.unverifiedInvitations);
    expect((await team(admin.token)).invitations).toHaveLength(DAILY_INVITATIONS.unverified);

    await confirmCompany(app, db, admin);
    expect((await inviteFrom('192.0.2.10', admin.token)).statusCode).toBe(201);
  });

  it('holds a verified company to 50 invitations a day, besides 30 an hour', async () => {
    const admin = await makeCompany(app);
    await confirmCompany(app, db, admin);
    const [{ companyId }] = (
      await db.execute<{ companyId: string }>(
        sql`SELECT company_id AS "companyId" FROM users WHERE email = ${admin.email}`,
      )
    ).rows as [{ companyId: string }];
    // The morning's 45 invitations, sent more than an hour ago.
    await db.insert(rateLimitHits).values(
      Array.from({ length: DAILY_INVITATIONS.verified - 5 }, () => ({
        bucket: `invite-day:${companyId}`,
        createdAt: new Date(Date.now() - 3 * 60 * 60 * 1000),
      })),
    );
    for (let sent = 0; sent < 5; sent++)
      expect((await inviteFrom(`192.0.2.2${sent}`, admin.token)).statusCode).toBe(201);
    expectRefusal(await inviteFrom('192.0.2.30', admin.token), TEAM_MESSAGES.dailyInvitations);

    const hourly = await makeCompany(app);
    await confirmCompany(app, db, hourly);
    for (let sent = 0; sent < 30; sent++)
      expect((await inviteFrom(`192.0.2.${40 + (sent % 3)}`, hourly.token)).statusCode).toBe(201);
    expectRefusal(await inviteFrom('192.0.2.50', hourly.token), 'Too many attempts.');
  });

  it('holds one client address to 20 invitations an hour across companies', async () => {
    const admins = await Promise.all(Array.from({ length: 5 }, () => makeCompany(app)));
    for (const admin of admins.slice(0, 4))
      for (let sent = 0; sent < 5; sent++) expect((await inviteFrom('203.0.113.7', admin.token)).statusCode).toBe(201);
    expectRefusal(await inviteFrom('203.0.113.7', admins[4]!.token), TEAM_MESSAGES.invitationsFromAddress);
    expect((await inviteFrom('203.0.113.8', admins[4]!.token)).statusCode).toBe(201);
  });
});

describe('a company from before addresses were confirmed', () => {
  it('counts as verified, and invites as it did', async () => {
    const older = await createTestDatabase({ empty: true });
    await migrate(older.pool, '0019_careers_addresses_and_published_postings');
    await older.db.execute(sql`
      WITH company AS (
        INSERT INTO companies (name, address, slug) VALUES ('Acme Robotics', 'Toronto Canada', 'acme-robotics')
        RETURNING id)
      INSERT INTO users (email, password_hash, role, name, company_id, member_role)
      SELECT 'founder@acme.example', ${await hashPassword(STRONG_PASSWORD)}, 'recruiter', 'Ada Founder', id, 'admin'
      FROM company`);
    await migrate(older.pool);
    const upgraded = await buildApp({ config: await testConfig(), db: older.db });
    afterAll(() => upgraded.close());

    const token = await loginToken(upgraded, 'founder@acme.example', STRONG_PASSWORD);
    const answer = await upgraded.inject({ ...requestOf(teamEndpoints.list), headers: { authorization: token } });
    expect(answer.json<TeamAnswer>().verified).toBe(true);
    for (let sent = 0; sent <= DAILY_INVITATIONS.unverified; sent++) {
      const invited = await upgraded.inject({
        ...requestOf(teamEndpoints.invite),
        headers: { authorization: token },
        payload: { email: uniqueEmail('invitee'), role: 'recruiter' },
      });
      expect(invited.statusCode).toBe(201);
    }
  });
});
