import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ERASURE_MESSAGES } from '../../shared/erasure.js';
import { makeCandidate, makeCompany, type TestAccount, uniqueEmail } from '../test/factories.js';
import { makeApplication } from '../test/factories-applications.js';
import { makePosting } from '../test/factories-postings.js';
import { addMember } from '../test/factories-team.js';
import { createTestApp } from '../test/harness.js';
import { deliverDueMail, startTestSmtpServer } from '../test/smtp.js';
import { fileStoreFor } from '../files/configured-store.js';
import { mailDirOf, createMailTransport } from '../mail/transport.js';
import { startMailWorker } from '../mail/worker.js';
import { startTasks } from '../tasks/queue.js';
import { erasedFilesWork } from './erasure.js';
import { readTombstones, tombstonesPath } from './tombstones.js';
import { requestOf, urlOf } from '../test/routes.js';
import { erasureEndpoints } from '../../shared/erasure-endpoints.js';
import { pipelineEndpoints } from '../../shared/pipeline-endpoints.js';
import { activityEndpoints } from '../../shared/activity-endpoints.js';
import { applicationEndpoints } from '../../shared/applications-endpoints.js';
import { interviewEndpoints } from '../../shared/interviews-endpoints.js';
import { authEndpoints } from '../../shared/auth-endpoints.js';

const { app, database, config } = await createTestApp();
const { db } = database;
const work = erasedFilesWork({ store: fileStoreFor(config), dataDir: config.dataDir });
// The erasures' queue exists as in a running app; its tasks are done below, when the test says.
await (await startTasks({ pool: database.pool, work: [work], log: console })).stop();

const quiet = { info() {}, warn() {}, error() {} };
/** Sends the mail due now as an installation without SMTP does: each one an .eml file under DATA_DIR. */
async function sendMailToFiles(): Promise<number> {
  const mailer = startMailWorker({
    db,
    transport: createMailTransport(undefined, mailDirOf(config.dataDir), quiet),
    files: fileStoreFor(config),
    from: 'Openhire <no-reply@example.test>',
    appUrl: 'http://localhost:3000',
    log: quiet,
    pollMs: 60_000,
  });
  try {
    return await mailer.runOnce();
  } finally {
    await mailer.stop();
  }
}
const smtp = await startTestSmtpServer();
afterAll(() => smtp.close());

/** Someone whose name, e-mail and phone appear nowhere else. */
function person(tag: string) {
  return { first_name: `Zenobia${tag}`, last_name: `Quillfeather${tag}`, phone: `+1 416 555 ${tag}`, email: '' };
}

/**
 * Every column that can hold text of every table of every schema, the task queue's included, as the catalogue lists
 * them: text, names and characters, JSON, bytes, search documents, and arrays of any of them.
 */
async function textColumns(): Promise<{ table: string; column: string; bytes: boolean }[]> {
  const { rows } = await db.execute(sql`
    SELECT quote_ident(n.nspname) || '.' || quote_ident(c.relname) AS table, quote_ident(a.attname) AS column,
      t.typname = 'bytea' AS bytes
    FROM pg_catalog.pg_attribute a
    JOIN pg_catalog.pg_class c ON c.oid = a.attrelid AND c.relkind IN ('r', 'p')
    JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_catalog.pg_type t ON t.oid = a.atttypid
    LEFT JOIN pg_catalog.pg_type e ON e.oid = t.typelem AND t.typcategory = 'A'
    WHERE a.attnum > 0 AND NOT a.attisdropped
      AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'
      AND (t.typcategory IN ('S', 'U') OR t.typname IN ('json', 'jsonb', 'bytea', 'tsvector')
        OR e.typcategory IN ('S', 'U'))`);
  return rows as { table: string; column: string; bytes: boolean }[];
}

/** Where each word is still found: `table.column` in the database, or a file under DATA_DIR. */
async function findings(words: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const { table, column, bytes } of await textColumns()) {
    const value = bytes ? sql`encode(${sql.raw(column)}, 'escape')` : sql`${sql.raw(column)}::text`;
    for (const word of words) {
      const { rows } = await db.execute(
        sql`SELECT 1 FROM ${sql.raw(table)} WHERE ${value} ILIKE ${`%${word}%`} LIMIT 1`,
      );
      if (rows.length > 0) found.push(`${table}.${column}: ${word}`);
    }
  }
  const entries = await fs.readdir(config.dataDir, { recursive: true, withFileTypes: true });
  for (const entry of entries.filter((each) => each.isFile())) {
    const text = (await fs.readFile(path.join(entry.parentPath, entry.name))).toString('latin1').toLowerCase();
    for (const word of words) if (text.includes(word.toLowerCase())) found.push(`${entry.name}: ${word}`);
  }
  return found;
}

