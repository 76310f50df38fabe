import ICAL from 'ical.js';
import { canonicalTimeZone, offsetAt, zonedInstant } from '../../shared/time-zones.js';

// A member's calendar file read as the times they are busy: recurrences expanded within a window, each time read in
// its own zone. Nothing else about an event (its title, place, people) leaves this module.

interface BusyInterval {
  start: Date;
  end: Date;
}

/** Shown to the member whose calendar it is; ical.js's own messages quote the file, which may be private. */
export const UNREADABLE_CALENDAR = 'The calendar could not be read as iCalendar.';

const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/** Far more than a real series has near a window of weeks; a rule repeating every second stops here, not never. */
const MAX_OCCURRENCES_PER_EVENT = 10_000;

/**
 * A wall-clock time read as if it were UTC is within a day of the moment it stands for (no zone is further from UTC),
 * so times are compared this cheap way first and converted exactly only when they are this close to the window.
 */
const MARGIN = 2 * DAY;

/**
 * Outlook names zones the Windows way and does not always send their VTIMEZONE. The common ones, as Unicode CLDR maps
 * them (windowsZones.xml); any other unknown zone is read as the member's own.
 */
const WINDOWS_ZONES: Readonly<Record<string, string>> = {
  'GMT Standard Time': 'Europe/London',
  'W. Europe Standard Time': 'Europe/Berlin',
  'Romance Standard Time': 'Europe/Paris',
  'Central Europe Standard Time': 'Europe/Budapest',
  'Central European Standard Time': 'Europe/Warsaw',
  'E. Europe Standard Time': 'Europe/Chisinau',
  'FLE Standard Time': 'Europe/Kiev',
  'GTB Standard Time': 'Europe/Bucharest',
  'Eastern Standard Time': 'America/New_York',
  'Central Standard Time': 'America/Chicago',
  'Mountain Standard Time': 'America/Denver',
  'Pacific Standard Time': 'America/Los_Angeles',
  'India Standard Time': 'Asia/Kolkata',
  'China Standard Time': 'Asia/Shanghai',
  'Tokyo Standard Time': 'Asia/Tokyo',
  'AUS Eastern Standard Time': 'Australia/Sydney',
};

/** How long an occurrence lasts: whole days on the wall clock (a day can have 23 hours), the rest exactly. */
interface Length {
  days: number;
  milliseconds: number;
}

type Measure = (time: ICAL.Time, zone: string) => number;

interface Span {
  start: number;
  end: number;
}

/**
 * When the calendar's owner is busy between `window.from` and `window.to`: sorted, clipped to the window, and
 * overlapping or touching intervals made one. Floating times and all-day events are read in `floatingZone`, the
 * member's IANA zone. Throws an Error whose message can be shown to the member when the file is not iCalendar.
 */
export function busyIntervalsOf(ics: string, window: { from: Date; to: Date }, floatingZone: string): BusyInterval[] {
  if (!canonicalTimeZone(floatingZone)) throw new RangeError(`Unknown time zone: ${floatingZone}`);
  const from = window.from.getTime();
  const to = window.to.getTime();
  try {
    const clock = new CalendarClock(floatingZone);
    const spans = calendarsIn(ics).flatMap((calendar) => [
      ...eventTimes(calendar, clock, from, to),
      ...freeBusyTimes(calendar, clock),
    ]);
    return mergedWithin(spans, from, to).map(({ start, end }) => ({ start: new Date(start), end: new Date(end) }));
  } catch {
    throw new Error(UNREADABLE_CALENDAR);
  }
}

/**
 * The VCALENDARs in the file. Each one's VTIMEZONEs are found through the calendar itself (ical.js looks a TZID up
 * in the component tree first), so nothing is registered globally and one calendar's zones never reach another's.
 */
function calendarsIn(ics: string): ICAL.Component[] {
  // Some servers begin the file with a byte-order mark, which ical.js would read as part of the first line.
  const parsed: unknown = ICAL.parse(ics.replace(/^\uFEFF/, ''));
  if (!Array.isArray(parsed)) throw new Error(UNREADABLE_CALENDAR);
  const roots: unknown[] = typeof parsed[0] === 'string' ? [parsed] : parsed;
  const calendars = roots.map((jCal) => new ICAL.Component(jCal as unknown[]));
  if (calendars.length === 0 || calendars.some((calendar) => calendar.name !== 'vcalendar'))
    throw new Error(UNREADABLE_CALENDAR);
  return calendars;
}

