import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StagesAnswer } from '../../../../shared/pipeline';
import { pipelineEndpoints } from '../../../../shared/pipeline-endpoints';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

async function getStages(): Promise<StagesAnswer> {
  return call(pipelineEndpoints.stages, {});
}

const stagesQuery = queryOptions({ queryKey: queryKeys.stages(), queryFn: getStages });

export function useStages() {
  return useQuery(stagesQuery);
}
