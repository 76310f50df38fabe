import { and, eq, gt, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import { WEEKDAYS, type Availability, type MemberTime } from '../../shared/scheduling.js';
import { zonedInstant } from '../../shared/time-zones.js';
import type { Member } from '../auth/index.js';
import type { Database } from '../db/database.js';
import { busyIntervals, calendarConnections, interviewInterviewers, interviews, users } from '../db/schema.js';
import { Refusal } from '../refusal.js';
import type { AvailabilityService } from './availability.js';
import { mergedWithin } from './calendar-busy.js';

export interface Interval {
  start: Date;
  end: Date;
}

/** A member's time as their free slots are worked out from it (`free-slots.ts`). */
export interface MemberSchedule {
  memberId: string;
  timeZone: string;
  working: Interval[];
  /** Their calendars' busy time and the interviews booked in Openhire, as read: in any order, some overlapping. */
  busy: Interval[];
  bufferMinutes: number;
  dailyLimit: number;
  /** When each interview booked for them in Openhire starts, which their daily limit counts. */
  interviewStarts: Date[];
}

const DAY = 24 * 60 * 60 * 1000;

/** The members asked about must be the caller's company's own: anyone else's time is not theirs to see. */
const NOT_MEMBERS = 'Choose members of your company.';

/**
 * When members are busy and when they work, for choosing an interview's time: the busy time read from their calendars
 * and the interviews booked in Openhire (which count at once, before any calendar is read again), and their working
 * hours as instants. Nothing about what the busy time is for.
 */
export class BusyTimes {
  constructor(
    private readonly db: Database,
    private readonly availability: AvailabilityService,
  ) {}

  async of(caller: Member, memberIds: string[], from: Date, to: Date): Promise<MemberTime[]> {
    const times = await this.read(caller, memberIds, from, to);
    return times.map(({ memberId, availability, busy, calendarStale }) => ({
      member_id: memberId,
      time_zone: availability.time_zone,
      busy: merged(busy, from, to).map(toAnswer),
      working: workingIntervals(availability, from, to).map(toAnswer),
      calendar_stale: calendarStale,
    }));
  }

  /**
   * What the free slots between `from` and `to` are worked out from, read at once for every member. Busy time and
   * interviews are read two days wider on each side: busy time just outside still counts with the break around it,
   * and every day the slots touch has all its interviews counted, whatever the member's zone.
   */
  async schedulesOf(caller: Member, memberIds: string[], from: Date, to: Date): Promise<MemberSchedule[]> {
    const around = 2 * DAY;
    const times = await this.read(
      caller,
      memberIds,
      new Date(from.getTime() - around),
      new Date(to.getTime() + around),
    );
    return times.map(({ memberId, availability, busy, booked }) => ({
      memberId,
      timeZone: availability.time_zone,
      working: workingIntervals(availability, from, to),
      busy,
      bufferMinutes: availability.buffer_minutes,
      dailyLimit: availability.daily_limit,
      interviewStarts: booked.map(({ start }) => start),
    }));
  }

  /** Each member's availability, busy time and interviews booked in Openhire between `from` and `to`, as stored. */
  private async read(caller: Member, memberIds: string[], from: Date, to: Date) {
    const members = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, memberIds), eq(users.companyId, caller.companyId), isNull(users.removedAt)));
    if (members.length !== memberIds.length) throw new Refusal('invalid', NOT_MEMBERS, 'members');
    const [calendarBusy, booked, failing] = await Promise.all([
      this.db
        .select({ userId: busyIntervals.userId, start: busyIntervals.startsAt, end: busyIntervals.endsAt })
        .from(busyIntervals)
        .where(
          and(inArray(busyIntervals.userId, memberIds), lt(busyIntervals.startsAt, to), gt(busyIntervals.endsAt, from)),
        ),
      this.db
        .select({ userId: interviewInterviewers.memberId, start: interviews.startsAt, end: interviews.endsAt })
        .from(interviewInterviewers)
        .innerJoin(interviews, eq(interviews.id, interviewInterviewers.interviewId))
        .where(
          and(
            inArray(interviewInterviewers.memberId, memberIds),
            isNull(interviewInterviewers.removedAt),
            eq(interviews.status, 'scheduled'),
            lt(interviews.startsAt, to),
            gt(interviews.endsAt, from),
          ),
        ),
      this.db
        .selectDistinct({ userId: calendarConnections.userId })
        .from(calendarConnections)
        .where(and(inArray(calendarConnections.userId, memberIds), isNotNull(calendarConnections.lastError))),
    ]);
    const stale = new Set(failing.map(({ userId }) => userId));
    const availabilities = await this.availability.ofMembers(memberIds, caller.companyId);
    const bookedTimes = booked.filter(
      (interval): interval is { userId: string; start: Date; end: Date } =>
        interval.start !== null && interval.end !== null,
    );
    return memberIds.map((memberId) => {
      const isOwn = ({ userId }: { userId: string }) => userId === memberId;
      const ownBooked = bookedTimes.filter(isOwn);
      return {
        memberId,
        availability: availabilities.get(memberId)!,
        busy: [...calendarBusy.filter(isOwn), ...ownBooked],
        booked: ownBooked,
        calendarStale: stale.has(memberId),
      };
    });
  }
}

const toAnswer = ({ start, end }: Interval) => ({ start: start.toISOString(), end: end.toISOString() });

/** Intervals clipped to `from`–`to`, sorted, those that overlap or touch made one. */
function merged(intervals: Interval[], from: Date, to: Date): Interval[] {
  const spans = intervals.map(({ start, end }) => ({ start: start.getTime(), end: end.getTime() }));
  return mergedWithin(spans, from.getTime(), to.getTime()).map(({ start, end }) => ({
    start: new Date(start),
    end: new Date(end),
  }));
}

/**
 * A member's working hours between `from` and `to` as instants: each day's wall-clock ranges in their own zone, so
 * that nine to five stays nine to five across a change of clocks.
 */
function workingIntervals(availability: Availability, from: Date, to: Date): Interval[] {
  const zone = availability.time_zone;
  const dateIn = new Intl.DateTimeFormat('en-CA', { timeZone: zone });
  const intervals: Interval[] = [];
  // Day by day in the member's own calendar, from the date `from` falls on there to the date of `to`: stepping by 24
  // hours instead would skip or repeat a date across a change of clocks.
  const last = dateIn.format(to);
  for (let date = dateIn.format(from); date <= last; date = nextDate(date)) {
    const weekday = WEEKDAYS[(new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7]!;
    for (const { start, end } of availability.working_hours[weekday]) {
      const startsAt = zonedInstant(`${date}T${start}`, zone);
      const endsAt = zonedInstant(end === '24:00' ? `${nextDate(date)}T00:00` : `${date}T${end}`, zone);
      if (startsAt && endsAt) intervals.push({ start: startsAt, end: endsAt });
    }
  }
  return merged(intervals, from, to);
}

/** The date after `date`, both `YYYY-MM-DD`. */
export function nextDate(date: string): string {
  return new Date(new Date(`${date}T12:00:00Z`).getTime() + DAY).toISOString().slice(0, 10);
}
