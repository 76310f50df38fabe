import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { InboundStatus } from '../../shared/inbound.js';
import { inboundEndpoints } from '../../shared/inbound-endpoints.js';
import type { Guards } from '../auth/index.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { inboundMailboxes } from '../db/schema.js';
import { serveEndpoints } from '../http/endpoints.js';

/** Where the reading of the configured mailbox stands, as the process reading it last recorded. */
async function inboundStatus(db: Database, config: Config): Promise<InboundStatus> {
  if (!config.imapUrl) {
    return {
      reading: false,
      mailbox: null,
      host: null,
      last_read_at: null,
      last_error: null,
      last_error_at: null,
      failures: 0,
    };
  }
  const [row] = await db.select().from(inboundMailboxes).where(eq(inboundMailboxes.mailbox, config.imapMailbox));
  return {
    reading: true,
    mailbox: config.imapMailbox,
    host: new URL(config.imapUrl).host,
    last_read_at: row?.lastReadAt?.toISOString() ?? null,
    last_error: row?.failures ? row.lastError : null,
    last_error_at: row?.failures ? (row.lastErrorAt?.toISOString() ?? null) : null,
    failures: row?.failures ?? 0,
  };
}

export const inboundStatusRoutes: FastifyPluginAsyncZod<{ guards: Guards; db: Database; config: Config }> = async (
  app,
  { guards, db, config },
) => {
  serveEndpoints(app, guards, inboundEndpoints, {
    inboundStatus: async () => ({ status: 200 as const, data: await inboundStatus(db, config) }),
  });
};
