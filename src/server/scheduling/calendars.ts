import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CALENDAR_LIMITS,
  CALENDAR_MESSAGES,
  type CalendarConnection,
  type CalendarConnectionSchema,
} from '../../shared/scheduling.js';
import type { Member } from '../auth/index.js';
import type { Database } from '../db/database.js';
import { busyIntervals, calendarConnections, users } from '../db/schema.js';
import { enqueueMail } from '../mail/outbox.js';
import { Refusal } from '../refusal.js';
import { askWorker } from '../workers.js';
import { type SealedColumn, sealedContextOf, type SecretBox } from '../secrets/index.js';
import type { AvailabilityService } from './availability.js';
import { UNREADABLE_CALENDAR } from './calendar-busy.js';
import type { BusyQuestion } from './calendar-busy-worker.js';
import { CalendarUnreadable, type CalendarFetching, fetchCalendarFile } from './calendar-fetch.js';
import { calendarFailingMail } from './mails.js';

type CalendarInput = z.output<typeof CalendarConnectionSchema>;
type ConnectionRow = typeof calendarConnections.$inferSelect;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** A calendar that keeps failing is read less and less often, down to four times a day. */
const LONGEST_BACKOFF_MS = 6 * 60 * MINUTE;
/**
 * Calendars claimed by one look of the task, read a few at once: at worst each waits its 20 s timeout, and the look
 * still ends well within the three minutes it is given. The next look, a minute later, takes the rest.
 */
const SYNC_BATCH = 20;
const READS_AT_ONCE = 5;

/**
 * Reading a calendar of 5 MB takes ical.js seconds: it runs on a worker thread of its own, never on the one that
 * answers everyone's requests, with room for the largest file's parsed form.
 */
const readBusy = askWorker<BusyQuestion, [number, number][]>(import.meta.url, 'calendar-busy-worker', {
  resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 16 },
});

/** Rows per insert: four parameters each, well within PostgreSQL's 65,535 a statement. */
const INSERT_BATCH = 5000;

/** Where the calendars' secrets are kept sealed (decision 113), sealed again under a new key by `secrets:rotate`. */
export const CALENDAR_SEALED_COLUMNS: readonly SealedColumn[] = [
  { table: 'calendar_connections', idColumn: 'id', column: 'sealed_url' },
  { table: 'calendar_connections', idColumn: 'id', column: 'sealed_password' },
];
const [URL_COLUMN] = CALENDAR_SEALED_COLUMNS;
const urlContext = (id: string) => sealedContextOf(URL_COLUMN!, id);

/** The longest calendar name kept: a name, not a description. */
const NAME_MAX_LENGTH = 80;

/**
 * How the calendar appears to its owner: the name its provider gives it (`X-WR-CALNAME`, which Google, Outlook and
 * Apple write) and the server it comes from; never the secret part of its address.
 */
function labelOf(url: string, text: string): string {
  const host = new URL(url).hostname;
  // The property's first line; a name folded over several lines is cut there, which a label can bear.
  const name = /^X-WR-CALNAME[^:\r\n]*:([^\r\n]*)/m
    .exec(text)?.[1]
    ?.replace(/\\([,;\\])/g, '$1')
    .replace(/\\n/gi, ' ')
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, NAME_MAX_LENGTH);
  return name ? `${name} (${host})` : host;
}

interface CalendarOptions {
  db: Database;
  secrets: SecretBox;
  availability: AvailabilityService;
  fetching: CalendarFetching;
  appUrl: string;
}

/**
 * The calendars members connect, and the busy time read from them. Only when each member is busy is kept, for the
 * next 60 days: what a calendar says about its events (titles, places, people) is read and dropped in memory.
 */
export class CalendarService {
  constructor(private readonly options: CalendarOptions) {}

  async list(member: Member): Promise<CalendarConnection[]> {
    const rows = await this.options.db
      .select()
      .from(calendarConnections)
      .where(eq(calendarConnections.userId, member.userId))
      .orderBy(asc(calendarConnections.createdAt), asc(calendarConnections.id));
    return rows.map(toAnswer);
  }

