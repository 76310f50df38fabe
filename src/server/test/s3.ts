import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { loadConfig, type S3Settings } from '../config.js';
import { s3ClientFor } from '../files/s3-store.js';

/** An S3-compatible server on loopback for the tests, its objects in a temporary folder. */
export async function startLocalS3(): Promise<{ endpoint: string; stop: () => Promise<void> }> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'openhire-test-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: async () => {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

/** The variables that point the app at a new, empty bucket of the local server at `endpoint`. */
export async function newBucketEnv(endpoint: string): Promise<Record<string, string>> {
  const env = {
    FILE_STORE: 's3',
    S3_ENDPOINT: endpoint,
    S3_BUCKET: `openhire-${randomUUID()}`,
    // The local server's own credentials: it checks every request's signature against them.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  const settings = loadConfig(env).fileStore as S3Settings;
  await s3ClientFor(settings).send(new CreateBucketCommand({ Bucket: settings.bucket }));
  return env;
}
