import { defineCapability } from '../capability.js';
import { AvailabilityService } from './availability.js';
import { schedulingRoutes } from './routes.js';

/** When members can interview: their working hours, and the slots their calendars leave free. */
export const schedulingCapability = defineCapability({
  name: 'scheduling',
  routes: async (app, { db, services }) => {
    await app.register(schedulingRoutes, { guards: services.guards, availability: new AvailabilityService(db) });
  },
});
