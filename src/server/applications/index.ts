import { defineCapability } from '../capability.js';
import { applicationCandidateData } from './candidate-data.js';
import { annotationRoutes } from './annotation-routes.js';
import { AnnotationService } from './annotation-service.js';
import { candidateApplicationRoutes } from './candidate-routes.js';
import { DecisionService } from './decision-service.js';
import { ApplicationDefaultsService } from './defaults-service.js';
import { DraftService } from './draft-service.js';
import { fileRoutes } from './file-routes.js';
import { GuestApplicationService } from './guest-apply.js';
import { guestApplicationRoutes } from './guest-routes.js';
import { confirmAddress } from './address-confirmations.js';
import { recruiterApplicationRoutes } from './recruiter-routes.js';
import { ReviewService } from './review-service.js';
import { ApplicationService } from './service.js';

export { emailCandidate } from './candidate-email.js';
export { sourceFilterOf } from './review-service.js';

declare module '../capability.js' {
  interface Services {
    applications: ApplicationService;
    /** The candidate's decisions on their applications: offer answers, withdrawals. */
    decisions: DecisionService;
  }
}

export const applicationsCapability = defineCapability({
  name: 'applications',
  candidateData: applicationCandidateData,
  provides: ({ db, files, config, services }) => ({
    applications: new ApplicationService(db, files, config.appUrl, services.moves),
    decisions: new DecisionService(db, files, config.appUrl, services.moves),
  }),
  reactions: { 'candidate.address_confirmed': (tx, { candidateId }) => confirmAddress(tx, candidateId) },
  routes: async (app, { db, files, config, services }) => {
    const { guards, applications, decisions, moves, postings, candidateProfiles } = services;
    await app.register(candidateApplicationRoutes, {
      db,
      guards,
      applications,
      decisions,
      drafts: new DraftService(db, files, postings),
      defaults: new ApplicationDefaultsService(db, candidateProfiles),
    });
    await app.register(guestApplicationRoutes, {
      guards,
      guestApplications: new GuestApplicationService(db, config, applications),
    });
    await app.register(recruiterApplicationRoutes, { guards, applications, review: new ReviewService(db), moves });
    await app.register(fileRoutes, { guards, files, applications });
    await app.register(annotationRoutes, { guards, annotations: new AnnotationService(db, files) });
  },
});
