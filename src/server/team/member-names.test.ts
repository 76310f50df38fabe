import { sql } from 'drizzle-orm';
import addressparser from 'nodemailer/lib/addressparser/index.js';
import { afterAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../shared/auth.js';
import type { TimelineEvent } from '../../shared/notes.js';
import type { RenamedMemberAnswer, TeamMembersAnswer } from '../../shared/team.js';
import { TEXT_MESSAGES } from '../../shared/text.js';
import { buildApp } from '../app.js';
import { hashPassword } from '../auth/passwords.js';
import { migrate } from '../db/database.js';
import { makeApplication } from '../test/factories-applications.js';
import { makePosting } from '../test/factories-postings.js';
import { makeCandidate, makeCompany, STRONG_PASSWORD, uniqueEmail } from '../test/factories.js';
import { addMember, invite } from '../test/factories-team.js';
import { createTestApp, createTestDatabase, testConfig } from '../test/harness.js';
import { deliverDueMail, startTestSmtpServer } from '../test/smtp.js';
import { urlOf } from '../test/routes.js';
import { authEndpoints } from '../../shared/auth-endpoints.js';
import { teamEndpoints } from '../../shared/team-endpoints.js';
import { applicationEndpoints } from '../../shared/applications-endpoints.js';
import { activityEndpoints } from '../../shared/activity-endpoints.js';

const { app, database, config } = await createTestApp();
const { db } = database;

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) {
  return app.inject({ method, url, headers: token ? { authorization: token } : {}, ...(payload ? { payload } : {}) });
}

const signIn = async (email: string) =>
  (await call('POST', '/login/', undefined, { email, password: STRONG_PASSWORD })).json<LoginResponse>();

const rename = (token: string | undefined, payload: object) => call('PUT', urlOf(teamEndpoints.rename), token, payload);

/** A company whose founder gave their own name at sign-up, as the app's sign-up form asks. */
async function namedFounder(memberName = 'Jane Founder') {
  const email = uniqueEmail('founder');
  const registered = await call('POST', urlOf(authEndpoints.registerRecruiter), undefined, {
    email,
    password: STRONG_PASSWORD,
    name: 'Acme Robotics',
    address: 'Toronto Canada',
    member_name: memberName,
  });
  expect(registered.statusCode).toBe(201);
  const login = await signIn(email);
  return { email, token: login.refresh_token, id: login.member!.id, login };
}

/** The header `name` of a raw message, unfolded. */
const header = (raw: string, name: string) =>
  new RegExp(`^${name}: (.+(?:\\r?\\n[ \\t].+)*)`, 'm').exec(raw)?.[1]?.replace(/\r?\n[ \t]/g, ' ');

/** The one address a header names, as a mail client reads it. */
const addressIn = (raw: string, name: string) => addressparser(header(raw, name) ?? '', { flatten: true });

describe('a company sign-up', () => {
  it("takes the founder's own name beside the company's, and signs them in under both", async () => {
    const { login } = await namedFounder();
    expect(login).toMatchObject({
      status: 200,
      is_company: true,
      name: 'Acme Robotics',
      member: { name: 'Jane Founder', role: 'admin', name_missing: false },
    });
  });

  it("answers the specification's payload 201 as before, and knows the founder by their address until they name themselves", async () => {
    const email = uniqueEmail('founder');
    const registered = await call('POST', urlOf(authEndpoints.registerRecruiter), undefined, {
      email,
      password: STRONG_PASSWORD,
      name: 'Acme Robotics',
      address: 'Toronto Canada',
    });
    expect(registered.statusCode).toBe(201);
    const login = await signIn(email);
    expect(login).toMatchObject({
      name: 'Acme Robotics',
      member: { name: email, role: 'admin', name_missing: true },
    });

    const members = (await call('GET', urlOf(teamEndpoints.members), login.refresh_token)).json<TeamMembersAnswer>()
      .data;
    expect(members.map(({ name }) => name)).toEqual([email]);
  });

  it("refuses a founder's name that is empty, longer than 200 characters or holds a control character, and creates nothing", async () => {
    for (const [memberName, message] of [
      ['   ', 'Enter your name'],
      ['J'.repeat(201), 'Must be at most 200 characters'],
      ['Jane\nBcc: everyone@example.test', TEXT_MESSAGES.singleLine],
    ] as const) {
      const email = uniqueEmail('refused');
      const refused = await call('POST', urlOf(authEndpoints.registerRecruiter), undefined, {
        email,
        password: STRONG_PASSWORD,
        name: 'Acme Robotics',
        address: 'Toronto Canada',
        member_name: memberName,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ status: 400, fields: { member_name: message } });
      expect((await call('POST', '/login/', undefined, { email, password: STRONG_PASSWORD })).statusCode).toBe(401);
    }
  });
});

