import { afterAll, describe, expect, it, vi } from 'vitest';

// West of UTC, midnight UTC falls on the evening before: a posting's day must not move back with it.
vi.stubEnv('TZ', 'America/Los_Angeles');
const { formatDay, formatListDate, formatMoment, toDateFieldValue } = await import('./dates');
afterAll(() => {
  vi.unstubAllEnvs();
});

describe('dates in the web app', () => {
  it('shows a posting day stored as midnight UTC as that same day west of UTC', () => {
    expect(formatDay('2025-01-05T00:00:00.000Z')).toBe('Jan 5, 2025');
    expect(formatDay('2025-01-05')).toBe('Jan 5, 2025');
  });

  it('shows a moment on the reader’s own day, lists in day/month/year', () => {
    expect(formatListDate('2025-01-05T03:00:00.000Z')).toBe('04/01/2025');
    expect(formatMoment('2025-01-05T03:00:00.000Z')).toBe('4 Jan 2025, 19:00');
  });

  it('shows nothing for a value that is not a date', () => {
    expect(formatDay('')).toBe('');
    expect(formatListDate('soon')).toBe('');
  });

  it('gives a date field the day of the person’s own calendar', () => {
    expect(toDateFieldValue(new Date(2025, 0, 5, 23, 30))).toBe('2025-01-05');
  });
});
