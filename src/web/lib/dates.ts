/**
 * The one home of how the web app writes dates. There are two kinds:
 * - a calendar day (a posting's date and deadline) travels as midnight UTC and is always read in UTC, so it is the
 *   same day in every time zone ('Jan 5, 2025', as the date picker shows it);
 * - a moment (when an application was made, when an e-mail went) is shown in the reader's own time zone.
 */

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const momentDayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const listDateFormat = new Intl.DateTimeFormat('en-GB');
const momentFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function format(formatter: Intl.DateTimeFormat, value: string): string {
  const time = Date.parse(value);
  return Number.isNaN(time) ? '' : formatter.format(time);
}

/** 'Jan 5, 2025' for the day '2025-01-05' or its midnight UTC; '' for anything that is not a date. */
export const formatDay = (value: string): string => format(dayFormat, value);

/** The day of a moment in the reader's zone, written as a calendar day is: 'Jan 5, 2025'. */
export const formatMomentDay = (iso: string): string => format(momentDayFormat, iso);

/** A moment as the lists show it, day/month/year (en-GB, as the specification has it), in the reader's zone. */
export const formatListDate = (iso: string): string => format(listDateFormat, iso);

/** A moment with its time, '5 Jan 2025, 14:30', in the reader's zone. */
export const formatMoment = (iso: string): string => format(momentFormat, iso);

const relativeFormat = new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' });
const MINUTE_MS = 60_000;
const RELATIVE_STEPS = [
  { unit: 'minute', ms: MINUTE_MS, below: 60 },
  { unit: 'hour', ms: 60 * MINUTE_MS, below: 24 },
  { unit: 'day', ms: 24 * 60 * MINUTE_MS, below: 30 },
] as const;

/**
 * A moment near now in words, '5 minutes ago', 'yesterday', 'in 6 days'; a month or more away, the list date.
 * Under a minute away is 'just now'.
 */
export function formatRelative(iso: string, now = Date.now()): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const difference = time - now;
  if (Math.abs(difference) < MINUTE_MS) return 'just now';
  for (const { unit, ms, below } of RELATIVE_STEPS) {
    const count = Math.round(difference / ms);
    if (Math.abs(count) < below) return relativeFormat.format(count, unit);
  }
  return formatListDate(iso);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A day as a date field holds it ('YYYY-MM-DD'), taken from the person's own calendar. */
export function toDateFieldValue(date: Date): string {
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The year and month of a moment in the reader's zone, '2026-03'; '' for anything that is not a date. */
export function formatYearMonth(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const date = new Date(time);
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}`;
}

/** The reader's own IANA time zone, as their device names it. */
export const readerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

const zonedFormats = new Map<string, Intl.DateTimeFormat>();

/** A moment with its time and the zone's short name, 'Thu, 4 Mar 2027, 09:30 CET', as a clock in `zone` shows it. */
export function formatZonedMoment(iso: string, zone: string): string {
  let formatter = zonedFormats.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'short',
      timeZone: zone,
    });
    zonedFormats.set(zone, formatter);
  }
  return format(formatter, iso);
}
