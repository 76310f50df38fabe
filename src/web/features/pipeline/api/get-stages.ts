import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StagesAnswer } from '../../../../shared/pipeline';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

async function getStages(): Promise<StagesAnswer> {
  return apiRequest<StagesAnswer>('/api/stages/');
}

const stagesQuery = queryOptions({ queryKey: queryKeys.stages(), queryFn: getStages });

export function useStages() {
  return useQuery(stagesQuery);
}
