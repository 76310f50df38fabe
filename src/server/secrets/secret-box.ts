import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { decodeSecretsKey, SECRETS_KEY_BYTES, type Config } from '../config.js';
import { readOrCreateSecret } from '../secret-files.js';

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** `v1.<key id>.<IV>.<ciphertext and tag>`, each part base64url; an IV of 12 bytes is 16 characters, a tag 22. */
const SEALED = /^v1\.([0-9a-f]{8})\.([\w-]{16})\.([\w-]{22,})$/;

/** The file in `DATA_DIR` holding the key when `SECRETS_KEY` is unset. */
export const SECRETS_KEY_FILE = 'secrets-key';
export const secretsKeyPath = (dataDir: string) => path.join(dataDir, SECRETS_KEY_FILE);

/** Names a key in what it sealed without revealing it, so that the current key and the previous ones are told apart. */
const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

/**
 * Seals the secrets members give the app (a calendar's secret address, an app password) for storing, with AES-256-GCM
 * (decision 113). Each value is bound to its `context`, the row and column it is stored in (`sealedContextOf`): copied
 * anywhere else, it no longer opens.
 */
export class SecretBox {
  /** The id of the key `seal` uses. */
  readonly keyId: string;
  // Private fields: a box logged or serialised by mistake shows no key.
  readonly #current: Buffer;
  readonly #keys: ReadonlyMap<string, Buffer>;

  constructor(current: Buffer, previous: readonly Buffer[] = []) {
    this.keyId = keyIdOf(current);
    this.#current = current;
    this.#keys = new Map([...previous.map((key) => [keyIdOf(key), key] as const), [this.keyId, current]]);
  }

  seal(plaintext: string, context: string): string {
    // A random IV for every value: GCM under one key must never see an IV twice.
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.#current, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `v1.${this.keyId}.${iv.toString('base64url')}.${body.toString('base64url')}`;
  }

  /** The plaintext of a value `seal` made for `context`; throws, naming no secret, on any other. */
  open(sealed: string, context: string): string {
    const { keyId, iv, body } = parse(sealed);
    const key = this.#keys.get(keyId);
    if (!key) {
      throw new Error(
        `A sealed secret names key ${keyId}, which is neither the current key nor one of SECRETS_KEY_PREVIOUS`,
      );
    }
    const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    try {
      return Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      throw new Error(`A sealed secret does not open for ${context}: it was changed, or sealed for another place`);
    }
  }

  /** Whether `sealed` is under a key other than the current one, and so is due to be sealed again. */
  needsResealing(sealed: string): boolean {
    return parse(sealed).keyId !== this.keyId;
  }
}

function parse(sealed: string): { keyId: string; iv: Buffer; body: Buffer } {
  const [, keyId, iv, body] = SEALED.exec(sealed) ?? [];
  if (!keyId || !iv || !body) throw new Error('A sealed secret is not in a form this version of Openhire reads');
  return { keyId, iv: Buffer.from(iv, 'base64url'), body: Buffer.from(body, 'base64url') };
}

/**
 * The box of the configured keys: `SECRETS_KEY`, or the one kept in `DATA_DIR/secrets-key`, made on the first start,
 * with `SECRETS_KEY_PREVIOUS` for opening only.
 */
export async function secretBoxFor(
  config: Pick<Config, 'dataDir' | 'secretsKey' | 'previousSecretsKeys'>,
): Promise<SecretBox> {
  return new SecretBox(config.secretsKey ?? (await keptKey(config.dataDir)), config.previousSecretsKeys);
}

async function keptKey(dataDir: string): Promise<Buffer> {
  await fs.mkdir(dataDir, { recursive: true });
  const file = secretsKeyPath(dataDir);
  const key = decodeSecretsKey(await readOrCreateSecret(file, SECRETS_KEY_BYTES));
  if (!key) throw new Error(`${file} does not hold a key of ${SECRETS_KEY_BYTES} bytes in base64: put back its backup`);
  return key;
}
