import { z } from 'zod';

// IANA time zones: which names are known, and the moment a wall-clock time in one of them stands for.

export const TIME_ZONE_MESSAGE = 'Choose a time zone from the list.';

/** Whether Intl knows the zone; its canonical name is the one kept, as the database knows the same names. */
export function canonicalTimeZone(zone: string): string | undefined {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

export const TimeZoneSchema = z
  .string({ error: TIME_ZONE_MESSAGE })
  .trim()
  .max(64, TIME_ZONE_MESSAGE)
  .transform((zone, context) => {
    const canonical = canonicalTimeZone(zone);
    if (canonical) return canonical;
    context.addIssue({ code: 'custom', message: TIME_ZONE_MESSAGE });
    return z.NEVER;
  });

/** A date and time of day as a clock on the wall shows it, `2027-03-28T09:30`, as a datetime-local field sends it. */
export const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The wall-clock time read as if it were UTC, or undefined for a date that is not in the calendar (February 30). */
function wallClockAsUtc(local: string): number | undefined {
  const match = LOCAL_DATE_TIME.exec(local);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const at = Date.UTC(year, month - 1, day, hour, minute);
  const back = new Date(at);
  const sameFields =
    back.getUTCFullYear() === year &&
    back.getUTCMonth() === month - 1 &&
    back.getUTCDate() === day &&
    back.getUTCHours() === hour &&
    back.getUTCMinutes() === minute;
  return sameFields ? at : undefined;
}

type WallClock = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;

/** One formatter a zone: making one costs a tenth of a millisecond, far more than using it. */
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/** What the zone's clocks show at a moment. */
function wallClockAt(zone: string, instant: number): WallClock {
  let format = wallClockFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClockFormats.set(zone, format);
  }
  return Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, Number(part.value)])) as WallClock;
}

/** A moment as a wall-clock time in a zone, `2027-03-28T09:30`, as a datetime-local field holds it. */
export function localDateTimeAt(instant: number, zone: string): string {
  const { year, month, day, hour, minute } = wallClockAt(zone, instant);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${String(year).padStart(4, '0')}-${two(month)}-${two(day)}T${two(hour)}:${two(minute)}`;
}

/** How far the zone's clocks are ahead of UTC at a moment, in milliseconds. */
export function offsetAt(zone: string, instant: number): number {
  const fields = wallClockAt(zone, instant);
  const wall = Date.UTC(fields.year, fields.month - 1, fields.day, fields.hour, fields.minute, fields.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The moment a wall-clock time in a zone stands for. Around a daylight-saving change a wall-clock time may not exist
 * (the clocks skip it: undefined, so that the scheduler chooses again rather than being moved an hour without
 * noticing) or exist twice (the clocks go back: the earlier one, the moment a person reading the clock first sees it).
 * A zone changes its offset at most once within a day on each side, so the offsets a day before and after are the
 * only ones the time can have.
 */
export function zonedInstant(local: string, zone: string): Date | undefined {
  const wall = wallClockAsUtc(local);
  if (wall === undefined) return undefined;
  const matching = [offsetAt(zone, wall - DAY), offsetAt(zone, wall + DAY)]
    .map((offset) => wall - offset)
    .filter((instant) => instant + offsetAt(zone, instant) === wall)
    .sort((a, b) => a - b);
  return matching[0] === undefined ? undefined : new Date(matching[0]);
}
