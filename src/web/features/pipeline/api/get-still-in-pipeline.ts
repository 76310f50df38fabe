import { pipelineEndpoints } from '../../../../shared/pipeline-endpoints';
import { call } from '../../../lib/api-client';

/** The posting's applications still waiting on the company: read when its closing is asked, never kept. */
export async function stillInPipeline(postingId: string): Promise<string[]> {
  return (await call(pipelineEndpoints.stillInPipeline, { query: { posting_id: postingId } })).data.ids;
}
