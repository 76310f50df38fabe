import fs from 'node:fs/promises';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/** One stored message: the envelope's recipients and the raw RFC 5322 text as the app sent it. */
export interface StoredMail {
  to: string[];
  receivedAt: number;
  raw: string;
}

/** Recipients at this domain are refused for good (550), as a mail server refuses a mailbox that does not exist. */
export const REFUSED_DOMAIN = 'refused.example.test';

/**
 * A real SMTP server on loopback, so the app's mail goes through the same nodemailer path as in production.
 * Each message becomes one JSON file in `mailDir`, which the tests (in other processes) read.
 */
export async function startMailServer(mailDir: string, port: number) {
  let sequence = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.toLowerCase().endsWith(`@${REFUSED_DOMAIN}`)) {
        callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const mail: StoredMail = {
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          receivedAt: Date.now(),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        sequence += 1;
        const name = `${String(mail.receivedAt)}-${String(sequence).padStart(6, '0')}`;
        // Written under a temporary name and renamed, so a reader never sees half a message.
        const temporary = path.join(mailDir, `${name}.tmp`);
        fs.writeFile(temporary, JSON.stringify(mail))
          .then(() => fs.rename(temporary, path.join(mailDir, `${name}.json`)))
          .then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `smtp://127.0.0.1:${String(port)}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
