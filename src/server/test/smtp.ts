import net from 'node:net';
import os from 'node:os';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { fileStoreFor } from '../files/configured-store.js';
import { createMailTransport } from '../mail/transport.js';
import { startMailWorker } from '../mail/worker.js';
import { replyAddressesOf } from '../messages/index.js';
import { SMTPServer } from 'smtp-server';

interface ReceivedMail {
  to: string[];
  raw: string;
}

interface TestSmtpOptions {
  port?: number;
  /** Answer every message with this reply: 550 refuses it for good, 451 for now. */
  refuseWith?: number;
  /** Answer only the first message with this reply, keeping what it received in `refused`. */
  refuseFirstWith?: number;
  /** Refuse every sign-in with 535, as a relay answers wrong credentials. */
  refuseSignIn?: boolean;
  /** Runs before each message is accepted: what happens to the sender while a receiver takes its time. */
  beforeAccepting?: () => Promise<void>;
}

/** A real SMTP server on loopback for tests. */
export async function startTestSmtpServer(options: TestSmtpOptions = {}) {
  const received: ReceivedMail[] = [];
  const refused: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Sign-in is offered (over plain loopback) only when a test wants it refused.
    allowInsecureAuth: options.refuseSignIn,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(_auth, _session, callback) {
      callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        await options.beforeAccepting?.();
        const mail = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        const refusal = options.refuseWith ?? (refused.length === 0 ? options.refuseFirstWith : undefined);
        if (refusal) {
          refused.push(mail);
          callback(Object.assign(new Error('Refused by the test server'), { responseCode: refusal }));
          return;
        }
        received.push(mail);
        callback();
      });
    },
  });
  const port = options.port ?? (await freePort());
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Sends every mail that is due through the SMTP server at `smtpUrl` once, as the server's worker does. */
export async function deliverDueMail(
  db: Database,
  config: Pick<Config, 'dataDir' | 'mailFrom' | 'fileStore' | 'appUrl'> &
    Partial<Pick<Config, 'replyToAddress' | 'signingSecret'>>,
  smtpUrl: string,
): Promise<void> {
  const worker = startMailWorker({
    db,
    transport: createMailTransport(smtpUrl, os.tmpdir(), { info() {} }),
    files: fileStoreFor(config),
    from: config.mailFrom,
    appUrl: config.appUrl,
    log: { warn() {}, error() {} },
    pollMs: 60_000,
    replyAddress: await replyAddressesOf({
      replyToAddress: config.replyToAddress,
      signingSecret: config.signingSecret,
      dataDir: config.dataDir,
    }),
  });
  try {
    await worker.runOnce();
  } finally {
    await worker.stop();
  }
}
