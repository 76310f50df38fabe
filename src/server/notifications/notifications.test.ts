import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NOTIFICATION_MESSAGES,
  type NotificationSettings,
  type NotificationsAnswer,
} from '../../shared/notifications.js';
import { notificationSettings, rateLimitHits } from '../db/schema.js';
import { makeApplication } from '../test/factories-applications.js';
import { withoutUndoWindow } from '../test/factories-pipeline.js';
import { makePosting } from '../test/factories-postings.js';
import { makeCandidate, makeCompany, type TestAccount } from '../test/factories.js';
import { addMember, type TestMember } from '../test/factories-team.js';
import { createTestApp } from '../test/harness.js';
import { deliverDueMail, startTestSmtpServer } from '../test/smtp.js';
import { sendDueDigests } from './digest.js';
import { urlOf } from '../test/routes.js';
import { notificationEndpoints } from '../../shared/notifications-endpoints.js';
import { applicationEndpoints, candidateApplicationEndpoints } from '../../shared/applications-endpoints.js';
import { activityEndpoints } from '../../shared/activity-endpoints.js';

const { app, database, config } = await createTestApp();
const { db } = database;

const smtp = await startTestSmtpServer();
afterAll(() => smtp.close());

function call(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) {
  return app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
}

/** Sends what is due through the real SMTP server and answers what each address received since. */
async function delivered(): Promise<(address: string) => { subjects: string[]; raw: string }> {
  const before = smtp.received.length;
  await deliverDueMail(db, config, smtp.url);
  const mails = smtp.received.slice(before).map((mail) => ({ ...mail, raw: mail.raw.replace(/=\r?\n/g, '') }));
  return (address) => {
    const own = mails.filter((mail) => mail.to.includes(address));
    return {
      subjects: own.map((mail) => /^Subject: (.*)$/m.exec(mail.raw)?.[1] ?? ''),
      raw: own.map((mail) => mail.raw).join('\n'),
    };
  };
}

const notificationsOf = async (token: string) =>
  (await call('GET', urlOf(notificationEndpoints.list), token)).json<NotificationsAnswer>();
const unreadOf = async (token: string) =>
  (await call('GET', urlOf(notificationEndpoints.unread), token)).json<{ unread_count: number }>().unread_count;

interface Team {
  admin: TestAccount;
  recruiter: TestMember;
  manager: TestMember;
  interviewer: TestMember;
  outsider: TestMember;
}

/**
 * A company whose Admin posts jobs with a Recruiter member as the posting's recruiter, a Hiring Manager on the hiring
 * team, and an Interviewer on no hiring team.
 */
async function makeTeam(): Promise<Team> {
  // Every team joins from the tests' one address, which the limits on invitation links would soon stop.
  await db.delete(rateLimitHits);
  const admin = await makeCompany(app);
  await withoutUndoWindow(app, admin.token);
  return {
    admin,
    recruiter: await addMember(app, db, admin.token, 'recruiter', 'Rita Recruiter'),
    manager: await addMember(app, db, admin.token, 'hiring_manager', 'Hana Manager'),
    interviewer: await addMember(app, db, admin.token, 'interviewer', 'Ivan Interviewer'),
    outsider: await addMember(app, db, admin.token, 'interviewer', 'Olga Outsider'),
  };
}

const postingOf = (team: Team, title = 'Backend Engineer') =>
  makePosting(app, team.admin.token, {
    title,
    recruiter_email: team.recruiter.email,
    hiring_team: [team.manager.id, team.interviewer.id],
  });

const settingsOf = async (token: string) =>
  (await call('GET', urlOf(notificationEndpoints.settings), token)).json<{ data: NotificationSettings }>().data;

beforeAll(async () => {
  // Mail queued by the factories (invitations, confirmations) is not what these tests read.
  await delivered();
});

