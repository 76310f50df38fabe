import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StagesAnswer } from '../../../../shared/pipeline';
import { apiRequest } from '../../../lib/api-client';
import { pipelineKeys } from './query-keys';

async function getStages(): Promise<StagesAnswer> {
  return apiRequest<StagesAnswer>('/api/stages/');
}

const stagesQuery = queryOptions({ queryKey: pipelineKeys.stages(), queryFn: getStages });

export function useStages() {
  return useQuery(stagesQuery);
}
