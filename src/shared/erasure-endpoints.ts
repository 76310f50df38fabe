import { endpoints } from './endpoint.js';
import { DeleteAccountInputSchema, ErasureAnswerSchema } from './erasure.js';
import { IdParamsSchema } from './team.js';

export const erasureEndpoints = endpoints('Erasure', {
  eraseCandidate: {
    method: 'POST',
    path: '/api/candidates/{id}/erase/',
    summary:
      "Erases everything the caller's company holds about the candidate behind the application `id`: their " +
      'applications with it, files, notes, timeline, interviews, scorecards and e-mails; cannot be undone.',
    access: 'eraseCandidates',
    params: IdParamsSchema,
    answers: { 200: ErasureAnswerSchema },
  },
  deleteAccount: {
    method: 'POST',
    path: '/api/candidate/delete_account/',
    summary:
      "Withdraws the caller's open applications, telling each company, then erases their data everywhere and their " +
      'account; the password is asked again.',
    access: 'candidate',
    body: DeleteAccountInputSchema,
    answers: { 200: ErasureAnswerSchema },
  },
});
