import { describe, expect, it } from 'vitest';
import { missingPermissionMessage } from '../../shared/roles.js';
import { FREE_SLOT_LIMITS, FREE_SLOT_MESSAGES, type FreeSlot, type WorkingHours } from '../../shared/scheduling.js';
import { schedulingEndpoints } from '../../shared/scheduling-endpoints.js';
import { zonedInstant } from '../../shared/time-zones.js';
import { userIdOf } from '../test/factories-applications.js';
import { makeInterview } from '../test/factories-interviews.js';
import { addMember, confirmCompany } from '../test/factories-team.js';
import { makeCompany } from '../test/factories.js';
import { createTestApp } from '../test/harness.js';
import { requestOf } from '../test/routes.js';
import type { Interval, MemberSchedule } from './busy.js';
import { freeSlots } from './free-slots.js';

const { app, database } = await createTestApp();
const { db } = database;

const MINUTE = 60_000;

/** Far from every week the tests ask about, so that it counts against nothing there. */
const ELSEWHERE = new Date('2027-11-02T10:00:00Z');

/**
 * A company whose Admin is the interviewer of an interview booked at `interviewAt` for an hour, with a Recruiter
 * beside them.
 */
async function team(interviewAt = ELSEWHERE) {
  const { admin } = await makeInterview(app, db, { startsAt: interviewAt });
  await confirmCompany(app, db, admin);
  const colleague = await addMember(app, db, admin.token, 'recruiter');
  return { admin, colleague };
}

