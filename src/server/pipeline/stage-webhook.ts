import type { ApplicationStatus } from '../../shared/applications.js';
import type { Tx } from '../files/service.js';
import { emitWebhookEvent } from '../webhooks/events.js';
import type { LockedApplication } from './locked-application.js';
import type { StageEffect } from './stage-effect.js';

type Placed = Pick<LockedApplication, 'id' | 'companyId' | 'postingId' | 'stageId' | 'status'>;

/**
 * Tells the company's webhooks where an application went, and from where, in the transaction that moved it: a move,
 * its undo, the candidate's answer to an offer, or a change of the company's stages.
 */
export function emitStageChanged(
  tx: Tx,
  application: Placed,
  to: { stageId: string; status: ApplicationStatus },
): Promise<void> {
  return emitWebhookEvent(tx, application.companyId, 'application.stage_changed', {
    application_id: application.id,
    posting_id: application.postingId,
    from_stage_id: application.stageId,
    to_stage_id: to.stageId,
    from_status: application.status,
    to_status: to.status,
  });
}

/** A move tells the company's webhooks where the application went, and from where. */
export const stageWebhook: StageEffect<'webhook'> = async (tx, { application, target, status }) => {
  await emitStageChanged(tx, application, { stageId: target.id, status });
  return {};
};
