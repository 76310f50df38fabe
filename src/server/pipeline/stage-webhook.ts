import { emitWebhookEvent } from '../webhooks/events.js';
import type { StageEffect } from './stage-effect.js';

/** A move tells the company's webhooks where the application went, and from where. */
export const stageWebhook: StageEffect<'webhook'> = async (tx, { application, target, status }) => {
  await emitWebhookEvent(tx, application.companyId, 'application.stage_changed', {
    application_id: application.id,
    posting_id: application.postingId,
    from_stage_id: application.stageId,
    to_stage_id: target.id,
    from_status: application.status,
    to_status: status,
  });
  return {};
};
