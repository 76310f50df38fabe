import { eq, inArray } from 'drizzle-orm';
import type { CandidateData } from '../candidate-data.js';
import { messageAttachments, messages } from '../db/schema.js';

/**
 * What the candidate wrote back: their messages go with the application by the foreign key's cascade, and the files
 * that came with them are released for the erasure to remove.
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
    return { released: attached.map((each) => each.fileId) };
  },
};
