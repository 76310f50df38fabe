import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { ExportedApplication } from '../../shared/export.js';
import { type CandidateData, countErased } from '../candidate-data.js';
import { messageAttachments, messages, outbox } from '../db/schema.js';

type ExportedMessage = ExportedApplication['messages'][number];

/** "Ada Lovelace <ada@example.com>", or the one of the two there is. */
const fromOf = (name: string, address: string) => (name && address ? `${name} <${address}>` : name || address);

/**
 * What the candidate wrote back: their messages go with the application by the foreign key's cascade, counted, and
 * the files that came with them are released for the erasure to remove. A legal hold keeps the application, and so
 * its messages; the retention sweep erases them as it erases the application (decision 098).
 */
export const messagesCandidateData: CandidateData = {
  tables: [messages, messageAttachments],
  fileUses: [messageAttachments.fileId],
  async erase(tx, scope) {
    if (scope.kind !== 'company' || scope.applicationIds.length === 0) return {};
    const attached = await tx
      .select({ fileId: messageAttachments.fileId })
      .from(messageAttachments)
      .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
      .where(inArray(messages.applicationId, [...scope.applicationIds]));
    return {
      counts: { messages: await countErased(tx, messages.applicationId, scope) },
      released: attached.map((each) => each.fileId),
    };
  },
  /** The whole conversation, both ways, oldest first; the files that came in go into the ZIP beside it. */
  async export(db, scope) {
    const ids = scope.applications.map((each) => each.id);
    const parts = new Map(
      ids.map((id) => [
        id,
        { messages: [] as { at: Date; message: ExportedMessage }[], attachedFiles: [] as string[] },
      ]),
    );
    if (ids.length === 0) return new Map();
    const incoming = await db.select().from(messages).where(inArray(messages.applicationId, ids));
    const attached = await db
      .select({
        messageId: messageAttachments.messageId,
        name: messageAttachments.name,
        fileId: messageAttachments.fileId,
      })
      .from(messageAttachments)
      .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
      .where(inArray(messages.applicationId, ids))
      .orderBy(asc(messageAttachments.createdAt), asc(messageAttachments.id));
    for (const message of incoming) {
      const attachments = attached.filter((each) => each.messageId === message.id);
      const part = parts.get(message.applicationId)!;
      part.messages.push({
        at: message.receivedAt,
        message: {
          direction: 'in',
          kind: message.kind as ExportedMessage['kind'],
          from: fromOf(message.fromName, message.fromAddress),
          subject: message.subject,
          text: message.text,
          quoted_text: message.quotedText,
          at: message.receivedAt.toISOString(),
          attachments: [...attachments.map((each) => each.name), ...message.refusedAttachments],
        },
      });
      part.attachedFiles.push(...attachments.map((each) => each.fileId));
    }
    const outgoing = await db
      .select()
      .from(outbox)
      .where(
        and(
          inArray(outbox.applicationId, ids),
          isNotNull(outbox.sentAt),
          // What went to the candidate: never a member's notification about the same application.
          or(
            eq(outbox.recipient, scope.accountEmail),
            inArray(
              outbox.recipient,
              scope.applications.map((each) => each.email),
            ),
          ),
        ),
      )
      .orderBy(asc(outbox.sentAt));
    for (const mail of outgoing) {
      const sentAt = mail.sentAt ?? mail.createdAt;
      parts.get(mail.applicationId!)!.messages.push({
        at: sentAt,
        message: {
          direction: 'out',
          kind: 'message',
          from: mail.senderName ?? '',
          subject: mail.subject,
          text: mail.textBody,
          quoted_text: '',
          at: sentAt.toISOString(),
          attachments: mail.attachments.map((file) => file.filename),
        },
      });
    }
    return new Map(
      [...parts].map(([id, part]) => [
        id,
        {
          messages: part.messages
            .sort((one, other) => one.at.getTime() - other.at.getTime())
            .map((each) => each.message),
          attachedFiles: part.attachedFiles,
        },
      ]),
    );
  },
};
