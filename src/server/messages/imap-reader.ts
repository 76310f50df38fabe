import fs from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { ImapFlow } from 'imapflow';
import type pg from 'pg';
import type { InboundResult } from '../../shared/messages.js';
import type { Database } from '../db/database.js';
import { inboundMailboxes } from '../db/schema.js';
import { inboundMailboxFailures, inboundMessages } from '../metrics.js';
import { type IntakeContext, takeInboundMessage } from './intake.js';

/** The folders a read message is moved to, under the mailbox's own hierarchy (decision 097). */
const PROCESSED = ['Openhire', 'Processed'];
const UNMATCHED = ['Openhire', 'Unmatched'];

/** The advisory lock that one process at a time holds to read the mailbox (decision 097). */
const READER_LOCK_KEY = 7_316_097;

export interface InboundReaderOptions {
  db: Database;
  /** What taking a message in needs; its reply key may still be being read. */
  intake: IntakeContext | Promise<IntakeContext>;
  /** `IMAP_URL`: `imap://` or `imaps://`, with the user and, unless signing in with a bearer token, the password. */
  url: string;
  mailbox: string;
  /** `IMAP_ACCESS_TOKEN_FILE`: an OAuth2 bearer token for XOAUTH2, read again at each connection. */
  accessTokenFile?: string;
  /** A connection outside the pool (`DatabaseHandle.dedicatedClient`), held open while it holds the reader's lock. */
  lockWith: () => pg.Client;
  /** Given the error itself, which names no password, message or address. */
  log: { info(message: string): void; warn(obj: unknown, message: string): void };
  /** The longest a message waits when IDLE says nothing: a minute by default. */
  pollMs?: number;
  /** Off, the mailbox is only polled (as on a server without IDLE). */
  idle?: boolean;
  /** How often a process standing by tries for the lock. */
  standbyMs?: number;
  /** The first wait after a failure, doubled each time up to `backoffMaxMs` (5 minutes). */
  backoffFirstMs?: number;
  backoffMaxMs?: number;
  /** Messages fetched at once. */
  batchSize?: number;
  /** Called after each message is taken in and moved (tests stop a reader in the middle of a batch with it). */
  onMessage?: (result: InboundResult) => void | Promise<void>;
}

export interface InboundReader {
  /** Whether this process holds the lock and reads the mailbox. */
  reading(): boolean;
  /** Stops waiting, finishes the message in flight, signs out and releases the lock. */
  stop(): Promise<void>;
}

/** A wait that `wake` ends early. */
class Waiter {
  private wakeUp: (() => void) | undefined;
  private early = false;

  wait(ms: number): Promise<void> {
    if (this.early) {
      this.early = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeUp = done;
    });
  }

  wake(): void {
    if (this.wakeUp) this.wakeUp();
    else this.early = true;
  }
}

/**
 * Reads replies from the mailbox (decision 097): one process at a time, by a PostgreSQL advisory lock held on its own
 * connection; every message there is taken in and, once that has committed, moved to `Openhire/Processed` or
 * `Openhire/Unmatched`, so that nothing is read twice; then IDLE, or a poll, waits for the next.
 */
