import { endpoints } from './endpoint.js';
import { CandidateExportQuerySchema } from './export.js';
import { FileAnswerSchema } from './files.js';
import { IdParamsSchema } from './team.js';

// Both answer a ZIP (`data.json`, described by `ExportDataSchema`, and the candidate's files), streamed as it is made.
export const exportEndpoints = endpoints('Export', {
  mine: {
    method: 'GET',
    path: '/api/candidate/export/',
    summary: "The caller's own data with every company, as a ZIP of `data.json` and their files.",
    access: 'candidate',
    answerType: 'application/zip',
    answers: { 200: FileAnswerSchema },
  },
  ofCandidate: {
    method: 'GET',
    path: '/api/candidates/{id}/export/',
    summary:
      "What the caller's company holds about the candidate behind the application `id`, as a ZIP; the company's " +
      'notes, resume annotations and scorecards only with `include=work_product`.',
    access: 'exportCandidates',
    params: IdParamsSchema,
    query: CandidateExportQuerySchema,
    answerType: 'application/zip',
    answers: { 200: FileAnswerSchema },
  },
});
