import { defineCapability } from '../capability.js';
import { MoveService } from './moves.js';
import { pipelineRoutes } from './routes.js';
import { PipelineService } from './service.js';
import { createDefaultStages } from './stages.js';

export { candidateSeesChange, candidateView, heldMovesOf, reportedPlace } from './candidate-view.js';
export { lockApplication, lockForReview } from './locked-application.js';
export type { LockedApplication } from './locked-application.js';
export type { MoveService } from './moves.js';
export { firstSubmittedStage, stageColumns, stageTemplateFor } from './stages.js';

declare module '../capability.js' {
  interface Services {
    /** Every move of an application between stages, with what entering a stage causes. */
    moves: MoveService;
  }
}

export const pipelineCapability = defineCapability({
  name: 'pipeline',
  provides: ({ db, files, config }) => ({ moves: new MoveService(db, files, config.appUrl) }),
  routes: async (app, { db, services }) => {
    const { guards, moves, templates } = services;
    await app.register(pipelineRoutes, { guards, pipeline: new PipelineService(db), moves, templates });
  },
  reactions: { 'company.created': (tx, { companyId }) => createDefaultStages(tx, companyId) },
});
