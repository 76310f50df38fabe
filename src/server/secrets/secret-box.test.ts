import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { inspect } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { writeBackup } from '../backup/backup.js';
import { restoreBackup } from '../backup/restore.js';
import { CAPABILITIES, candidateDataOf } from '../capabilities.js';
import { fileStoreFor } from '../files/configured-store.js';
import { createTestDatabase, testConfig } from '../test/harness.js';
import { resealAll, sealedContextOf, type SealedColumn } from './reseal.js';
import { SecretBox, secretBoxFor, secretsKeyPath } from './secret-box.js';

const CALENDAR_ADDRESS = 'https://calendar.google.com/calendar/ical/ada%40example.com/private-5f1d2c3b4a/basic.ics';
const CONTEXT = 'calendar_connections.url:8d3b5f9e-0f6e-4c1a-9d56-0b1e2f3a4c5d';

/** `sealed` with one byte of its IV (part 2) or of its ciphertext and tag (part 3) changed at `at`. */
function tampered(sealed: string, part: 2 | 3, at: 'first' | 'last'): string {
  const parts = sealed.split('.');
  const bytes = Buffer.from(parts[part]!, 'base64url');
  bytes[at === 'first' ? 0 : bytes.length - 1]! ^= 0x01;
  parts[part] = bytes.toString('base64url');
  return parts.join('.');
}

/** What `run` threw, for a look at its message. */
function thrownBy(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('nothing was thrown');
}