export function startInboundReader(options: InboundReaderOptions): InboundReader {
  const pollMs = options.pollMs ?? 60_000;
  const standbyMs = options.standbyMs ?? 5_000;
  const backoffFirstMs = options.backoffFirstMs ?? 5_000;
  const backoffMaxMs = options.backoffMaxMs ?? 300_000;
  const batchSize = options.batchSize ?? 25;
  const db = options.db;
  let intake: IntakeContext;
  const waiter = new Waiter();
  let stopping = false;
  let holding = false;
  let imap: ImapFlow | undefined;
  /** Tries that failed in a row; a read that goes through starts the count again. */
  let failures = 0;

  const loop = async () => {
    intake = await options.intake;
    while (!stopping) {
      const lock = await acquire();
      if (!lock) break;
      holding = true;
      failures = 0;
      try {
        while (!stopping && holding) {
          try {
            await readWhileConnected(() => stopping || !holding);
          } catch (error) {
            if (stopping || !holding) break;
            failures += 1;
            await recordFailure(db, options.mailbox, error, options.url, failures).catch(() => {});
            options.log.warn({ problem: failureOf(error, options.url) }, 'could not read the replies mailbox');
            await waiter.wait(Math.min(backoffFirstMs * 2 ** (failures - 1), backoffMaxMs));
          }
        }
      } finally {
        holding = false;
        await lock.query('SELECT pg_advisory_unlock($1)', [READER_LOCK_KEY]).catch(() => {});
        await lock.end().catch(() => {});
      }
    }
  };

  /** The lock's connection once this process holds it; undefined once stopping. */
  const acquire = async (): Promise<pg.Client | undefined> => {
    while (!stopping) {
      const client = options.lockWith();
      client.on('error', () => {});
      try {
        await client.connect();
        const { rows } = await client.query<{ held: boolean }>('SELECT pg_try_advisory_lock($1) AS held', [
          READER_LOCK_KEY,
        ]);
        if (rows[0]?.held) {
          // The lock goes with its connection: once that is lost, another process may be reading already.
          client.on('end', () => {
            if (!holding) return;
            holding = false;
            waiter.wake();
            imap?.close();
          });
          options.log.info('reading replies from the mailbox');
          return client;
        }
      } catch {
        // The database is away: stand by as if another process held the lock.
      }
      await client.end().catch(() => {});
      await waiter.wait(standbyMs);
    }
    return undefined;
  };

  /** One connection's life: every message now, then waits for more, until it fails or `done()`. */
  const readWhileConnected = async (done: () => boolean) => {
    const target = new URL(options.url);
    const user = decodeURIComponent(target.username);
    const auth = options.accessTokenFile
      ? { user, accessToken: (await fs.readFile(options.accessTokenFile, 'utf8')).trim() }
      : { user, pass: decodeURIComponent(target.password) };
    const secure = target.protocol === 'imaps:';
    // Loaded by the first connection: a server reading no mailbox never holds it (decision 102).
    const { ImapFlow } = await import('imapflow');
    const client = new ImapFlow({
      host: target.hostname,
      port: Number(target.port) || (secure ? 993 : 143),
      secure,
      auth,
      logger: false,
      disableAutoIdle: true,
      // On a server without IDLE, imapflow's own stand-in polls as often as ours.
      maxIdleTime: pollMs,
    });
    let lost: Error | undefined;
    // A connection given up on still reports its end: that must not cut the wait before the next try short.
    let current = true;
    const wake = () => {
      if (current) waiter.wake();
    };
    client.on('error', (error: Error) => {
      lost = error;
      wake();
    });
    client.on('close', () => {
      lost ??= new Error('The mailbox closed the connection');
      wake();
    });
    client.on('exists', wake);
    imap = client;
    try {
      await client.connect();
      const processed = (await client.mailboxCreate(PROCESSED)).path;
      const unmatched = (await client.mailboxCreate(UNMATCHED)).path;
      const opened = await client.mailboxOpen(options.mailbox);
      await keepUidValidity(db, options.mailbox, opened.uidValidity);
      // Signed in and opened: the mailbox is well again before any message in it is read.
      await recordRead(db, options.mailbox);
      failures = 0;
      while (!done()) {
        await readAll(client, processed, unmatched, done);
        if (lost) throw lost;
        if (done()) break;
        if (options.idle !== false) void client.idle().catch(() => {});
        await waiter.wait(pollMs);
        if (lost) throw lost;
      }
    } finally {
      current = false;
      imap = undefined;
      if (client.usable) await client.logout().catch(() => {});
      client.close();
    }
  };

  /** Takes in and moves every message in the mailbox, a batch at a time. */
  const readAll = async (client: ImapFlow, processed: string, unmatched: string, done: () => boolean) => {
    const uids = (await client.search({ all: true }, { uid: true })) || [];
    for (let start = 0; start < uids.length && !done(); start += batchSize) {
      const batch = uids.slice(start, start + batchSize);
      const fetched: { uid: number; source: Buffer; at: Date }[] = [];
      // A message moved away since the search is simply not among those fetched.
      for await (const message of client.fetch(batch.join(','), { source: true, internalDate: true }, { uid: true })) {
        if (message.source) {
          const at = message.internalDate instanceof Date ? message.internalDate : new Date();
          fetched.push({ uid: message.uid, source: message.source, at });
        }
      }
      // Moved only once taken in has committed, the batch's together; one moved by hand meanwhile is not there to move.
      const filed = { [processed]: [] as number[], [unmatched]: [] as number[] };
      let lastTaken: number | undefined;
      try {
        for (const message of fetched) {
          if (done()) break;
          const result = await takeInboundMessage(intake, message.source, message.at);
          filed[result === 'unmatched' ? unmatched : processed]!.push(message.uid);
          lastTaken = message.uid;
          inboundMessages.inc({ result });
          await options.onMessage?.(result);
        }
      } finally {
        for (const [folder, moved] of Object.entries(filed)) {
          if (moved.length > 0) await client.messageMove(moved.join(','), folder, { uid: true });
        }
      }
      await recordRead(db, options.mailbox, lastTaken);
    }
    await recordRead(db, options.mailbox);
    failures = 0;
  };

  const running = loop().catch((error: unknown) => options.log.warn({ err: error }, 'the replies reader stopped'));
  return {
    reading: () => holding,
    async stop() {
      stopping = true;
      waiter.wake();
      await running;
    },
  };
}

