import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { enqueueMail } from './mail/outbox.js';
import { createMailTransport } from './mail/transport.js';
import { startMailWorker } from './mail/worker.js';
import { diskFileStore } from './files/store.js';
import { html } from './html/html.js';
import { createLogger, TOKEN_PATHS } from './log.js';
import { appDataDir, cleanUpAppProcesses } from './test/app-process.js';
import { makeCompany, STRONG_PASSWORD, uniqueEmail } from './test/factories.js';
import { createTestDatabase, testConfig } from './test/harness.js';
import { registeredRoutes } from './test/routes.js';
import { startTestSmtpServer } from './test/smtp.js';

const UNUSED_ID = '00000000-0000-4000-8000-000000000000';
const { db } = await createTestDatabase();
const lines: string[] = [];
const log = createLogger('debug', { write: (line: string) => void lines.push(line) });
const app = await buildApp({ config: await testConfig(), db, log });
afterAll(async () => {
  await app.close();
  await cleanUpAppProcesses();
});

describe('the log', () => {
  it('shows a statement PostgreSQL rejected without the values it was given', async () => {
    // A rule the app does not know of makes PostgreSQL reject the sign-up's insert, as any unforeseen input would.
    await db.execute(sql`ALTER TABLE users ADD CONSTRAINT no_zed CHECK (name <> 'Zed Quasimodo')`);
    const email = uniqueEmail('zed');
    const response = await app.inject({
      method: 'POST',
      url: '/api/candidate/register/',
      payload: { email, password: STRONG_PASSWORD, name: 'Zed Quasimodo' },
    });
    expect(response.statusCode).toBe(500);

    const failure = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((entry) => entry.err);
    expect(failure).toMatchObject({
      msg: 'request failed',
      err: {
        type: 'DrizzleQueryError',
        query: expect.stringMatching(/^insert into "users"/),
        cause: { code: '23514', constraint: 'no_zed', table: 'users' },
      },
    });
    const logged = lines.join('\n');
    for (const value of [email, STRONG_PASSWORD, 'Zed Quasimodo', '$argon2id$']) expect(logged).not.toContain(value);
  });

  it('shows the path of a request without its query string, which can search for a person', async () => {
    const company = await makeCompany(app);
    lines.length = 0;
    const response = await app.inject({
      method: 'GET',
      url: '/api/applications/?search=Lovelace',
      headers: { authorization: company.token },
    });
    expect(response.statusCode).toBe(200);
    expect(lines.join('\n')).toContain('"url":"/api/applications/"');
    expect(lines.join('\n')).not.toContain('Lovelace');
  });

  it("shows an e-mailed link's path without its token", async () => {
    lines.length = 0;
    for (const path of ['invite', 'confirm-email', 'sign-in/email'])
      await app.inject({ method: 'GET', url: `/${path}/secret-token-of-the-link` });
    expect(lines.join('\n')).toContain('"url":"/confirm-email/[token]"');
    expect(lines.join('\n')).toContain('"url":"/sign-in/email/[token]"');
    expect(lines.join('\n')).not.toContain('secret-token-of-the-link');
  });

  it('shows no token of any route with one in its path', async () => {
    const tokenRoutes = registeredRoutes(app).filter(({ path }) => /:\w*(token|code|key|secret)/i.test(path));
    expect(tokenRoutes.map(({ method, path }) => `${method} ${path}`)).toContain('POST /interviews/answer/:token');
    const unlisted = tokenRoutes.filter(({ path }) => !TOKEN_PATHS.some((tokenPath) => path.startsWith(tokenPath)));
    expect(unlisted).toEqual([]);
    // One token of a link's shape, which the route looks up, and one it refuses as it arrives.
    for (const token of [`${'Q'.repeat(34)}.${'Z'.repeat(22)}`, 'secret-token-of-the-route']) {
      for (const { method, path } of tokenRoutes) {
        lines.length = 0;
        const url = path.replace(/:\w*(token|code|key|secret)\w*/gi, token).replace(/:\w+/g, UNUSED_ID);
        await app.inject({ method, url });
        expect(lines.join('\n')).toContain('[token]');
        expect(lines.join('\n')).not.toContain(token);
      }
    }
  });

  it('names a mail the SMTP server refused by its id, not by its recipient', async () => {
    const smtp = await startTestSmtpServer({ refuseWith: 550 });
    afterAll(() => smtp.close());
    await enqueueMail(db, { to: 'ada.private@example.test', subject: 'Hello', html: html`<p>Hi</p>` }, null);
    const [queued] = (await db.execute<{ id: string }>(sql`SELECT id FROM outbox`)).rows;
    lines.length = 0;
    const worker = startMailWorker({
      db,
      transport: createMailTransport(smtp.url, await appDataDir(), log),
      files: diskFileStore(await appDataDir()),
      from: 'Openhire <no-reply@example.test>',
      appUrl: 'http://localhost:3000',
      log,
      pollMs: 60_000,
    });
    await worker.runOnce();
    await worker.stop();
    const logged = lines.join('\n');
    expect(logged).toContain(`mail ${queued!.id} failed for good`);
    expect(logged).not.toContain('ada.private');
  });
});
