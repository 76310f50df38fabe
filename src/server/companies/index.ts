import { defineCapability } from '../capability.js';
import type { CompanyFounding } from '../auth/index.js';
import { createCompany, lostSlugRace, SLUG_ATTEMPTS } from './service.js';

declare module '../capability.js' {
  interface Services {
    /** Creates a registering recruiter's company, for sign-up. */
    companyFounding: CompanyFounding;
  }
}

export const companiesCapability = defineCapability({
  name: 'companies',
  provides: () => ({ companyFounding: { create: createCompany, lostRace: lostSlugRace, attempts: SLUG_ATTEMPTS } }),
});
