import { eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../shared/dates.js';
import { TEAM_MESSAGES } from '../../shared/team.js';
import { invitations, outbox, users } from '../db/schema.js';
import { makeApplication } from '../test/factories-applications.js';
import { makePosting, postingInput } from '../test/factories-postings.js';
import { loginToken, makeCandidate, makeCompany, STRONG_PASSWORD, uniqueEmail } from '../test/factories.js';
import { addMember, invitationTokenFor, invite } from '../test/factories-team.js';
import { createTestApp } from '../test/harness.js';
import { deliverDueMail, startTestSmtpServer } from '../test/smtp.js';
import { requestOf, urlOf } from '../test/routes.js';
import { profileEndpoints } from '../../shared/profiles-endpoints.js';
import { teamEndpoints } from '../../shared/team-endpoints.js';
import { applicationEndpoints } from '../../shared/applications-endpoints.js';
import { postingEndpoints } from '../../shared/postings-endpoints.js';

const { app, database, config } = await createTestApp();
const { db } = database;

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) {
  return app.inject({ method, url, headers: token ? { authorization: token } : {}, ...(payload ? { payload } : {}) });
}

const accept = (token: string, name = 'Hana Manager', password = STRONG_PASSWORD) =>
  call('POST', urlOf(teamEndpoints.acceptInvitation), undefined, { token, name, password });

