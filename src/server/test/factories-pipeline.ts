import type { StagesAnswer } from '../../shared/pipeline.js';
import type { ApiClient } from './factories.js';
import { requestOf } from './routes.js';
import { pipelineEndpoints } from '../../shared/pipeline-endpoints.js';

/**
 * Sets the company's undo window to nothing: a move's e-mail is due, and the move seen by its candidate, at once. For
 * tests of what follows a move rather than of its hold.
 */
export async function withoutUndoWindow(app: ApiClient, token: string): Promise<void> {
  const headers = { authorization: token };
  const { data: stages } = (await app.inject({ ...requestOf(pipelineEndpoints.stages), headers })).json<StagesAnswer>();
  const saved = await app.inject({
    ...requestOf(pipelineEndpoints.saveStages),
    headers,
    payload: { stages, email_delay_minutes: 0 },
  });
  if (saved.statusCode !== 200) throw new Error(`saving the stages failed: ${saved.body}`);
}
