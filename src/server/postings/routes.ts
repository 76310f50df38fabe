import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { POSTING_MESSAGES } from '../../shared/posting-form.js';
import { postingEndpoints } from '../../shared/postings-endpoints.js';
import type { ApplyPostingAnswer } from '../../shared/postings.js';
import type { Guards } from '../auth/index.js';
import { carriesToken, memberOf } from '../auth/index.js';
import { serveEndpoints } from '../http/endpoints.js';
import { HttpError } from '../http/errors.js';
import { findOr404, found, isUuid } from '../http/ids.js';
import { KeptAnswers } from '../http/kept-answers.js';
import type { PostingService } from './service.js';

/** Room for the postings lists of a few thousand companies: a list of 50 postings is about 10 KB. */
const LISTS_KEPT_BYTES = 16 * 1024 * 1024;
/** Room for a few thousand open postings' public answers, of 5 to 40 KB each. */
const GUEST_ANSWERS_KEPT_BYTES = 32 * 1024 * 1024;

interface PostingRoutesOptions {
  postings: PostingService;
  guards: Guards;
}

export const postingRoutes: FastifyPluginAsyncZod<PostingRoutesOptions> = async (app, { postings, guards }) => {
  const lists = new KeptAnswers(LISTS_KEPT_BYTES);
  // A job link shared on a job board is opened by many guests, each asking for the same answer.
  const guestAnswers = new KeptAnswers(GUEST_ANSWERS_KEPT_BYTES);
  serveEndpoints(
    app,
    guards,
    postingEndpoints,
    {
      async create(request, reply) {
        const posting = await postings.create(memberOf(request), request.body);
        return reply.code(201).send({
          status: 201 as const,
          posting_link: posting.posting_link,
          posting_url: posting.posting_url,
          data: posting,
        });
      },

      async list(request, reply) {
        if (request.query.id !== undefined) {
          await guards.admit(request, 'readApplications');
          const member = memberOf(request);
          const posting = await findOr404(request.query.id, POSTING_MESSAGES.notFound, (id) =>
            postings.getOwn(member, id),
          );
          return { status: 200 as const, data: posting };
        }
        // Admins and Recruiters share their company's list of postings; the others' lists are their own.
        const { current, listOwn } = await guards.read(request, 'readApplications', async (key) => ({
          ...(await postings.ownListTag(key)),
          // Read only when the kept answer is out of date, with the session already admitted here.
          listOwn: () => postings.listOwn(key),
        }));
        if (current) {
          return lists.send(request, reply, current.companyId, current.tag, async () => {
            const { cards, tag } = await listOwn();
            return { tag: tag ?? current.tag, answer: { status: 200 as const, data: cards } };
          });
        }
        const { cards } = await guards.read(request, 'readApplications', (key) => postings.listOwn(key));
        return { status: 200 as const, data: cards };
      },

      async update(request) {
        const { id, ...input } = request.body;
        const posting = await postings.update(memberOf(request), id, input);
        return { status: 200 as const, data: found(posting, POSTING_MESSAGES.notFound) };
      },

      async close(request) {
        const member = memberOf(request);
        const posting = await findOr404(request.body.id, POSTING_MESSAGES.notFound, (id) => postings.close(member, id));
        return { status: 200 as const, data: posting };
      },

      async remove(request) {
        const id = request.body?.id ?? request.query.id;
        if (!id) throw new HttpError(400, POSTING_MESSAGES.missingId);
        const member = memberOf(request);
        await findOr404(id, POSTING_MESSAGES.notFound, (postingId) => postings.softDelete(member, postingId));
        return { status: 200 as const, message: 'Job posting deleted.' };
      },

      async recentOpen(request) {
        const page = await guards.read(request, 'candidate', (key) => postings.listOpen(key, request.query));
        return { status: 200 as const, ...page };
      },

      // A signed-in candidate's token, when sent, adds their own application to the public answer; without one, or
      // with any other, the answer is the public one.
      async apply(request, reply) {
        const { id } = request.params;
        const readOpen = () => findOr404(id, POSTING_MESSAGES.notFound, (postingId) => postings.getOpen(postingId));
        // A guest's answer is the same for every guest: kept per version of what it is made of. A posting not found
        // or closed is refused as it is read.
        const version = !carriesToken(request) && isUuid(id) ? await postings.openTag(id) : undefined;
        if (version?.open) {
          return guestAnswers.send(request, reply, id, version.tag, async () => ({
            tag: version.tag,
            answer: { status: 200, data: await readOpen() } satisfies ApplyPostingAnswer,
          }));
        }
        const posting = await readOpen();
        const candidate = await guards.optionalCaller(request, 'candidate');
        return {
          status: 200 as const,
          data: candidate
            ? { ...posting, ...(await postings.candidateApplication(candidate.userId, posting.id)) }
            : posting,
        };
      },
    },
    { readingTheirCaller: ['list', 'recentOpen'] },
  );
};
