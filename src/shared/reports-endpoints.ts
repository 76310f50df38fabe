import { endpoints } from './endpoint.js';
import { SelfIdentificationQuerySchema, SelfIdentificationReportAnswerSchema } from './reports.js';

export const reportEndpoints = endpoints('Reports', {
  selfIdentification: {
    method: 'GET',
    path: '/api/reports/self_identification/',
    summary:
      "How the company's applicants answered the voluntary self-identification questions, per posting and period: " +
      'each count under 5 reads "fewer than 5", and no totals are given.',
    access: 'readSelfIdentificationReport',
    query: SelfIdentificationQuerySchema,
    answers: { 200: SelfIdentificationReportAnswerSchema },
  },
});