describe('team notifications', () => {
  it("tell every member who may see a new application, and e-mail the posting's recruiter and hiring team at once", async () => {
    const team = await makeTeam();
    const posting = await postingOf(team);
    const other = await makeCompany(app);
    const candidate = await makeCandidate(app);
    await delivered();
    const applicationId = await makeApplication(app, candidate.token, posting, {
      first_name: 'Grace',
      last_name: 'Hopper',
    });

    for (const member of [team.admin, team.recruiter, team.manager, team.interviewer]) {
      const listed = await notificationsOf(member.token);
      expect(listed.unread_count).toBe(1);
      expect(listed.data).toEqual([
        {
          id: expect.any(String),
          kind: 'new_application',
          text: 'Grace Hopper applied for Backend Engineer',
          application_id: applicationId,
          posting_id: posting.id,
          candidate_name: 'Grace Hopper',
          job_title: 'Backend Engineer',
          created_at: expect.any(String),
          read: false,
        },
      ]);
    }
    // Off the hiring team, and in another company: nothing.
    expect(await unreadOf(team.outsider.token)).toBe(0);
    expect((await notificationsOf(other.token)).data).toEqual([]);

    const mailOf = await delivered();
    for (const member of [team.recruiter, team.manager, team.interviewer]) {
      expect(mailOf(member.email).subjects).toEqual(['New application: Grace Hopper for Backend Engineer']);
      expect(mailOf(member.email).raw).toContain(`/candidate/${applicationId}`);
    }
    // The Admin sees it in the app; by default they are not e-mailed for a posting they do not work on.
    expect(mailOf(team.admin.email).subjects).toEqual([]);
    expect(mailOf(team.outsider.email).subjects).toEqual([]);
    // A candidate's self-identification never reaches the team's notifications.
    expect(JSON.stringify(await notificationsOf(team.recruiter.token))).not.toMatch(/Female|White/);
  });

  it('name no web address a candidate gives as their name in the subject', async () => {
    const team = await makeTeam();
    const posting = await postingOf(team);
    const candidate = await makeCandidate(app);
    await delivered();
    await makeApplication(app, candidate.token, posting, { first_name: 'Visit', last_name: 'cheap-pills.example' });
    const mailOf = await delivered();
    expect(mailOf(team.recruiter.email).subjects).toEqual(['New application for Backend Engineer']);
  });

  it("tell the team of offer answers and withdrawals, e-mailing the recruiter's member with the candidate as Reply-To", async () => {
    const team = await makeTeam();
    const posting = await postingOf(team);
    const candidate = await makeCandidate(app);
    const applicationId = await makeApplication(app, candidate.token, posting);
    await call('PUT', urlOf(applicationEndpoints.changeStatus), team.admin.token, {
      id: applicationId,
      status: 'Offer Sent',
    });
    await delivered();

    const answered = await call(
      'POST',
      urlOf(candidateApplicationEndpoints.answerOffer, { params: { id: applicationId } }),
      candidate.token,
      {
        answer: 'accept',
        full_name: 'Ada Lovelace',
      },
    );
    expect(answered.statusCode, answered.body).toBe(200);
    const withdrawn = await call(
      'POST',
      urlOf(candidateApplicationEndpoints.withdraw, { params: { id: applicationId } }),
      candidate.token,
      {
        reason: 'Moving abroad',
      },
    );
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);

    expect((await notificationsOf(team.manager.token)).data.map((each) => each.text)).toEqual([
      'Ada Lovelace withdrew their application for Backend Engineer',
      'Ada Lovelace accepted the offer for Backend Engineer',
      'Ada Lovelace applied for Backend Engineer',
    ]);
    expect((await notificationsOf(team.admin.token)).unread_count).toBe(3);
    const mailOf = await delivered();
    expect(mailOf(team.recruiter.email).subjects.sort()).toEqual([
      'Ada Lovelace accepted your offer for Backend Engineer',
      'Ada Lovelace withdrew their application for Backend Engineer',
    ]);
    expect(mailOf(team.recruiter.email).raw).toContain(`Reply-To: ${candidate.email}`);
    expect(mailOf(team.manager.email).subjects).toHaveLength(2);
    expect(mailOf(team.admin.email).subjects).toEqual([]);
  });

  it('tell a mentioned member in the app, and e-mail them only while they keep mentions on', async () => {
    const team = await makeTeam();
    const posting = await postingOf(team);
    const candidate = await makeCandidate(app);
    const applicationId = await makeApplication(app, candidate.token, posting);
    const saved = await call('PUT', urlOf(notificationEndpoints.saveSettings), team.manager.token, {
      time_zone: 'Europe/Berlin',
      digest_hour: 9,
      default: { new_applications: 'off', decisions: false, mentions: false },
      postings: [],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await delivered();

    const noted = await call(
      'POST',
      urlOf(activityEndpoints.addNote, { params: { id: applicationId } }),
      team.recruiter.token,
      {
        body: '@Hana Manager @Ivan Interviewer please look',
        mentions: [team.manager.id, team.interviewer.id, team.recruiter.id],
      },
    );
    expect(noted.statusCode, noted.body).toBe(201);
    expect((await notificationsOf(team.manager.token)).data[0]).toMatchObject({
      kind: 'mention',
      text: 'Rita Recruiter mentioned you about Ada Lovelace (Backend Engineer)',
    });
    expect((await notificationsOf(team.recruiter.token)).data.map((each) => each.kind)).toEqual(['new_application']);
    const mailOf = await delivered();
    expect(mailOf(team.manager.email).subjects).toEqual([]);
    expect(mailOf(team.interviewer.email).subjects).toEqual([
      'Rita Recruiter mentioned you about Ada Lovelace (Backend Engineer)',
    ]);
  });

  it("follow each member's choice per posting over their default", async () => {
    const team = await makeTeam();
    const quiet = await postingOf(team, 'Quiet Job');
    const loud = await postingOf(team, 'Loud Job');
    const before = await settingsOf(team.admin.token);
    expect(before).toMatchObject({ chosen: false, time_zone: 'UTC', digest_hour: 8 });
    expect(before.postings.map((each) => [each.job_title, each.new_applications, each.chosen])).toEqual([
      ['Loud Job', 'off', false],
      ['Quiet Job', 'off', false],
    ]);
    // The posting's recruiter is e-mailed at once by default.
    expect((await settingsOf(team.recruiter.token)).postings.map((each) => each.new_applications)).toEqual([
      'instant',
      'instant',
    ]);

    const saved = await call('PUT', urlOf(notificationEndpoints.saveSettings), team.admin.token, {
      time_zone: 'America/New_York',
      digest_hour: 7,
      default: { new_applications: 'off', decisions: false, mentions: true },
      postings: [{ posting_id: loud.id, new_applications: 'instant', decisions: true, mentions: true }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ data: NotificationSettings }>().data).toMatchObject({
      time_zone: 'America/New_York',
      digest_hour: 7,
      chosen: true,
      postings: [
        { posting_id: loud.id, new_applications: 'instant', chosen: true },
        { posting_id: quiet.id, new_applications: 'off', chosen: false },
      ],
    });
    const recruiterSaved = await call('PUT', urlOf(notificationEndpoints.saveSettings), team.recruiter.token, {
      time_zone: 'UTC',
      digest_hour: 8,
      default: { new_applications: 'instant', decisions: true, mentions: true },
      postings: [{ posting_id: loud.id, new_applications: 'off', decisions: true, mentions: true }],
    });
    expect(recruiterSaved.statusCode).toBe(200);
    await delivered();

    const candidate = await makeCandidate(app);
    await makeApplication(app, candidate.token, quiet);
    await makeApplication(app, candidate.token, loud);
    const mailOf = await delivered();
    expect(mailOf(team.admin.email).subjects).toEqual(['New application: Ada Lovelace for Loud Job']);
    expect(mailOf(team.recruiter.email).subjects).toEqual(['New application: Ada Lovelace for Quiet Job']);
    // Each still sees both in the app.
    expect(await unreadOf(team.admin.token)).toBe(2);
    expect(await unreadOf(team.recruiter.token)).toBe(2);
  });

  it('refuse a posting the member does not see, a time zone Intl does not know and an hour past 23, storing nothing', async () => {
    const team = await makeTeam();
    const posting = await postingOf(team);
    const hidden = await makePosting(app, team.admin.token, { title: 'Hidden Job' });
    const choice = { new_applications: 'daily', decisions: true, mentions: true };
    const valid = { time_zone: 'Asia/Tokyo', digest_hour: 8, default: choice, postings: [] };

    const notSeen = await call('PUT', urlOf(notificationEndpoints.saveSettings), team.manager.token, {
      ...valid,
      postings: [{ posting_id: hidden.id, ...choice }],
    });
    expect(notSeen.statusCode).toBe(400);
    expect(notSeen.json()).toMatchObject({ error: NOTIFICATION_MESSAGES.postingNotSeen });
    const badZone = await call('PUT', urlOf(notificationEndpoints.saveSettings), team.manager.token, {
      ...valid,
      time_zone: 'Mars/Olympus_Mons',
    });
    expect(badZone.statusCode).toBe(400);
    expect(badZone.json()).toMatchObject({ fields: { time_zone: NOTIFICATION_MESSAGES.timeZone } });
    const badHour = await call('PUT', urlOf(notificationEndpoints.saveSettings), team.manager.token, {
      ...valid,
      digest_hour: 24,
    });
    expect(badHour.statusCode).toBe(400);
    expect(badHour.json()).toMatchObject({ fields: { digest_hour: NOTIFICATION_MESSAGES.digestHour } });
    expect(await settingsOf(team.manager.token)).toMatchObject({ chosen: false, time_zone: 'UTC' });
    expect((await settingsOf(team.manager.token)).postings.map((each) => each.posting_id)).toEqual([posting.id]);
  });

  it('mark one notification read, then all, and never another member’s', async () => {
    const team = await makeTeam();
    const posting = await postingOf(team);
    for (const name of ['One', 'Two', 'Three']) {
      const candidate = await makeCandidate(app);
      await makeApplication(app, candidate.token, posting, { first_name: name });
    }
    const [newest] = (await notificationsOf(team.manager.token)).data;
    const othersRead = await call(
      'POST',
      urlOf(notificationEndpoints.markRead, { params: { id: newest!.id } }),
      team.recruiter.token,
    );
    expect(othersRead.statusCode).toBe(404);
    expect(othersRead.json()).toMatchObject({ error: NOTIFICATION_MESSAGES.notFound });

    const read = await call(
      'POST',
      urlOf(notificationEndpoints.markRead, { params: { id: newest!.id } }),
      team.manager.token,
    );
    expect(read.json()).toEqual({ status: 200, unread_count: 2 });
    expect((await notificationsOf(team.manager.token)).data.map((each) => each.read)).toEqual([true, false, false]);
    expect(await unreadOf(team.recruiter.token)).toBe(3);
    const all = await call('POST', urlOf(notificationEndpoints.markAllRead), team.manager.token);
    expect(all.json()).toEqual({ status: 200, unread_count: 0 });
    expect((await notificationsOf(team.manager.token)).total).toBe(3);
  });
});

describe('the daily digest', () => {
  /** A Recruiter member of a new company on a daily digest at 08:00 in New York, whose next one is due at `from`'s. */
  async function dailyMember(from: Date) {
    const team = await makeTeam();
    const posting = await postingOf(team);
    const saved = await call('PUT', urlOf(notificationEndpoints.saveSettings), team.recruiter.token, {
      time_zone: 'America/New_York',
      digest_hour: 8,
      default: { new_applications: 'daily', decisions: true, mentions: true },
      postings: [],
    });
    expect(saved.statusCode).toBe(200);
    // The clock moves to `from`: the digest due before it finds nothing, and the next is at 08:00 New York after it.
    await db
      .update(notificationSettings)
      .set({ nextDigestAt: sql`now()` })
      .where(eq(notificationSettings.memberId, team.recruiter.id));
    await sendDueDigests(db, config.appUrl, from);
    await delivered();
    return { team, posting };
  }

  const at = (iso: string) => new Date(iso);

  it('goes at 08:00 New York time, 13:00 UTC in winter, once, listing the day’s new applications', async () => {
    const { team, posting } = await dailyMember(at('2030-01-09T00:00:00Z'));
    for (const name of ['Grace', 'Alan']) {
      const candidate = await makeCandidate(app);
      await makeApplication(app, candidate.token, posting, { first_name: name });
    }
    expect((await delivered())(team.recruiter.email).subjects).toEqual([]);

    await sendDueDigests(db, config.appUrl, at('2030-01-09T12:59:00Z'));
    expect((await delivered())(team.recruiter.email).subjects).toEqual([]);

    // Two processes at the same moment send one digest.
    await Promise.all([
      sendDueDigests(db, config.appUrl, at('2030-01-09T13:00:00Z')),
      sendDueDigests(db, config.appUrl, at('2030-01-09T13:00:00Z')),
    ]);
    const digest = (await delivered())(team.recruiter.email);
    expect(digest.subjects).toEqual(['Your daily digest: 2 new applications']);
    expect(digest.raw).toContain('Backend Engineer (2)');
    expect(digest.raw).toContain('Grace Lovelace');
    expect(digest.raw).toContain('Alan Lovelace');

    // A later application that day waits for the next day's digest.
    const late = await makeCandidate(app);
    await makeApplication(app, late.token, posting, { first_name: 'Late' });
    await sendDueDigests(db, config.appUrl, at('2030-01-09T18:00:00Z'));
    expect((await delivered())(team.recruiter.email).subjects).toEqual([]);
    await sendDueDigests(db, config.appUrl, at('2030-01-10T13:00:00Z'));
    expect((await delivered())(team.recruiter.email).subjects).toEqual(['Your daily digest: 1 new application']);
    // A day without new applications sends nothing.
    await sendDueDigests(db, config.appUrl, at('2030-01-11T13:00:00Z'));
    expect((await delivered())(team.recruiter.email).subjects).toEqual([]);
  });

  it('goes at 12:00 UTC in summer, when New York keeps daylight time', async () => {
    const { team, posting } = await dailyMember(at('2030-07-09T00:00:00Z'));
    const candidate = await makeCandidate(app);
    await makeApplication(app, candidate.token, posting);
    await sendDueDigests(db, config.appUrl, at('2030-07-09T11:59:00Z'));
    expect((await delivered())(team.recruiter.email).subjects).toEqual([]);
    await sendDueDigests(db, config.appUrl, at('2030-07-09T12:00:00Z'));
    expect((await delivered())(team.recruiter.email).subjects).toEqual(['Your daily digest: 1 new application']);
    // In the app it is there at once, as for everyone.
    expect(await unreadOf(team.recruiter.token)).toBe(1);
  });
});
