import { defineCapability } from '../capability.js';
import { authCandidateData } from './candidate-data.js';
import { createGuards, type Guards } from './guard.js';
import { authRoutes } from './routes.js';

export { withCaller } from './caller.js';
export type { CallerOfRow } from './caller.js';
export { addressLinkToken } from './address-links.js';
export { candidateOfAddress, confirmWithEmailCode, pruneEmailCodes, requestDeleteAccountCode } from './email-codes.js';
export { confirmEmail, isVerified, sendEmailConfirmation } from './email-confirmations.js';
export { beforeBody, carriesToken, memberOf, sessionUserOf } from './guard.js';
export type { Guards, TokenAdmission } from './guard.js';
export { until } from './mails.js';
export { hashNewPassword, verifyAgainstNothing, verifyPassword } from './passwords.js';
export { LIMITS, giveBack, pruneRateLimitHits, take } from './rate-limit.js';
export { toLoginAnswer } from './routes.js';
export type { CompanyFounding } from './service.js';
export { apiTokenMakerHoldsPower, memberSummaryOf, startSession } from './sessions.js';
export { keptReaderTerms, rememberReaderTerms, type ToldTerms, toldTermsOf } from './reader-terms.js';
export type { LoginResult, Member, SessionKey, SessionUser } from './sessions.js';
export { isApiToken, newApiToken, newSessionToken, sha256 } from './tokens.js';
export {
  interviewsFor,
  memberSeesApplication,
  memberSeesPosting,
  notOfDeletedPosting,
  seenPosting,
  userSeesPosting,
} from './visibility.js';

declare module '../events.js' {
  interface DomainEvents {
    /** The candidate showed they own their account's address: they signed in with a code or a link e-mailed there. */
    'candidate.address_confirmed': { candidateId: string };
  }
}

declare module '../capability.js' {
  interface Services {
    /** The guard of each declared `access`, and the reads that look their caller up themselves. */
    guards: Guards;
  }
}

export const authCapability = defineCapability({
  name: 'auth',
  candidateData: authCandidateData,
  provides: ({ db, services }) => ({ guards: createGuards(db, services.tokenAdmission) }),
  routes: async (app, { db, config, services }) => {
    await app.register(authRoutes, {
      db,
      guards: services.guards,
      founding: services.companyFounding,
      authRateLimit: config.authRateLimit,
      appUrl: config.appUrl,
      config,
    });
  },
});