describe('invitations', () => {
  it('e-mails a link that signs the invitee up once as a member with the role, and keeps only its hash', async () => {
    const admin = await makeCompany(app, { name: 'Acme Robotics' });
    const email = uniqueEmail('hana');
    const invited = await invite(app, admin.token, email, 'hiring_manager');
    expect(invited.statusCode).toBe(201);
    // A founder signed up without their own name is known by their address (decision 037).
    expect(invited.json()).toMatchObject({ data: { email, role: 'hiring_manager', invited_by: admin.email } });

    const smtp = await startTestSmtpServer();
    let token: string;
    try {
      await deliverDueMail(db, config, smtp.url);
      const mail = smtp.received.find((received) => received.to.includes(email));
      const body = mail!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      expect(body).toContain(`${admin.email} invited you to join Acme Robotics`);
      token = /\/invite\/([A-Za-z0-9_-]+)/.exec(body)![1]!;
    } finally {
      await smtp.close();
    }
    // The link's token is in no table: the invitation keeps its hash, the sent mail a placeholder.
    const dump = JSON.stringify([
      await db.select().from(invitations),
      await db.select().from(outbox).where(eq(outbox.recipient, email)),
    ]);
    expect(dump).not.toContain(token);

    const preview = await call('GET', urlOf(teamEndpoints.previewInvitation, { query: { token } }));
    expect(preview.json()).toMatchObject({ data: { company_name: 'Acme Robotics', email, role: 'hiring_manager' } });

    const accepted = await accept(token, 'Hana Manager');
    expect(accepted.statusCode).toBe(201);
    const session = accepted.json<{ refresh_token: string; is_company: boolean; name: string; member: object }>();
    expect(session).toMatchObject({
      status: 201,
      is_company: true,
      name: 'Acme Robotics',
      member: { name: 'Hana Manager', role: 'hiring_manager' },
    });
    const profile = await call('GET', urlOf(profileEndpoints.company), session.refresh_token);
    expect(profile.json()).toMatchObject({ data: { name: 'Acme Robotics', email, member: { name: 'Hana Manager' } } });

    // Signing in answers as the specification says, with the company's name, and who the member is.
    const login = await call('POST', '/login/', undefined, { email, password: STRONG_PASSWORD });
    expect(login.json()).toMatchObject({ is_company: true, name: 'Acme Robotics', member: { role: 'hiring_manager' } });

    const again = await accept(token, 'Someone Else');
    expect(again.statusCode).toBe(410);
    expect(again.json<{ error: string }>().error).toBe(TEAM_MESSAGES.invitationUnusable);
    expect((await call('GET', urlOf(teamEndpoints.previewInvitation, { query: { token } }))).statusCode).toBe(404);
  });

  it("writes the link's expiry in the inviter's zone and language, as their browser last told", async () => {
    const admin = await makeCompany(app, { name: 'Zeit Robotics' });
    const signIn = await app.inject({
      method: 'POST',
      url: '/login/',
      headers: { 'time-zone': 'Europe/Berlin', 'accept-language': 'de-DE,de;q=0.9' },
      payload: { email: admin.email, password: admin.password },
    });
    const email = uniqueEmail('ida');
    expect(
      (await invite(app, signIn.json<{ refresh_token: string }>().refresh_token, email, 'interviewer')).statusCode,
    ).toBe(201);
    const [row] = await db.select().from(invitations).where(eq(invitations.email, email));
    const smtp = await startTestSmtpServer();
    try {
      await deliverDueMail(db, config, smtp.url);
      const { text } = await simpleParser(smtp.received.find((received) => received.to.includes(email))!.raw);
      const berlin = formatDateTime(row!.expiresAt, { timeZone: 'Europe/Berlin', locale: 'de-DE' });
      expect(berlin).toMatch(/^\w+, \d{1,2}\. \w+ \d{4} um \d{2}:\d{2} MES?Z$/);
      expect(text).toContain(`The link works once, until ${berlin}.`);
    } finally {
      await smtp.close();
    }
  });

  it('refuses a link past its 7 days and a revoked one, and lists only open invitations', async () => {
    const admin = await makeCompany(app);
    const late = uniqueEmail('late');
    const revoked = uniqueEmail('revoked');
    const open = uniqueEmail('open');
    for (const email of [late, revoked, open])
      expect((await invite(app, admin.token, email, 'recruiter')).statusCode).toBe(201);
    const lateToken = await invitationTokenFor(db, late);
    const revokedToken = await invitationTokenFor(db, revoked);

    await db
      .update(invitations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(invitations.email, late));
    const listed = (await call('GET', urlOf(teamEndpoints.list), admin.token)).json<{
      invitations: { id: string; email: string }[];
    }>();
    const revokedId = listed.invitations.find((each) => each.email === revoked)!.id;
    expect(
      (await call('DELETE', urlOf(teamEndpoints.revokeInvitation, { params: { id: revokedId } }), admin.token))
        .statusCode,
    ).toBe(200);

    expect((await accept(lateToken)).statusCode).toBe(410);
    expect((await accept(revokedToken)).statusCode).toBe(410);
    const after = (await call('GET', urlOf(teamEndpoints.list), admin.token)).json<{
      invitations: { email: string }[];
    }>();
    expect(after.invitations.map((each) => each.email)).toEqual([open]);
  });

  it('sends a new link on resend, and the old one stops working', async () => {
    const admin = await makeCompany(app);
    const email = uniqueEmail('resend');
    const { data } = (await invite(app, admin.token, email, 'interviewer')).json<{ data: { id: string } }>();
    const first = await invitationTokenFor(db, email);
    const resent = await call('POST', urlOf(teamEndpoints.resendInvitation, { params: { id: data.id } }), admin.token);
    expect(resent.statusCode).toBe(201);
    const second = await invitationTokenFor(db, email);
    expect(second).not.toBe(first);
    expect((await accept(first)).statusCode).toBe(410);
    expect((await accept(second)).statusCode).toBe(201);
  });

  it('answers an invitation to an address with an account of any kind as one to a new address, and tells its owner', async () => {
    const admin = await makeCompany(app, { name: 'Acme Robotics' });
    expect((await call('PUT', urlOf(teamEndpoints.rename), admin.token, { name: 'Ada Admin' })).statusCode).toBe(200);
    const candidate = await makeCandidate(app);
    const otherCompany = await makeCompany(app);
    const seen = (response: { statusCode: number; json<T>(): T }) => {
      const { data, ...rest } = response.json<{ data: Record<string, unknown> }>();
      const { id, email, sent_at, expires_at, ...others } = data;
      expect([id, email, sent_at, expires_at].every((value) => typeof value === 'string')).toBe(true);
      return { statusCode: response.statusCode, keys: Object.keys(data).sort(), ...rest, ...others };
    };
    const fresh = seen(await invite(app, admin.token, uniqueEmail('fresh'), 'recruiter'));
    expect(fresh).toMatchObject({ statusCode: 201, status: 201, role: 'recruiter' });
    for (const email of [candidate.email, otherCompany.email]) {
      const invited = await invite(app, admin.token, email.toUpperCase(), 'recruiter');
      expect(seen(invited)).toEqual(fresh);
    }
    const team = (await call('GET', urlOf(teamEndpoints.list), admin.token)).json<{
      invitations: { email: string }[];
    }>();
    expect(team.invitations.map((each) => each.email)).toEqual(
      expect.arrayContaining([candidate.email, otherCompany.email]),
    );

    // The owners learn of it, with no link they could not use.
    const smtp = await startTestSmtpServer();
    try {
      await deliverDueMail(db, config, smtp.url);
      for (const email of [candidate.email, otherCompany.email]) {
        const mail = smtp.received.find((received) => received.to.includes(email) && received.raw.includes('invited'));
        const body = mail!.raw.replace(/=\r?\n/g, '');
        expect(body).toContain('Subject: Ada Admin invited you to Acme Robotics on Openhire');
        expect(body).toContain('already has an Openhire account');
        expect(body).not.toContain('/invite/');
      }
    } finally {
      await smtp.close();
    }
    // An invitation accepted after its address got an account elsewhere is refused the same way.
    const email = uniqueEmail('raced');
    await invite(app, admin.token, email, 'recruiter');
    const token = await invitationTokenFor(db, email);
    await makeCandidate(app, { email });
    const raced = await accept(token);
    expect(raced.statusCode).toBe(409);
    expect(raced.json<{ error: string }>().error).toBe(TEAM_MESSAGES.alreadyHasAccount);
  });

  it('leaves a company or member name that looks like a web address out of the subject', async () => {
    const spammer = await makeCompany(app, { name: 'Cheap pills at pills.example' });
    const joined = await addMember(app, db, spammer.token, 'admin', 'See www.offers.test');
    const plain = await makeCompany(app, { name: 'Globex' });
    const sender = await addMember(app, db, plain.token, 'admin', 'Gus\u200b.biz');
    const sent = { company: uniqueEmail('company'), member: uniqueEmail('member') };
    expect((await invite(app, spammer.token, sent.company, 'recruiter')).statusCode).toBe(201);
    expect((await invite(app, sender.token, sent.member, 'recruiter')).statusCode).toBe(201);
    expect(joined.name).toBe('See www.offers.test');

    const smtp = await startTestSmtpServer();
    try {
      await deliverDueMail(db, config, smtp.url);
      for (const email of Object.values(sent)) {
        const mail = smtp.received.find((received) => received.to.includes(email))!.raw;
        expect(/^Subject: (.*)$/m.exec(mail)![1]).toBe('You are invited to join a team on Openhire');
        // The body still says who invites, where no mail client shows it before the message is opened.
        expect(mail).toContain('/invite/');
      }
    } finally {
      await smtp.close();
    }
  });

  it('refuses bad input with a field message and stores nothing', async () => {
    const admin = await makeCompany(app);
    for (const payload of [
      { email: 'not-an-address', role: 'recruiter' },
      { email: uniqueEmail(), role: 'owner' },
      { email: `${'a'.repeat(300)}@example.test`, role: 'recruiter' },
      { email: uniqueEmail(), role: 'recruiter\u0000' },
    ]) {
      const refused = await call('POST', urlOf(teamEndpoints.invite), admin.token, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json<{ error: string }>().error).toBeTruthy();
    }
    const weak = await accept('x'.repeat(43), 'Name', 'weak');
    expect(weak.statusCode).toBe(400);
    expect((await call('GET', urlOf(teamEndpoints.list), admin.token)).json<{ invitations: [] }>().invitations).toEqual(
      [],
    );
  });
});

