import { endpoints } from './endpoint.js';
import { CandidateHistoryAnswerSchema } from './candidate-history.js';
import { IdParamsSchema } from './team.js';

// A member reads the history of the applications they see, and only the related applications they may see too.
export const candidateHistoryEndpoints = endpoints('History', {
  related: {
    method: 'GET',
    path: '/api/applications/{id}/related/',
    summary:
      "The candidate's other applications to the company (`history`) and other accounts' applications that look like " +
      'the same person (`duplicates`, each with its `reasons`: `email`, `phone`, `name_city`); only those the caller ' +
      'may see.',
    access: 'readApplications',
    token: 'read_applications',
    params: IdParamsSchema,
    answers: { 200: CandidateHistoryAnswerSchema },
  },
});