describe('PUT /api/team/members/me/', () => {
  it('renames the calling member, whatever their role, wherever their name is shown', async () => {
    const admin = await makeCompany(app);
    const interviewer = await addMember(app, db, admin.token, 'interviewer', 'Ivan Interviewer');

    const renamed = await rename(admin.token, { name: '  Jane Founder ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<RenamedMemberAnswer>()).toEqual({
      status: 200,
      data: { id: expect.any(String), name: 'Jane Founder', role: 'admin', name_missing: false },
    });
    expect((await rename(interviewer.token, { name: 'Ivan Ivanov' })).statusCode).toBe(200);

    const members = (await call('GET', urlOf(teamEndpoints.members), interviewer.token)).json<TeamMembersAnswer>().data;
    expect(members.map(({ name }) => name)).toEqual(['Ivan Ivanov', 'Jane Founder']);
    expect((await signIn(admin.email)).member).toMatchObject({ name: 'Jane Founder', name_missing: false });
  });

  it('refuses an empty name, one over 200 characters and one with a control character, and keeps the name', async () => {
    const { token, email } = await namedFounder();
    for (const [name, message] of [
      ['', 'Enter your name'],
      ['J'.repeat(201), 'Must be at most 200 characters'],
      ['Jane\r\nFounder', TEXT_MESSAGES.singleLine],
      ['Jane\u0007Founder', TEXT_MESSAGES.singleLine],
    ] as const) {
      const refused = await rename(token, { name });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ status: 400, fields: { name: message } });
    }
    expect((await rename(token, {})).statusCode).toBe(400);
    expect((await signIn(email)).member?.name).toBe('Jane Founder');
  });

  it('refuses a removed member, a candidate and a guest', async () => {
    const { token } = await namedFounder();
    const leaving = await addMember(app, db, token, 'recruiter', 'Lea Leaving');
    expect((await rename(leaving.token, { name: 'Lea Leaving-Soon' })).statusCode).toBe(200);
    expect((await call('DELETE', urlOf(teamEndpoints.remove, { params: { id: leaving.id } }), token)).statusCode).toBe(
      200,
    );
    expect((await rename(leaving.token, { name: 'Still Here' })).statusCode).toBe(401);

    const candidate = await makeCandidate(app);
    expect((await rename(candidate.token, { name: 'Ada Byron' })).statusCode).toBe(403);
    expect((await rename(undefined, { name: 'Nobody' })).statusCode).toBe(401);
  });
});

