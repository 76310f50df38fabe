import { afterAll, describe, expect, it } from 'vitest';
import { appDataDir, cleanUpAppProcesses, startAppProcess } from './test/app-process.js';
import { makeCompany, STRONG_PASSWORD, uniqueEmail } from './test/factories.js';

afterAll(cleanUpAppProcesses);

describe('the log of the running app', () => {
  it("keeps PostgreSQL's own account of a refused statement, which quotes its values, out of the app's log", async () => {
    const running = await startAppProcess({ DATA_DIR: await appDataDir(), LOG_LEVEL: 'debug' });
    const email = uniqueEmail('twice');
    await makeCompany(running.client, { email });
    // The second sign-up with the same address breaks a unique index, PostgreSQL logs the key it found, and the
    // caller is answered as for a new address.
    const again = await running.client.inject({
      method: 'POST',
      url: '/api/candidate/register/',
      payload: { email, password: STRONG_PASSWORD, name: 'Twice' },
    });
    expect(again.statusCode).toBe(201);
    await running.stop();
    expect(running.logLines.join('\n')).not.toContain(email);
  });
});
