import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type BoardPosting, type PipelineColumn, STAGE_LIMITS } from '../../../../shared/pipeline';
import { pipelineEndpoints } from '../../../../shared/pipeline-endpoints';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A posting's board as the screen keeps it: the posting, and its columns. */
export interface Board {
  posting: BoardPosting;
  columns: PipelineColumn[];
}

async function getBoard(postingId: string, column?: { stageId: string; offset: number }): Promise<Board> {
  const query = { posting_id: postingId, ...(column && { stage_id: column.stageId, offset: column.offset }) };
  const { posting, data } = await call(pipelineEndpoints.board, { query });
  return { posting, columns: data };
}

export function useBoard(postingId: string) {
  return useQuery({ queryKey: queryKeys.board(postingId), queryFn: () => getBoard(postingId) });
}

/** A column's next cards, appended to those the board shows. */
export function useLoadMoreCards(postingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (column: PipelineColumn) => getBoard(postingId, { stageId: column.id, offset: column.cards.length }),
    onSuccess: ({ columns: [more] }) => {
      if (!more) return;
      queryClient.setQueryData<Board>(
        queryKeys.board(postingId),
        (board) =>
          board && {
            ...board,
            columns: board.columns.map((column) => {
              if (column.id !== more.id) return column;
              const known = new Set(column.cards.map((card) => card.application_id));
              return {
                ...column,
                count: more.count,
                cards: [...column.cards, ...more.cards.filter((card) => !known.has(card.application_id))],
              };
            }),
          },
      );
    },
  });
}

/** Whether a column holds more cards than it shows. */
export const hasMoreCards = (column: PipelineColumn): boolean =>
  column.cards.length < column.count && column.cards.length >= STAGE_LIMITS.cardsPerColumn;
