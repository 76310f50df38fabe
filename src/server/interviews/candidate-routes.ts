import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INTERVIEW_LIMITS, INTERVIEW_MESSAGES, InterviewAnswerInputSchema } from '../../shared/interviews.js';
import { candidateInterviewEndpoints } from '../../shared/interviews-endpoints.js';
import type { Guards } from '../auth/index.js';
import { sessionUserOf } from '../auth/index.js';
import { serveEndpoints } from '../http/endpoints.js';
import { findOr404 } from '../http/ids.js';
import { hasAnswerLinkShape } from './answer-links.js';
import { answerPage } from './answer-pages.js';
import type { CandidateInterviewService } from './answers.js';

interface CandidateInterviewRoutesOptions {
  answers: CandidateInterviewService;
  guards: Guards;
  appUrl: string;
}

const TokenParams = z.object({ token: z.string().max(1000) });
const LinkForm = z.object({ message: z.string().max(10_000).optional() }).nullish();

/**
 * The link's form at its longest, as a browser posts it: the message percent-encoded, where a character takes up to
 * nine bytes (`%E4%BD%A0`), and its field's name.
 */
const LINK_FORM_BODY_LIMIT_BYTES = INTERVIEW_LIMITS.messageLength * 9 + 1024;

export const candidateInterviewRoutes: FastifyPluginAsyncZod<CandidateInterviewRoutesOptions> = async (
  app,
  { answers, guards, appUrl },
) => {
  serveEndpoints(app, guards, candidateInterviewEndpoints, {
    async listOwn(request) {
      return { status: 200 as const, data: await answers.listOwn(sessionUserOf(request).userId) };
    },

    async answer(request) {
      const candidateId = sessionUserOf(request).userId;
      const interview = await findOr404(request.params.id, INTERVIEW_MESSAGES.notFound, (id) =>
        answers.answer(candidateId, id, request.body),
      );
      return { status: 200 as const, data: interview };
    },

    async pickSlot(request) {
      const candidateId = sessionUserOf(request).userId;
      const interview = await findOr404(request.params.id, INTERVIEW_MESSAGES.notFound, (id) =>
        answers.pickSlot(candidateId, id, request.body.slot_id),
      );
      return { status: 200 as const, data: interview };
    },
  });

  // The page's form posts as a browser does without script.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body: string, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body))),
  );

  const send = (reply: FastifyReply, { status, body }: { status: number; body: string }) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      // The address is a bearer credential: no cache keeps the page, and no link on it passes the address on.
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(body);

  /**
   * A token that cannot be a link's is answered as an unknown link as the request arrives, before its body is read or
   * the database asked. A body of no stated length is not read to serve the connection's next request.
   */
  const onRequest = async (request: FastifyRequest<{ Params: z.infer<typeof TokenParams> }>, reply: FastifyReply) => {
    if (hasAnswerLinkShape(request.params.token)) return;
    if (request.headers['transfer-encoding'] !== undefined) void reply.header('connection', 'close');
    return send(reply, answerPage({ kind: 'unknown' }, appUrl));
  };

  // Public: the candidate's e-mail link, signed for them; opening it shows what it would do and changes nothing.
  app.get('/interviews/answer/:token', { onRequest, schema: { params: TokenParams } }, async (request, reply) =>
    send(reply, answerPage(await answers.previewLink(request.params.token), appUrl)),
  );

  // Public: the same link's button, the one call that acts on it.
  const form = { onRequest, bodyLimit: LINK_FORM_BODY_LIMIT_BYTES, schema: { params: TokenParams, body: LinkForm } };
  app.post('/interviews/answer/:token', form, async (request, reply) => {
    const { token } = request.params;
    let message = '';
    const preview = await answers.previewLink(token);
    if (preview.kind === 'ready' && preview.link.action !== 'pick') {
      const input = InterviewAnswerInputSchema.safeParse({
        answer: preview.link.action,
        message: request.body?.message ?? '',
      });
      if (!input.success) return send(reply, answerPage(preview, appUrl, input.error.issues[0]!.message));
      message = input.data.message;
    }
    const outcome = await answers.useLink(token, message);
    return send(reply, answerPage(outcome, appUrl));
  });
};
