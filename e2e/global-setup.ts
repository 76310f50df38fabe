import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { stopApp, waitUntilHealthy } from '../src/server/test/app-process.js';
import { E2E_ENV } from './support/env.js';
import { newBucketEnv, startLocalS3 } from '../src/server/test/s3.js';
import { freePort } from '../src/server/test/smtp.js';
import { startMailServer } from './support/mail-server.js';

const SERVER_ENTRY = 'dist/server/main.js';

/**
 * Starts a real SMTP server and the built app exactly as `npm start` runs it (`node dist/server/main.js`),
 * with a fresh data folder, so every run begins with an empty database. With FILE_STORE=s3 the app keeps its
 * files in a new bucket of a local S3-compatible server, as CI runs the suite once more. The returned function
 * is the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` first (\`npm run test:e2e\` does).`);
  }

  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'openhire-e2e-'));
  const dataDir = path.join(root, 'data');
  const mailDir = path.join(root, 'mail');
  await fs.mkdir(dataDir);
  await fs.mkdir(mailDir);
  // When the app runs as root, its embedded PostgreSQL runs as the system user `postgres`, who must enter these.
  await fs.chmod(root, 0o755);
  await fs.chmod(dataDir, 0o755);

  const mail = await startMailServer(mailDir, await freePort());
  const s3 = process.env.FILE_STORE === 's3' ? await startLocalS3() : undefined;
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${String(port)}`;

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SMTP_URL: mail.url,
    APP_URL: baseUrl,
    LOG_LEVEL: 'warn',
    // Every browser test signs up and in from 127.0.0.1; the per-address ceiling is tested by the API tests.
    AUTH_RATE_LIMIT: '10000',
    // The webhook test's receiver listens on 127.0.0.1, which production refuses.
    OUTBOUND_ALLOW_PRIVATE: 'true',
    ...(s3 ? await newBucketEnv(s3.endpoint) : {}),
  };
  // The browser tests always own their database: a DATABASE_URL meant for the server tests must not leak in.
  delete env.DATABASE_URL;

  const app = spawn(process.execPath, [SERVER_ENTRY], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise<number | null>((resolve) => app.once('exit', (code) => resolve(code)));

  const stop = async () => {
    await stopApp(app, exited);
    await mail.close();
    await s3?.stop();
    await fs.rm(root, { recursive: true, force: true });
  };

  try {
    await waitUntilHealthy(baseUrl, exited);
  } catch (error) {
    await stop();
    throw error;
  }

  process.env[E2E_ENV.baseUrl] = baseUrl;
  process.env[E2E_ENV.mailDir] = mailDir;
  return stop;
}
