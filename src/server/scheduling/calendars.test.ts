import { eq, sql } from 'drizzle-orm';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { CALENDAR_LIMITS, CALENDAR_MESSAGES } from '../../shared/scheduling.js';
import { schedulingEndpoints } from '../../shared/scheduling-endpoints.js';
import { teamEndpoints } from '../../shared/team-endpoints.js';
import { buildApp } from '../app.js';
import { busyIntervals, calendarConnections, outbox } from '../db/schema.js';
import { secretBoxFor } from '../secrets/index.js';
import { makeInterview } from '../test/factories-interviews.js';
import { addMember, confirmCompany } from '../test/factories-team.js';
import { makeCompany } from '../test/factories.js';
import { createTestApp, testConfig } from '../test/harness.js';
import { requestOf } from '../test/routes.js';
import { AvailabilityService } from './availability.js';
import { CalendarService } from './calendars.js';

const { app, database, config } = await createTestApp({ env: { OUTBOUND_ALLOW_PRIVATE: 'true' } });
const { db } = database;
// The same database served as in production, where addresses on private networks are refused.
const fenced = await buildApp({ config: await testConfig(), db });
afterAll(() => fenced.close());

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** An iCalendar time in UTC: `20261208T100000Z`. */
const icsTime = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Tomorrow at `hour` UTC, whole hours: inside the 60 days ahead whatever the time the test runs. */
function tomorrowAt(hour: number): Date {
  const day = new Date(Date.now() + DAY);
  day.setUTCHours(hour, 0, 0, 0);
  return day;
}

/** Words no other test writes: the privacy test looks for each in every table. */
const PRIVATE_WORDS = ['Flamingo', 'Quetzalcoatl', 'Xylophone', 'pelican-attendee'];