/** Runs the queued removals of erased files as the task queue would once the erasure has committed. */
async function runErasedFileTasks(): Promise<void> {
  const { rows } = await db.execute(sql`SELECT id, data FROM pgboss.job WHERE name = ${work.type.name}`);
  expect(rows).not.toEqual([]);
  for (const row of rows as { id: string; data: unknown }[]) {
    await work.run(work.type.payload.parse(row.data));
    await db.execute(sql`DELETE FROM pgboss.job WHERE id = ${row.id}`);
  }
}

const erase = (admin: TestAccount, applicationId: string) =>
  app.inject({
    ...requestOf(erasureEndpoints.eraseCandidate, { params: { id: applicationId } }),
    headers: { authorization: admin.token },
  });

async function applicant(tag: string, postings: { id: string; questions: string[] }[]) {
  const candidate = await makeCandidate(app);
  const details = { ...person(tag), email: candidate.email };
  const applicationIds = [];
  for (const posting of postings) applicationIds.push(await makeApplication(app, candidate.token, posting, details));
  return {
    candidate,
    details,
    applicationIds,
    words: [details.email, details.first_name, details.last_name, details.phone],
  };
}

describe('erasing a candidate', () => {
  it("leaves nothing of them in any table or file, and another candidate's or another company's data as it was", async () => {
    const [acme, globex] = [await makeCompany(app), await makeCompany(app)];
    const [acmePosting, globexPosting] = [await makePosting(app, acme.token), await makePosting(app, globex.token)];
    const zenobia = await applicant('0142', [acmePosting, globexPosting]);
    const other = await applicant('0199', [acmePosting]);
    const [atAcme, atGlobex] = zenobia.applicationIds;
    await app.inject({
      ...requestOf(activityEndpoints.addNote, { params: { id: atAcme! } }),
      headers: { authorization: acme.token },
      payload: { body: `Call ${zenobia.details.first_name} back on ${zenobia.details.phone}` },
    });
    expect(await sendMailToFiles()).toBeGreaterThan(0);
    expect(await findings(zenobia.words)).toEqual(expect.arrayContaining([expect.stringMatching(/\.eml: /)]));

    const erased = await erase(acme, atAcme!);
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toMatchObject({ data: { counts: { applications: 1, notes: 1, accounts: 0 } } });
    await runErasedFileTasks();

    // Acme holds nothing of her; Globex still has her application, and the other candidate is untouched.
    const ofAcme = await app.inject({
      ...requestOf(activityEndpoints.notes, { params: { id: atAcme! } }),
      headers: { authorization: acme.token },
    });
    expect(ofAcme.statusCode).toBe(404);
    const ofGlobex = await app.inject({
      ...requestOf(activityEndpoints.notes, { params: { id: atGlobex! } }),
      headers: { authorization: globex.token },
    });
    expect(ofGlobex.statusCode).toBe(200);
    const resume = await app.inject({
      method: 'GET',
      url: '/api/candidate/applications/',
      headers: { authorization: zenobia.candidate.token },
    });
    expect(resume.statusCode).toBe(200);
    expect(resume.body).not.toContain(acmePosting.id);
    expect(await findings(other.words)).not.toEqual([]);

    expect((await erase(globex, atGlobex!)).json()).toMatchObject({
      data: { counts: { applications: 1, accounts: 1 } },
    });
    await runErasedFileTasks();

    expect(await findings(zenobia.words)).toEqual([]);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/candidate/login/',
      payload: { email: zenobia.candidate.email, password: zenobia.candidate.password },
    });
    expect(signIn.statusCode).not.toBe(200);
    const audit = await db.execute(sql`SELECT erased_by, counts FROM erasures ORDER BY created_at`);
    expect(audit.rows).toHaveLength(2);
    expect(JSON.stringify(audit.rows)).not.toContain(zenobia.details.email);
    expect(await findings(other.words)).toEqual(expect.arrayContaining([expect.stringContaining('applications')]));
  });

  it('leaves nothing anyone wrote about them: no team notice, mention, invitation or e-mail, in any table or file', async () => {
    const admin = await makeCompany(app);
    const interviewer = await addMember(app, db, admin.token, 'interviewer', 'Ivo Interviewer');
    const recruiter = await addMember(app, db, admin.token, 'recruiter', 'Rhea Recruiter');
    const posting = await makePosting(app, admin.token, { questions: ['Why us?'] });
    const candidate = await makeCandidate(app);
    const tag = '0431';
    const written = {
      first_name: `Zenobia${tag}`,
      last_name: `Quillfeather${tag}`,
      phone: `+1 416 555 ${tag}`,
      address: `${tag} Marrowgate Lane`,
      city: `Brindlemoor${tag}`,
      province: `Oakhurstshire${tag}`,
      postal_code: `Q${tag}Z`,
      short_bio: `Collects Thornquist${tag} lanterns.`,
      questions: [{ question: 'Why us?', answer: `Because of Velloran${tag}.` }],
    };
    const applicationId = await makeApplication(app, candidate.token, posting, { ...written, email: candidate.email });
    const asAdmin = { authorization: admin.token };
    const note = await app.inject({
      ...requestOf(activityEndpoints.addNote, { params: { id: applicationId } }),
      headers: asAdmin,
      payload: { body: `@Rhea Recruiter ask about Pellucidor${tag}`, mentions: [recruiter.id] },
    });
    expect(note.statusCode).toBe(201);
    const mailed = await app.inject({
      ...requestOf(applicationEndpoints.sendEmail),
      headers: asAdmin,
      payload: { id: applicationId, subject: `About Grisewold${tag}`, message: `<p>Dear Saffronby${tag}</p>` },
    });
    expect(mailed.statusCode).toBe(200);
    const interview = await app.inject({
      ...requestOf(interviewEndpoints.schedule, { params: { id: applicationId } }),
      headers: asAdmin,
      payload: {
        title: `Talk with Halvercombe${tag}`,
        kind: 'on_site',
        duration_minutes: 60,
        location: `Room Ostrava${tag}`,
        note: `Bring Tumbleworth${tag}`,
        interviewer_ids: [interviewer.id],
        time_zone: 'Europe/Berlin',
        starts_at_local: '2031-03-04T10:00',
      },
    });
    expect(interview.statusCode).toBe(201);
    const words = [
      candidate.email,
      ...Object.values(written).filter((value) => typeof value === 'string'),
      `Thornquist${tag}`,
      `Velloran${tag}`,
      `Pellucidor${tag}`,
      `Grisewold${tag}`,
      `Saffronby${tag}`,
      `Halvercombe${tag}`,
      `Ostrava${tag}`,
      `Tumbleworth${tag}`,
    ];
    // The team was told of the application, the mention and the interview, by e-mail written to files.
    expect(await sendMailToFiles()).toBeGreaterThanOrEqual(4);
    const before = await findings(words);
    for (const word of [`Pellucidor${tag}`, `Halvercombe${tag}`, `Saffronby${tag}`]) {
      expect(before).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`\\.eml: ${word}`))]));
    }

    expect((await erase(admin, applicationId)).statusCode).toBe(200);
    await runErasedFileTasks();
    expect(await findings(words)).toEqual([]);
  });

  it('keeps its tombstone on disk by the time it answers, before any task runs', async () => {
    const admin = await makeCompany(app);
    const { applicationIds } = await applicant('0433', [await makePosting(app, admin.token)]);
    const erased = await erase(admin, applicationIds[0]!);
    expect(erased.statusCode).toBe(200);
    const [audit] = (await db.execute(sql`SELECT id FROM erasures ORDER BY created_at DESC LIMIT 1`)).rows as {
      id: string;
    }[];
    const tombstones = await readTombstones(tombstonesPath(config.dataDir));
    expect(tombstones).toEqual(expect.arrayContaining([expect.objectContaining({ erasureId: audit!.id })]));
    await runErasedFileTasks();
    const again = await readTombstones(tombstonesPath(config.dataDir));
    expect(again.filter((each) => each.erasureId === audit!.id)).toHaveLength(1);
  });

  it("answers 404 for another company's candidate and erases nothing", async () => {
    const [acme, globex] = [await makeCompany(app), await makeCompany(app)];
    const { applicationIds } = await applicant('0177', [await makePosting(app, acme.token)]);
    expect((await erase(globex, applicationIds[0]!)).statusCode).toBe(404);
    const still = await app.inject({
      ...requestOf(activityEndpoints.notes, { params: { id: applicationIds[0]! } }),
      headers: { authorization: acme.token },
    });
    expect(still.statusCode).toBe(200);
  });
});