  /** Reads the calendar once before keeping it: one that cannot be read is refused with the reason. */
  async connect(member: Member, input: CalendarInput): Promise<CalendarConnection> {
    const { db, secrets } = this.options;
    const [{ connected } = { connected: 0 }] = await db
      .select({ connected: count() })
      .from(calendarConnections)
      .where(eq(calendarConnections.userId, member.userId));
    if (connected >= CALENDAR_LIMITS.perMember) throw new Refusal('invalid', CALENDAR_MESSAGES.tooMany);
    if (input.kind !== 'ics')
      throw new Refusal('invalid', 'CalDAV accounts cannot be connected yet: use the calendar’s iCalendar address.');
    const now = new Date();
    const zone = await this.options.availability.zoneOf(member.userId, member.companyId);
    const read = await this.read(input.url, { etag: null, lastModified: null }, zone, now).catch((error: unknown) => {
      if (error instanceof CalendarUnreadable) throw new Refusal('invalid', error.message, 'url');
      throw error;
    });
    const id = randomUUID();
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(calendarConnections)
        .values({
          id,
          userId: member.userId,
          kind: input.kind,
          label: labelOf(input.url, read.changed ? read.text : ''),
          sealedUrl: secrets.seal(input.url, urlContext(id)),
          ...(read.changed && { etag: read.etag, lastModified: read.lastModified }),
          lastSyncedAt: now,
          nextSyncAt: new Date(now.getTime() + CALENDAR_LIMITS.syncEveryMinutes * MINUTE),
        })
        .returning();
      if (read.changed) await replaceBusy(tx, id, member.userId, read.busy);
      return toAnswer(row!);
    });
  }

  /** Removes the calendar and, with it, every busy time read from it. */
  async remove(member: Member, id: string): Promise<boolean> {
    const removed = await this.options.db
      .delete(calendarConnections)
      .where(and(eq(calendarConnections.id, id), eq(calendarConnections.userId, member.userId)))
      .returning({ id: calendarConnections.id });
    return removed.length > 0;
  }

  /** Reads one of the member's calendars now; a failure is its `last_error`, as for the reads every 10 minutes. */
  async syncNow(member: Member, id: string): Promise<CalendarConnection | undefined> {
    const [row] = await this.options.db
      .select()
      .from(calendarConnections)
      .where(and(eq(calendarConnections.id, id), eq(calendarConnections.userId, member.userId)));
    if (!row) return undefined;
    return toAnswer(await this.sync(row, member.companyId, new Date()));
  }

  /**
   * Reads the calendars whose time has come. Each is claimed by moving its next read on first, so that two processes
   * running the task at once read each calendar once.
   */
  async syncDue(now: Date): Promise<void> {
    const { db } = this.options;
    const claimed = await db
      .update(calendarConnections)
      .set({ nextSyncAt: new Date(now.getTime() + CALENDAR_LIMITS.syncEveryMinutes * MINUTE) })
      .where(
        sql`${calendarConnections.id} IN (SELECT ${calendarConnections.id} FROM ${calendarConnections}
          WHERE ${lte(calendarConnections.nextSyncAt, now)} ORDER BY ${calendarConnections.nextSyncAt}
          LIMIT ${SYNC_BATCH} FOR UPDATE SKIP LOCKED)`,
      )
      .returning();
    const readNext = async (): Promise<void> => {
      const row = claimed.shift();
      if (!row) return;
      const [owner] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.id, row.userId));
      if (owner?.companyId) await this.sync(row, owner.companyId, now);
      return readNext();
    };
    await Promise.all(Array.from({ length: READS_AT_ONCE }, readNext));
  }

  private async sync(row: ConnectionRow, companyId: string, now: Date): Promise<ConnectionRow> {
    const { db, secrets } = this.options;
    const zone = await this.options.availability.zoneOf(row.userId, companyId);
    try {
      const url = openedAddress(secrets, row);
      const read = await this.read(url, { etag: row.etag, lastModified: row.lastModified }, zone, now);
      return await db.transaction(async (tx) => {
        if (read.changed) await replaceBusy(tx, row.id, row.userId, read.busy);
        const [updated] = await tx
          .update(calendarConnections)
          .set({
            ...(read.changed && { etag: read.etag, lastModified: read.lastModified }),
            lastSyncedAt: now,
            lastError: null,
            failures: 0,
            failingSince: null,
            ownerToldAt: null,
            nextSyncAt: new Date(now.getTime() + CALENDAR_LIMITS.syncEveryMinutes * MINUTE),
          })
          .where(eq(calendarConnections.id, row.id))
          .returning();
        return updated ?? row;
      });
    } catch (error) {
      if (!(error instanceof CalendarUnreadable)) throw error;
      return this.recordFailure(row, error.message, now);
    }
  }

  /**
   * Keeps why the read failed and when to try again, sooner at first; after a day of failures the owner is told once.
   * The busy time read before stays: a calendar that cannot be read for a while has not emptied.
   */
  private async recordFailure(row: ConnectionRow, reason: string, now: Date): Promise<ConnectionRow> {
    const { db, appUrl } = this.options;
    const failures = row.failures + 1;
    const failingSince = row.failingSince ?? now;
    const backoff = Math.min(CALENDAR_LIMITS.syncEveryMinutes * MINUTE * 2 ** (failures - 1), LONGEST_BACKOFF_MS);
    const tellOwner = !row.ownerToldAt && now.getTime() - failingSince.getTime() >= DAY;
    return db.transaction(async (tx) => {
      if (tellOwner) {
        const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, row.userId));
        if (owner) await enqueueMail(tx, calendarFailingMail(owner.email, row.label, reason, appUrl), null);
      }
      const [updated] = await tx
        .update(calendarConnections)
        .set({
          lastError: reason,
          failures,
          failingSince,
          ...(tellOwner && { ownerToldAt: now }),
          nextSyncAt: new Date(now.getTime() + backoff),
        })
        .where(eq(calendarConnections.id, row.id))
        .returning();
      return updated ?? row;
    });
  }

  /** The calendar's busy time from now to 60 days ahead, or that it has not changed since the last read. */
  private async read(
    url: string,
    validators: { etag: string | null; lastModified: string | null },
    zone: string,
    now: Date,
  ) {
    const file = await fetchCalendarFile(url, validators, this.options.fetching);
    if (!file.changed) return file;
    const window = { from: now, to: new Date(now.getTime() + CALENDAR_LIMITS.daysAhead * DAY) };
    try {
      const busy = await readBusy({ ics: file.text, from: window.from.getTime(), to: window.to.getTime(), zone });
      return { ...file, busy: busy.map(([start, end]) => ({ start: new Date(start), end: new Date(end) })) };
    } catch {
      // Whatever the library found wrong, its words may quote the file: the owner is told it is unreadable.
      throw new CalendarUnreadable(UNREADABLE_CALENDAR);
    }
  }
}