function calendarWith(events: { start: Date; end: Date; transparent?: boolean }[]): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Openhire tests//EN',
    ...events.flatMap(({ start, end, transparent }, index) => [
      'BEGIN:VEVENT',
      `UID:event-${index}@tests`,
      `DTSTAMP:${icsTime(new Date())}`,
      `DTSTART:${icsTime(start)}`,
      `DTEND:${icsTime(end)}`,
      `SUMMARY:${PRIVATE_WORDS[0]} quarterly review`,
      `LOCATION:Room ${PRIVATE_WORDS[1]}`,
      `DESCRIPTION:${PRIVATE_WORDS[2]} budget`,
      `ATTENDEE;CN=Pelican:mailto:${PRIVATE_WORDS[3]}@example.com`,
      ...(transparent ? ['TRANSP:TRANSPARENT'] : []),
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** What the calendar server answers for each path; `hold` never answers. */
type Served = { status: number; body?: string; etag?: string } | 'hold' | 'huge';

/** A calendar provider on this machine: each path answers as `served` says when asked, and asks are counted. */
async function startCalendarServer() {
  const served = new Map<string, Served>();
  const asks: { path: string; ifNoneMatch?: string }[] = [];
  const server = http.createServer((request, response) => {
    const path = request.url ?? '';
    asks.push({ path, ifNoneMatch: request.headers['if-none-match'] });
    const answer = served.get(path) ?? { status: 404 };
    if (answer === 'hold') return;
    if (answer === 'huge') {
      response.writeHead(200, { 'content-type': 'text/calendar' });
      const chunk = Buffer.alloc(64 * 1024, 'A');
      let sent = 0;
      const more = () => {
        while (sent <= CALENDAR_LIMITS.fileBytes && response.write(chunk)) sent += chunk.length;
        if (sent <= CALENDAR_LIMITS.fileBytes) response.once('drain', more);
        else response.end();
      };
      response.on('error', () => {});
      return more();
    }
    if (answer.etag && request.headers['if-none-match'] === answer.etag) return response.writeHead(304).end();
    response
      .writeHead(answer.status, { 'content-type': 'text/calendar', ...(answer.etag && { etag: answer.etag }) })
      .end(answer.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });
  let next = 0;
  return {
    asks,
    /** A new secret address serving `answer`. */
    serve(answer: Served) {
      const path = `/calendar/${next++}-s3cr3t-token/basic.ics`;
      served.set(path, answer);
      return { path, url: `http://127.0.0.1:${port}${path}`, change: (to: Served) => served.set(path, to) };
    },
  };
}

const provider = await startCalendarServer();

const connect = (token: string, payload: unknown, on = app) =>
  on.inject({
    ...requestOf(schedulingEndpoints.connectCalendar),
    headers: { authorization: token },
    payload: payload as object,
  });
const list = (token: string) =>
  app.inject({ ...requestOf(schedulingEndpoints.calendars), headers: { authorization: token } });
const sync = (token: string, id: string) =>
  app.inject({ ...requestOf(schedulingEndpoints.syncCalendar, { params: { id } }), headers: { authorization: token } });
const remove = (token: string, id: string) =>
  app.inject({
    ...requestOf(schedulingEndpoints.removeCalendar, { params: { id } }),
    headers: { authorization: token },
  });
const busy = (token: string, query: Record<string, string>) =>
  app.inject({ ...requestOf(schedulingEndpoints.busy, { query }), headers: { authorization: token } });

async function busyOf(connectionId: string) {
  const rows = await db
    .select({ start: busyIntervals.startsAt, end: busyIntervals.endsAt })
    .from(busyIntervals)
    .where(eq(busyIntervals.connectionId, connectionId))
    .orderBy(busyIntervals.startsAt);
  return rows.map(({ start, end }) => [start.toISOString(), end.toISOString()]);
}

const box = await secretBoxFor(config);
/** The service as the task runs it, with a short wait for a silent server. */
const calendars = new CalendarService({
  db,
  secrets: box,
  availability: new AvailabilityService(db),
  fetching: { allowPrivate: true, timeoutMs: 300 },
  appUrl: config.appUrl,
});

let admin: Awaited<ReturnType<typeof makeCompany>>;
beforeEach(async () => {
  admin = await makeCompany(app);
  await confirmCompany(app, db, admin);
});

describe('connecting a calendar', () => {
  it('reads it once, keeps only when its owner is busy, and never answers its address back', async () => {
    const meeting = { start: tomorrowAt(10), end: tomorrowAt(11) };
    const calendar = provider.serve({
      status: 200,
      body: calendarWith([meeting, { start: tomorrowAt(14), end: tomorrowAt(15), transparent: true }]),
    });
    const connected = await connect(admin.token, { kind: 'ics', url: calendar.url });
    expect(connected.statusCode, connected.body).toBe(201);
    const { data } = connected.json<{ data: { id: string } }>();
    expect(data).toEqual({
      id: expect.any(String),
      kind: 'ics',
      label: '127.0.0.1',
      last_synced_at: expect.any(String),
      last_error: null,
    });
    expect(connected.body).not.toContain('s3cr3t');
    expect((await list(admin.token)).json()).toEqual({ status: 200, data: [data] });
    // The free (transparent) event is not busy time.
    expect(await busyOf(data.id)).toEqual([[meeting.start.toISOString(), meeting.end.toISOString()]]);

    // The address is sealed: the stored value names neither the address nor its secret part, and opens only there.
    const [row] = await db.select().from(calendarConnections).where(eq(calendarConnections.id, data.id));
    expect(row!.sealedUrl).not.toContain('s3cr3t');
    expect(box.open(row!.sealedUrl, `calendar_connections.sealed_url:${data.id}`)).toBe(calendar.url);
  });

  it('is named as its provider names it, beside the server it comes from', async () => {
    const named = calendarWith([]).replace(
      'PRODID:-//Openhire tests//EN',
      'PRODID:-//Openhire tests//EN\r\nX-WR-CALNAME:Work\\, shared',
    );
    const connected = await connect(admin.token, {
      kind: 'ics',
      url: provider.serve({ status: 200, body: named }).url,
    });
    expect(connected.json()).toMatchObject({ data: { label: 'Work, shared (127.0.0.1)' } });
  });

  it('stores nothing the events say about themselves, in any table', async () => {
    const calendar = provider.serve({
      status: 200,
      body: calendarWith([{ start: tomorrowAt(8), end: tomorrowAt(9) }]),
    });
    expect((await connect(admin.token, { kind: 'ics', url: calendar.url })).statusCode).toBe(201);
    const { rows: columns } = await db.execute<{ table_name: string; column_name: string }>(sql`
      SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`);
    expect(columns.length).toBeGreaterThan(50);
    const found: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      for (const word of PRIVATE_WORDS) {
        const { rows } = await db.execute<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)}::text ILIKE ${`%${word}%`}`,
        );
        if (rows[0]!.n > 0) found.push(`${table}.${column}: ${word}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('refuses a calendar it cannot read, with the reason, and keeps nothing', async () => {
    const before = await db.select({ n: sql<number>`count(*)::int` }).from(calendarConnections);
    const cases: [Served, string][] = [
      [{ status: 200, body: 'This is not a calendar.' }, 'The calendar could not be read as iCalendar.'],
      [{ status: 404 }, 'The calendar’s server no longer knows that address.'],
      [{ status: 403 }, 'The calendar’s server refused to share it'],
      ['huge', `The calendar is larger than 5 MB.`],
    ];
    for (const [answer, reason] of cases) {
      const refused = await connect(admin.token, { kind: 'ics', url: provider.serve(answer).url });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json<{ error: string }>().error).toContain(reason);
    }
    const notAnAddress = await connect(admin.token, { kind: 'ics', url: 'ftp://example.com/cal.ics' });
    expect(notAnAddress.statusCode).toBe(400);
    expect(notAnAddress.json<{ error: string }>().error).toBe(CALENDAR_MESSAGES.url);
    expect(await db.select({ n: sql<number>`count(*)::int` }).from(calendarConnections)).toEqual(before);
  });

  it('refuses an address on the server’s own network unless the setting allows it', async () => {
    const calendar = provider.serve({ status: 200, body: calendarWith([]) });
    const loopback = await connect(admin.token, { kind: 'ics', url: calendar.url }, fenced);
    expect(loopback.statusCode).toBe(400);
    expect(loopback.json<{ error: string }>().error).toBe(CALENDAR_MESSAGES.url);
    const named = await connect(
      admin.token,
      { kind: 'ics', url: `https://localhost:1${new URL(calendar.url).pathname}` },
      fenced,
    );
    expect(named.statusCode).toBe(400);
    expect(named.json<{ error: string }>().error).toBe(CALENDAR_MESSAGES.privateAddress);
    expect(provider.asks.filter(({ path }) => path === calendar.path)).toEqual([]);
  });

  it('reads webcal:// addresses over HTTPS', async () => {
    const answer = await connect(admin.token, { kind: 'ics', url: 'webcal://localhost/calendar.ics' }, fenced);
    expect(answer.statusCode).toBe(400);
    // Read as https://localhost/…, which the fence refuses for its address, not for its scheme.
    expect(answer.json<{ error: string }>().error).toBe(CALENDAR_MESSAGES.privateAddress);
  });

  it(`takes at most ${CALENDAR_LIMITS.perMember} calendars a member`, async () => {
    const calendar = provider.serve({ status: 200, body: calendarWith([]) });
    for (let n = 0; n < CALENDAR_LIMITS.perMember; n += 1)
      expect((await connect(admin.token, { kind: 'ics', url: calendar.url })).statusCode).toBe(201);
    const refused = await connect(admin.token, { kind: 'ics', url: calendar.url });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: string }>().error).toBe(CALENDAR_MESSAGES.tooMany);
  });
});

describe('reading a calendar again', () => {
  it('asks with its ETag, keeps the busy time when unchanged, and replaces it when changed', async () => {
    const first = { start: tomorrowAt(9), end: tomorrowAt(10) };
    const calendar = provider.serve({ status: 200, body: calendarWith([first]), etag: '"one"' });
    const { data } = (await connect(admin.token, { kind: 'ics', url: calendar.url })).json<{ data: { id: string } }>();

    const unchanged = await sync(admin.token, data.id);
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(provider.asks.filter(({ path }) => path === calendar.path).at(-1)?.ifNoneMatch).toBe('"one"');
    expect(await busyOf(data.id)).toEqual([[first.start.toISOString(), first.end.toISOString()]]);

    const moved = { start: tomorrowAt(12), end: tomorrowAt(13) };
    calendar.change({ status: 200, body: calendarWith([moved]), etag: '"two"' });
    expect((await sync(admin.token, data.id)).statusCode).toBe(200);
    expect(await busyOf(data.id)).toEqual([[moved.start.toISOString(), moved.end.toISOString()]]);
  });

  it('keeps why it failed and the busy time read before, tries again later and later, and tells the owner after a day', async () => {
    const meeting = { start: tomorrowAt(9), end: tomorrowAt(10) };
    const calendar = provider.serve({ status: 200, body: calendarWith([meeting]) });
    const { data } = (await connect(admin.token, { kind: 'ics', url: calendar.url })).json<{ data: { id: string } }>();
    calendar.change({ status: 500 });

    const failed = await sync(admin.token, data.id);
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toMatchObject({
      data: { last_error: 'The calendar’s server answered with an error (HTTP 500).' },
    });
    expect(await busyOf(data.id)).toEqual([[meeting.start.toISOString(), meeting.end.toISOString()]]);

    const mailsToOwner = () =>
      db.select({ subject: outbox.subject }).from(outbox).where(eq(outbox.recipient, admin.email));
    const before = (await mailsToOwner()).length;
    // The task's reads, each when the one before set it due: no mail within the day, one after it, then no other.
    const nextOf = async () =>
      (await db.select().from(calendarConnections).where(eq(calendarConnections.id, data.id)))[0]!;
    const waits: number[] = [];
    let now = new Date();
    for (let read = 0; read < 12; read += 1) {
      const row = await nextOf();
      waits.push(row.nextSyncAt.getTime() - now.getTime());
      now = new Date(Math.max(row.nextSyncAt.getTime(), now.getTime()) + 1000);
      await calendars.syncDue(now);
    }
    expect(waits[1]! > waits[0]!).toBe(true);
    expect(Math.max(...waits)).toBeLessThanOrEqual(6 * HOUR + 1000);
    const subjects = (await mailsToOwner()).slice(before).map(({ subject }) => subject);
    expect(subjects).toEqual(['Your calendar could not be read for a day']);

    calendar.change({ status: 200, body: calendarWith([]) });
    const recovered = await sync(admin.token, data.id);
    expect(recovered.json()).toMatchObject({ data: { last_error: null } });
    expect(await busyOf(data.id)).toEqual([]);
  });

  it('gives up on a server that does not answer in time', async () => {
    const calendar = provider.serve({ status: 200, body: calendarWith([]) });
    const { data } = (await connect(admin.token, { kind: 'ics', url: calendar.url })).json<{ data: { id: string } }>();
    calendar.change('hold');
    await calendars.syncDue(new Date(Date.now() + CALENDAR_LIMITS.syncEveryMinutes * 60_000 + 1000));
    const [row] = await db.select().from(calendarConnections).where(eq(calendarConnections.id, data.id));
    expect(row!.lastError).toBe('The calendar’s server did not answer within 0.3 seconds.');
  });
});

describe('removing a calendar', () => {
  it('is its owner’s alone, and forgets its busy time at once', async () => {
    const calendar = provider.serve({
      status: 200,
      body: calendarWith([{ start: tomorrowAt(9), end: tomorrowAt(10) }]),
    });
    const { data } = (await connect(admin.token, { kind: 'ics', url: calendar.url })).json<{ data: { id: string } }>();
    const colleague = await addMember(app, db, admin.token, 'recruiter');
    expect((await remove(colleague.token, data.id)).statusCode).toBe(404);
    expect((await sync(colleague.token, data.id)).statusCode).toBe(404);
    expect((await list(colleague.token)).json()).toEqual({ status: 200, data: [] });

    const removed = await remove(admin.token, data.id);
    expect(removed.json()).toEqual({ status: 200, message: 'Calendar removed.' });
    expect(await busyOf(data.id)).toEqual([]);
    expect((await list(admin.token)).json()).toEqual({ status: 200, data: [] });
  });

  it('goes with its owner when they leave the company', async () => {
    const colleague = await addMember(app, db, admin.token, 'interviewer');
    const calendar = provider.serve({
      status: 200,
      body: calendarWith([{ start: tomorrowAt(9), end: tomorrowAt(10) }]),
    });
    const { data } = (await connect(colleague.token, { kind: 'ics', url: calendar.url })).json<{
      data: { id: string };
    }>();
    const removedMember = await app.inject({
      ...requestOf(teamEndpoints.remove, { params: { id: colleague.id } }),
      headers: { authorization: admin.token },
    });
    expect(removedMember.statusCode, removedMember.body).toBe(200);
    expect(await db.select().from(calendarConnections).where(eq(calendarConnections.id, data.id))).toEqual([]);
    expect(await busyOf(data.id)).toEqual([]);
  });
});

describe("members' busy time", () => {
  it('joins calendars and interviews booked in Openhire, with working hours in each member’s zone', async () => {
    const interviewAt = tomorrowAt(13);
    const { admin: scheduler } = await makeInterview(app, db, { startsAt: interviewAt });
    const meeting = { start: tomorrowAt(9), end: tomorrowAt(10) };
    const calendar = provider.serve({ status: 200, body: calendarWith([meeting]) });
    expect((await connect(scheduler.token, { kind: 'ics', url: calendar.url })).statusCode).toBe(201);
    const saved = await app.inject({
      ...requestOf(schedulingEndpoints.saveAvailability),
      headers: { authorization: scheduler.token },
      payload: {
        time_zone: 'America/New_York',
        working_hours: { mon: [{ start: '09:00', end: '17:00' }], tue: [{ start: '09:00', end: '17:00' }] },
        daily_limit: 4,
        buffer_minutes: 10,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    // A Monday and Tuesday either side of the change of clocks in New York (1 November 2026).
    const week = await busy(scheduler.token, {
      members: scheduler.id,
      from: '2026-10-26T00:00:00Z',
      to: '2026-11-04T00:00:00Z',
    });
    expect(week.statusCode, week.body).toBe(200);
    expect(week.json<{ data: { working: unknown }[] }>().data[0]!.working).toEqual([
      { start: '2026-10-26T13:00:00.000Z', end: '2026-10-26T21:00:00.000Z' },
      { start: '2026-10-27T13:00:00.000Z', end: '2026-10-27T21:00:00.000Z' },
      { start: '2026-11-02T14:00:00.000Z', end: '2026-11-02T22:00:00.000Z' },
      { start: '2026-11-03T14:00:00.000Z', end: '2026-11-03T22:00:00.000Z' },
    ]);

    const from = tomorrowAt(0);
    const answer = await busy(scheduler.token, {
      members: scheduler.id,
      from: from.toISOString(),
      to: new Date(from.getTime() + DAY).toISOString(),
    });
    expect(answer.json()).toMatchObject({
      status: 200,
      data: [
        {
          member_id: scheduler.id,
          time_zone: 'America/New_York',
          busy: [
            { start: meeting.start.toISOString(), end: meeting.end.toISOString() },
            { start: interviewAt.toISOString(), end: new Date(interviewAt.getTime() + HOUR).toISOString() },
          ],
          calendar_stale: false,
        },
      ],
    });
    expect(answer.body).not.toContain(PRIVATE_WORDS[0]);
  });

  it('is for those who schedule interviews, about their own company’s members only', async () => {
    const range = { from: tomorrowAt(0).toISOString(), to: tomorrowAt(23).toISOString() };
    const interviewer = await addMember(app, db, admin.token, 'interviewer');
    expect((await busy(interviewer.token, { members: interviewer.id, ...range })).statusCode).toBe(403);
    const stranger = await makeCompany(app);
    const [strangerRow] = await db
      .execute<{ id: string }>(sql`SELECT id FROM users WHERE email = ${stranger.email}`)
      .then(({ rows }) => rows);
    const refused = await busy(admin.token, { members: `${interviewer.id},${strangerRow!.id}`, ...range });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: string }>().error).toBe('Choose members of your company.');
    const tooLong = await busy(admin.token, {
      members: interviewer.id,
      from: range.from,
      to: new Date(Date.parse(range.from) + 61 * DAY).toISOString(),
    });
    expect(tooLong.statusCode).toBe(400);
  });
});