describe("mail and the timeline name the person, never the company's name", () => {
  it('in invitations, mentions and e-mails a member sends a candidate, with their name on the Reply-To', async () => {
    const founder = await namedFounder();
    const manager = await addMember(app, db, founder.token, 'hiring_manager', 'Hana Manager');
    const candidate = await makeCandidate(app);
    const posting = await makePosting(app, founder.token, { title: 'Backend Engineer', hiring_team: [manager.id] });
    const applicationId = await makeApplication(app, candidate.token, posting);
    const invitee = uniqueEmail('invitee');
    expect((await invite(app, founder.token, invitee, 'recruiter')).statusCode).toBe(201);
    await call('POST', urlOf(activityEndpoints.addNote, { params: { id: applicationId } }), founder.token, {
      body: '@Hana Manager please call her',
      mentions: [manager.id],
    });
    // The move's own e-mail is held for the company's delay; the timeline still names who moved it.
    await call('PUT', urlOf(applicationEndpoints.changeStatus), founder.token, {
      id: applicationId,
      status: 'Under Review',
    });
    await call('POST', urlOf(applicationEndpoints.sendEmail), founder.token, {
      id: applicationId,
      subject: 'Interview next week',
      message: '<p>Hello Ada</p>',
    });

    const smtp = await startTestSmtpServer();
    try {
      await deliverDueMail(db, config, smtp.url);
      const to = (address: string, text: string) =>
        smtp.received.find((mail) => mail.to.includes(address) && mail.raw.includes(text))!.raw;
      const replyTo = [{ name: 'Jane Founder', address: founder.email }];

      const invitation = to(invitee, 'Jane Founder invited you');
      expect(header(invitation, 'Subject')).toBe('Jane Founder invited you to Acme Robotics on Openhire');
      expect(addressIn(invitation, 'Reply-To')).toEqual(replyTo);

      const mention = to(manager.email, 'mentioned you');
      expect(header(mention, 'Subject')).toMatch(/^Jane Founder mentioned you about Ada Lovelace/);
      expect(addressIn(mention, 'Reply-To')).toEqual(replyTo);

      const sent = to(candidate.email, 'Interview next week');
      expect(addressIn(sent, 'From')).toEqual([
        { name: 'Jane Founder at Acme Robotics', address: 'no-reply@localhost' },
      ]);
      expect(addressIn(sent, 'Reply-To')).toEqual(replyTo);
    } finally {
      await smtp.close();
    }

    const timeline = (
      await call('GET', urlOf(activityEndpoints.timeline, { params: { id: applicationId } }), founder.token)
    ).json<{
      data: TimelineEvent[];
    }>().data;
    for (const kind of ['moved', 'note'] as const)
      expect(timeline).toContainEqual(expect.objectContaining({ kind, by: 'Jane Founder' }));
    expect(timeline).toContainEqual(
      expect.objectContaining({ kind: 'email', subject: 'Interview next week', by: 'Jane Founder' }),
    );
  });

  it("from a member who has not given their name: the company's name on the mail, their address for the person", async () => {
    const admin = await makeCompany(app, { name: 'Acme Robotics' });
    const candidate = await makeCandidate(app);
    const posting = await makePosting(app, admin.token, { title: 'Backend Engineer' });
    const applicationId = await makeApplication(app, candidate.token, posting);
    await call('POST', urlOf(applicationEndpoints.sendEmail), admin.token, {
      id: applicationId,
      subject: 'A quick question',
      message: '<p>Hi</p>',
    });

    const smtp = await startTestSmtpServer();
    try {
      await deliverDueMail(db, config, smtp.url);
      const sent = smtp.received.find(
        (mail) => mail.to.includes(candidate.email) && mail.raw.includes('A quick question'),
      )!.raw;
      expect(addressIn(sent, 'From')).toEqual([{ name: 'Acme Robotics', address: 'no-reply@localhost' }]);
      expect(addressIn(sent, 'Reply-To')).toEqual([{ name: '', address: admin.email }]);
    } finally {
      await smtp.close();
    }
    const timeline = (
      await call('GET', urlOf(activityEndpoints.timeline, { params: { id: applicationId } }), admin.token)
    ).json<{
      data: TimelineEvent[];
    }>().data;
    expect(timeline).toContainEqual(
      expect.objectContaining({ kind: 'email', subject: 'A quick question', by: admin.email }),
    );
  });
});

describe('a company from before founders gave their names', () => {
  it('asks its founder for their name, and keeps the names its members gave', async () => {
    const older = await createTestDatabase({ empty: true });
    await migrate(older.pool, '0024_application_resume_name');
    await older.db.execute(sql`
      WITH company AS (
        INSERT INTO companies (name, address, slug) VALUES ('Acme Robotics', 'Toronto Canada', 'acme-robotics')
        RETURNING id)
      INSERT INTO users (email, password_hash, role, name, company_id, member_role)
      SELECT email, ${await hashPassword(STRONG_PASSWORD)}, 'recruiter', name, id, role::member_role
      FROM company, (VALUES ('founder@acme.example', 'Acme Robotics', 'admin'),
        ('rita@acme.example', 'Rita Recruiter', 'recruiter')) AS member (email, name, role)`);
    await migrate(older.pool);
    const upgraded = await buildApp({ config: await testConfig(), db: older.db });
    afterAll(() => upgraded.close());

    const signInTo = async (email: string) =>
      (
        await upgraded.inject({ method: 'POST', url: '/login/', payload: { email, password: STRONG_PASSWORD } })
      ).json<LoginResponse>();
    expect(await signInTo('founder@acme.example')).toMatchObject({
      name: 'Acme Robotics',
      member: { name: 'founder@acme.example', name_missing: true },
    });
    expect((await signInTo('rita@acme.example')).member).toMatchObject({ name: 'Rita Recruiter', name_missing: false });
  });
});
