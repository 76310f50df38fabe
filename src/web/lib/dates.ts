import { formatDate, formatDateTime, type ReaderTerms } from '../../shared/dates.js';

/**
 * How the web app writes dates: the shared writer (`shared/dates.ts`) in the browser's own terms, its language's way
 * and its clock. There are two kinds:
 * - a calendar day (a posting's date and deadline) travels as midnight UTC and is always read in UTC, so it is the
 *   same day in every time zone ('Jan 5, 2025' for an American reader, '5. Jan. 2025' for a German one);
 * - a moment (when an application was made, when an e-mail went) is shown in the reader's own time zone.
 */

/** The reader's terms, as their browser gives them: its language and its time zone. */
export function browserTerms(): ReaderTerms {
  const { locale, timeZone } = Intl.DateTimeFormat().resolvedOptions();
  return { locale, timeZone };
}

/** 'Jan 5, 2025' for the day '2025-01-05' or its midnight UTC; '' for anything that is not a date. */
export const formatDay = (value: string): string => formatDate(value, { ...browserTerms(), timeZone: 'UTC' });

/** The day of a moment in the reader's zone, written as a calendar day is: 'Jan 5, 2025'. */
export const formatMomentDay = (iso: string): string => formatDate(iso, browserTerms());

/** A moment as the lists show it, by its numbers ('05/01/2025' for a British reader), in the reader's zone. */
export const formatListDate = (iso: string): string => formatDate(iso, browserTerms(), 'short');

/** A moment with its time, '5 Jan 2025, 14:30' for a British reader, in the reader's zone. */
export const formatMoment = (iso: string): string => formatDateTime(iso, browserTerms(), 'medium');

// Its words are the interface's, which is in English; the dates beside them are the reader's.
const relativeFormat = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
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
export const readerTimeZone = (): string => browserTerms().timeZone;

/** The zones a person may choose, their own among them even where the device's list leaves it out (UTC). */
export function timeZoneChoices(own: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(own) ? zones : [own, ...zones];
}

/** A moment with its time and the zone's abbreviation, as a clock in `zone` shows it, in the reader's language. */
export const formatZonedMoment = (iso: string, zone: string): string =>
  formatDateTime(iso, { locale: browserTerms().locale, timeZone: zone });
