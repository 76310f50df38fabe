import { endpoints } from './endpoint.js';
import {
  ApplicationScorecardsAnswerSchema,
  AttachedTemplateAnswerSchema,
  AttachTemplateInputSchema,
  ComparisonAnswerSchema,
  ComparisonQuerySchema,
  CreatedScorecardTemplateAnswerSchema,
  MyScorecardAnswerSchema,
  MyScorecardInputSchema,
  PostingStageTemplatesAnswerSchema,
  ScorecardTemplateAnswerSchema,
  ScorecardTemplateInputSchema,
  ScorecardTemplatesAnswerSchema,
  StageTemplateParamsSchema,
} from './scorecards.js';
import { IdParamsSchema } from './team.js';

// Admins and Recruiters keep the templates and attach them; every member reads them, and writes and reads the
// scorecards of the applications they see, the others' content only as the company's rule allows.
export const scorecardEndpoints = endpoints('Scorecards', {
  templates: {
    method: 'GET',
    path: '/api/scorecard_templates/',
    summary: "The company's scorecard templates, each as its current version reads; archived ones are left out.",
    access: 'member',
    answers: { 200: ScorecardTemplatesAnswerSchema },
  },
  createTemplate: {
    method: 'POST',
    path: '/api/scorecard_templates/',
    summary: 'Creates a scorecard template: sections of 1 to 20 criteria, each a name and an optional hint.',
    access: 'manageScorecardTemplates',
    body: ScorecardTemplateInputSchema,
    answers: { 201: CreatedScorecardTemplateAnswerSchema },
  },
  updateTemplate: {
    method: 'PUT',
    path: '/api/scorecard_templates/{id}/',
    summary:
      "Saves a template's next version; scorecards already written keep the version they answered. A criterion " +
      'sent with its `id` stays the same criterion.',
    access: 'manageScorecardTemplates',
    params: IdParamsSchema,
    body: ScorecardTemplateInputSchema,
    answers: { 200: ScorecardTemplateAnswerSchema },
  },
  archiveTemplate: {
    method: 'DELETE',
    path: '/api/scorecard_templates/{id}/',
    summary: 'Archives a template: it is no longer offered or attached, and the scorecards written with it keep it.',
    access: 'manageScorecardTemplates',
    params: IdParamsSchema,
    answers: { 200: ScorecardTemplateAnswerSchema },
  },
  attachToStage: {
    method: 'PUT',
    path: '/api/stages/{id}/scorecard_template/',
    summary: "Attaches a template to one of the company's stages, for every posting; null takes it away.",
    access: 'manageScorecardTemplates',
    params: IdParamsSchema,
    body: AttachTemplateInputSchema,
    answers: { 200: AttachedTemplateAnswerSchema },
  },
  postingStageTemplates: {
    method: 'GET',
    path: '/api/postings/{id}/scorecard_templates/',
    summary: "A posting's stages and the template each asks for: the posting's own, else the company's stage's.",
    access: 'readApplications',
    params: IdParamsSchema,
    answers: { 200: PostingStageTemplatesAnswerSchema },
  },
  attachToPostingStage: {
    method: 'PUT',
    path: '/api/postings/{id}/stages/{stage_id}/scorecard_template/',
    summary: "Attaches a template to one stage of one posting, over the company's; null goes back to the company's.",
    access: 'manageScorecardTemplates',
    params: StageTemplateParamsSchema,
    body: AttachTemplateInputSchema,
    answers: { 200: AttachedTemplateAnswerSchema },
  },
  attachToInterview: {
    method: 'PUT',
    path: '/api/interviews/{id}/scorecard_template/',
    summary: "Chooses the template of an interview's scorecards, over its stage's; null goes back to the stage's.",
    access: 'scheduleInterviews',
    params: IdParamsSchema,
    body: AttachTemplateInputSchema,
    answers: { 200: AttachedTemplateAnswerSchema },
  },
  ofApplication: {
    method: 'GET',
    path: '/api/applications/{id}/scorecards/',
    summary:
      "An application's scorecards and their summary line. Until a Hiring Manager or Interviewer has submitted their " +
      "own, the others' ratings, recommendations and summaries are left out (the company's `scorecard_visibility`).",
    access: 'readApplications',
    token: 'read_scorecards',
    params: IdParamsSchema,
    answers: { 200: ApplicationScorecardsAnswerSchema },
  },
  saveMine: {
    method: 'PUT',
    path: '/api/applications/{id}/scorecards/mine/',
    summary:
      "Saves the caller's own scorecard as a draft, or submits it with `submit: true`; a submitted one may be " +
      'changed for 24 hours, each change kept in its history, then it is locked.',
    access: 'readApplications',
    params: IdParamsSchema,
    body: MyScorecardInputSchema,
    answers: { 200: MyScorecardAnswerSchema },
  },
  comparison: {
    method: 'GET',
    path: '/api/postings/{id}/scorecards/',
    summary:
      "A posting's comparison: its applications in rows, each criterion and the overall recommendation in columns " +
      '(average and count), and who has not submitted yet; `format=csv` answers it as a CSV file.',
    access: 'readApplications',
    token: 'read_scorecards',
    params: IdParamsSchema,
    query: ComparisonQuerySchema,
    alsoAnswerType: 'text/csv',
    answers: { 200: ComparisonAnswerSchema },
  },
});
