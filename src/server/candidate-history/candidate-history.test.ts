import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CandidateHistory } from '../../shared/candidate-history.js';
import type { Posting } from '../../shared/postings.js';
import { makeCandidate, makeCompany, uniqueEmail } from '../test/factories.js';
import { makeApplication } from '../test/factories-applications.js';
import { makePosting } from '../test/factories-postings.js';
import { addMember, confirmCompany } from '../test/factories-team.js';
import { createTestApp } from '../test/harness.js';
import { runQueued } from '../test/tasks.js';
import { startTasks } from '../tasks/queue.js';
import { duplicatesBackfillWork } from './duplicates.js';
import { requestOf } from '../test/routes.js';
import { candidateHistoryEndpoints } from '../../shared/candidate-history-endpoints.js';

const { app, database } = await createTestApp();
const { db } = database;

// A process has started once, as the server does before it takes any call: the backfill's queue is there.
await (await startTasks({ pool: database.pool, work: [duplicatesBackfillWork({ db })], log: { error() {} } })).stop();

const related = (token: string, applicationId: string) =>
  app.inject({
    ...requestOf(candidateHistoryEndpoints.related, { params: { id: applicationId } }),
    headers: { authorization: token },
  });

async function relatedOf(token: string, applicationId: string): Promise<CandidateHistory> {
  const answer = await related(token, applicationId);
  expect(answer.statusCode).toBe(200);
  return answer.json<{ data: CandidateHistory }>().data;
}

/** Who applied, as the apply wizard sends it: each applicant apart from the others unless a test says otherwise. */
let applicants = 0;
function person(overrides: Record<string, unknown> = {}) {
  applicants += 1;
  const n = String(applicants).padStart(4, '0');
  return {
    first_name: `Person${n}`,
    last_name: `Apart${n}`,
    phone: `+44 20 7946 ${n}`,
    city: `Town ${n}`,
    ...overrides,
  };
}

/** A new account applying to `posting` as `who`, with `email` for its account when given. */
async function applyAs(posting: Posting, who: Record<string, unknown>, email?: string): Promise<string> {
  const candidate = await makeCandidate(app, email ? { email } : {});
  return makeApplication(app, candidate.token, posting, who);
}

const company = async () => {
  const admin = await makeCompany(app);
  return { admin, posting: await makePosting(app, admin.token, { title: 'Backend Engineer' }) };
};

describe('likely duplicates', () => {
  it('links an application to another account with the same e-mail, whatever its case or +tag, from both sides', async () => {
    const { admin, posting } = await company();
    const mailbox = uniqueEmail('ana');
    const first = await applyAs(posting, person({ first_name: 'Ana', last_name: 'Kowalski' }), mailbox);
    const second = await applyAs(posting, person(), mailbox.replace('@', '+jobs@'));

    const fromSecond = await relatedOf(admin.token, second);
    expect(fromSecond.duplicates).toEqual([
      expect.objectContaining({
        application_id: first,
        name: 'Ana Kowalski',
        email: mailbox,
        posting: { id: posting.id, title: 'Backend Engineer' },
        status: 'Application Submitted',
        reasons: ['email'],
      }),
    ]);
    expect(fromSecond.history).toEqual([]);
    expect((await relatedOf(admin.token, first)).duplicates.map((duplicate) => duplicate.application_id)).toEqual([
      second,
    ]);
  });

  it('links the same phone however it is typed, and never numbers too short to tell people apart', async () => {
    const { admin, posting } = await company();
    const first = await applyAs(posting, person({ phone: '+1 (647) 555-0199' }));
    const second = await applyAs(posting, person({ phone: '647.555.0199' }));
    const shortOne = await applyAs(posting, person({ phone: '12-345' }));
    const shortTwo = await applyAs(posting, person({ phone: '12345' }));

    expect((await relatedOf(admin.token, second)).duplicates).toEqual([
      expect.objectContaining({ application_id: first, reasons: ['phone'] }),
    ]);
    expect((await relatedOf(admin.token, shortTwo)).duplicates).toEqual([]);
    expect((await relatedOf(admin.token, shortOne)).duplicates).toEqual([]);
  });

  it('links a very similar name in the same city, not in another city nor a different name there', async () => {
    const { admin, posting } = await company();
    const first = await applyAs(posting, person({ first_name: 'John', last_name: 'Smith', city: 'Ottawa' }));
    const near = await applyAs(posting, person({ first_name: 'Jon', last_name: 'Smith', city: 'ottawa' }));
    const elsewhere = await applyAs(posting, person({ first_name: 'John', last_name: 'Smith', city: 'Halifax' }));
    const different = await applyAs(posting, person({ first_name: 'Jane', last_name: 'Doe', city: 'Ottawa' }));

    expect((await relatedOf(admin.token, near)).duplicates).toEqual([
      expect.objectContaining({ application_id: first, reasons: ['name_city'] }),
    ]);
    expect((await relatedOf(admin.token, elsewhere)).duplicates).toEqual([]);
    expect((await relatedOf(admin.token, different)).duplicates).toEqual([]);
  });

  it('names every reason two applications share', async () => {
    const { admin, posting } = await company();
    const mailbox = uniqueEmail('lee');
    const alike = { first_name: 'Lee', last_name: 'Chang', city: 'Calgary', phone: '+1 403 555 0142' };
    const first = await applyAs(posting, person(alike), mailbox);
    const second = await applyAs(posting, person(alike), mailbox.replace('@', '+second@'));

    expect((await relatedOf(admin.token, second)).duplicates).toEqual([
      expect.objectContaining({ application_id: first, reasons: ['email', 'phone', 'name_city'] }),
    ]);
  });

  it("never links another company's applicants", async () => {
    const ours = await company();
    const theirs = await company();
    const alike = { first_name: 'Mara', last_name: 'Okafor', city: 'Leeds', phone: '+44 113 496 0000' };
    await applyAs(theirs.posting, person(alike));
    const application = await applyAs(ours.posting, person(alike));

    expect((await relatedOf(ours.admin.token, application)).duplicates).toEqual([]);
    expect((await related(theirs.admin.token, application)).statusCode).toBe(404);
  });

  it('leaves out what a Hiring Manager may not see, and a quarantined candidate', async () => {
    const { admin, posting } = await company();
    await confirmCompany(app, db, admin);
    const manager = await addMember(app, db, admin.token, 'hiring_manager', 'Hana Manager');
    const theirs = await makePosting(app, admin.token, { title: 'Designer', hiring_team: [manager.id] });
    const alike = { first_name: 'Ravi', last_name: 'Patel', city: 'Leicester', phone: '+44 116 496 0123' };
    const offTeam = await applyAs(posting, person(alike));
    const quarantined = await applyAs(theirs, person(alike));
    const onTeam = await applyAs(theirs, person(alike));
    await db.execute(sql`UPDATE applications SET quarantined = true WHERE id = ${quarantined}`);

    expect((await relatedOf(admin.token, onTeam)).duplicates.map((duplicate) => duplicate.application_id)).toEqual([
      offTeam,
    ]);
    expect((await relatedOf(manager.token, onTeam)).duplicates).toEqual([]);
    expect((await related(manager.token, offTeam)).statusCode).toBe(404);
  });
});

