import { afterAll, describe, expect, it } from 'vitest';
import { appDataDir, cleanUpAppProcesses, startAppProcess } from '../test/app-process.js';
import { makeCandidate } from '../test/factories.js';
import { createTestDatabase } from '../test/harness.js';

const database = await createTestDatabase();
afterAll(cleanUpAppProcesses);

describe('stopping behind a load balancer', () => {
  it('fails readiness at SIGTERM, keeps serving through the drain, then exits cleanly', async () => {
    const app = await startAppProcess({
      DATABASE_URL: database.url,
      DATA_DIR: await appDataDir(),
      SHUTDOWN_DRAIN_SECONDS: '4',
    });
    expect((await fetch(`${app.baseUrl}/api/health/ready`)).status).toBe(200);

    app.child.kill('SIGTERM');
    await app.logged('not ready, still serving for 4 s');
    const ready = await fetch(`${app.baseUrl}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 503, error: 'This server is stopping.' });
    const live = await fetch(`${app.baseUrl}/api/health/live`);
    expect(live.status).toBe(200);
    const candidate = await makeCandidate(app.client);
    expect(candidate.token).toBeTruthy();

    expect(await app.exited).toBe(0);
    expect(app.logLines.some((line) => line.includes('stopped cleanly'))).toBe(true);
  }, 120_000);
});