describe('managing the team', () => {
  it('keeps at least one Admin: the last cannot be demoted or removed, and with two either can go', async () => {
    const admin = await makeCompany(app);
    const adminId = (await call('GET', urlOf(profileEndpoints.company), admin.token)).json<{
      data: { member: { id: string } };
    }>().data.member.id;
    for (const [method, payload] of [
      ['PUT', { role: 'recruiter' }],
      ['DELETE', undefined],
    ] as const) {
      const refused = await call(
        method,
        urlOf(teamEndpoints.remove, { params: { id: adminId } }),
        admin.token,
        payload,
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ error: string }>().error).toBe(TEAM_MESSAGES.lastAdmin);
    }
    const second = await addMember(app, db, admin.token, 'recruiter');
    expect(
      (
        await call('PUT', urlOf(teamEndpoints.changeRole, { params: { id: second.id } }), admin.token, {
          role: 'admin',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call('PUT', urlOf(teamEndpoints.changeRole, { params: { id: adminId } }), second.token, {
          role: 'interviewer',
        })
      ).statusCode,
    ).toBe(200);
    // The first Admin is an Interviewer now, at once: the team is no longer theirs to manage.
    const demoted = await call('GET', urlOf(teamEndpoints.list), admin.token);
    expect(demoted.statusCode).toBe(403);
    expect(demoted.json<{ error: string }>().error).toBe('Only Admins may manage the team; you are an Interviewer.');
  });

  it('signs a removed member out at once, keeps their name on what they did, and lets them sign in nowhere', async () => {
    const admin = await makeCompany(app);
    const manager = await addMember(app, db, admin.token, 'hiring_manager', 'Hana Manager');
    const candidate = await makeCandidate(app);
    const posting = await makePosting(app, admin.token, { hiring_team: [manager.id] });
    const applicationId = await makeApplication(app, candidate.token, posting);
    const moved = await call('PUT', urlOf(applicationEndpoints.changeStatus), manager.token, {
      id: applicationId,
      status: 'Under Review',
      offer: '',
    });
    expect(moved.statusCode).toBe(200);

    expect(
      (await call('DELETE', urlOf(teamEndpoints.remove, { params: { id: manager.id } }), admin.token)).statusCode,
    ).toBe(200);
    expect((await call('GET', urlOf(postingEndpoints.list), manager.token)).statusCode).toBe(401);
    expect(
      (await call('POST', '/login/', undefined, { email: manager.email, password: STRONG_PASSWORD })).statusCode,
    ).toBe(401);
    const team = (await call('GET', urlOf(teamEndpoints.list), admin.token)).json<{ members: { name: string }[] }>();
    expect(team.members.map((member) => member.name)).not.toContain('Hana Manager');

    const detail = await call(
      'GET',
      urlOf(applicationEndpoints.list, { query: { application_id: applicationId } }),
      admin.token,
    );
    expect(detail.json<{ data: { status_history: { changed_by_name: string }[] } }>().data.status_history).toEqual([
      expect.objectContaining({ to_status: 'Under Review', changed_by_name: 'Hana Manager' }),
    ]);
    // The address stays taken: the account, and what it did, are kept, and inviting it again sends no link.
    expect((await invite(app, admin.token, manager.email, 'recruiter')).statusCode).toBe(201);
    await expect(invitationTokenFor(db, manager.email)).rejects.toThrow();
  });

  it("revokes the open invitations of an Admin who is demoted or removed, and keeps the other Admins'", async () => {
    const admin = await makeCompany(app);
    const demoted = await addMember(app, db, admin.token, 'admin', 'Dana Demoted');
    const removed = await addMember(app, db, admin.token, 'admin', 'Rory Removed');
    const fromDemoted = uniqueEmail('from-demoted');
    const fromRemoved = uniqueEmail('from-removed');
    const fromAdmin = uniqueEmail('from-admin');
    expect((await invite(app, demoted.token, fromDemoted, 'admin')).statusCode).toBe(201);
    expect((await invite(app, removed.token, fromRemoved, 'recruiter')).statusCode).toBe(201);
    expect((await invite(app, admin.token, fromAdmin, 'interviewer')).statusCode).toBe(201);
    const links = {
      demoted: await invitationTokenFor(db, fromDemoted),
      removed: await invitationTokenFor(db, fromRemoved),
      admin: await invitationTokenFor(db, fromAdmin),
    };

    const demoting = await call('PUT', urlOf(teamEndpoints.changeRole, { params: { id: demoted.id } }), admin.token, {
      role: 'recruiter',
    });
    expect(demoting.statusCode).toBe(200);
    expect(
      (await call('DELETE', urlOf(teamEndpoints.remove, { params: { id: removed.id } }), admin.token)).statusCode,
    ).toBe(200);

    for (const token of [links.demoted, links.removed]) {
      expect((await call('GET', urlOf(teamEndpoints.previewInvitation, { query: { token } }))).statusCode).toBe(404);
      const refused = await accept(token);
      expect(refused.statusCode).toBe(410);
      expect(refused.json<{ error: string }>().error).toBe(TEAM_MESSAGES.invitationUnusable);
    }
    const team = (await call('GET', urlOf(teamEndpoints.list), admin.token)).json<{
      invitations: { email: string }[];
    }>();
    expect(team.invitations.map((each) => each.email)).toEqual([fromAdmin]);
    expect((await accept(links.admin)).statusCode).toBe(201);
  });

  it('lets nobody in through an invitation whose sender was removed or demoted while it stayed open', async () => {
    const admin = await makeCompany(app);
    for (const change of [{ removedAt: new Date() }, { memberRole: 'recruiter' as const }]) {
      const sender = await addMember(app, db, admin.token, 'admin', 'Sam Sender');
      const email = uniqueEmail('from-sender');
      expect((await invite(app, sender.token, email, 'admin')).statusCode).toBe(201);
      const link = await invitationTokenFor(db, email);
      // As a change from before the team's revocation did: the sender's row changes, their invitation stays open.
      await db.update(users).set(change).where(eq(users.id, sender.id));
      // The invitee's own address: the links' limit per address is the other tests' own.
      const remoteAddress = '203.0.113.9';
      const preview = await app.inject({
        url: urlOf(teamEndpoints.previewInvitation, { query: { token: link } }),
        remoteAddress,
      });
      expect(preview.statusCode).toBe(404);
      const refused = await app.inject({
        ...requestOf(teamEndpoints.acceptInvitation),
        payload: { token: link, name: 'Ivy Invitee', password: STRONG_PASSWORD },
        remoteAddress,
      });
      expect(refused.statusCode).toBe(410);
      expect(refused.json<{ error: string }>().error).toBe(TEAM_MESSAGES.invitationUnusable);
    }
  });

  it('shows Hiring Managers and Interviewers only the postings whose hiring team they are on', async () => {
    const admin = await makeCompany(app);
    const manager = await addMember(app, db, admin.token, 'hiring_manager');
    const interviewer = await addMember(app, db, admin.token, 'interviewer');
    const candidate = await makeCandidate(app);
    const theirs = await makePosting(app, admin.token, {
      title: 'Theirs',
      hiring_team: [manager.id, interviewer.id],
    });
    const other = await makePosting(app, admin.token, { title: 'Not theirs' });
    const theirApplication = await makeApplication(app, candidate.token, theirs);
    const otherApplication = await makeApplication(app, candidate.token, other);
    expect(theirs.hiring_team).toEqual([manager.id, interviewer.id].sort());

    for (const member of [manager, interviewer]) {
      const cards = (await call('GET', urlOf(postingEndpoints.list), member.token)).json<{
        data: { title: string }[];
      }>().data;
      expect(cards.map((card) => card.title)).toEqual(['Theirs']);
      const list = await call('GET', urlOf(applicationEndpoints.list), member.token);
      expect(list.json<{ data: { application_id: string }[] }>().data.map((row) => row.application_id)).toEqual([
        theirApplication,
      ]);
      expect(list.json<{ total: number }>().total).toBe(1);
      const hidden = await call(
        'GET',
        urlOf(applicationEndpoints.list, { query: { application_id: otherApplication } }),
        member.token,
      );
      expect(hidden.statusCode).toBe(404);
      const filtered = await call(
        'GET',
        urlOf(applicationEndpoints.list, { query: { posting_id: other.id, limit: '10' } }),
        member.token,
      );
      expect(filtered.json<{ data: [] }>().data).toEqual([]);
    }
    // The Admin's whole list is still every application.
    const whole = (await call('GET', urlOf(applicationEndpoints.list), admin.token)).json<{ data: unknown[] }>().data;
    expect(whole).toHaveLength(2);
  });

  it('never shows an Interviewer the self-identification answers, even where the company shows them', async () => {
    const admin = await makeCompany(app);
    const interviewer = await addMember(app, db, admin.token, 'interviewer');
    const manager = await addMember(app, db, admin.token, 'hiring_manager');
    await call('POST', urlOf(profileEndpoints.saveCompany), admin.token, { show_self_identification: true });
    const candidate = await makeCandidate(app);
    const posting = await makePosting(app, admin.token, { hiring_team: [interviewer.id, manager.id] });
    const applicationId = await makeApplication(app, candidate.token, posting);
    const answersFor = async (token: string) =>
      (await call('GET', urlOf(applicationEndpoints.list, { query: { application_id: applicationId } }), token)).json<{
        data: { legal_questions: { sex: string; race: string; disabled: string; work_eligibility: string } };
      }>().data.legal_questions;
    expect(await answersFor(manager.token)).toMatchObject({ sex: 'Female', race: 'White', disabled: 'No' });
    expect(await answersFor(interviewer.token)).toMatchObject({
      sex: '',
      race: '',
      disabled: '',
      work_eligibility: 'Yes',
    });
  });

  it('refuses a hiring team of people outside the company', async () => {
    const admin = await makeCompany(app);
    const other = await makeCompany(app);
    const outsider = await addMember(app, db, other.token, 'hiring_manager');
    const refused = await call('POST', urlOf(postingEndpoints.create), admin.token, {
      ...postingInput(),
      hiring_team: [outsider.id],
    });
    expect(refused.statusCode).toBe(400);
    const cards = (await call('GET', urlOf(postingEndpoints.list), admin.token)).json<{ data: [] }>().data;
    expect(cards).toEqual([]);
  });

  it('records who posted and who last changed a posting', async () => {
    const admin = await makeCompany(app);
    const recruiter = await addMember(app, db, admin.token, 'recruiter', 'Rae Recruiter');
    const posting = await makePosting(app, admin.token);
    const updated = await call('PUT', urlOf(postingEndpoints.update), recruiter.token, {
      id: posting.id,
      ...postingInput({ title: 'Senior Backend Engineer' }),
    });
    expect(updated.json()).toMatchObject({
      data: { created_by_name: admin.email, updated_by_name: 'Rae Recruiter', title: 'Senior Backend Engineer' },
    });
    // Each member signs in on their own.
    expect(await loginToken(app, recruiter.email, STRONG_PASSWORD)).toBeTruthy();
  });
});
