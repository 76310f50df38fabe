import { MessageAnswerSchema } from './api.js';
import { endpoints } from './endpoint.js';
import {
  BulkMoveAnswerSchema,
  BulkMoveSchema,
  ChangeStageSchema,
  MoveAnswerSchema,
  PipelineAnswerSchema,
  PipelineQuerySchema,
  SaveStagesSchema,
  StagesAnswerSchema,
  StillInPipelineAnswerSchema,
  StillInPipelineQuerySchema,
  UndoMoveSchema,
} from './pipeline.js';

export const pipelineEndpoints = endpoints('Pipeline', {
  stages: {
    method: 'GET',
    path: '/api/stages/',
    summary: "The company's stages, in order, and how long a stage's e-mail is held before it is sent.",
    access: 'member',
    token: 'read_postings',
    answers: { 200: StagesAnswerSchema },
  },
  saveStages: {
    method: 'PUT',
    path: '/api/stages/',
    summary: "Replaces the company's stages and the delay of their e-mails.",
    access: 'manageCompany',
    body: SaveStagesSchema,
    answers: { 200: StagesAnswerSchema },
  },
  board: {
    method: 'GET',
    path: '/api/pipeline/',
    summary: "A posting's board: its stages with their first cards, or one stage's next cards from `offset`.",
    access: 'readApplications',
    token: 'read_applications',
    query: PipelineQuerySchema,
    answers: { 200: PipelineAnswerSchema },
  },
  move: {
    method: 'PUT',
    path: '/api/change_stage/',
    summary: 'Moves an application into a stage; an e-mail it sends may be held for undoing.',
    access: 'moveApplications',
    token: 'change_applications',
    body: ChangeStageSchema,
    answers: { 200: MoveAnswerSchema },
  },
  stillInPipeline: {
    method: 'GET',
    path: '/api/pipeline/still_in_pipeline/',
    summary:
      "A posting's applications still waiting on the company (not closed, withdrawn or at Offer Sent): whom closing a filled job may reject.",
    access: 'moveApplications',
    query: StillInPipelineQuerySchema,
    answers: { 200: StillInPipelineAnswerSchema },
  },
  bulkMove: {
    method: 'POST',
    path: '/api/applications/bulk/',
    summary: 'Moves several applications into a stage, optionally e-mailing each with a template.',
    access: 'moveApplications',
    token: 'change_applications',
    body: BulkMoveSchema,
    answers: { 200: BulkMoveAnswerSchema },
  },
  undoMove: {
    method: 'POST',
    path: '/api/change_stage/undo/',
    summary: 'Takes back a move while its e-mail is held: the e-mail is not sent and the application goes back.',
    access: 'moveApplications',
    token: 'change_applications',
    body: UndoMoveSchema,
    answers: { 200: MessageAnswerSchema },
  },
});
