import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkMove, BulkMoveAnswer } from '../../../../shared/pipeline';
import { pipelineEndpoints } from '../../../../shared/pipeline-endpoints';
import { call } from '../../../lib/api-client';
import { invalidate, touchedByMove } from '../../../lib/query-keys';

async function bulkMove(input: BulkMove): Promise<BulkMoveAnswer> {
  return call(pipelineEndpoints.bulkMove, { body: input });
}

export function useBulkMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkMove,
    // Boards, lists and open applications all show the moved applications' stages.
    onSettled: (_answer, _error, input) => invalidate(queryClient, touchedByMove(input.ids)),
  });
}