async function saveAvailability(
  token: string,
  availability: {
    time_zone: string;
    working_hours: Partial<WorkingHours>;
    daily_limit?: number;
    buffer_minutes?: number;
  },
) {
  const saved = await app.inject({
    ...requestOf(schedulingEndpoints.saveAvailability),
    headers: { authorization: token },
    payload: { daily_limit: 4, buffer_minutes: 0, ...availability },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

const weekdays = (hours: { start: string; end: string }[]) => ({
  mon: hours,
  tue: hours,
  wed: hours,
  thu: hours,
  fri: hours,
});
const nineToFive = weekdays([{ start: '09:00', end: '17:00' }]);

const askFreeSlots = (token: string, query: Record<string, string | number>) =>
  app.inject({ ...requestOf(schedulingEndpoints.freeSlots, { query }), headers: { authorization: token } });

async function slotsOf(token: string, query: Record<string, string | number>): Promise<FreeSlot[]> {
  const answer = await askFreeSlots(token, query);
  expect(answer.statusCode, answer.body).toBe(200);
  const body = answer.json<{ status: number; data: FreeSlot[] }>();
  expect(body.status).toBe(200);
  return body.data;
}

/** Slots as `start end members` lines: a failure then shows which times differ. */
const asLines = (slots: FreeSlot[]) => slots.map(({ start, end, members }) => `${start} ${end} ${members.join(',')}`);

describe('free slots', () => {
  it('offers only the hours in which members in Berlin and New York both work, naming them in the order asked', async () => {
    const { admin, colleague } = await team();
    await saveAvailability(admin.token, { time_zone: 'Europe/Berlin', working_hours: nineToFive });
    await saveAvailability(colleague.token, { time_zone: 'America/New_York', working_hours: nineToFive });

    // Berlin's nine to five is 07:00–15:00 UTC in June, New York's 13:00–21:00.
    const slots = await slotsOf(admin.token, {
      members: `${colleague.id},${admin.id}`,
      duration: 60,
      from: '2027-06-07T00:00:00Z',
      to: '2027-06-09T00:00:00Z',
    });
    const both = `${colleague.id},${admin.id}`;
    expect(asLines(slots)).toEqual([
      `2027-06-07T13:00:00.000Z 2027-06-07T14:00:00.000Z ${both}`,
      `2027-06-07T13:30:00.000Z 2027-06-07T14:30:00.000Z ${both}`,
      `2027-06-07T14:00:00.000Z 2027-06-07T15:00:00.000Z ${both}`,
      `2027-06-08T13:00:00.000Z 2027-06-08T14:00:00.000Z ${both}`,
      `2027-06-08T13:30:00.000Z 2027-06-08T14:30:00.000Z ${both}`,
      `2027-06-08T14:00:00.000Z 2027-06-08T15:00:00.000Z ${both}`,
    ]);
  });

  it('keeps the break around a booked interview free, on the quarter hours with a step of 15 and the half hours by default', async () => {
    const { admin } = await team(new Date('2027-06-08T10:00:00Z'));
    await saveAvailability(admin.token, { time_zone: 'UTC', working_hours: nineToFive, buffer_minutes: 15 });
    const query = { members: admin.id, duration: 30, from: '2027-06-08T09:00:00Z', to: '2027-06-08T12:30:00Z' };

    // Busy 10:00–11:00 with 15 minutes either side: nothing may overlap 09:45–11:15.
    expect(asLines(await slotsOf(admin.token, query))).toEqual([
      `2027-06-08T09:00:00.000Z 2027-06-08T09:30:00.000Z ${admin.id}`,
      `2027-06-08T11:30:00.000Z 2027-06-08T12:00:00.000Z ${admin.id}`,
      `2027-06-08T12:00:00.000Z 2027-06-08T12:30:00.000Z ${admin.id}`,
    ]);
    expect(asLines(await slotsOf(admin.token, { ...query, step: 15 }))).toEqual([
      `2027-06-08T09:00:00.000Z 2027-06-08T09:30:00.000Z ${admin.id}`,
      `2027-06-08T09:15:00.000Z 2027-06-08T09:45:00.000Z ${admin.id}`,
      `2027-06-08T11:15:00.000Z 2027-06-08T11:45:00.000Z ${admin.id}`,
      `2027-06-08T11:30:00.000Z 2027-06-08T12:00:00.000Z ${admin.id}`,
      `2027-06-08T11:45:00.000Z 2027-06-08T12:15:00.000Z ${admin.id}`,
      `2027-06-08T12:00:00.000Z 2027-06-08T12:30:00.000Z ${admin.id}`,
    ]);
  });

  it("offers nothing on a day the member's daily limit is reached, counted in their own zone", async () => {
    // 22:00 on Tuesday in New York, already Wednesday in UTC: outside working hours, it counts against Tuesday.
    const { admin } = await team(new Date('2027-06-09T02:00:00Z'));
    const query = { members: admin.id, duration: 480, from: '2027-06-07T00:00:00Z', to: '2027-06-10T00:00:00Z' };

    await saveAvailability(admin.token, { time_zone: 'America/New_York', working_hours: nineToFive, daily_limit: 1 });
    expect(asLines(await slotsOf(admin.token, query))).toEqual([
      `2027-06-07T13:00:00.000Z 2027-06-07T21:00:00.000Z ${admin.id}`,
      `2027-06-09T13:00:00.000Z 2027-06-09T21:00:00.000Z ${admin.id}`,
    ]);

    await saveAvailability(admin.token, { time_zone: 'America/New_York', working_hours: nineToFive, daily_limit: 2 });
    expect(asLines(await slotsOf(admin.token, query))).toEqual([
      `2027-06-07T13:00:00.000Z 2027-06-07T21:00:00.000Z ${admin.id}`,
      `2027-06-08T13:00:00.000Z 2027-06-08T21:00:00.000Z ${admin.id}`,
      `2027-06-09T13:00:00.000Z 2027-06-09T21:00:00.000Z ${admin.id}`,
    ]);
  });

  it('offers slots where at least `min_attendees` are free, naming only those free', async () => {
    const { admin, colleague } = await team();
    await saveAvailability(admin.token, { time_zone: 'Europe/Berlin', working_hours: nineToFive });
    // 14:00–17:00 UTC in June.
    await saveAvailability(colleague.token, {
      time_zone: 'America/New_York',
      working_hours: weekdays([{ start: '10:00', end: '13:00' }]),
    });
    const query = {
      members: `${admin.id},${colleague.id}`,
      duration: 60,
      from: '2027-06-07T13:00:00Z',
      to: '2027-06-07T17:00:00Z',
    };

    expect(asLines(await slotsOf(admin.token, { ...query, min_attendees: 1 }))).toEqual([
      `2027-06-07T13:00:00.000Z 2027-06-07T14:00:00.000Z ${admin.id}`,
      `2027-06-07T13:30:00.000Z 2027-06-07T14:30:00.000Z ${admin.id}`,
      `2027-06-07T14:00:00.000Z 2027-06-07T15:00:00.000Z ${admin.id},${colleague.id}`,
      `2027-06-07T14:30:00.000Z 2027-06-07T15:30:00.000Z ${colleague.id}`,
      `2027-06-07T15:00:00.000Z 2027-06-07T16:00:00.000Z ${colleague.id}`,
      `2027-06-07T15:30:00.000Z 2027-06-07T16:30:00.000Z ${colleague.id}`,
      `2027-06-07T16:00:00.000Z 2027-06-07T17:00:00.000Z ${colleague.id}`,
    ]);
    expect(asLines(await slotsOf(admin.token, query))).toEqual([
      `2027-06-07T14:00:00.000Z 2027-06-07T15:00:00.000Z ${admin.id},${colleague.id}`,
    ]);
  });

  it('keeps working hours on local time across a change of clocks', async () => {
    const { admin, colleague } = await team();
    await saveAvailability(admin.token, { time_zone: 'Europe/Berlin', working_hours: nineToFive });
    await saveAvailability(colleague.token, { time_zone: 'America/New_York', working_hours: nineToFive });

    // New York moves its clocks on Sunday 14 March 2027, Berlin not before the 28th.
    const slots = await slotsOf(admin.token, {
      members: `${admin.id},${colleague.id}`,
      duration: 480,
      min_attendees: 1,
      from: '2027-03-12T00:00:00Z',
      to: '2027-03-16T00:00:00Z',
    });
    expect(asLines(slots)).toEqual([
      `2027-03-12T08:00:00.000Z 2027-03-12T16:00:00.000Z ${admin.id}`,
      `2027-03-12T14:00:00.000Z 2027-03-12T22:00:00.000Z ${colleague.id}`,
      `2027-03-15T08:00:00.000Z 2027-03-15T16:00:00.000Z ${admin.id}`,
      `2027-03-15T13:00:00.000Z 2027-03-15T21:00:00.000Z ${colleague.id}`,
    ]);
  });

  it(`answers at most the earliest ${FREE_SLOT_LIMITS.maxSlots} slots`, async () => {
    const { admin } = await team();
    const allDay = [{ start: '00:00', end: '24:00' }];
    await saveAvailability(admin.token, {
      time_zone: 'UTC',
      working_hours: { ...weekdays(allDay), sat: allDay, sun: allDay },
    });
    const slots = await slotsOf(admin.token, {
      members: admin.id,
      duration: 15,
      step: 15,
      from: '2027-07-01T00:00:00Z',
      to: '2027-07-31T00:00:00Z',
    });
    expect(slots).toHaveLength(500);
    expect(slots[0]).toEqual({
      start: '2027-07-01T00:00:00.000Z',
      end: '2027-07-01T00:15:00.000Z',
      members: [admin.id],
    });
    expect(slots.at(-1)).toEqual({
      start: '2027-07-06T04:45:00.000Z',
      end: '2027-07-06T05:00:00.000Z',
      members: [admin.id],
    });
  });

  it('refuses a bad question with 400 and says what is wrong', async () => {
    const { admin, colleague } = await team();
    const good = {
      members: `${admin.id},${colleague.id}`,
      duration: '60',
      from: '2027-06-07T00:00:00Z',
      to: '2027-06-08T00:00:00Z',
    };
    const range = 'Give `from` and `to` as dates and times, `to` after `from` and at most 60 days later.';
    const cases: [Record<string, string>, string][] = [
      [{ ...good, duration: '10' }, FREE_SLOT_MESSAGES.duration],
      [{ ...good, duration: '481' }, FREE_SLOT_MESSAGES.duration],
      [{ ...good, duration: 'an hour' }, FREE_SLOT_MESSAGES.duration],
      [{ members: good.members, from: good.from, to: good.to }, FREE_SLOT_MESSAGES.duration],
      [{ ...good, step: '20' }, FREE_SLOT_MESSAGES.step],
      [{ ...good, min_attendees: '0' }, FREE_SLOT_MESSAGES.minAttendees],
      [{ ...good, min_attendees: '3' }, FREE_SLOT_MESSAGES.minAttendees],
      [{ ...good, to: good.from }, range],
      [{ ...good, to: '2027-08-07T00:00:01Z' }, range],
      [{ ...good, members: '' }, 'Choose from 1 to 10 members.'],
    ];
    for (const [query, error] of cases) {
      const refused = await askFreeSlots(admin.token, query);
      expect(refused.statusCode, JSON.stringify(query)).toBe(400);
      expect(refused.json<{ status: number; error: string }>(), JSON.stringify(query)).toMatchObject({
        status: 400,
        error,
      });
    }
  });

  it("is for those who schedule interviews, about their own company's members only", async () => {
    const { admin } = await team();
    const range = { duration: 60, from: '2027-06-07T00:00:00Z', to: '2027-06-08T00:00:00Z' };
    const interviewer = await addMember(app, db, admin.token, 'interviewer');
    const forbidden = await askFreeSlots(interviewer.token, { members: interviewer.id, ...range });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({
      status: 403,
      error: missingPermissionMessage('interviewer', schedulingEndpoints.freeSlots.access),
    });

    const stranger = await makeCompany(app);
    const refused = await askFreeSlots(admin.token, {
      members: `${interviewer.id},${await userIdOf(db, stranger.email)}`,
      ...range,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      status: 400,
      error: 'Choose members of your company.',
      fields: { members: 'Choose members of your company.' },
    });
  });
});

describe('working out free slots', () => {
  const at = (iso: string) => new Date(iso);
  const member = (overrides: Partial<MemberSchedule> = {}): MemberSchedule => ({
    memberId: 'morning',
    timeZone: 'UTC',
    working: [{ start: at('2027-06-07T09:00:00Z'), end: at('2027-06-07T12:00:00Z') }],
    busy: [],
    bufferMinutes: 0,
    dailyLimit: 4,
    interviewStarts: [],
    ...overrides,
  });
  const request = { from: at('2027-06-07T00:00:00Z'), to: at('2027-06-08T00:00:00Z'), durationMinutes: 60 };

  it('offers nothing in the past, starting at the next step after now', () => {
    const now = at('2027-06-07T10:07:00Z');
    const starts = (stepMinutes: number) =>
      freeSlots([member()], { ...request, now, stepMinutes, minAttendees: 1 }).map(({ start }) => start);
    expect(starts(15)).toEqual([
      '2027-06-07T10:15:00.000Z',
      '2027-06-07T10:30:00.000Z',
      '2027-06-07T10:45:00.000Z',
      '2027-06-07T11:00:00.000Z',
    ]);
    expect(starts(30)).toEqual(['2027-06-07T10:30:00.000Z', '2027-06-07T11:00:00.000Z']);
  });

  it("takes away the slots starting on a full day, from midnight to midnight in the member's zone", () => {
    const nightOwl = member({
      timeZone: 'Europe/Berlin',
      // 22:00 on Monday to 02:00 on Wednesday in Berlin.
      working: [{ start: at('2027-06-07T20:00:00Z'), end: at('2027-06-09T00:00:00Z') }],
      dailyLimit: 1,
      interviewStarts: [at('2027-06-08T08:00:00Z')],
    });
    const slots = freeSlots([nightOwl], {
      from: at('2027-06-07T00:00:00Z'),
      to: at('2027-06-10T00:00:00Z'),
      now: at('2027-06-07T00:00:00Z'),
      durationMinutes: 60,
      stepMinutes: 30,
      minAttendees: 1,
    });
    expect(slots.map(({ start }) => start)).toEqual([
      '2027-06-07T20:00:00.000Z',
      '2027-06-07T20:30:00.000Z',
      '2027-06-07T21:00:00.000Z',
      // 23:30 on Monday, ending on the full Tuesday: it counts for the day it starts.
      '2027-06-07T21:30:00.000Z',
      '2027-06-08T22:00:00.000Z',
      '2027-06-08T22:30:00.000Z',
      '2027-06-08T23:00:00.000Z',
    ]);
  });

  it('matches a slot-by-slot check of every interval for 5 members with 10 working days and 500 busy times each', () => {
    const random = seededRandom(20270308);
    const from = Date.parse('2027-03-08T00:00:00Z');
    const to = Date.parse('2027-03-20T00:00:00Z');
    const zones = ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Europe/London'];
    // Two weeks' weekdays: New York changes its clocks between them.
    const dates = ['08', '09', '10', '11', '12', '15', '16', '17', '18', '19'].map((day) => `2027-03-${day}`);
    const members = zones.map((timeZone, index): MemberSchedule => ({
      memberId: `member-${index}`,
      timeZone,
      working: dates.flatMap((date) =>
        [
          ['09:00', '12:00'],
          ['13:00', '17:30'],
        ].map(([start, end]) => ({
          start: zonedInstant(`${date}T${start}`, timeZone)!,
          end: zonedInstant(`${date}T${end}`, timeZone)!,
        })),
      ),
      busy: Array.from({ length: 500 }, (): Interval => {
        const start = from + Math.floor(random() * (to - from));
        return { start: new Date(start), end: new Date(start + (5 + Math.floor(random() * 16)) * MINUTE) };
      }),
      bufferMinutes: [0, 5, 10, 15, 0][index]!,
      dailyLimit: 3,
      interviewStarts: Array.from({ length: 20 }, () => new Date(from + Math.floor(random() * (to - from)))),
    }));
    const slotRequest = {
      from: new Date(from),
      to: new Date(to),
      now: new Date(from + 90 * MINUTE),
      durationMinutes: 30,
      stepMinutes: 15,
      minAttendees: 1,
    };

    const slots = freeSlots(members, slotRequest);
    expect(slots).toEqual(checkedSlotBySlot(members, slotRequest));
    // Enough of every kind to mean something: many slots, panels of different sizes, and full days left out.
    expect(slots.length).toBeGreaterThan(100);
    expect(slots.length).toBeLessThan(FREE_SLOT_LIMITS.maxSlots);
    expect(new Set(slots.map(({ members: free }) => free.length)).size).toBeGreaterThan(1);
    const withoutDailyLimits = freeSlots(
      members.map((one) => ({ ...one, interviewStarts: [] })),
      slotRequest,
    );
    expect(withoutDailyLimits.length).toBeGreaterThan(slots.length);
  });
});

/** The same rules checked the slow way, every interval against every slot, and the day read anew for each. */
function checkedSlotBySlot(
  members: MemberSchedule[],
  request: { from: Date; to: Date; now: Date; durationMinutes: number; stepMinutes: number; minAttendees: number },
): FreeSlot[] {
  const step = request.stepMinutes * MINUTE;
  const duration = request.durationMinutes * MINUTE;
  const slots: FreeSlot[] = [];
  const first = Math.ceil(Math.max(request.from.getTime(), request.now.getTime()) / step) * step;
  for (let start = first; start + duration <= request.to.getTime(); start += step) {
    const end = start + duration;
    const free = members
      .filter((one) => {
        const buffer = one.bufferMinutes * MINUTE;
        const dateIn = new Intl.DateTimeFormat('en-CA', { timeZone: one.timeZone });
        const day = dateIn.format(start);
        return (
          one.working.some((hours) => hours.start.getTime() <= start && end <= hours.end.getTime()) &&
          !one.busy.some((busy) => busy.start.getTime() - buffer < end && start < busy.end.getTime() + buffer) &&
          one.interviewStarts.filter((interview) => dateIn.format(interview) === day).length < one.dailyLimit
        );
      })
      .map(({ memberId }) => memberId);
    if (free.length >= request.minAttendees)
      slots.push({ start: new Date(start).toISOString(), end: new Date(end).toISOString(), members: free });
  }
  return slots.slice(0, FREE_SLOT_LIMITS.maxSlots);
}

/** The same numbers in the same order on every run, so that a failure can be read again. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}
