import { z } from 'zod';
import {
  ApplyChallengeAnswerSchema,
  GuestApplicationAnswerSchema,
  GuestApplicationSchema,
  RESUME_MAX_BYTES,
} from './application-submissions.js';
import { endpoints } from './endpoint.js';

// Apart from the other applications' calls, whose answers describe a whole application: a guest's apply page loads
// only what it sends and reads (decision 105).

const PostingParamsSchema = z.object({ id: z.string().max(100) });

/** Applying from a quick posting's page without an account (decision 088). */
export const guestApplicationEndpoints = endpoints('Applications', {
  challenge: {
    method: 'GET',
    path: '/api/apply/{id}/challenge/',
    summary: "A proof-of-work challenge (ALTCHA) for the posting's apply form, signed, to be solved once.",
    access: 'public',
    params: PostingParamsSchema,
    answers: { 200: ApplyChallengeAnswerSchema },
  },
  applyWithoutAccount: {
    method: 'POST',
    path: '/api/apply/{id}/',
    summary: 'Applies to an open quick-form posting without an account, with a solved challenge.',
    access: 'public',
    carriesFile: true,
    params: PostingParamsSchema,
    body: GuestApplicationSchema,
    // The resume as base64 and the form's fields: anyone may send this call, so it reads no more than that.
    bodyLimit: Math.ceil((RESUME_MAX_BYTES * 4) / 3) + 256 * 1024,
    answers: { 201: GuestApplicationAnswerSchema },
  },
});
