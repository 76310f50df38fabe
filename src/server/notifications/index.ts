import { defineCapability } from '../capability.js';
import { notificationCandidateData } from './candidate-data.js';
import { digestWork } from './digest.js';
import { notificationRoutes } from './routes.js';
import { NotificationService } from './service.js';

export { applicationLink, newApplicationMail } from './mails.js';
export { notifyTeam } from './notify.js';

export const notificationsCapability = defineCapability({
  name: 'notifications',
  candidateData: notificationCandidateData,
  routes: async (app, { db, services }) => {
    await app.register(notificationRoutes, { guards: services.guards, notifications: new NotificationService(db) });
  },
  tasks: ({ db, config }) => [digestWork({ db, appUrl: config.appUrl })],
});
