/**
 * "Today" is the calendar day in the app server's time zone (the TZ environment variable, else the system's). Every
 * database connection takes it as its session time zone, so that `current_date` in SQL is that day whatever the
 * database server's own setting.
 */
export const SERVER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
