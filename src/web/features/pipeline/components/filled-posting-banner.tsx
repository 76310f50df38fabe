import { useState } from 'react';
import { POSTING_TOASTS } from '../../../../shared/postings';
import { BULK_LIMIT, PIPELINE_TOASTS, type BoardPosting } from '../../../../shared/pipeline';
import { Button } from '../../../components/button';
import { DialogButtons, DialogFrame } from '../../../components/dialog-frame';
import { notify } from '../../../lib/notify';
import { useBulkMove } from '../api/bulk-move';
import { useClosePosting } from '../api/close-posting';
import { useStages } from '../api/get-stages';
import { stillInPipeline } from '../api/get-still-in-pipeline';

/** Whether as many candidates accepted an offer as the open posting hires. */
export const isFilled = (posting: BoardPosting): boolean =>
  posting.is_active && posting.openings !== null && posting.offers_accepted >= posting.openings;

const candidates = (count: number) => `${String(count)} ${count === 1 ? 'candidate' : 'candidates'}`;

/**
 * Offers to close a posting whose places are all taken, so that it stops taking applications nobody will read, and to
 * tell those still waiting: each is moved to the rejection stage by the bulk move, so that its e-mail and undo window
 * apply as to any other move.
 */
export function FilledPostingBanner({ posting, canClose }: { posting: BoardPosting; canClose: boolean }) {
  const closePosting = useClosePosting(posting.id);
  const bulkMove = useBulkMove();
  const stages = useStages();
  const [waiting, setWaiting] = useState<string[] | null>(null);
  const [asking, setAsking] = useState(false);
  const accepted = posting.offers_accepted;
  const rejection = stages.data?.data.find((stage) => stage.phase === 'Not Selected');

  async function startClosing() {
    setAsking(true);
    try {
      const ids = await stillInPipeline(posting.id);
      if (ids.length > 0 && rejection) setWaiting(ids);
      else await close();
    } catch (error) {
      notify.error(error instanceof Error && error.message ? error.message : POSTING_TOASTS.closeFailed);
    } finally {
      setAsking(false);
    }
  }

  async function close(): Promise<boolean> {
    try {
      await closePosting.mutateAsync();
      notify.success(POSTING_TOASTS.closed);
      return true;
    } catch (error) {
      notify.error(error instanceof Error && error.message ? error.message : POSTING_TOASTS.closeFailed);
      return false;
    }
  }

  async function closeAndReject(ids: string[]) {
    if (!rejection || !(await close())) return;
    let moved = 0;
    let failed = 0;
    try {
      for (let start = 0; start < ids.length; start += BULK_LIMIT) {
        const answer = await bulkMove.mutateAsync({
          ids: ids.slice(start, start + BULK_LIMIT),
          stage_id: rejection.id,
        });
        moved += answer.moved.length;
        failed += answer.failed.length;
      }
    } catch {
      failed = ids.length - moved;
    }
    const summary = PIPELINE_TOASTS.bulkMoved(moved, failed);
    if (failed === 0) notify.success(summary);
    else notify.error(summary);
    setWaiting(null);
  }

  return (
    <section
      aria-labelledby="filled-posting-heading"
      className="mb-4 flex flex-col gap-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4 sm:flex-row sm:items-center sm:justify-between dark:border-emerald-800 dark:bg-emerald-950/60"
    >
      <div className="text-sm text-emerald-950 dark:text-emerald-100">
        <h2 id="filled-posting-heading" className="font-semibold">
          This job is filled
        </h2>
        <p>
          {accepted} {accepted === 1 ? 'candidate has' : 'candidates have'} accepted an offer, for {posting.openings}{' '}
          {posting.openings === 1 ? 'place' : 'places'}.{' '}
          {canClose ? 'Close it so that it takes no more applications.' : 'A recruiter can close it.'}
        </p>
      </div>
      {canClose && (
        <Button
          size="sm"
          className="shrink-0"
          loading={asking || (closePosting.isPending && !waiting)}
          onClick={() => void startClosing()}
        >
          Close this job
        </Button>
      )}
      {waiting && rejection && (
        <DialogFrame
          title="Close this job"
          onClose={() => setWaiting(null)}
          description={
            <>
              {candidates(waiting.length)} {waiting.length === 1 ? 'is' : 'are'} still in the pipeline for{' '}
              {posting.title}. Let them know now? Each is moved to {rejection.name} and gets one e-mail, the one that
              stage sends, after the usual wait in which you can undo it. Candidates with an offer still open are left
              as they are.
            </>
          }
        >
          <DialogButtons>
            <Button variant="secondary" onClick={() => setWaiting(null)}>
              Cancel
            </Button>
            <Button
              variant="secondary"
              loading={closePosting.isPending && !bulkMove.isPending}
              onClick={() => void close().then((closed) => closed && setWaiting(null))}
            >
              Close only
            </Button>
            <Button loading={bulkMove.isPending} onClick={() => void closeAndReject(waiting)}>
              Close and reject {candidates(waiting.length)}
            </Button>
          </DialogButtons>
        </DialogFrame>
      )}
    </section>
  );
}