/** Reads ical.js times as instants: a floating time in the zone its property names, or else the member's. */
class CalendarClock {
  private readonly zonesByTzid = new Map<string, string>();
  private readonly steadyOffsets = new Map<string, number | null>();

  constructor(private readonly floatingZone: string) {}

  /** The IANA zone that a property's floating times are read in. */
  zoneOf(property: ICAL.Property | null): string {
    const tzid = property?.getFirstParameter('tzid');
    if (!tzid) return this.floatingZone;
    let zone = this.zonesByTzid.get(tzid);
    if (zone === undefined) {
      zone = canonicalTimeZone(tzid) ?? canonicalTimeZone(WINDOWS_ZONES[tzid] ?? '') ?? this.floatingZone;
      this.zonesByTzid.set(tzid, zone);
    }
    return zone;
  }

  /**
   * ical.js reads UTC and the zones the calendar defines itself; a TZID it has no VTIMEZONE for (Google and Outlook
   * name IANA zones without one) leaves the time floating, and that wall-clock time is read in `zone`.
   */
  readonly instant: Measure = (time, zone) => {
    if (time.isDate) return this.wallClockInstant(time, this.floatingZone);
    if (time.zone === ICAL.Timezone.localTimezone) return this.wallClockInstant(time, zone);
    return time.toUnixTime() * SECOND;
  };

  /**
   * A calendar has thousands of times, and zonedInstant reads the zone's clocks three times for each: a zone's offset
   * is read once a week instead, or a day in a week its clocks change; the day they change is left to zonedInstant. A time they skip (02:30 as they spring forward) is read with the offset
   * before the change, as RFC 5545 says: the same time a day earlier, plus a day.
   */
  private wallClockInstant(time: ICAL.Time, zone: string): number {
    const wall = approximate(time);
    const offset = this.steadyOffset(zone, wall, WEEK) ?? this.steadyOffset(zone, wall, DAY);
    if (offset !== null) return wall - offset;
    const minute = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute);
    const local = (at: number) => new Date(at).toISOString().slice(0, 16);
    const instant =
      zonedInstant(local(minute), zone)?.getTime() ?? (zonedInstant(local(minute - DAY), zone)?.getTime() ?? NaN) + DAY;
    return instant + time.second * SECOND;
  }

  /** The zone's offset through the whole stretch of wall-clock time `wall` falls in, or null if it changes there. */
  private steadyOffset(zone: string, wall: number, stretch: number): number | null {
    const first = Math.floor(wall / stretch) * stretch;
    const key = `${zone} ${stretch} ${first}`;
    let offset = this.steadyOffsets.get(key);
    if (offset === undefined) {
      // No zone is 15 hours from UTC, so every wall-clock time of the stretch falls between these two instants; and
      // a zone's changes are weeks apart, so the same offset at both means no change between.
      const before = offsetAt(zone, first - 15 * HOUR);
      const after = offsetAt(zone, first + stretch + 15 * HOUR);
      offset = before === after ? before : null;
      this.steadyOffsets.set(key, offset);
    }
    return offset;
  }
}

/** The wall-clock time read as if it were UTC: cheap, and within a day of the instant it stands for. */
const approximate = (time: ICAL.Time) =>
  Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);

const uidOf = (event: ICAL.Component) => String(event.getFirstPropertyValue('uid') ?? '');

function isBusy(event: ICAL.Component): boolean {
  const status = String(event.getFirstPropertyValue('status') ?? '').toUpperCase();
  const transparency = String(event.getFirstPropertyValue('transp') ?? '').toUpperCase();
  return status !== 'CANCELLED' && transparency !== 'TRANSPARENT';
}

/**
 * The busy occurrences of the calendar's events. An overridden instance (a VEVENT with RECURRENCE-ID) stands on its
 * own wherever it moved to, and its series leaves out the occurrence it replaces, even when it is cancelled.
 */
function eventTimes(calendar: ICAL.Component, clock: CalendarClock, from: number, to: number): Span[] {
  const events = calendar.getAllSubcomponents('vevent');
  const exceptionsByUid = new Map<string, ICAL.Component[]>();
  for (const event of events.filter((event) => event.hasProperty('recurrence-id'))) {
    const exceptions = exceptionsByUid.get(uidOf(event));
    if (exceptions) exceptions.push(event);
    else exceptionsByUid.set(uidOf(event), [event]);
  }
  return events
    .filter(isBusy)
    .flatMap((event) =>
      occurrenceTimes(
        event,
        clock,
        { from, to },
        event.hasProperty('recurrence-id') ? [] : (exceptionsByUid.get(uidOf(event)) ?? []),
      ),
    );
}

