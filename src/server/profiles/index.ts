import { defineCapability } from '../capability.js';
import { profileCandidateData } from './candidate-data.js';
import { CandidateProfileService } from './candidate-service.js';
import { CompanyProfileService } from './company-service.js';
import { pictureRoutes } from './picture-routes.js';
import { profileRoutes } from './routes.js';

export type { CandidateProfileService } from './candidate-service.js';

declare module '../capability.js' {
  interface Services {
    candidateProfiles: CandidateProfileService;
    companyProfiles: CompanyProfileService;
  }
}

export const profilesCapability = defineCapability({
  name: 'profiles',
  candidateData: profileCandidateData,
  provides: ({ db, files, config }) => ({
    candidateProfiles: new CandidateProfileService(db),
    companyProfiles: new CompanyProfileService(db, files, config.appUrl),
  }),
  routes: async (app, { files, services }) => {
    const { guards, candidateProfiles, companyProfiles } = services;
    await app.register(profileRoutes, { guards, candidates: candidateProfiles, companies: companyProfiles });
    await app.register(pictureRoutes, { guards, files, companies: companyProfiles });
  },
});
