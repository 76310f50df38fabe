import { z } from 'zod';
import { MessageAnswerSchema } from './api.js';
import { endpoints } from './endpoint.js';
import {
  ApplyPostingAnswerSchema,
  CreatedPostingAnswerSchema,
  PostingAnswerSchema,
  PostingsAnswerSchema,
} from './postings.js';
import { ClosePostingSchema, DeletePostingSchema, PostingInputSchema, UpdatePostingSchema } from './posting-form.js';
import { RecentPostingsAnswerSchema, RecentPostingsQuerySchema } from './recent-postings.js';

const PostingIdQuerySchema = z.object({ id: z.string().max(100).optional() });

export const postingEndpoints = endpoints('Postings', {
  create: {
    method: 'POST',
    path: '/api/new_posting/',
    summary: 'Publishes a new job posting.',
    access: 'managePostings',
    token: 'manage_postings',
    body: PostingInputSchema,
    answers: { 201: CreatedPostingAnswerSchema },
  },
  list: {
    method: 'GET',
    path: '/api/postings/',
    summary: "The company's postings the member sees as cards, or one posting in full when `id` names it.",
    access: 'readApplications',
    token: 'read_postings',
    query: PostingIdQuerySchema,
    answers: { 200: PostingsAnswerSchema },
  },
  update: {
    method: 'PUT',
    path: '/api/update_posting/',
    summary: 'Changes a posting.',
    access: 'managePostings',
    token: 'manage_postings',
    body: UpdatePostingSchema,
    answers: { 200: PostingAnswerSchema },
  },
  close: {
    method: 'POST',
    path: '/api/close_posting/',
    summary: 'Closes a posting to new applications.',
    access: 'managePostings',
    token: 'manage_postings',
    body: ClosePostingSchema,
    answers: { 200: PostingAnswerSchema },
  },
  remove: {
    method: 'DELETE',
    path: '/api/delete_posting/',
    summary: 'Deletes a posting; its id comes in the body or, for a call without one, in the query string.',
    access: 'managePostings',
    token: 'manage_postings',
    // Fastify hands a call without a body to the schema as null.
    body: DeletePostingSchema.nullish(),
    query: PostingIdQuerySchema,
    answers: { 200: MessageAnswerSchema },
  },
  recentOpen: {
    method: 'GET',
    path: '/api/candidate/recent_postings/',
    summary: 'Open postings for a candidate, newest first, a page at a time.',
    access: 'candidate',
    query: RecentPostingsQuerySchema,
    answers: { 200: RecentPostingsAnswerSchema },
  },
  apply: {
    method: 'GET',
    path: '/api/apply/{id}',
    summary: "An open posting as a shared link shows it; a signed-in candidate's token adds their own application.",
    access: 'public',
    params: z.object({ id: z.string().max(100) }),
    answers: { 200: ApplyPostingAnswerSchema },
  },
});