describe('applications sent before duplicates were looked for', () => {
  it('are linked by the backfill, a batch per task, and looking again adds nothing', async () => {
    const { admin, posting } = await company();
    const mailbox = uniqueEmail('noor');
    const alike = { first_name: 'Noor', last_name: 'Haddad', city: 'Lyon', phone: '+33 4 72 00 00 17' };
    const first = await applyAs(posting, person(alike), mailbox);
    const second = await applyAs(posting, person({ first_name: 'Noor', last_name: 'Hadad', city: 'Lyon' }));
    const third = await applyAs(posting, person(), mailbox.replace('@', '+old@'));
    const apart = await applyAs(posting, person());
    // As if sent before: not looked at, and no link.
    const sent = [first, second, third, apart];
    await db.execute(sql`UPDATE applications SET duplicates_checked_at = NULL WHERE id IN ${sent}`);
    await db.execute(sql`DELETE FROM application_duplicates WHERE application_id IN ${sent}`);
    expect((await relatedOf(admin.token, third)).duplicates).toEqual([]);
    const backfill = duplicatesBackfillWork({ db, batch: 2 });

    await backfill.start();
    await runQueued(db, backfill);

    expect((await relatedOf(admin.token, second)).duplicates).toEqual([
      expect.objectContaining({ application_id: first, reasons: ['name_city'] }),
    ]);
    expect((await relatedOf(admin.token, first)).duplicates.map((duplicate) => duplicate.application_id)).toEqual([
      third,
      second,
    ]);
    expect((await relatedOf(admin.token, third)).duplicates).toEqual([
      expect.objectContaining({ application_id: first, reasons: ['email'] }),
    ]);
    expect((await relatedOf(admin.token, apart)).duplicates).toEqual([]);

    await db.execute(sql`UPDATE applications SET duplicates_checked_at = NULL WHERE id IN ${sent}`);
    await backfill.start();
    await runQueued(db, backfill);
    const { rows } = await db.execute(
      sql`SELECT count(*)::int AS links FROM application_duplicates WHERE application_id IN ${sent}`,
    );
    expect(rows).toEqual([{ links: 2 }]);
    await backfill.start();
    const { rows: queued } = await db.execute(sql`SELECT id FROM pgboss.job WHERE name = ${backfill.type.name}`);
    expect(queued).toEqual([]);
  });
});

describe("a candidate's history with the company", () => {
  it("lists the same account's other applications, newest first, as the same person and not as duplicates", async () => {
    const { admin, posting } = await company();
    const later = await makePosting(app, admin.token, { title: 'Platform Engineer' });
    const third = await makePosting(app, admin.token, { title: 'Site Reliability Engineer' });
    const candidate = await makeCandidate(app);
    const who = person();
    const backend = await makeApplication(app, candidate.token, posting, who);
    const platform = await makeApplication(app, candidate.token, later, who);
    const reliability = await makeApplication(app, candidate.token, third, who);

    const { history, duplicates } = await relatedOf(admin.token, platform);
    expect(duplicates).toEqual([]);
    expect(history.map((entry) => [entry.application_id, entry.posting.title])).toEqual([
      [reliability, 'Site Reliability Engineer'],
      [backend, 'Backend Engineer'],
    ]);
    expect(history[1]).toEqual(
      expect.objectContaining({
        status: 'Application Submitted',
        stage: expect.objectContaining({ name: expect.any(String) }),
        withdrawn_at: null,
        applied_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      }),
    );
  });

  it('is not there for a candidate, even of their own application', async () => {
    const { posting } = await company();
    const candidate = await makeCandidate(app);
    const application = await makeApplication(app, candidate.token, posting, person());
    expect((await related(candidate.token, application)).statusCode).toBe(403);
  });
});
