import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES, type ApplicationListItem } from '../../shared/applications.js';
import { type ApplicationDetail } from '../../shared/application-details.js';
import { fileStoreFor } from '../files/configured-store.js';
import { createMailTransport } from '../mail/transport.js';
import { startMailWorker } from '../mail/worker.js';
import { makeCandidate, makeCompany, type TestAccount, uniqueEmail } from '../test/factories.js';
import { makeApplication } from '../test/factories-applications.js';
import { withoutUndoWindow } from '../test/factories-pipeline.js';
import { makePosting } from '../test/factories-postings.js';
import { createTestApp } from '../test/harness.js';
import { startTestSmtpServer } from '../test/smtp.js';
import { urlOf } from '../test/routes.js';
import { applicationEndpoints, candidateApplicationEndpoints } from '../../shared/applications-endpoints.js';

const { app, database, config } = await createTestApp();
const { db } = database;

function call(method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) {
  return app.inject({ method, url, payload, headers: token ? { authorization: token } : {} });
}

/** Every due e-mail, sent through a real SMTP server; answers what it received. */
async function deliverQueuedMail() {
  const smtp = await startTestSmtpServer();
  const worker = startMailWorker({
    db,
    transport: createMailTransport(smtp.url, os.tmpdir(), { info() {} }),
    files: fileStoreFor(config),
    from: config.mailFrom,
    appUrl: config.appUrl,
    log: { warn() {}, error() {} },
    pollMs: 60_000,
  });
  try {
    await worker.runOnce();
    // Quoted-printable soft line breaks joined again, so that a long line reads whole.
    return smtp.received.map((mail) => ({ ...mail, raw: mail.raw.replace(/=\r?\n/g, '') }));
  } finally {
    await worker.stop();
    await smtp.close();
  }
}

interface Setup {
  company: TestAccount;
  candidate: TestAccount;
  recruiterEmail: string;
  applicationId: string;
}

/** An application by Ada Lovelace to a posting whose recruiter has an address of its own, moved without an undo window. */
async function setup(): Promise<Setup> {
  const company = await makeCompany(app);
  await withoutUndoWindow(app, company.token);
  const candidate = await makeCandidate(app);
  const recruiterEmail = uniqueEmail('rita');
  const posting = await makePosting(app, company.token, { recruiter_email: recruiterEmail });
  const applicationId = await makeApplication(app, candidate.token, posting);
  return { company, candidate, recruiterEmail, applicationId };
}

async function sendOffer({ company, applicationId }: Setup): Promise<void> {
  const sent = await call('PUT', urlOf(applicationEndpoints.changeStatus), company.token, {
    id: applicationId,
    status: 'Offer Sent',
  });
  expect(sent.statusCode).toBe(200);
}

const answerOffer = (token: string, applicationId: string, answer: string, fullName = 'Ada Lovelace') =>
  call('POST', urlOf(candidateApplicationEndpoints.answerOffer, { params: { id: applicationId } }), token, {
    answer,
    full_name: fullName,
  });

const withdraw = (token: string, applicationId: string, payload?: object) =>
  call('POST', urlOf(candidateApplicationEndpoints.withdraw, { params: { id: applicationId } }), token, payload);

async function candidateDetail(token: string, applicationId: string): Promise<ApplicationDetail> {
  const response = await call(
    'GET',
    urlOf(candidateApplicationEndpoints.listOwn, { query: { application_id: applicationId } }),
    token,
  );
  expect(response.statusCode).toBe(200);
  return (response.json().data as ApplicationDetail[])[0]!;
}

async function recruiterDetail(token: string, applicationId: string): Promise<ApplicationDetail> {
  const response = await call(
    'GET',
    urlOf(applicationEndpoints.list, { query: { application_id: applicationId } }),
    token,
  );
  expect(response.statusCode).toBe(200);
  return response.json().data as ApplicationDetail;
}