/**
 * The calendar's address, or why it cannot be read: sealed under a key the app no longer has (a lost key file, or a
 * rotation whose old key was dropped too soon), it can only be connected again.
 */
function openedAddress(secrets: SecretBox, row: ConnectionRow): string {
  try {
    return secrets.open(row.sealedUrl, urlContext(row.id));
  } catch {
    throw new CalendarUnreadable('Its address can no longer be opened: remove the calendar and connect it again.');
  }
}

/** The calendar's busy time, replaced whole: what its events were about never reaches the database. */
async function replaceBusy(
  tx: Pick<Database, 'delete' | 'insert'>,
  connectionId: string,
  userId: string,
  busy: { start: Date; end: Date }[],
): Promise<void> {
  await tx.delete(busyIntervals).where(eq(busyIntervals.connectionId, connectionId));
  for (let first = 0; first < busy.length; first += INSERT_BATCH)
    await tx
      .insert(busyIntervals)
      .values(
        busy
          .slice(first, first + INSERT_BATCH)
          .map(({ start, end }) => ({ connectionId, userId, startsAt: start, endsAt: end })),
      );
}

function toAnswer(row: ConnectionRow): CalendarConnection {
  return {
    id: row.id,
    kind: row.kind,
    label: row.username ? `${row.username} at ${row.label}` : row.label,
    last_synced_at: row.lastSyncedAt?.toISOString() ?? null,
    last_error: row.lastError,
  };
}