/** A new UIDVALIDITY means the mailbox's UIDs start over: what is still there is read again, the intake keeps it once. */
async function keepUidValidity(db: Database, mailbox: string, uidValidity: bigint): Promise<void> {
  await db
    .insert(inboundMailboxes)
    .values({ mailbox, uidValidity })
    .onConflictDoUpdate({
      target: inboundMailboxes.mailbox,
      set: {
        uidValidity,
        lastUid: sql`CASE WHEN ${inboundMailboxes.uidValidity} = ${uidValidity} THEN ${inboundMailboxes.lastUid} END`,
      },
    });
}

/** A read that went through: the mailbox is well, and the last message taken from it. */
async function recordRead(db: Database, mailbox: string, uid?: number): Promise<void> {
  await db
    .update(inboundMailboxes)
    .set({
      lastReadAt: sql`now()`,
      failures: 0,
      lastError: null,
      ...(uid === undefined ? {} : { lastUid: BigInt(uid) }),
    })
    .where(sql`${inboundMailboxes.mailbox} = ${mailbox}`);
  inboundMailboxFailures.set(0);
}

async function recordFailure(db: Database, mailbox: string, error: unknown, url: string, failures: number) {
  inboundMailboxFailures.set(failures);
  const lastError = failureOf(error, url);
  await db
    .insert(inboundMailboxes)
    .values({ mailbox, lastError, lastErrorAt: new Date(), failures })
    .onConflictDoUpdate({
      target: inboundMailboxes.mailbox,
      set: { lastError, lastErrorAt: sql`now()`, failures },
    });
}

/** What went wrong, in a line an Admin can act on, without the password, the account or the URL that carries them. */
function failureOf(error: unknown, url: string): string {
  const failure = error as { authenticationFailed?: boolean; responseText?: string; code?: string; message?: string };
  const said = failure.authenticationFailed
    ? `The mailbox refused the sign-in${failure.responseText ? `: ${failure.responseText}` : ''}`
    : (failure.responseText ?? failure.message ?? String(error));
  const withCode = failure.code && !failure.authenticationFailed ? `${said} (${failure.code})` : said;
  return withoutSecrets(withCode, url).slice(0, 500);
}

function withoutSecrets(text: string, url: string): string {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  let out = text.replaceAll(url, '[IMAP_URL]');
  if (target.password) out = out.replaceAll(target.password, '[password]');
  if (password) out = out.replaceAll(password, '[password]');
  // The account is often an address: no address goes to the log or the page.
  const account = decodeURIComponent(target.username);
  if (account) out = out.replaceAll(account, '[account]');
  return out;
}