describe('a candidate deleting their account', () => {
  it('refuses a wrong password and changes nothing', async () => {
    const acme = await makeCompany(app);
    const { candidate, applicationIds } = await applicant('0155', [await makePosting(app, acme.token)]);
    const refused = await app.inject({
      ...requestOf(erasureEndpoints.deleteAccount),
      headers: { authorization: candidate.token },
      payload: { password: 'Wr0ng!password' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: ERASURE_MESSAGES.wrongPassword });
    const still = await app.inject({
      ...requestOf(activityEndpoints.notes, { params: { id: applicationIds[0]! } }),
      headers: { authorization: acme.token },
    });
    expect(still.statusCode).toBe(200);
    const open = await db.execute(
      sql`SELECT 1 FROM applications WHERE id = ${applicationIds[0]} AND withdrawn_at IS NULL`,
    );
    expect(open.rows).toHaveLength(1);
  });

  it('withdraws, tells each company, erases everything and ends the session', async () => {
    const [acme, globex] = [await makeCompany(app), await makeCompany(app)];
    const zenobia = await applicant('0163', [await makePosting(app, acme.token), await makePosting(app, globex.token)]);
    const deleted = await app.inject({
      ...requestOf(erasureEndpoints.deleteAccount),
      headers: { authorization: zenobia.candidate.token },
      payload: { password: zenobia.candidate.password },
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ data: { counts: { applications: 2, accounts: 1 } } });
    const notices = await db.execute(
      sql`SELECT recipient FROM outbox WHERE subject ILIKE '%withdr%' AND application_id IS NULL AND state = 'pending'`,
    );
    expect(notices.rows.length).toBeGreaterThanOrEqual(2);
    const after = await app.inject({
      method: 'GET',
      url: '/api/candidate/applications/',
      headers: { authorization: zenobia.candidate.token },
    });
    expect(after.statusCode).toBe(401);
    for (const admin of [acme, globex]) {
      const list = await app.inject({
        ...requestOf(applicationEndpoints.list),
        headers: { authorization: admin.token },
      });
      expect(list.body).not.toContain(zenobia.details.last_name);
    }
  });
});

describe("the team's e-mail when a candidate erases their data", () => {
  it('says so, and links to the posting rather than to an application that is no longer there', async () => {
    const acme = await makeCompany(app);
    const posting = await makePosting(app, acme.token, { title: 'Backend Engineer' });
    const zenobia = await applicant('0178', [posting]);
    await deliverDueMail(db, config, smtp.url);
    const deleted = await app.inject({
      ...requestOf(erasureEndpoints.deleteAccount),
      headers: { authorization: zenobia.candidate.token },
      payload: { password: zenobia.candidate.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await deliverDueMail(db, config, smtp.url);
    // The team's notice, to whoever on the team hears of withdrawals.
    const [notice, ...others] = smtp.received
      .filter((mail) => !mail.to.includes(zenobia.candidate.email))
      .map((mail) =>
        mail.raw
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '=')
          .replace(/\r?\n[ \t]+/g, ' '),
      )
      .filter((raw) => raw.includes('Zenobia0178'));
    expect(others).toEqual([]);
    expect(notice).toContain(
      'Subject: Zenobia0178 Quillfeather0178 withdrew their application for Backend Engineer and erased their data',
    );
    expect(notice).toContain('nothing of it is left to open');
    const links = [...notice!.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!);
    expect(links).toEqual([`${config.appUrl}/jobs/${posting.id}/board`]);
    expect(notice).not.toContain(zenobia.applicationIds[0]!);
    const board = await app.inject({
      ...requestOf(pipelineEndpoints.board, { query: { posting_id: posting.id } }),
      headers: { authorization: acme.token },
    });
    expect(board.statusCode, board.body).toBe(200);
  });
});

describe('a candidate without a password deleting their account', () => {
  const post = (url: string, payload: object, token?: string) =>
    app.inject({ method: 'POST', url, payload, headers: token ? { authorization: token } : {} });

  /** The code of the last mail with `subject` the SMTP server received for `email`. */
  async function codeMailedTo(email: string, subject: string): Promise<string> {
    await deliverDueMail(db, config, smtp.url);
    const mail = smtp.received.filter((each) => each.to.includes(email) && each.raw.includes(`Subject: ${subject}`));
    const code = /<strong>(\d{6})<\/strong>/.exec(mail.at(-1)?.raw ?? '')?.[1];
    if (!code) throw new Error(`no "${subject}" code reached ${email}`);
    return code;
  }

  /** A candidate who signed up with an e-mailed code, so has no password, with an application with Acme. */
  async function codeCandidate() {
    const email = uniqueEmail('coded');
    expect((await post(urlOf(authEndpoints.requestEmailCode), { email })).statusCode).toBe(200);
    const code = await codeMailedTo(email, 'Your sign-in code');
    const signedIn = await post(urlOf(authEndpoints.verifyEmailCode), { email, code });
    const token = signedIn.json<{ refresh_token: string }>().refresh_token;
    const acme = await makeCompany(app);
    const posting = await makePosting(app, acme.token);
    const applicationId = await makeApplication(app, token, posting, { ...person('0199'), email });
    return { email, token, acme, applicationId };
  }

  const sendCode = (token: string) => post(urlOf(erasureEndpoints.sendDeleteAccountCode), {}, token);
  const deleteWith = (token: string, payload: object) => post(urlOf(erasureEndpoints.deleteAccount), payload, token);

  async function stillThere(acme: TestAccount, applicationId: string) {
    const notes = await app.inject({
      ...requestOf(activityEndpoints.notes, { params: { id: applicationId } }),
      headers: { authorization: acme.token },
    });
    expect(notes.statusCode).toBe(200);
  }

  it('deletes the account with the code e-mailed to it', async () => {
    const { email, token } = await codeCandidate();
    const sent = await sendCode(token);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ message: ERASURE_MESSAGES.codeSent });
    const code = await codeMailedTo(email, 'Your account deletion code');
    const deleted = await deleteWith(token, { code });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ data: { counts: { applications: 1, accounts: 1 } } });
    const after = await app.inject({
      method: 'GET',
      url: '/api/candidate/applications/',
      headers: { authorization: token },
    });
    expect(after.statusCode).toBe(401);
  });

  it('refuses a wrong, used or expired code and changes nothing', async () => {
    const { email, token, acme, applicationId } = await codeCandidate();
    await sendCode(token);
    const code = await codeMailedTo(email, 'Your account deletion code');
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await deleteWith(token, { code: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: ERASURE_MESSAGES.wrongCode,
      fields: { code: ERASURE_MESSAGES.wrongCode },
    });

    // Used to sign in, the code cannot delete the account too.
    expect((await post(urlOf(authEndpoints.verifyEmailCode), { email, code })).statusCode).toBe(200);
    expect((await deleteWith(token, { code })).json()).toMatchObject({ error: ERASURE_MESSAGES.wrongCode });

    await sendCode(token);
    const late = await codeMailedTo(email, 'Your account deletion code');
    await db.execute(sql`UPDATE email_codes SET expires_at = now() - interval '1 minute' WHERE email = ${email}`);
    expect((await deleteWith(token, { code: late })).statusCode).toBe(400);
    await stillThere(acme, applicationId);
  });

  it('takes a password or a code, exactly one of them', async () => {
    const acme = await makeCompany(app);
    const { candidate, applicationIds } = await applicant('0188', [await makePosting(app, acme.token)]);
    const both = { password: candidate.password, code: '123456' };
    for (const payload of [{}, both, { code: 'abc' }]) {
      expect((await deleteWith(candidate.token, payload)).statusCode).toBe(400);
    }
    await stillThere(acme, applicationIds[0]!);
  });

  it("holds wrong codes to the sign-in codes' limit", async () => {
    const { token, acme, applicationId } = await codeCandidate();
    const statuses = [];
    for (let i = 0; i < 12; i++) statuses.push((await deleteWith(token, { code: '000000' })).statusCode);
    expect(statuses).toContain(429);
    await stillThere(acme, applicationId);
  });
});
