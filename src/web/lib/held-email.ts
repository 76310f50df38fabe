import { useQueryClient } from '@tanstack/react-query';
import { PIPELINE_TOASTS, type HeldEmail } from '../../shared/pipeline';
import { pipelineEndpoints } from '../../shared/pipeline-endpoints';
import { call } from './api-client';
import { notify } from './notify';
import { invalidate, touchedByMove } from './query-keys';

async function undoMove(statusChangeId: string): Promise<void> {
  await call(pipelineEndpoints.undoMove, { body: { status_change_id: statusChangeId } });
}

const MINUTE_MS = 60_000;

/** Takes back a move whose e-mail is held, and says how it went. */
export function useUndoHeldMove() {
  const queryClient = useQueryClient();
  // A plain call rather than a mutation hook: the screen that moved the application may be gone when Undo is pressed.
  return async function undo(held: HeldEmail) {
    try {
      await undoMove(held.status_change_id);
      notify.success(PIPELINE_TOASTS.undone);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : PIPELINE_TOASTS.moveFailed);
    }
    // An undo puts the application back where it was, wherever it shows; the held e-mail names no application.
    await invalidate(queryClient, touchedByMove());
  };
}

/**
 * After a move whose stage e-mail is held (a status change, a board move, a bulk move): a toast saying when the
 * e-mail goes, with Undo. It lives in lib because both the application screen and the board offer it.
 */
export function useHeldEmailNotice() {
  const undo = useUndoHeldMove();
  return (held: HeldEmail) => {
    const minutes = Math.max(1, Math.ceil((Date.parse(held.due_at) - Date.now()) / MINUTE_MS));
    notify.undoable(PIPELINE_TOASTS.emailHeld(held.candidate_name, minutes), () => void undo(held));
  };
}
