import { queryOptions } from '@tanstack/react-query';
import { pipelineEndpoints } from '../../shared/pipeline-endpoints';
import { call } from './api-client';
import { queryKeys } from './query-keys';

/**
 * The company's stages. It lives in lib because the pipeline settings and board and the scorecard templates by stage
 * all read them; attaching a scorecard template to a stage invalidates this key.
 */
export const stagesQuery = queryOptions({
  queryKey: queryKeys.stages(),
  queryFn: () => call(pipelineEndpoints.stages, {}),
});
