import { stageEmail } from './stage-email.js';
import { stageWebhook } from './stage-webhook.js';
import type { StageEffects } from './stage-effect.js';

/** Everything entering a stage causes, in the order a move runs it; a new effect is one entry here. */
export const stageEffects = ({ appUrl }: { appUrl: string }): StageEffects => ({
  email: stageEmail(appUrl),
  webhook: stageWebhook,
});
