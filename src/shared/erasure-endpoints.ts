import { MessageAnswerSchema } from './api.js';
import { endpoints } from './endpoint.js';
import { DeleteAccountAnswerSchema, DeleteAccountInputSchema, ErasureAnswerSchema } from './erasure.js';
import { IdParamsSchema } from './team.js';

export const erasureEndpoints = endpoints('Erasure', {
  eraseCandidate: {
    method: 'POST',
    path: '/api/candidates/{id}/erase/',
    summary:
      "Erases everything the caller's company holds about the candidate behind the application `id`: their " +
      'applications with it, files, notes, timeline, interviews, scorecards and e-mails; cannot be undone. 409 while ' +
      'one of their applications with it is under a legal hold, naming it.',
    access: 'eraseCandidates',
    params: IdParamsSchema,
    answers: { 200: ErasureAnswerSchema },
  },
  deleteAccount: {
    method: 'POST',
    path: '/api/candidate/delete_account/',
    summary:
      "Withdraws the caller's open applications, telling each company, then erases their data everywhere and their " +
      'account; the password is asked again, or, for an account without one, a code e-mailed to the caller. ' +
      'Applications under a legal hold are kept, listed in `held`, until it is lifted; the rest goes now.',
    access: 'candidate',
    body: DeleteAccountInputSchema,
    answers: { 200: DeleteAccountAnswerSchema },
  },
  sendDeleteAccountCode: {
    method: 'POST',
    path: '/api/candidate/delete_account/code/',
    summary:
      "E-mails the caller a code that confirms their account's deletion; it voids their earlier codes and expires as " +
      'a sign-in code does.',
    access: 'candidate',
    answers: { 200: MessageAnswerSchema },
  },
});
