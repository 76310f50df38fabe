import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MessageAnswerSchema } from '../../shared/api.js';
import {
  ApplyPostingAnswerSchema,
  ClosePostingSchema,
  CreatedPostingAnswerSchema,
  DeletePostingSchema,
  POSTING_MESSAGES,
  PostingAnswerSchema,
  PostingInputSchema,
  PostingsAnswerSchema,
  RecentPostingsAnswerSchema,
  RecentPostingsQuerySchema,
  UpdatePostingSchema,
} from '../../shared/postings.js';
import type { Guards } from '../auth/guard.js';
import { memberOf } from '../auth/guard.js';
import { HttpError } from '../http/errors.js';
import { findOr404, found } from '../http/ids.js';
import type { PostingService } from './service.js';

interface PostingRoutesOptions {
  postings: PostingService;
  guards: Guards;
}

export const postingRoutes: FastifyPluginAsyncZod<PostingRoutesOptions> = async (app, { postings, guards }) => {
  app.post(
    '/api/new_posting/',
    {
      ...guards.allowed('managePostings'),
      schema: { body: PostingInputSchema, response: { 201: CreatedPostingAnswerSchema } },
    },
    async (request, reply) => {
      const posting = await postings.create(memberOf(request), request.body);
      return reply.code(201).send({
        status: 201 as const,
        posting_link: posting.posting_link,
        posting_url: posting.posting_url,
        data: posting,
      });
    },
  );

  app.get(
    '/api/postings/',
    {
      ...guards.token,
      schema: {
        querystring: z.object({ id: z.string().max(100).optional() }),
        response: { 200: PostingsAnswerSchema },
      },
    },
    async (request) => {
      if (request.query.id !== undefined) {
        await guards.admit(request, 'readApplications');
        const member = memberOf(request);
        const posting = await findOr404(request.query.id, POSTING_MESSAGES.notFound, (id) =>
          postings.getOwn(member, id),
        );
        return { status: 200 as const, data: posting };
      }
      const { cards } = await guards.read(request, 'readApplications', (key) => postings.listOwn(key));
      return { status: 200 as const, data: cards };
    },
  );

  app.put(
    '/api/update_posting/',
    {
      ...guards.allowed('managePostings'),
      schema: { body: UpdatePostingSchema, response: { 200: PostingAnswerSchema } },
    },
    async (request) => {
      const { id, ...input } = request.body;
      const posting = await postings.update(memberOf(request), id, input);
      return { status: 200 as const, data: found(posting, POSTING_MESSAGES.notFound) };
    },
  );

  app.post(
    '/api/close_posting/',
    {
      ...guards.allowed('managePostings'),
      schema: { body: ClosePostingSchema, response: { 200: PostingAnswerSchema } },
    },
    async (request) => {
      const member = memberOf(request);
      const posting = await findOr404(request.body.id, POSTING_MESSAGES.notFound, (id) => postings.close(member, id));
      return { status: 200 as const, data: posting };
    },
  );

  app.delete(
    '/api/delete_posting/',
    {
      ...guards.allowed('managePostings'),
      // Fastify hands a call without a body to the schema as null: the id then comes by query string.
      schema: {
        body: DeletePostingSchema.nullish(),
        querystring: z.object({ id: z.string().max(100).optional() }),
        response: { 200: MessageAnswerSchema },
      },
    },
    async (request) => {
      const id = request.body?.id ?? request.query.id;
      if (!id) throw new HttpError(400, POSTING_MESSAGES.missingId);
      const member = memberOf(request);
      await findOr404(id, POSTING_MESSAGES.notFound, (postingId) => postings.softDelete(member, postingId));
      return { status: 200 as const, message: 'Job posting deleted.' };
    },
  );

  app.get(
    '/api/candidate/recent_postings/',
    {
      ...guards.token,
      schema: { querystring: RecentPostingsQuerySchema, response: { 200: RecentPostingsAnswerSchema } },
    },
    async (request) => {
      const page = await guards.read(request, 'candidate', (key) => postings.listOpen(key, request.query));
      return { status: 200 as const, ...page };
    },
  );

  // Public: a shared link opens the job without an account. A signed-in candidate's token, when sent, adds their
  // own application to the answer; without one, or with any other, the answer is the public one.
  app.get(
    '/api/apply/:id',
    { schema: { params: z.object({ id: z.string().max(100) }), response: { 200: ApplyPostingAnswerSchema } } },
    async (request) => {
      const posting = await findOr404(request.params.id, POSTING_MESSAGES.notFound, (id) => postings.getOpen(id));
      const candidate = await guards.optionalCaller(request, 'candidate');
      return {
        status: 200 as const,
        data: candidate
          ? { ...posting, ...(await postings.candidateApplication(candidate.userId, posting.id)) }
          : posting,
      };
    },
  );
};
