import { endpoints } from './endpoint.js';
import {
  LegalHoldAnswerSchema,
  LegalHoldInputSchema,
  RestoreAnswerSchema,
  RetentionPreviewAnswerSchema,
  RetentionPreviewQuerySchema,
} from './retention.js';
import { IdParamsSchema } from './team.js';

// Only Admins see who retention will erase and step in: names of candidates the company may no longer keep.
export const retentionEndpoints = endpoints('Retention', {
  preview: {
    method: 'GET',
    path: '/api/privacy/retention/preview/',
    summary:
      'The dry run of retention: each candidate it will quarantine and erase, and when, soonest first, with those ' +
      'already quarantined; candidates under a legal hold are left out.',
    access: 'eraseCandidates',
    query: RetentionPreviewQuerySchema,
    answers: { 200: RetentionPreviewAnswerSchema },
  },
  restore: {
    method: 'POST',
    path: '/api/candidates/{id}/restore/',
    summary:
      'Takes the candidate behind the application `id` out of quarantine and restarts their retention clock; ' +
      'restoring one not quarantined changes nothing.',
    access: 'eraseCandidates',
    params: IdParamsSchema,
    answers: { 200: RestoreAnswerSchema },
  },
  legalHold: {
    method: 'GET',
    path: '/api/applications/{id}/legal_hold/',
    summary: "The application's legal hold, if it has one in force.",
    access: 'eraseCandidates',
    params: IdParamsSchema,
    answers: { 200: LegalHoldAnswerSchema },
  },
  placeLegalHold: {
    method: 'POST',
    path: '/api/applications/{id}/legal_hold/',
    summary:
      'Places or replaces a legal hold on the application: retention neither quarantines nor erases its candidate ' +
      'with the company until it ends or is lifted.',
    access: 'eraseCandidates',
    params: IdParamsSchema,
    body: LegalHoldInputSchema,
    answers: { 200: LegalHoldAnswerSchema },
  },
  liftLegalHold: {
    method: 'DELETE',
    path: '/api/applications/{id}/legal_hold/',
    summary: "Lifts the application's legal hold; lifting none is harmless.",
    access: 'eraseCandidates',
    params: IdParamsSchema,
    answers: { 200: LegalHoldAnswerSchema },
  },
});
