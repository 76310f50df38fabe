import { sql, type SQL } from 'drizzle-orm';

/**
 * "Today" is the calendar day in the app server's time zone (the TZ environment variable, else the system's),
 * worked out in SQL so that the database server's own time-zone setting does not matter.
 */
export const SERVER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

export function startOfToday(): SQL {
  return sql`(date_trunc('day', now() AT TIME ZONE ${SERVER_TIME_ZONE}) AT TIME ZONE ${SERVER_TIME_ZONE})`;
}
