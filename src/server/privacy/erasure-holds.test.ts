import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type DeleteAccountAnswer, ERASURE_MESSAGES } from '../../shared/erasure.js';
import { makeCandidate, makeCompany, type TestAccount } from '../test/factories.js';
import { makeApplication, userIdOf } from '../test/factories-applications.js';
import { makePosting } from '../test/factories-postings.js';
import { createTestApp } from '../test/harness.js';
import { CAPABILITIES, candidateDataOf } from '../capabilities.js';

const candidateDataList = candidateDataOf(CAPABILITIES);
import { sweepRetention } from './retention.js';
import { requestOf } from '../test/routes.js';
import { retentionEndpoints } from '../../shared/retention-endpoints.js';
import { activityEndpoints } from '../../shared/activity-endpoints.js';
import { erasureEndpoints } from '../../shared/erasure-endpoints.js';

const { app, database, config } = await createTestApp();
const { db } = database;

const DAY = 24 * 60 * 60 * 1000;

const placeHold = (admin: TestAccount, applicationId: string, payload: object) =>
  app.inject({
    ...requestOf(retentionEndpoints.placeLegalHold, { params: { id: applicationId } }),
    headers: { authorization: admin.token },
    payload,
  });

const notesOf = (admin: TestAccount, applicationId: string) =>
  app.inject({
    ...requestOf(activityEndpoints.notes, { params: { id: applicationId } }),
    headers: { authorization: admin.token },
  });

const deleteAccount = (candidate: TestAccount) =>
  app.inject({
    ...requestOf(erasureEndpoints.deleteAccount),
    headers: { authorization: candidate.token },
    payload: { password: candidate.password },
  });

const mailTo = async (email: string) =>
  (await db.execute(sql`SELECT subject, text_body FROM outbox WHERE recipient = ${email}`)).rows as {
    subject: string;
    text_body: string;
  }[];

/** Acme holds the candidate's application to its posting; Globex has one too, not held. */
async function heldAtAcme(hold: object = { reason: 'Tribunal claim 2026-117' }) {
  const [acme, globex] = [await makeCompany(app), await makeCompany(app)];
  const [acmePosting, globexPosting] = [await makePosting(app, acme.token), await makePosting(app, globex.token)];
  const candidate = await makeCandidate(app);
  const atAcme = await makeApplication(app, candidate.token, acmePosting, { email: candidate.email });
  const atGlobex = await makeApplication(app, candidate.token, globexPosting, { email: candidate.email });
  expect((await placeHold(acme, atAcme, hold)).statusCode).toBe(200);
  return { acme, globex, acmePosting, candidate, atAcme, atGlobex };
}

describe("an Admin's erasure of a held candidate", () => {
  it('answers 409 naming the hold and erases nothing', async () => {
    const { acme, acmePosting, atAcme } = await heldAtAcme();
    const refused = await app.inject({
      ...requestOf(erasureEndpoints.eraseCandidate, { params: { id: atAcme } }),
      headers: { authorization: acme.token },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      status: 409,
      error: ERASURE_MESSAGES.underLegalHold(acmePosting.title, 'Tribunal claim 2026-117'),
    });
    expect((await notesOf(acme, atAcme)).statusCode).toBe(200);
    const audit = await db.execute(sql`SELECT 1 FROM erasures e JOIN applications a ON a.id = ${atAcme}
      WHERE e.candidate_ref = a.candidate_id`);
    expect(audit.rows).toEqual([]);
  });
});

describe('a candidate deleting their account while an application is held', () => {
  it('erases everything else, keeps the held application, and tells them so in the answer and by e-mail', async () => {
    const { acme, globex, acmePosting, candidate, atAcme, atGlobex } = await heldAtAcme();
    const deleted = await deleteAccount(candidate);
    expect(deleted.statusCode).toBe(200);
    const answer = deleted.json<DeleteAccountAnswer>();
    expect(answer.data.held).toEqual([
      { application_id: atAcme, company_name: expect.any(String), job_title: acmePosting.title },
    ]);
    expect(answer.data.counts).toMatchObject({ applications: 1, accounts: 0 });

    expect((await notesOf(acme, atAcme)).statusCode).toBe(200);
    expect((await notesOf(globex, atGlobex)).statusCode).toBe(404);
    const signedIn = await app.inject({
      method: 'GET',
      url: '/api/candidate/applications/',
      headers: { authorization: candidate.token },
    });
    expect(signedIn.statusCode).toBe(401);
    const login = await app.inject({
      method: 'POST',
      url: '/api/candidate/login/',
      payload: { email: candidate.email, password: candidate.password },
    });
    expect(login.statusCode).not.toBe(200);

    const told = (await mailTo(candidate.email)).filter((mail) => mail.subject.includes('kept for now'));
    expect(told).toHaveLength(1);
    expect(told[0]!.text_body).toContain(acmePosting.title);
    expect(told[0]!.text_body).not.toContain('Openhire');
    // The address is free again: its owner may open a new account with it.
    expect((await makeCandidate(app, { email: candidate.email })).token).toBeTruthy();
  });

  it('completes the erasure once the hold is lifted', async () => {
    const { acme, candidate, atAcme } = await heldAtAcme();
    const candidateId = await userIdOf(db, candidate.email);
    expect((await deleteAccount(candidate)).statusCode).toBe(200);
    const lifted = await app.inject({
      ...requestOf(retentionEndpoints.liftLegalHold, { params: { id: atAcme } }),
      headers: { authorization: acme.token },
    });
    expect(lifted.statusCode).toBe(200);
    expect((await notesOf(acme, atAcme)).statusCode).toBe(404);
    const left = await db.execute(sql`SELECT 1 FROM applications WHERE id = ${atAcme}`);
    expect(left.rows).toEqual([]);
    expect((await mailTo(candidate.email)).filter((mail) => mail.subject.includes('kept for now'))).toEqual([]);
    expect((await db.execute(sql`SELECT 1 FROM users WHERE id = ${candidateId}`)).rows).toEqual([]);
  });

  it('completes the erasure at the daily sweep once the hold has lapsed', async () => {
    const { acme, candidate, atAcme } = await heldAtAcme({
      reason: 'Audit until spring',
      ends_at: new Date(Date.now() + 2 * DAY).toISOString(),
    });
    expect((await deleteAccount(candidate)).statusCode).toBe(200);
    const sweeping = { db, dataDir: config.dataDir, candidateData: candidateDataList };
    await sweepRetention(sweeping, new Date(Date.now() + DAY));
    expect((await notesOf(acme, atAcme)).statusCode).toBe(200);
    await sweepRetention(sweeping, new Date(Date.now() + 3 * DAY));
    expect((await notesOf(acme, atAcme)).statusCode).toBe(404);
  });
});
