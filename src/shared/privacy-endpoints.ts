import { z } from 'zod';
import { endpoints } from './endpoint.js';
import {
  ApplicationPrivacyAnswerSchema,
  PrivacySettingsAnswerSchema,
  PrivacySettingsInputSchema,
  PublicPrivacyNoticeAnswerSchema,
  TalentPoolConsentsAnswerSchema,
} from './privacy.js';
import { IdParamsSchema } from './team.js';

// Admins write the company's privacy notice and retention; Admins and Recruiters read them.
export const privacyEndpoints = endpoints('Privacy', {
  settings: {
    method: 'GET',
    path: '/api/privacy/',
    summary: "The company's current privacy notice, its earlier versions and the retention of candidates' data.",
    access: 'readPrivacy',
    answers: { 200: PrivacySettingsAnswerSchema },
  },
  saveSettings: {
    method: 'PUT',
    path: '/api/privacy/',
    summary:
      'Saves the privacy notice and the retention; a changed text or link becomes a new version, and the first ' +
      'time retention is turned on starts its grace period.',
    access: 'manageCompany',
    body: PrivacySettingsInputSchema,
    answers: { 200: PrivacySettingsAnswerSchema },
  },
  applicationPrivacy: {
    method: 'GET',
    path: '/api/applications/{id}/privacy/',
    summary: "The notice version an application's candidate was shown, and their talent-pool consent.",
    access: 'readApplications',
    params: IdParamsSchema,
    answers: { 200: ApplicationPrivacyAnswerSchema },
  },
  // Public: a candidate reads the notice before signing in or applying, as the law asks at the point of collection.
  postingNotice: {
    method: 'GET',
    path: '/api/postings/{id}/privacy_notice/',
    summary: "The current privacy notice of a posting's company, as its apply page shows it.",
    access: 'public',
    params: z.object({ id: z.string().max(100) }),
    answers: { 200: PublicPrivacyNoticeAnswerSchema },
  },
});

// The candidate reads and withdraws their own talent-pool consent.
export const candidatePrivacyEndpoints = endpoints('Privacy', {
  ownConsents: {
    method: 'GET',
    path: '/api/candidate/talent_pool_consents/',
    summary: "The candidate's talent-pool consents, withdrawn ones included, newest first.",
    access: 'candidate',
    answers: { 200: TalentPoolConsentsAnswerSchema },
  },
  ownApplicationPrivacy: {
    method: 'GET',
    path: '/api/candidate/applications/{id}/privacy/',
    summary: 'The notice version the candidate was shown for one of their applications, and their talent-pool consent.',
    access: 'candidate',
    params: IdParamsSchema,
    answers: { 200: ApplicationPrivacyAnswerSchema },
  },
  withdrawConsent: {
    method: 'DELETE',
    path: '/api/candidate/applications/{id}/talent_pool_consent/',
    summary: 'Withdraws the talent-pool consent of one of their applications; withdrawing again is harmless.',
    access: 'candidate',
    params: IdParamsSchema,
    answers: { 200: ApplicationPrivacyAnswerSchema },
  },
});
