import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer/index.js';
import SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';

/** `baseBoundary` names every multipart boundary of the message: nodemailer reads it, its types leave it out. */
export type OutgoingMessage = Mail.Options & { baseBoundary?: string };

export interface MailTransport {
  send(message: OutgoingMessage): Promise<void>;
  close(): void;
}

interface Logger {
  info(message: string): void;
}

/** SMTP when a URL is configured; otherwise each message becomes an .eml file, so nothing needs a mail server. */
export function createMailTransport(smtpUrl: string | undefined, mailDir: string, log: Logger): MailTransport {
  if (smtpUrl) {
    // The worker's lease on a message lasts 2 minutes: a server that stalls must fail the send well before another
    // process may claim the same message (nodemailer's own defaults wait up to 10 minutes).
    const transporter = nodemailer.createTransport(
      new SMTPTransport({ url: smtpUrl, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 }),
    );
    return {
      async send(message) {
        await transporter.sendMail(message);
      },
      close: () => transporter.close(),
    };
  }
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transporter.sendMail(message);
      await fs.mkdir(mailDir, { recursive: true });
      const file = path.join(
        mailDir,
        `${new Date().toISOString().replaceAll(':', '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      // The recipient is personal data and the body may hold a reset code: the line names the file only.
      log.info(`mail written to ${file}`);
    },
    close: () => transporter.close(),
  };
}
