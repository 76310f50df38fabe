import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APPLICATION_NOT_FOUND } from '../../shared/applications.js';
import { candidateMessagesEndpoints, messagesEndpoints } from '../../shared/messages-endpoints.js';
import { MESSAGE_MESSAGES } from '../../shared/messages.js';
import type { Database } from '../db/database.js';
import type { Guards } from '../auth/index.js';
import { LIMITS, memberOf, sessionUserOf, take } from '../auth/index.js';
import { serveEndpoints, streaming } from '../http/endpoints.js';
import { findOr404, found, isUuid } from '../http/ids.js';
import type { ThreadReader, ThreadService } from './thread.js';

interface ThreadRoutesOptions {
  db: Database;
  guards: Guards;
  thread: ThreadService;
}

/**
 * A name as a download's `Content-Disposition` gives it: plain ASCII for old clients, and RFC 8187's UTF-8 form for
 * the rest; quotes, backslashes and control characters never reach the header.
 */
function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/** An application's thread: the team reads it and answers from it, the candidate reads it and writes from the portal. */
export const threadRoutes: FastifyPluginAsyncZod<ThreadRoutesOptions> = async (app, { db, guards, thread }) => {
  /** A message's file as a download under its name, for whoever may read the message; 404 for anyone else. */
  async function serveAttachment(
    reply: FastifyReply,
    reader: ThreadReader,
    { id, attachment_id: attachmentId }: { id: string; attachment_id: string },
  ) {
    const attachment = found(
      isUuid(id) ? await thread.attachment(reader, id, attachmentId) : undefined,
      MESSAGE_MESSAGES.attachmentNotFound,
    );
    const bytes = await thread.openRead(attachment);
    return streaming(reply)
      .header('content-type', attachment.contentType)
      .header('content-disposition', attachmentDisposition(attachment.name))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  }

  // The intake serves `inbound` (`inbound-routes.ts`).
  const { messages, sendMessage, uploadAttachment, attachment } = messagesEndpoints;
  serveEndpoints(
    app,
    guards,
    { messages, sendMessage, uploadAttachment, attachment },
    {
      async messages(request) {
        const read = await findOr404(request.params.id, APPLICATION_NOT_FOUND, (id) =>
          thread.forMember(memberOf(request), id),
        );
        return {
          status: 200 as const,
          data: read.messages,
          email_bounced_at: read.emailBouncedAt?.toISOString() ?? null,
          replies_captured: thread.repliesCaptured,
        };
      },

      async sendMessage(request, reply) {
        const data = await findOr404(request.params.id, APPLICATION_NOT_FOUND, (id) =>
          thread.send(memberOf(request), id, request.body),
        );
        return reply.code(201).send({ status: 201 as const, data });
      },

      async uploadAttachment(request, reply) {
        const member = memberOf(request);
        await take(db, LIMITS.messageUploads(member.userId));
        const data = await thread.upload(member, request.body);
        return reply.code(201).send({ status: 201 as const, data });
      },

      attachment: (request, reply) => serveAttachment(reply, { member: memberOf(request) }, request.params),
    },
  );

  serveEndpoints(app, guards, candidateMessagesEndpoints, {
    async candidateMessages(request) {
      const candidate = sessionUserOf(request);
      const data = await findOr404(request.params.id, APPLICATION_NOT_FOUND, (id) =>
        thread.forCandidate(candidate.userId, id),
      );
      return { status: 200 as const, data };
    },

    candidateAttachment: (request, reply) =>
      serveAttachment(reply, { candidateId: sessionUserOf(request).userId }, request.params),

    async sendCandidateMessage(request, reply) {
      const candidate = sessionUserOf(request);
      const data = await findOr404(request.params.id, APPLICATION_NOT_FOUND, async (id) => {
        // Counted only for an application of theirs, so that a wrong id does not use their allowance.
        if (!(await thread.isCandidates(candidate.userId, id))) return undefined;
        await take(db, LIMITS.candidateMessages(candidate.userId));
        return thread.writeAsCandidate(candidate, id, request.body);
      });
      return reply.code(201).send({ status: 201 as const, data });
    },
  });
};