describe('answering an offer', () => {
  it('accepts the offer signed with the full name in any case and spacing, records the candidate in the history and e-mails the recruiter', async () => {
    const setting = await setup();
    await sendOffer(setting);
    await deliverQueuedMail();

    const answered = await answerOffer(setting.candidate.token, setting.applicationId, 'accept', '  ada   LOVELACE ');
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toEqual({ status: 200, message: 'The application is now Offer Accepted.' });

    // The founder has given no name of their own: their team sees their address, the candidate their company.
    for (const [detail, changer] of [
      [await candidateDetail(setting.candidate.token, setting.applicationId), 'Acme Robotics'],
      [await recruiterDetail(setting.company.token, setting.applicationId), setting.company.email],
    ] as const) {
      expect(detail.status).toBe('Offer Accepted');
      expect(
        detail.status_history.map(({ to_status, changed_by_role, changed_by_name }) => [
          to_status,
          changed_by_role,
          changed_by_name,
        ]),
      ).toEqual([
        ['Offer Sent', 'recruiter', changer],
        ['Offer Accepted', 'candidate', 'Ada Lovelace'],
      ]);
      expect(Date.now() - Date.parse(detail.status_history[1]!.changed_at)).toBeLessThan(60_000);
    }

    const received = await deliverQueuedMail();
    const toRecruiter = received.filter((mail) => mail.to.includes(setting.recruiterEmail));
    expect(toRecruiter).toHaveLength(1);
    expect(toRecruiter[0]!.raw).toContain('Subject: Ada Lovelace accepted your offer for Backend Engineer');
    expect(toRecruiter[0]!.raw).toMatch(new RegExp(`^Reply-To: ${setting.candidate.email}\r?$`, 'm'));
    expect(toRecruiter[0]!.raw).toContain(`/candidate/${setting.applicationId}`);
  });

  it('declines the offer and e-mails the recruiter; after that only the recruiter can change the status', async () => {
    const setting = await setup();
    await sendOffer(setting);
    await deliverQueuedMail();

    expect((await answerOffer(setting.candidate.token, setting.applicationId, 'decline')).statusCode).toBe(200);
    expect((await candidateDetail(setting.candidate.token, setting.applicationId)).status).toBe('Offer Declined');
    const received = await deliverQueuedMail();
    expect(
      received
        .filter((mail) => mail.to.includes(setting.recruiterEmail))
        .map((mail) => /^Subject: (.*)$/m.exec(mail.raw)?.[1]?.trim()),
    ).toEqual(['Ada Lovelace declined your offer for Backend Engineer']);

    const again = await answerOffer(setting.candidate.token, setting.applicationId, 'accept');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: 409, error: APPLICATION_MESSAGES.offerAlreadyAnswered });
    expect((await candidateDetail(setting.candidate.token, setting.applicationId)).status).toBe('Offer Declined');

    const moved = await call('PUT', urlOf(applicationEndpoints.changeStatus), setting.company.token, {
      id: setting.applicationId,
      status: 'Under Evaluation',
    });
    expect(moved.statusCode).toBe(200);
    expect((await candidateDetail(setting.candidate.token, setting.applicationId)).status).toBe('Under Evaluation');
  });

  it('refuses an offer that was not sent, with a clear message', async () => {
    const { candidate, applicationId } = await setup();
    const response = await answerOffer(candidate.token, applicationId, 'accept');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ status: 409, error: APPLICATION_MESSAGES.offerNotSent });
    expect((await candidateDetail(candidate.token, applicationId)).status).toBe('Application Submitted');
  });

  it('refuses a typed name that is not the name on the application, and an answer that is neither accept nor decline', async () => {
    const setting = await setup();
    await sendOffer(setting);
    for (const name of ['Ada', 'Ada Byron', 'Lovelace Ada']) {
      const response = await answerOffer(setting.candidate.token, setting.applicationId, 'accept', name);
      expect(response.statusCode, name).toBe(400);
      expect(response.json().error).toBe(APPLICATION_MESSAGES.fullNameMismatch);
    }
    const unsigned = await answerOffer(setting.candidate.token, setting.applicationId, 'accept', '   ');
    expect(unsigned.json()).toMatchObject({ status: 400, error: APPLICATION_MESSAGES.fullNameRequired });
    const maybe = await answerOffer(setting.candidate.token, setting.applicationId, 'maybe');
    expect(maybe.json()).toMatchObject({ status: 400, error: APPLICATION_MESSAGES.offerAnswerRequired });
    expect((await candidateDetail(setting.candidate.token, setting.applicationId)).status).toBe('Offer Sent');
  });

  it("answers 404 for another candidate's offer and an unknown id, and 403 to a recruiter", async () => {
    const setting = await setup();
    await sendOffer(setting);
    const other = await makeCandidate(app);
    const stranger = await answerOffer(other.token, setting.applicationId, 'accept');
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ status: 404, error: 'No application found' });
    expect((await answerOffer(other.token, 'not-an-id', 'accept')).statusCode).toBe(404);
    expect((await answerOffer(other.token, crypto.randomUUID(), 'accept')).statusCode).toBe(404);
    expect((await answerOffer(setting.company.token, setting.applicationId, 'accept')).statusCode).toBe(403);
    expect(
      (await call('POST', urlOf(candidateApplicationEndpoints.answerOffer, { params: { id: setting.applicationId } })))
        .statusCode,
    ).toBe(401);
    expect((await candidateDetail(setting.candidate.token, setting.applicationId)).status).toBe('Offer Sent');
  });
});

