import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * A secret the app made for itself and keeps in `DATA_DIR`, readable by its owner alone: `bytes` random bytes as
 * base64url, made on the first start, the same on every later one.
 */
export async function readOrCreateSecret(file: string, bytes = 24): Promise<string> {
  try {
    return await readSecret(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  // Written whole under a name of its own, then linked to the shared one: `link` fails when that name exists, so of two
  // processes starting at once one makes the secret and the other reads it, and neither reads a half-written file.
  const secret = randomBytes(bytes).toString('base64url');
  const draft = `${file}.${randomUUID()}`;
  await fs.writeFile(draft, `${secret}\n`, { mode: 0o600 });
  try {
    await fs.link(draft, file);
    return secret;
  } catch (raced) {
    if ((raced as NodeJS.ErrnoException).code !== 'EEXIST') throw raced;
    return await readSecret(file);
  } finally {
    await fs.rm(draft, { force: true });
  }
}

const readSecret = async (file: string) => (await fs.readFile(file, 'utf8')).trim();

const signingSecrets = new Map<string, Promise<string>>();

/**
 * The signing secret's key for one use: `SIGNING_SECRET`, or the one kept in `DATA_DIR/signing-secret`, through an
 * HMAC of the use's name, so that what is signed for one use is never accepted for another.
 */
export async function signingKeyOf(
  config: { signingSecret: string | undefined; dataDir: string },
  use: string,
): Promise<string> {
  let secret = config.signingSecret === undefined ? signingSecrets.get(config.dataDir) : undefined;
  if (!secret) {
    secret = config.signingSecret
      ? Promise.resolve(config.signingSecret)
      : fs
          .mkdir(config.dataDir, { recursive: true })
          .then(() => readOrCreateSecret(path.join(config.dataDir, 'signing-secret')));
    if (config.signingSecret === undefined) signingSecrets.set(config.dataDir, secret);
  }
  return createHmac('sha256', await secret)
    .update(use)
    .digest('base64url');
}
