import { afterAll, describe, expect, it, vi } from 'vitest';

// West of UTC, midnight UTC falls on the evening before: a posting's day must not move back with it.
vi.stubEnv('TZ', 'America/Los_Angeles');
const { browserTerms, formatDay, formatListDate, formatMoment, formatRelative, toDateFieldValue } =
  await import('./dates');
const { formatDate, formatDateTime } = await import('../../shared/dates');
/** The same day or moment written in the runtime's own language, in UTC: what the reader's calendar must show. */
const inUtc = (iso: string) => formatDate(iso, { locale: browserTerms().locale, timeZone: 'UTC' }, 'short');
afterAll(() => {
  vi.unstubAllEnvs();
});

describe('dates in the web app', () => {
  it('reads the browser’s own language and zone', () => {
    expect(browserTerms()).toEqual({
      locale: Intl.DateTimeFormat().resolvedOptions().locale,
      timeZone: 'America/Los_Angeles',
    });
  });

  it('shows a posting day stored as midnight UTC as that same day west of UTC', () => {
    const day = formatDate('2025-01-05T12:00:00.000Z', { locale: browserTerms().locale, timeZone: 'UTC' });
    expect(formatDay('2025-01-05T00:00:00.000Z')).toBe(day);
    expect(formatDay('2025-01-05')).toBe(day);
  });

  it('shows a moment on the reader’s own day and clock', () => {
    expect(formatListDate('2025-01-05T03:00:00.000Z')).toBe(inUtc('2025-01-04T12:00:00.000Z'));
    expect(formatMoment('2025-01-05T03:00:00.000Z')).toBe(
      formatDateTime('2025-01-04T19:00:00.000Z', { locale: browserTerms().locale, timeZone: 'UTC' }, 'medium'),
    );
  });

  it('shows nothing for a value that is not a date', () => {
    expect(formatDay('')).toBe('');
    expect(formatListDate('soon')).toBe('');
  });

  it('tells a moment near now in words, and one a month or more away by its date', () => {
    const now = Date.parse('2025-03-10T12:00:00.000Z');
    expect(formatRelative('2025-03-10T11:59:30.000Z', now)).toBe('just now');
    expect(formatRelative('2025-03-10T11:55:00.000Z', now)).toBe('5 minutes ago');
    expect(formatRelative('2025-03-10T09:00:00.000Z', now)).toBe('3 hours ago');
    expect(formatRelative('2025-03-09T12:00:00.000Z', now)).toBe('yesterday');
    expect(formatRelative('2025-03-16T12:00:00.000Z', now)).toBe('in 6 days');
    expect(formatRelative('2025-01-05T20:00:00.000Z', now)).toBe(inUtc('2025-01-05T12:00:00.000Z'));
    expect(formatRelative('never', now)).toBe('');
  });

  it('gives a date field the day of the person’s own calendar', () => {
    expect(toDateFieldValue(new Date(2025, 0, 5, 23, 30))).toBe('2025-01-05');
  });
});
