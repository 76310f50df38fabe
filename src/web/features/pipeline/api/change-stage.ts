import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeStage, MoveAnswer, PipelineColumn } from '../../../../shared/pipeline';
import { pipelineEndpoints } from '../../../../shared/pipeline-endpoints';
import { call } from '../../../lib/api-client';
import type { Board } from './get-board';
import { invalidate, queryKeys, touchedByMove } from '../../../lib/query-keys';
import { uploadFile } from '../../../lib/upload-file';

/** A move as the board makes it: into an Offer Sent stage with the offer chosen, uploaded first. */
type StageChange = Pick<ChangeStage, 'id' | 'stage_id'> & { offer?: Blob | null };

async function changeStage({ offer, ...input }: StageChange): Promise<MoveAnswer> {
  const offerFileId = offer ? (await uploadFile('offer', offer)).id : undefined;
  return call(pipelineEndpoints.move, { body: { ...input, offer_file_id: offerFileId } });
}

/** The board with one card taken from its column and put in `stageId`'s, newest applications first as the server orders them. */
function moveCard(columns: PipelineColumn[], applicationId: string, stageId: string): PipelineColumn[] {
  const card = columns.flatMap((column) => column.cards).find((each) => each.application_id === applicationId);
  const target = columns.find((column) => column.id === stageId);
  if (!card || !target) return columns;
  const moved = { ...card, status: target.phase, stage_entered_at: new Date().toISOString() };
  return columns.map((column) => {
    const without = column.cards.filter((each) => each.application_id !== applicationId);
    const lost = without.length < column.cards.length ? 1 : 0;
    if (column.id !== stageId) return { ...column, count: column.count - lost, cards: without };
    const cards = [...without, moved].sort((a, b) => b.created_at.localeCompare(a.created_at));
    return { ...column, count: column.count - lost + 1, cards };
  });
}

/** Moves a card at once on the board; the board goes back as it was when the server refuses. */
export function useChangeStage(postingId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.board(postingId);
  return useMutation({
    mutationFn: changeStage,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Board>(key);
      if (before)
        queryClient.setQueryData(key, { ...before, columns: moveCard(before.columns, input.id, input.stage_id) });
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    // The application's own screens and lists show its status too: they read it again when shown.
    onSettled: (_answer, _error, input) => invalidate(queryClient, touchedByMove([input.id])),
  });
}
