import { defineCapability } from '../capability.js';
import { messagesCandidateData } from './candidate-data.js';
import { startInboundReader } from './imap-reader.js';
import { inboundRoutes } from './inbound-routes.js';
import { inboundStatusRoutes } from './inbound-status.js';
import { messageNoticeWork, queueMessageNotice } from './notices.js';
import { replyKeyOf } from './reply-address.js';
import { threadRoutes } from './routes.js';
import { ThreadService } from './thread.js';

export { replyAddressesOf } from './reply-address.js';

/**
 * An application's conversation with its candidate (decision 095): the reply address each message to them carries,
 * the answers read from a mailbox or taken from a provider's inbound intake (decision 096), and the thread both sides
 * read and write (decision 099).
 */
export const messagesCapability = defineCapability({
  name: 'messages',
  candidateData: messagesCandidateData,
  routes: async (app, { config, db, files, services }) => {
    await app.register(inboundRoutes, {
      guards: services.guards,
      intake: { db, store: files.store, replyKey: await replyKeyOf(config) },
      token: config.inboundToken,
    });
    await app.register(threadRoutes, {
      db,
      guards: services.guards,
      thread: new ThreadService(db, files, {
        mailFrom: config.mailFrom,
        repliesCaptured: Boolean(config.replyToAddress ?? config.inboundToken ?? config.imapUrl),
      }),
    });
    await app.register(inboundStatusRoutes, { guards: services.guards, db, config });
  },
  tasks: ({ db, config }) => [messageNoticeWork({ db, appUrl: config.appUrl })],
  reactions: {
    // Who is told is decided once the message is stored, with the app's address for the e-mail's link (decision 098).
    'message.received': async (tx, { data }) => {
      for (const { message_id: messageId, kind } of data)
        if (messageId && kind !== 'auto_reply') await queueMessageNotice(tx, messageId);
    },
  },
  // One process at a time reads the mailbox; the others stand by (decision 097).
  workers: ({ config, db, store, log, dedicatedClient }) =>
    config.imapUrl
      ? [
          startInboundReader({
            db,
            intake: replyKeyOf(config).then((replyKey) => ({ db, store, replyKey })),
            url: config.imapUrl,
            mailbox: config.imapMailbox,
            accessTokenFile: config.imapAccessTokenFile,
            lockWith: dedicatedClient,
            log,
          }),
        ]
      : [],
});
