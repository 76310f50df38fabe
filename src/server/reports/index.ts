import { defineCapability } from '../capability.js';
import { HiringReports } from './hiring-reports.js';
import { reportRoutes } from './routes.js';
import { ReportService } from './service.js';

export const reportsCapability = defineCapability({
  name: 'reports',
  routes: async (app, { db, services }) => {
    await app.register(reportRoutes, {
      guards: services.guards,
      reports: new ReportService(db),
      hiringReports: new HiringReports(db),
    });
  },
});
