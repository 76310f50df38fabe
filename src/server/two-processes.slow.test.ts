import { and, count, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApplicationDetail } from '../shared/application-details.js';
import { LIMITS } from './auth/rate-limit.js';
import { outbox } from './db/schema.js';
import { appDataDir, cleanUpAppProcesses, startAppProcess, type AppProcess } from './test/app-process.js';
import { makeApplication } from './test/factories-applications.js';
import { makePosting } from './test/factories-postings.js';
import { makeCandidate, makeCompany } from './test/factories.js';
import { createTestDatabase } from './test/harness.js';
import { dataUrl, samplePdf } from './test/pdf.js';
import { startTestSmtpServer } from './test/smtp.js';

// Two app processes on one PostgreSQL server, as behind a load balancer. They share DATA_DIR, as they must
// share the file store; the sign-ups here all come from one address, whose ceiling is tested elsewhere.
const database = await createTestDatabase();
const smtp = await startTestSmtpServer();
let a: AppProcess;
let b: AppProcess;

beforeAll(async () => {
  const env = {
    DATABASE_URL: database.url,
    DATA_DIR: await appDataDir(),
    SMTP_URL: smtp.url,
    AUTH_RATE_LIMIT: '10000',
  };
  [a, b] = await Promise.all([startAppProcess(env), startAppProcess(env)]);
});

afterAll(async () => {
  await cleanUpAppProcesses();
  await smtp.close();
});

describe('two app processes on one database', () => {
  it('accepts a session made on one process on the other, until logout on the first ends it', async () => {
    const candidate = await makeCandidate(a.client);
    const profileOn = (app: AppProcess) =>
      app.client.inject({
        method: 'GET',
        url: '/api/candidate/get_profile/',
        headers: { authorization: candidate.token },
      });

    expect((await profileOn(b)).statusCode).toBe(200);
    const logout = await a.client.inject({
      method: 'POST',
      url: '/api/candidate/logout/',
      headers: { authorization: candidate.token },
    });
    expect(logout.statusCode).toBe(200);
    expect((await profileOn(b)).statusCode).toBe(401);
  });

  it('counts failed logins on both processes against one limit per account', async () => {
    const candidate = await makeCandidate(a.client);
    const { max } = LIMITS.failedLogins(candidate.email);
    const loginOn = (app: AppProcess, password: string) =>
      app.client.inject({ method: 'POST', url: '/login/', payload: { email: candidate.email, password } });

    const statuses: number[] = [];
    for (let attempt = 0; attempt <= max; attempt++) {
      statuses.push((await loginOn(attempt % 2 === 0 ? a : b, 'Wrong!pass1')).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(max).fill(401), 429]);
    const rightPassword = await loginOn(max % 2 === 0 ? b : a, candidate.password);
    expect(rightPassword.statusCode).toBe(429);
    expect(rightPassword.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('serves a resume sent through one process from the other', async () => {
    const company = await makeCompany(a.client);
    const candidate = await makeCandidate(a.client);
    const posting = await makePosting(a.client, company.token);
    const resume = samplePdf(1, 'Sent through A');
    const applicationId = await makeApplication(a.client, candidate.token, posting, { resume: dataUrl(resume) });

    const detail = await b.client.inject({
      method: 'GET',
      url: `/api/applications/?application_id=${applicationId}`,
      headers: { authorization: company.token },
    });
    const resumeUrl = detail.json<{ data: ApplicationDetail }>().data.resume_url!;
    const download = await b.client.inject({
      method: 'GET',
      url: resumeUrl,
      headers: { authorization: company.token },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(resume)).toBe(true);
  });

  it('delivers each mail queued through either process exactly once while both send mail', async () => {
    const candidates = await Promise.all(
      Array.from({ length: 10 }, (_, index) => makeCandidate(index % 2 ? a.client : b.client)),
    );
    const emails = candidates.map((candidate) => candidate.email);
    // Every address asks for a reset code through both processes at once: two mails each.
    await Promise.all(
      emails.flatMap((email) =>
        [a, b].map(async (app) => {
          const forgot = await app.client.inject({ method: 'POST', url: '/forgot_password/', payload: { email } });
          expect(forgot.statusCode).toBe(200);
        }),
      ),
    );
    await vi.waitFor(
      async () => {
        const [unsent] = await database.db
          .select({ mails: count() })
          .from(outbox)
          .where(and(inArray(outbox.recipient, emails), ne(outbox.state, 'sent')));
        expect(unsent?.mails).toBe(0);
      },
      { timeout: 30_000, interval: 100 },
    );

    // Stopping both lets any send still under way finish, so that a second copy could not arrive later.
    a.child.kill('SIGTERM');
    b.child.kill('SIGTERM');
    expect(await Promise.all([a.exited, b.exited])).toEqual([0, 0]);
    const delivered = smtp.received.flatMap((mail) => mail.to).filter((to) => emails.includes(to));
    expect(delivered.sort()).toEqual(emails.flatMap((email) => [email, email]).sort());
  });
});
