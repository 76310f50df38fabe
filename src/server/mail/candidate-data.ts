import { and, asc, eq, inArray, isNotNull, notInArray, or } from 'drizzle-orm';
import { type CandidateData, partByApplication } from '../candidate-data.js';
import { outbox, outboxConcerns } from '../db/schema.js';

/**
 * The outbox: every e-mail that names or concerns an erased application goes (decision 076), before the application,
 * whose concerns restrict it; an account takes the mail to its address, but for the mail a held application keeps.
 */
export const mailCandidateData: CandidateData = {
  tables: [outbox, outboxConcerns],
  async erase(tx, scope) {
    if (scope.kind === 'company') {
      if (scope.applicationIds.length === 0) return {};
      const concerning = tx
        .select({ id: outboxConcerns.outboxId })
        .from(outboxConcerns)
        .where(inArray(outboxConcerns.applicationId, [...scope.applicationIds]));
      const erased = await tx.delete(outbox).where(inArray(outbox.id, concerning)).returning({ id: outbox.id });
      return { counts: { mails: erased.length }, mails: erased.map((each) => each.id) };
    }
    const held = tx.select({ id: outboxConcerns.outboxId }).from(outboxConcerns);
    const erased = await tx
      .delete(outbox)
      .where(and(eq(outbox.recipient, scope.email), scope.mode === 'retire' ? notInArray(outbox.id, held) : undefined))
      .returning({ id: outbox.id });
    return { mails: erased.map((each) => each.id) };
  },
  async export(db, scope) {
    const mails = await db
      .select()
      .from(outbox)
      .where(
        and(
          inArray(
            outbox.applicationId,
            scope.applications.map((each) => each.id),
          ),
          isNotNull(outbox.sentAt),
          // Only what went to the candidate: never a member's notification about the same application.
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
    return partByApplication(scope, 'emails', mails, (mail) => ({
      subject: mail.subject,
      body_text: mail.textBody,
      sent_at: (mail.sentAt ?? mail.createdAt).toISOString(),
    }));
  },
};