describe('withdrawing an application', () => {
  it('marks it withdrawn with the date and the reason for both sides, keeps its status and e-mails the recruiter', async () => {
    const setting = await setup();
    await deliverQueuedMail();
    const response = await withdraw(setting.candidate.token, setting.applicationId, {
      reason: 'I took another job.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, message: 'Application withdrawn.' });

    const candidateList = (
      await call('GET', urlOf(candidateApplicationEndpoints.listOwn), setting.candidate.token)
    ).json().data as ApplicationListItem[];
    const recruiterList = (await call('GET', urlOf(applicationEndpoints.list), setting.company.token)).json()
      .data as ApplicationListItem[];
    for (const item of [candidateList[0]!, recruiterList[0]!]) {
      expect(item.status).toBe('Application Submitted');
      expect(Date.now() - Date.parse(item.withdrawn_at!)).toBeLessThan(60_000);
    }
    for (const detail of [
      await candidateDetail(setting.candidate.token, setting.applicationId),
      await recruiterDetail(setting.company.token, setting.applicationId),
    ]) {
      expect(detail.withdrawn_at).toBe(candidateList[0]!.withdrawn_at);
      expect(detail.withdrawal_reason).toBe('I took another job.');
    }

    const received = await deliverQueuedMail();
    const toRecruiter = received.filter((mail) => mail.to.includes(setting.recruiterEmail));
    expect(toRecruiter).toHaveLength(1);
    expect(toRecruiter[0]!.raw).toContain('Subject: Ada Lovelace withdrew their application for Backend Engineer');
    expect(toRecruiter[0]!.raw).toContain('Their reason: I took another job.');
  });

  it('withdraws without a reason, or without a body at all', async () => {
    const first = await setup();
    const bare = await app.inject({
      method: 'POST',
      url: `/api/candidate/applications/${first.applicationId}/withdraw/`,
      headers: { authorization: first.candidate.token, 'content-type': 'application/json' },
      body: '',
    });
    expect(bare.statusCode).toBe(200);
    expect((await candidateDetail(first.candidate.token, first.applicationId)).withdrawal_reason).toBeNull();
    const second = await setup();
    expect((await withdraw(second.candidate.token, second.applicationId, { reason: '  ' })).statusCode).toBe(200);
    expect((await candidateDetail(second.candidate.token, second.applicationId)).withdrawal_reason).toBeNull();
  });

  it('refuses a second withdrawal, a reason over 1000 characters, and another candidate', async () => {
    const setting = await setup();
    const long = await withdraw(setting.candidate.token, setting.applicationId, { reason: 'x'.repeat(1001) });
    expect(long.json()).toMatchObject({ status: 400, error: APPLICATION_MESSAGES.withdrawalReasonTooLong });
    const other = await makeCandidate(app);
    expect((await withdraw(other.token, setting.applicationId)).statusCode).toBe(404);
    expect((await withdraw(setting.company.token, setting.applicationId)).statusCode).toBe(403);
    expect((await candidateDetail(setting.candidate.token, setting.applicationId)).withdrawn_at).toBeNull();

    expect((await withdraw(setting.candidate.token, setting.applicationId)).statusCode).toBe(200);
    const twice = await withdraw(setting.candidate.token, setting.applicationId, { reason: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ status: 409, error: APPLICATION_MESSAGES.alreadyWithdrawn });
  });

  it('cannot be moved through stages once withdrawn, nor its offer answered', async () => {
    const setting = await setup();
    await sendOffer(setting);
    expect((await withdraw(setting.candidate.token, setting.applicationId)).statusCode).toBe(200);

    const moved = await call('PUT', urlOf(applicationEndpoints.changeStatus), setting.company.token, {
      id: setting.applicationId,
      status: 'Interview Scheduled',
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toEqual({ status: 409, error: APPLICATION_MESSAGES.withdrawnStatusLocked });
    const answered = await answerOffer(setting.candidate.token, setting.applicationId, 'accept');
    expect(answered.json()).toEqual({ status: 409, error: APPLICATION_MESSAGES.withdrawn });
    expect((await recruiterDetail(setting.company.token, setting.applicationId)).status).toBe('Offer Sent');
  });
});
