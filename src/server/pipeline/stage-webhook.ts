import type { ApplicationStatus } from '../../shared/applications.js';
import type { Tx } from '../db/database.js';
import type { WebhookEventData } from '../../shared/webhooks.js';
import { publish } from '../events.js';
import type { LockedApplication } from './locked-application.js';
import type { StageEffect } from './stage-effect.js';

type Placed = Pick<LockedApplication, 'id' | 'companyId' | 'postingId' | 'stageId' | 'status'>;

type Destination = { stageId: string; status: ApplicationStatus };

/** What `application.stage_changed` says of one application: where it went, and from where. */
function stageChanged(application: Placed, to: Destination): WebhookEventData<'application.stage_changed'> {
  return {
    application_id: application.id,
    posting_id: application.postingId,
    from_stage_id: application.stageId,
    to_stage_id: to.stageId,
    from_status: application.status,
    to_status: to.status,
  };
}

/**
 * Tells the company's webhooks where an application went, and from where, in the transaction that moved it: a move,
 * its undo, or the candidate's answer to an offer.
 */
export function emitStageChanged(tx: Tx, application: Placed, to: Destination): Promise<void> {
  return publish(tx, 'application.stage_changed', {
    companyId: application.companyId,
    data: [stageChanged(application, to)],
  });
}

/** The same for the applications of one company a change of its stages moved together into `to`'s stage. */
export async function emitStagesChanged(tx: Tx, moved: Placed[], to: { stageId: string }): Promise<void> {
  const [first] = moved;
  if (!first) return;
  await publish(tx, 'application.stage_changed', {
    companyId: first.companyId,
    data: moved.map((application) => stageChanged(application, { stageId: to.stageId, status: application.status })),
  });
}

/** A move tells the company's webhooks where the application went, and from where. */
export const stageWebhook: StageEffect<'webhook'> = async (tx, { application, target, status }) => {
  await emitStageChanged(tx, application, { stageId: target.id, status });
  return {};
};
