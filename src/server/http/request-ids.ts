import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';

/** What a proxy's id may be: short, and nothing that could break a log line or a header. */
const SENT_ID = /^[\w.:=+/-]{1,128}$/;

/**
 * Fastify's `genReqId`: the id a trusted proxy sent in `X-Request-Id`, so that its logs and ours name a request
 * alike, else a random UUID, unique across every process. A client that is not a trusted proxy cannot choose the
 * id its request is logged under. Trust is Fastify's own rule for `TRUST_PROXY`, applied to the connection's peer.
 */
export function requestIdsFor(trustProxy: boolean | string): (raw: IncomingMessage) => string {
  const trusted =
    typeof trustProxy === 'boolean'
      ? () => trustProxy
      : proxyAddr.compile(trustProxy.split(',').map((address) => address.trim()));
  return (raw) => {
    const sent = raw.headers['x-request-id'];
    const peer = raw.socket.remoteAddress;
    if (typeof sent === 'string' && SENT_ID.test(sent) && peer !== undefined && trusted(peer, 0)) return sent;
    return randomUUID();
  };
}

/** Every answer names its request, so that a person reporting a problem can quote the id the log has. */
export function echoRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}