/** An event's occurrences near the window, leaving out those that `exceptions` replace. */
function occurrenceTimes(
  event: ICAL.Component,
  clock: CalendarClock,
  { from, to }: { from: number; to: number },
  exceptions: ICAL.Component[],
): Span[] {
  const startProperty = event.getFirstProperty('dtstart');
  if (!startProperty || (!recurs(event) && isFarFromWindow(event, startProperty, from, to))) return [];
  const dtstart = startProperty.getFirstValue() as ICAL.Time;
  const zone = clock.zoneOf(startProperty);
  const roughLength = lengthOf(event, dtstart, zone, clock, approximate);
  if (!roughLength) return [];
  const nearFrom = from - roughLength.days * DAY - roughLength.milliseconds - MARGIN;
  const nearTo = to + MARGIN;
  let length: Length | undefined;
  let replaced: Set<number> | undefined;
  const spans: Span[] = [];
  for (const occurrence of occurrencesOf(event, dtstart, nearFrom)) {
    const start = occurrence instanceof ICAL.Period ? occurrence.start : occurrence;
    const roughStart = approximate(start);
    if (roughStart >= nearTo) break;
    if (roughStart < nearFrom) continue;
    replaced ??= new Set(
      exceptions
        .map((exception) => exception.getFirstProperty('recurrence-id')!)
        .filter((recurrenceId) => {
          const rough = approximate(recurrenceId.getFirstValue() as ICAL.Time);
          return rough >= nearFrom - MARGIN && rough < nearTo + MARGIN;
        })
        .map((recurrenceId) => clock.instant(recurrenceId.getFirstValue() as ICAL.Time, clock.zoneOf(recurrenceId))),
    );
    const startInstant = clock.instant(start, zone);
    if (replaced.has(startInstant)) continue;
    if (occurrence instanceof ICAL.Period) {
      spans.push({ start: startInstant, end: clock.instant(occurrence.getEnd(), zone) });
      continue;
    }
    length ??= lengthOf(event, dtstart, zone, clock, clock.instant)!;
    spans.push({ start: startInstant, end: endOf(start, startInstant, length, zone, clock) });
  }
  return spans;
}

/** A series; an overridden instance is not one, even with a rule copied from its series. */
const recurs = (event: ICAL.Component) =>
  !event.hasProperty('recurrence-id') && (event.hasProperty('rrule') || event.hasProperty('rdate'));

/**
 * Whether a one-off event is more than a day from the window, judged from the text of its times: most of a
 * calendar's events are long past, and ical.js need not read their times and zones.
 */
function isFarFromWindow(event: ICAL.Component, startProperty: ICAL.Property, from: number, to: number): boolean {
  const start = roughTimeOf(startProperty);
  const endProperty = event.getFirstProperty('dtend');
  const duration = event.getFirstPropertyValue('duration') as ICAL.Duration | null;
  const end = endProperty ? roughTimeOf(endProperty) : start + (duration ? duration.toSeconds() * SECOND : DAY);
  return start >= to + MARGIN || end <= from - MARGIN;
}

/**
 * A DATE or DATE-TIME property's wall-clock time read as if it were UTC, from the text jCal keeps
 * ("2027-01-04T10:00:00"); NaN when it is not one, for ical.js to judge.
 */
function roughTimeOf(property: ICAL.Property): number {
  const text = String((property.toJSON() as unknown[])[3]);
  return Date.parse(text.length > 10 ? `${text.slice(0, 19)}Z` : text);
}

/**
 * The start times of an event's occurrences, in order, from about `earliest` on; an overridden instance has only its
 * own. ical.js applies RRULE, RDATE and EXDATE.
 */
function* occurrencesOf(
  event: ICAL.Component,
  dtstart: ICAL.Time,
  earliest: number,
): Generator<ICAL.Time | ICAL.Period> {
  if (!recurs(event)) {
    yield dtstart;
    return;
  }
  const expansion = new ICAL.RecurExpansion({ component: event, dtstart: expansionStart(event, dtstart, earliest) });
  for (let count = 0; count < MAX_OCCURRENCES_PER_EVENT; count++) {
    // A PERIOD-valued RDATE comes out as the period itself.
    const next = expansion.next() as ICAL.Time | ICAL.Period | null | undefined;
    if (!next) return;
    yield next;
  }
}

