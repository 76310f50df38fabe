import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveStages, StagesAnswer } from '../../../../shared/pipeline';
import { pipelineEndpoints } from '../../../../shared/pipeline-endpoints';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

async function saveStages(input: SaveStages): Promise<StagesAnswer> {
  return call(pipelineEndpoints.saveStages, { body: input });
}

export function useSaveStages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStages,
    // Every board's columns are the stages.
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.stages(), answer);
      return queryClient.invalidateQueries({ queryKey: queryKeys.boards() });
    },
  });
}
