import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type PipelineAnswer, type PipelineColumn, STAGE_LIMITS } from '../../../../shared/pipeline';
import { apiRequest } from '../../../lib/api-client';
import { pipelineKeys } from './query-keys';

async function getBoard(postingId: string, column?: { stageId: string; offset: number }): Promise<PipelineColumn[]> {
  const params = new URLSearchParams({ posting_id: postingId });
  if (column) {
    params.set('stage_id', column.stageId);
    params.set('offset', String(column.offset));
  }
  return (await apiRequest<PipelineAnswer>(`/api/pipeline/?${params}`)).data;
}

export function useBoard(postingId: string) {
  return useQuery({ queryKey: pipelineKeys.board(postingId), queryFn: () => getBoard(postingId) });
}

/** A column's next cards, appended to those the board shows. */
export function useLoadMoreCards(postingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (column: PipelineColumn) => getBoard(postingId, { stageId: column.id, offset: column.cards.length }),
    onSuccess: ([more]) => {
      if (!more) return;
      queryClient.setQueryData<PipelineColumn[]>(pipelineKeys.board(postingId), (columns) =>
        columns?.map((column) => {
          if (column.id !== more.id) return column;
          const known = new Set(column.cards.map((card) => card.application_id));
          return {
            ...column,
            count: more.count,
            cards: [...column.cards, ...more.cards.filter((card) => !known.has(card.application_id))],
          };
        }),
      );
    },
  });
}

/** Whether a column holds more cards than it shows. */
export const hasMoreCards = (column: PipelineColumn): boolean =>
  column.cards.length < column.count && column.cards.length >= STAGE_LIMITS.cardsPerColumn;
