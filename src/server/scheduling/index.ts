import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { SecretBox } from '../secrets/index.js';
import { everyMinute } from '../tasks/queue.js';
import { defineCapability } from '../capability.js';
import { AvailabilityService } from './availability.js';
import { BusyTimes } from './busy.js';
import { CALENDAR_SEALED_COLUMNS, CalendarService } from './calendars.js';
import { schedulingRoutes } from './routes.js';

const calendarsOf = (db: Database, config: Config, secrets: SecretBox, availability: AvailabilityService) =>
  new CalendarService({
    db,
    secrets,
    availability,
    fetching: { allowPrivate: config.outboundAllowPrivate },
    appUrl: config.appUrl,
  });

/** When members can interview: their working hours, the busy time their calendars hold, and the slots left free. */
export const schedulingCapability = defineCapability({
  name: 'scheduling',
  routes: async (app, { db, config, secrets, services }) => {
    const availability = new AvailabilityService(db);
    await app.register(schedulingRoutes, {
      guards: services.guards,
      availability,
      calendars: calendarsOf(db, config, secrets, availability),
      busyTimes: new BusyTimes(db, availability),
    });
  },
  tasks: ({ db, config, secrets }) => {
    const calendars = calendarsOf(db, config, secrets, new AvailabilityService(db));
    // Each calendar is read every 10 minutes: the look each minute reads those whose time has come.
    return [everyMinute('calendars-sync', (now) => calendars.syncDue(now))];
  },
  sealedColumns: CALENDAR_SEALED_COLUMNS,
});
