import { afterAll, describe, expect, it } from 'vitest';
import { runCommand } from '../test/app-process.js';
import { makeCandidate, makeCompany } from '../test/factories.js';
import { makeApplication } from '../test/factories-applications.js';
import { makePosting } from '../test/factories-postings.js';
import { createTestApp } from '../test/harness.js';
import { newBucketEnv, startLocalS3 } from '../test/s3.js';

const s3 = await startLocalS3();
afterAll(() => s3.stop());

const { app, database, config } = await createTestApp({ env: { FILE_STORE: 'disk' } });
const company = await makeCompany(app);
const candidate = await makeCandidate(app);
await makeApplication(app, candidate.token, await makePosting(app, company.token), { email: candidate.email });
const installation = { DATA_DIR: config.dataDir, DATABASE_URL: database.url };

describe('npm run files:migrate', () => {
  it('copies the files into the bucket and says how many, and a second run finds them all there', async () => {
    const env = { ...installation, ...(await newBucketEnv(s3.endpoint)) };
    const first = await runCommand(['files:migrate'], env);
    expect(first.stderr).toBe('');
    expect(first.stdout).toMatch(/^(\d+) files are in s3:\/\/openhire-[a-f0-9-]+: \1 copied, 0 already there\n$/);
    expect(first.code).toBe(0);

    const second = await runCommand(['files:migrate'], env);
    expect(second.stdout).toMatch(/^(\d+) files are in s3:\/\/openhire-[a-f0-9-]+: 0 copied, \1 already there\n$/);
    expect(second.code).toBe(0);
  });

  it('refuses with one line when the files are not to go to a bucket', async () => {
    const refused = await runCommand(['files:migrate'], { ...installation, FILE_STORE: 'disk' });
    expect(refused.stderr).toBe(
      'files:migrate copies DATA_DIR/files into a bucket: set FILE_STORE=s3 and the S3_* settings first\n',
    );
    expect(refused.code).toBe(1);
  });
});
