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

/** Where messages are written when no SMTP server is configured. */
export const mailDirOf = (dataDir: string) => path.join(dataDir, 'mail');

/** The Message-ID's local part is the outbox row's id: a written message is named by it, so that erasing the row finds it. */
const writtenName = (messageId: string) => `-${messageId.replace(/^<|@.*$/g, '').replace(/[^\w.-]/g, '')}.eml`;

/** Removes the written copies of the outbox rows `outboxIds`. */
export async function removeWrittenMails(mailDir: string, outboxIds: string[]): Promise<void> {
  if (outboxIds.length === 0) return;
  let names: string[];
  try {
    names = await fs.readdir(mailDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  // Older files carry the whole Message-ID: its domain follows the id.
  const marks = outboxIds.map((id) => `-${id}`);
  for (const name of names) {
    if (name.endsWith('.eml') && marks.some((mark) => name.includes(mark))) {
      await fs.rm(path.join(mailDir, name), { force: true });
    }
  }
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
      const file = path.join(mailDir, `${new Date().toISOString().replaceAll(':', '-')}${writtenName(info.messageId)}`);
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      // The recipient is personal data and the body may hold a reset code: the line names the file only.
      log.info(`mail written to ${file}`);
    },
    close: () => transporter.close(),
  };
}
