import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * A secret the app made for itself and keeps in `DATA_DIR`, readable by its owner alone: made on the first start, the
 * same on every later one. `wx` lets one of two processes starting at once create it; the other reads it.
 */
export async function readOrCreateSecret(file: string): Promise<string> {
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    const secret = randomBytes(24).toString('base64url');
    try {
      await fs.writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    } catch (raced) {
      if ((raced as NodeJS.ErrnoException).code !== 'EEXIST') throw raced;
      return (await fs.readFile(file, 'utf8')).trim();
    }
    return secret;
  }
}

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
