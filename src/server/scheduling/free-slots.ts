import { FREE_SLOT_LIMITS, type FreeSlot } from '../../shared/scheduling.js';
import { zonedInstant } from '../../shared/time-zones.js';
import { type Interval, type MemberSchedule, nextDate } from './busy.js';
import { mergedWithin } from './calendar-busy.js';

type Span = ReturnType<typeof mergedWithin>[number];

const MINUTE = 60_000;

interface SlotRequest {
  from: Date;
  to: Date;
  /** Slots starting before it are past, and not offered. */
  now: Date;
  durationMinutes: number;
  stepMinutes: number;
  /** How many of the members must be free for a slot to be offered. */
  minAttendees: number;
}

/**
 * The times an interview of `durationMinutes` could be held between `from` and `to`, starting every `stepMinutes`
 * counted from midnight UTC (on the quarter or the half hour) and not before `now`, each with the members free for
 * all of it, in the order given; a slot is offered when at least `minAttendees` are, and the earliest
 * `FREE_SLOT_LIMITS.maxSlots` are answered. A member is free when the slot lies within one stretch of their working
 * hours, clear of their busy time widened by their break on each side, and starts on a day of their own zone on which
 * fewer interviews than their daily limit are booked.
 */
export function freeSlots(members: MemberSchedule[], request: SlotRequest): FreeSlot[] {
  const from = request.from.getTime();
  const to = request.to.getTime();
  const duration = request.durationMinutes * MINUTE;
  const step = request.stepMinutes * MINUTE;
  const calendars = members.map((member) => new MemberCalendar(member, from, to));
  const slots: FreeSlot[] = [];
  for (
    let start = Math.ceil(Math.max(from, request.now.getTime()) / step) * step;
    start + duration <= to && slots.length < FREE_SLOT_LIMITS.maxSlots;
    start += step
  ) {
    const end = start + duration;
    const free = calendars.filter((calendar) => calendar.isFree(start, end)).map(({ memberId }) => memberId);
    if (free.length >= request.minAttendees)
      slots.push({ start: new Date(start).toISOString(), end: new Date(end).toISOString(), members: free });
  }
  return slots;
}

/**
 * One member's working hours, busy time and full days, each sorted and apart, read by slots that come later and
 * later: each keeps its place, so a slot costs a step or two rather than a search through them all.
 */
class MemberCalendar {
  readonly memberId: string;
  private readonly working: SpanWalk;
  private readonly busy: SpanWalk;
  private readonly fullDays: SpanWalk;

  constructor(member: MemberSchedule, from: number, to: number) {
    const buffer = member.bufferMinutes * MINUTE;
    this.memberId = member.memberId;
    this.working = new SpanWalk(mergedWithin(member.working.map(toSpan), from, to));
    this.busy = new SpanWalk(
      mergedWithin(
        member.busy.map(({ start, end }) => ({ start: start.getTime() - buffer, end: end.getTime() + buffer })),
        from,
        to,
      ),
    );
    this.fullDays = new SpanWalk(fullDaysOf(member));
  }

  /** Whether the member is free from `start` to `end`; asked with `start` never earlier than the time before. */
  isFree(start: number, end: number): boolean {
    const working = this.working.firstEndingAfter(start);
    if (!working || working.start > start || working.end < end) return false;
    const busy = this.busy.firstEndingAfter(start);
    if (busy && busy.start < end) return false;
    const fullDay = this.fullDays.firstEndingAfter(start);
    return !fullDay || fullDay.start > start;
  }
}

/** Sorted spans that do not overlap, walked forward once. */
class SpanWalk {
  private index = 0;

  constructor(private readonly spans: Span[]) {}

  /**
   * The first span ending after `at`: the only one that may hold or overlap something starting then, as those before
   * have ended and those after begin after it ends. `at` must never be earlier than at the call before.
   */
  firstEndingAfter(at: number): Span | undefined {
    while (this.index < this.spans.length && this.spans[this.index]!.end <= at) this.index += 1;
    return this.spans[this.index];
  }
}

const toSpan = ({ start, end }: Interval): Span => ({ start: start.getTime(), end: end.getTime() });

/** The days, from midnight to midnight in the member's zone, on which their daily limit of interviews is reached. */
function fullDaysOf({ timeZone, dailyLimit, interviewStarts }: MemberSchedule): Span[] {
  const dateIn = new Intl.DateTimeFormat('en-CA', { timeZone });
  const booked = new Map<string, number>();
  for (const start of interviewStarts) {
    const date = dateIn.format(start);
    booked.set(date, (booked.get(date) ?? 0) + 1);
  }
  return [...booked]
    .filter(([, count]) => count >= dailyLimit)
    .map(([date]) => date)
    .sort()
    .map((date) => ({ start: startOfDay(date, timeZone), end: startOfDay(nextDate(date), timeZone) }));
}

/** Where clocks skip midnight to begin summer time (Santiago, Havana, Beirut), the day begins at one. */
function startOfDay(date: string, zone: string): number {
  return (zonedInstant(`${date}T00:00`, zone) ?? zonedInstant(`${date}T01:00`, zone))!.getTime();
}
