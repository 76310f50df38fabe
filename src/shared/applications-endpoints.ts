import { z } from 'zod';
import { MessageAnswerSchema } from './api.js';
import {
  ApplicationDefaultsAnswerSchema,
  ApplicationDraftAnswerSchema,
  DraftResumeUploadSchema,
  SaveApplicationDraftSchema,
} from './application-drafts.js';
import { ApplicationSubmissionSchema, NewApplicationAnswerSchema } from './application-submissions.js';
import {
  CandidateApplicationAnswerSchema,
  RecruiterApplicationAnswerSchema,
  ResumeFormSchema,
} from './application-details.js';
import {
  CandidateApplicationsAnswerSchema,
  RecruiterApplicationsAnswerSchema,
  RecruiterApplicationsQuerySchema,
} from './application-lists.js';
import { ChangeStatusSchema, WithdrawApplicationSchema } from './applications.js';
import { OfferAnswerSchema } from './offers.js';
import { endpoints } from './endpoint.js';
import { SendEmailSchema } from './mail.js';
import { MoveAnswerSchema } from './pipeline.js';
import { ApplicationSourcesAnswerSchema } from './sources.js';
import { IdParamsSchema } from './team.js';

// The apply wizard's draft is one per posting: only the signed-in candidate's own, only for a posting open to apply.
const DraftParamsSchema = z.object({ posting_id: z.string().max(100) });

export const candidateApplicationEndpoints = endpoints('Applications', {
  apply: {
    method: 'POST',
    path: '/api/candidate/new_application/',
    summary: 'Applies to an open posting.',
    access: 'candidate',
    carriesFile: true,
    body: ApplicationSubmissionSchema,
    answers: { 201: NewApplicationAnswerSchema },
  },
  listOwn: {
    method: 'GET',
    path: '/api/candidate/applications',
    summary: "The candidate's applications, or one of them in full when `application_id` names it.",
    access: 'candidate',
    query: z.object({ application_id: z.string().max(100).optional(), resume: ResumeFormSchema }),
    // The detail first: a union keeps the first shape that fits, and a list item's would strip a detail.
    answers: { 200: z.union([CandidateApplicationAnswerSchema, CandidateApplicationsAnswerSchema]) },
  },
  answerOffer: {
    method: 'POST',
    path: '/api/candidate/applications/{id}/offer-answer',
    summary: 'Accepts or declines the offer of an application.',
    access: 'candidate',
    params: IdParamsSchema,
    body: OfferAnswerSchema,
    answers: { 200: MessageAnswerSchema },
  },
  withdraw: {
    method: 'POST',
    path: '/api/candidate/applications/{id}/withdraw',
    summary: 'Withdraws an application, with an optional reason.',
    access: 'candidate',
    params: IdParamsSchema,
    // Fastify hands a call without a body to the schema as null.
    body: WithdrawApplicationSchema.nullish(),
    answers: { 200: MessageAnswerSchema },
  },
  defaults: {
    method: 'GET',
    path: '/api/candidate/application-defaults',
    summary: "What a new application starts with: the candidate's last answers and resumes.",
    access: 'candidate',
    answers: { 200: ApplicationDefaultsAnswerSchema },
  },
  draft: {
    method: 'GET',
    path: '/api/candidate/drafts/{posting_id}',
    summary: "The candidate's unfinished application to a posting, if any.",
    access: 'candidate',
    params: DraftParamsSchema,
    answers: { 200: ApplicationDraftAnswerSchema },
  },
  saveDraft: {
    method: 'PUT',
    path: '/api/candidate/drafts/{posting_id}',
    summary: 'Keeps the step and answers of an unfinished application.',
    access: 'candidate',
    params: DraftParamsSchema,
    // What the wizard holds is small even at its limits; a larger body is no draft.
    bodyLimit: 1024 * 1024,
    body: SaveApplicationDraftSchema,
    answers: { 200: ApplicationDraftAnswerSchema },
  },
  saveDraftResume: {
    method: 'PUT',
    path: '/api/candidate/drafts/{posting_id}/resume',
    summary: 'Keeps the resume of an unfinished application.',
    access: 'candidate',
    carriesFile: true,
    params: DraftParamsSchema,
    body: DraftResumeUploadSchema,
    answers: { 200: ApplicationDraftAnswerSchema },
  },
  discardDraft: {
    method: 'DELETE',
    path: '/api/candidate/drafts/{posting_id}',
    summary: 'Discards an unfinished application.',
    access: 'candidate',
    params: DraftParamsSchema,
    answers: { 200: MessageAnswerSchema },
  },
});

export const applicationEndpoints = endpoints('Applications', {
  list: {
    method: 'GET',
    path: '/api/applications/',
    summary:
      'The applications the member sees, filtered a page at a time, or all at once without filters; one in full ' +
      'when `application_id` names it.',
    access: 'readApplications',
    token: 'read_applications',
    query: RecruiterApplicationsQuerySchema,
    answers: { 200: z.union([RecruiterApplicationAnswerSchema, RecruiterApplicationsAnswerSchema]) },
  },
  sources: {
    method: 'GET',
    path: '/api/applications/sources/',
    summary: 'Where the applications the member sees came from, with their counts.',
    access: 'readApplications',
    token: 'read_applications',
    answers: { 200: ApplicationSourcesAnswerSchema },
  },
  changeStatus: {
    method: 'PUT',
    path: '/api/change_status/',
    summary: 'Moves an application into the first stage of a status; an e-mail it sends may be held for undoing.',
    access: 'moveApplications',
    carriesFile: true,
    token: 'change_applications',
    body: ChangeStatusSchema,
    answers: { 200: MoveAnswerSchema },
  },
  sendEmail: {
    method: 'POST',
    path: '/api/send_email/',
    summary: 'Queues an e-mail to the candidate of an application.',
    access: 'moveApplications',
    body: SendEmailSchema,
    answers: { 200: MessageAnswerSchema },
  },
});
