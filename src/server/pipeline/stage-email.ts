import { eq } from 'drizzle-orm';
import { STAGE_EMAIL_DELAY } from '../../shared/pipeline.js';
import { offerLinkHtml, statusChangedMail } from './mails.js';
import { memberSender } from '../mail/senders.js';
import { companySender } from '../mail/senders.js';
import { companies, emailTemplates } from '../db/schema.js';
import type { Tx } from '../db/database.js';
import { html, trustedHtml } from '../html/html.js';
import { enqueueMail, type OutgoingMail } from '../mail/outbox.js';
import { mergeFor, mergeValuesFor } from '../templates/index.js';
import type { StageEffect, StageEffectInputs, StageEntry } from './stage-effect.js';

/**
 * The candidate's one e-mail of a move, held for the company's delay so that the move's undo can take it back.
 */
export const stageEmail =
  (appUrl: string): StageEffect<'email'> =>
  async (tx, entry, input) => {
    const mail = await moveMail(tx, entry, input, appUrl);
    if (!mail) return {};
    const [company] = await tx
      .select({ delay: companies.stageEmailDelayMinutes })
      .from(companies)
      .where(eq(companies.id, entry.application.companyId));
    const delay = company?.delay ?? STAGE_EMAIL_DELAY.default;
    // Without an undo window there is nothing to hold, and nothing an Undo could take back. A candidate's answer is
    // never the company's to undo, and its candidate sees it at once (decision 087).
    if (delay === 0 || 'candidate' in entry.mover) {
      await enqueueMail(tx, mail, entry.application.id);
      return { candidateEmailed: true };
    }
    const dueAt = new Date(Date.now() + delay * 60_000);
    await enqueueMail(tx, { ...mail, holdUntil: dueAt, statusChangeId: entry.statusChangeId }, entry.application.id);
    return {
      candidateEmailed: true,
      undo: {
        status_change_id: entry.statusChangeId,
        due_at: dueAt.toISOString(),
        candidate_name: entry.application.firstName,
      },
    };
  };

/**
 * The e-mail, from the member who moved the candidate, unless the move puts the application back where the candidate
 * last saw it: `template`, chosen for a bulk move; else the stage's template;
 * else the status notice, when the status differs from the one the candidate last saw (the held moves this one
 * overtakes told them nothing); nothing from a stage of "No e-mail". A knock-out's e-mail comes from the company, as
 * its application's receipt did. A candidate's answer to their offer gets the template of a stage it enters (its
 * company's "Hired"), from the company, and never a notice of the status they have just chosen themselves.
 */
async function moveMail(
  tx: Tx,
  { mover, application, target, status, returnsToSeen }: StageEntry,
  { attachments, template }: StageEffectInputs['email'],
  appUrl: string,
): Promise<OutgoingMail | undefined> {
  const byCandidate = 'candidate' in mover;
  if ((byCandidate && target.id === application.stageId) || returnsToSeen) return undefined;
  const member = 'member' in mover ? mover.member : null;
  const sender = member
    ? memberSender(application.companyName, member)
    : companySender(application.companyName, application.recruiterEmail);
  const from = { ...sender, applicationId: application.id, attachments };
  const [stageTemplate] =
    template || target.noEmail || !target.emailTemplateId
      ? []
      : await tx.select().from(emailTemplates).where(eq(emailTemplates.id, target.emailTemplateId));
  const chosen = template ?? stageTemplate;
  if (chosen) {
    const values = await mergeValuesFor(tx, member, application.id);
    if (!values) return undefined;
    const merged = mergeFor(chosen, values);
    const body = trustedHtml(merged.body);
    // An offer's e-mail always says where the offer is, whatever its template says.
    const withLink = status === 'Offer Sent' ? html`${body}${offerLinkHtml(appUrl, application.id)}` : body;
    return { to: application.email, subject: merged.subject, html: withLink, ...from };
  }
  if (target.noEmail || byCandidate || status === application.seenStatus) return undefined;
  const notice = statusChangedMail(
    application.email,
    application.firstName,
    application.jobTitle,
    application.companyName,
    status,
    appUrl,
    attachments.length > 0,
  );
  if (status === 'Offer Sent')
    return { ...notice, html: html`${notice.html}${offerLinkHtml(appUrl, application.id)}`, ...from };
  return { ...notice, ...from };
}
