import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGE_LIMITS } from '../../shared/messages.js';
import { messagesEndpoints } from '../../shared/messages-endpoints.js';
import type { Guards } from '../auth/index.js';
import { serveEndpoints } from '../http/endpoints.js';
import { HttpError } from '../http/errors.js';
import { Refusal } from '../refusal.js';
import { formField } from './form-field.js';
import { type IntakeContext, takeInboundMessage } from './intake.js';

/** What the intake answers a provider: an operator reads these in the provider's delivery log, never a candidate. */
const INBOUND_REFUSALS = {
  token: 'The inbound token is missing or wrong.',
  noMessage: 'Send one raw e-mail: the body as message/rfc822, or a form field named email or body-mime.',
  tooLarge: `The e-mail is larger than ${MESSAGE_LIMITS.rawBytes / (1024 * 1024)} MB.`,
} as const;

/** The fields SendGrid's and Mailgun's inbound parsing put the raw message in. */
const RAW_FIELDS = ['email', 'body-mime'];

interface InboundRoutesOptions {
  guards: Guards;
  intake: IntakeContext;
  /** `INBOUND_TOKEN`; without one the call is not there. */
  token: string | undefined;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * `POST /api/inbound/email/` (decision 096): one raw message from a provider that forwards inbound mail, behind a
 * bearer token of the operator's. Its own plugin, so that its parsers of raw bodies and its check of the token reach no
 * other route.
 */
export const inboundRoutes: FastifyPluginAsyncZod<InboundRoutesOptions> = async (app, { guards, intake, token }) => {
  const expected = token === undefined ? undefined : digest(token);

  // Before the body is read: a caller without the token has megabytes refused unread, and the connection closed so
  // that Node does not read them to serve its next request. Digests compare in constant time whatever the lengths.
  app.addHook('onRequest', async (request) => {
    if (expected === undefined) throw new HttpError(404, 'Not found.', { connection: 'close' });
    const given = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1]?.trim();
    if (given === undefined || !timingSafeEqual(digest(given), expected))
      throw new HttpError(401, INBOUND_REFUSALS.token, { connection: 'close', 'www-authenticate': 'Bearer' });
  });

  app.addContentTypeParser('message/rfc822', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (request, body, done) =>
    done(null, formField(body as Buffer, request.headers['content-type'] ?? '', RAW_FIELDS)),
  );

  const { inbound } = messagesEndpoints;
  serveEndpoints(
    app,
    guards,
    { inbound },
    {
      async inbound(request, reply) {
        const raw = request.body;
        if (!Buffer.isBuffer(raw) || raw.length === 0) throw new Refusal('invalid', INBOUND_REFUSALS.noMessage);
        if (raw.length > MESSAGE_LIMITS.rawBytes) throw new Refusal('too-large', INBOUND_REFUSALS.tooLarge);
        const result = await takeInboundMessage(intake, raw);
        return reply.code(202).send({ status: 202 as const, result });
      },
    },
  );
};