const DAY_SECONDS = 24 * 60 * 60;
const FIXED_PERIOD_SECONDS: Partial<Record<string, number>> = {
  SECONDLY: 1,
  MINUTELY: 60,
  HOURLY: 60 * 60,
  DAILY: DAY_SECONDS,
  WEEKLY: 7 * DAY_SECONDS,
};

/**
 * Where to start expanding a series, so that one begun years ago does not spend its occurrences before the window.
 * Without COUNT, a rule started whole periods later yields the same occurrences from there on; the start moves by
 * whole periods to no later than `earliest`, so that an occurrence the moved start may add ends before the window.
 */
function expansionStart(event: ICAL.Component, dtstart: ICAL.Time, earliest: number): ICAL.Time {
  const rules = event.getAllProperties('rrule');
  const rule = rules.length === 1 ? (rules[0]!.getFirstValue() as ICAL.Recur) : undefined;
  const behind = earliest - approximate(dtstart);
  if (!rule || rule.count || behind <= 0) return dtstart;
  const start = dtstart.clone();
  const period = FIXED_PERIOD_SECONDS[rule.freq];
  if (period !== undefined) {
    const seconds = Math.floor(behind / (period * rule.interval * SECOND)) * period * rule.interval;
    start.adjust(Math.floor(seconds / DAY_SECONDS), 0, 0, seconds % DAY_SECONDS);
  } else if (dtstart.day <= 28) {
    // Monthly and yearly rules move by whole years, which keeps their months; the 29th to the 31st might not stay.
    start.year += Math.floor(behind / (366 * DAY * rule.interval)) * rule.interval;
  }
  return start;
}

/** DTEND, else DURATION, else a day for an all-day event; a date-time with neither is an instant, never busy. */
function lengthOf(
  event: ICAL.Component,
  dtstart: ICAL.Time,
  zone: string,
  clock: CalendarClock,
  measure: Measure,
): Length | undefined {
  const endProperty = event.getFirstProperty('dtend');
  if (endProperty) {
    const end = endProperty.getFirstValue() as ICAL.Time;
    if (dtstart.isDate && end.isDate)
      return { days: Math.round((approximate(end) - approximate(dtstart)) / DAY), milliseconds: 0 };
    // Every occurrence of a series lasts exactly as long as the first (RFC 5545), whatever the clocks do meanwhile.
    return { days: 0, milliseconds: measure(end, clock.zoneOf(endProperty)) - measure(dtstart, zone) };
  }
  const duration = event.getFirstPropertyValue('duration') as ICAL.Duration | null;
  if (duration) {
    const sign = duration.isNegative ? -1 : 1;
    const seconds = (duration.hours * 60 + duration.minutes) * 60 + duration.seconds;
    return { days: sign * (duration.weeks * 7 + duration.days), milliseconds: sign * seconds * SECOND };
  }
  return dtstart.isDate ? { days: 1, milliseconds: 0 } : undefined;
}

function endOf(start: ICAL.Time, startInstant: number, length: Length, zone: string, clock: CalendarClock): number {
  if (length.days === 0) return startInstant + length.milliseconds;
  const end = start.clone();
  end.adjust(length.days, 0, 0, 0);
  return clock.instant(end, zone) + length.milliseconds;
}

/** FREEBUSY periods are busy unless marked FREE: BUSY, BUSY-TENTATIVE and BUSY-UNAVAILABLE all are. */
function freeBusyTimes(calendar: ICAL.Component, clock: CalendarClock): Span[] {
  return calendar.getAllSubcomponents('vfreebusy').flatMap((freeBusy) =>
    freeBusy
      .getAllProperties('freebusy')
      .filter((property) => (property.getFirstParameter('fbtype') ?? 'BUSY').toUpperCase() !== 'FREE')
      .flatMap((property) => {
        const zone = clock.zoneOf(property);
        return (property.getValues() as ICAL.Period[]).map((period) => ({
          start: clock.instant(period.start, zone),
          end: clock.instant(period.getEnd(), zone),
        }));
      }),
  );
}

/** Spans clipped to `from`–`to`, sorted, those that overlap or touch made one. */
export function mergedWithin(spans: Span[], from: number, to: number): Span[] {
  const clipped = spans
    .map(({ start, end }) => ({ start: Math.max(start, from), end: Math.min(end, to) }))
    .filter(({ start, end }) => start < end)
    .sort((one, other) => one.start - other.start);
  const merged: Span[] = [];
  for (const span of clipped) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push(span);
  }
  return merged;
}