describe('the secret box', () => {
  const box = new SecretBox(randomBytes(32));

  it('opens what it sealed, in the self-describing form, and never the same text twice', () => {
    const sealed = box.seal(CALENDAR_ADDRESS, CONTEXT);
    expect(sealed).toMatch(new RegExp(`^v1\\.${box.keyId}\\.[\\w-]{16}\\.[\\w-]+$`));
    expect(box.keyId).toMatch(/^[0-9a-f]{8}$/);
    expect(sealed).not.toContain('calendar.google.com');
    expect(box.open(sealed, CONTEXT)).toBe(CALENDAR_ADDRESS);
    expect(box.seal(CALENDAR_ADDRESS, CONTEXT)).not.toBe(sealed);
    expect(box.open(box.seal('', CONTEXT), CONTEXT)).toBe('');
    expect(box.needsResealing(sealed)).toBe(false);
  });

  it('refuses a value whose IV, ciphertext or tag was changed, naming no secret', () => {
    const sealed = box.seal(CALENDAR_ADDRESS, CONTEXT);
    for (const changed of [tampered(sealed, 2, 'first'), tampered(sealed, 3, 'first'), tampered(sealed, 3, 'last')]) {
      expect(changed).not.toBe(sealed);
      const error = thrownBy(() => box.open(changed, CONTEXT));
      expect(error.message).toMatch(/does not open for calendar_connections\.url:.*: it was changed/);
      expect(error.message).not.toContain('private-5f1d2c3b4a');
    }
    expect(() => box.open(`${sealed}.more`, CONTEXT)).toThrow(/not in a form this version of Openhire reads/);
    expect(() => box.open(sealed.replace(/^v1/, 'v2'), CONTEXT)).toThrow(/not in a form/);
  });

  it('refuses a value sealed for another row or column', () => {
    const sealed = box.seal(CALENDAR_ADDRESS, CONTEXT);
    expect(() => box.open(sealed, 'calendar_connections.url:another-row')).toThrow(/does not open/);
    expect(() => box.open(sealed, 'calendar_connections.password:8d3b5f9e-0f6e-4c1a-9d56-0b1e2f3a4c5d')).toThrow(
      /does not open/,
    );
  });

  it('opens a value sealed under a previous key and says it needs sealing again', () => {
    const older = randomBytes(32);
    const sealed = new SecretBox(older).seal(CALENDAR_ADDRESS, CONTEXT);
    const rotated = new SecretBox(randomBytes(32), [older]);
    expect(rotated.open(sealed, CONTEXT)).toBe(CALENDAR_ADDRESS);
    expect(rotated.needsResealing(sealed)).toBe(true);
    expect(rotated.needsResealing(rotated.seal(CALENDAR_ADDRESS, CONTEXT))).toBe(false);
  });

  it('refuses a value sealed under a key it does not hold, naming the key by its id alone', () => {
    const other = new SecretBox(randomBytes(32));
    const error = thrownBy(() => box.open(other.seal(CALENDAR_ADDRESS, CONTEXT), CONTEXT));
    expect(error.message).toBe(
      `A sealed secret names key ${other.keyId}, which is neither the current key nor one of SECRETS_KEY_PREVIOUS`,
    );
  });

  it('shows no key when it is logged or serialised', () => {
    const key = randomBytes(32);
    const logged = new SecretBox(key, [key]);
    const shown = `${JSON.stringify(logged)} ${inspect(logged, { showHidden: true, depth: 5 })}`;
    expect(shown).toContain(logged.keyId);
    expect(shown).not.toContain(key.toString('base64'));
    expect(shown).not.toMatch(/Buffer|"data":\[/);
  });
});

describe('the key kept in DATA_DIR', () => {
  it('is made once, readable by its owner alone, and is the same on the next start', async () => {
    const config = await testConfig();
    const first = await secretBoxFor(config);
    const file = secretsKeyPath(config.dataDir);
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    const kept = await fs.readFile(file, 'utf8');
    expect(Buffer.from(kept.trim(), 'base64url')).toHaveLength(32);

    const next = await secretBoxFor(config);
    expect(next.keyId).toBe(first.keyId);
    expect(next.open(first.seal(CALENDAR_ADDRESS, CONTEXT), CONTEXT)).toBe(CALENDAR_ADDRESS);
    expect(await fs.readFile(file, 'utf8')).toBe(kept);
    expect(await fs.readdir(config.dataDir)).toEqual(['secrets-key']);
  });

  it('is the same for two processes starting at once', async () => {
    const config = await testConfig();
    const boxes = await Promise.all([secretBoxFor(config), secretBoxFor(config), secretBoxFor(config)]);
    expect(new Set(boxes.map((each) => each.keyId)).size).toBe(1);
    expect(boxes[1]!.open(boxes[0]!.seal(CALENDAR_ADDRESS, CONTEXT), CONTEXT)).toBe(CALENDAR_ADDRESS);
    expect(await fs.readdir(config.dataDir)).toEqual(['secrets-key']);
  });

  it('is not made when SECRETS_KEY is set, and SECRETS_KEY_PREVIOUS keeps opening what the old key sealed', async () => {
    const older = randomBytes(32);
    const before = await secretBoxFor(await testConfig({ SECRETS_KEY: older.toString('base64') }));
    const config = await testConfig({
      SECRETS_KEY: randomBytes(32).toString('base64url'),
      SECRETS_KEY_PREVIOUS: older.toString('base64'),
    });
    const after = await secretBoxFor(config);
    expect(after.keyId).not.toBe(before.keyId);
    expect(after.open(before.seal(CALENDAR_ADDRESS, CONTEXT), CONTEXT)).toBe(CALENDAR_ADDRESS);
    expect(await fs.readdir(config.dataDir)).toEqual([]);
  });

  it('stops the start when the file holds no key, naming the file and not what it holds', async () => {
    const config = await testConfig();
    const damaged = randomBytes(31).toString('base64url');
    await fs.writeFile(secretsKeyPath(config.dataDir), `${damaged}\n`, { mode: 0o600 });
    const error = await secretBoxFor(config).catch((failure: Error) => failure);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(
      `${secretsKeyPath(config.dataDir)} does not hold a key of 32 bytes in base64: put back its backup`,
    );
    expect((error as Error).message).not.toContain(damaged);
  });

  it('travels in a backup, so that a restore on a fresh machine opens what was sealed', async () => {
    const source = await testConfig();
    const sealed = (await secretBoxFor(source)).seal(CALENDAR_ADDRESS, CONTEXT);
    const installation = await createTestDatabase();
    const archive = path.join(source.dataDir, '..', `${path.basename(source.dataDir)}.tar.gz`);
    afterAll(() => fs.rm(archive, { force: true }));
    await writeBackup(installation.url, source.dataDir, fileStoreFor(source), archive);

    const fresh = await testConfig();
    const target = await createTestDatabase({ empty: true });
    const connect = async () => ({ url: target.url, close: async () => {} });
    await restoreBackup(archive, fresh.dataDir, fileStoreFor(fresh), connect, candidateDataOf(CAPABILITIES));
    expect((await fs.stat(secretsKeyPath(fresh.dataDir))).mode & 0o777).toBe(0o600);
    expect((await secretBoxFor(fresh)).open(sealed, CONTEXT)).toBe(CALENDAR_ADDRESS);
  });
});

const database = await createTestDatabase();
// A table of the test's own: the registry takes any table, whichever capability declares it.
const column: SealedColumn = { table: 'sealed_things', idColumn: 'id', column: 'secret' };
await database.db.execute(sql`CREATE TABLE sealed_things (id uuid PRIMARY KEY, secret text)`);

describe('sealing again after a rotation', () => {
  const older = randomBytes(32);
  const oldBox = new SecretBox(older);
  const newBox = new SecretBox(randomBytes(32), [older]);
  /** Rows in the table's order, each with its plaintext; the sixth holds none. */
  const rows = Array.from({ length: 7 }, (_, index) => ({
    id: `00000000-0000-4000-8000-00000000000${index}`,
    plaintext: `https://calendar.example.com/private-${index}.ics`,
  }));
  const staleIds = [rows[0]!.id, rows[2]!.id, rows[3]!.id, rows[6]!.id];

  async function stored(): Promise<Map<string, string | null>> {
    const { rows: found } = await database.db.execute<{ id: string; secret: string | null }>(
      sql`SELECT id, secret FROM sealed_things ORDER BY id`,
    );
    return new Map(found.map((row) => [row.id, row.secret]));
  }

  it('seals again exactly the values under an older key, a batch at a time, and they open with the new key', async () => {
    for (const row of rows) {
      const box = staleIds.includes(row.id) ? oldBox : newBox;
      const secret = row.id === rows[5]!.id ? null : box.seal(row.plaintext, sealedContextOf(column, row.id));
      await database.db.execute(sql`INSERT INTO sealed_things (id, secret) VALUES (${row.id}, ${secret})`);
    }
    const before = await stored();

    expect(await resealAll(database.db, newBox, [column], 2)).toBe(staleIds.length);

    const after = await stored();
    for (const row of rows) {
      const secret = after.get(row.id);
      if (row.id === rows[5]!.id) {
        expect(secret).toBeNull();
        continue;
      }
      expect(secret === before.get(row.id), row.id).toBe(!staleIds.includes(row.id));
      expect(newBox.needsResealing(secret!)).toBe(false);
      expect(newBox.open(secret!, sealedContextOf(column, row.id))).toBe(row.plaintext);
      expect(() => oldBox.open(secret!, sealedContextOf(column, row.id))).toThrow(/names key/);
    }
    expect(await resealAll(database.db, newBox, [column], 2)).toBe(0);
  });

  it('stops on a value that does not open, naming its row and changing nothing of its batch', async () => {
    const [stale, moved] = [rows[0]!, rows[1]!];
    const staleAgain = oldBox.seal(stale.plaintext, sealedContextOf(column, stale.id));
    const elsewhere = oldBox.seal(moved.plaintext, sealedContextOf(column, rows[4]!.id));
    await database.db.execute(sql`UPDATE sealed_things SET secret = ${staleAgain} WHERE id = ${stale.id}`);
    await database.db.execute(sql`UPDATE sealed_things SET secret = ${elsewhere} WHERE id = ${moved.id}`);
    const before = await stored();
    await expect(resealAll(database.db, newBox, [column])).rejects.toThrow(
      `sealed_things.secret of row ${moved.id}: A sealed secret does not open`,
    );
    expect(await stored()).toEqual(before);
  });
});
