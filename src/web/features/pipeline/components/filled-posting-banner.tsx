import { POSTING_TOASTS } from '../../../../shared/postings';
import type { BoardPosting } from '../../../../shared/pipeline';
import { Button } from '../../../components/button';
import { notify } from '../../../lib/notify';
import { useClosePosting } from '../api/close-posting';

/** Whether as many candidates accepted an offer as the open posting hires. */
export const isFilled = (posting: BoardPosting): boolean =>
  posting.is_active && posting.openings !== null && posting.offers_accepted >= posting.openings;

/** Offers to close a posting whose places are all taken, so that it stops taking applications nobody will read. */
export function FilledPostingBanner({ posting, canClose }: { posting: BoardPosting; canClose: boolean }) {
  const closePosting = useClosePosting(posting.id);
  const accepted = posting.offers_accepted;
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
          loading={closePosting.isPending}
          onClick={() =>
            closePosting.mutate(undefined, {
              onSuccess: () => notify.success(POSTING_TOASTS.closed),
              onError: (error) => notify.error(error.message || POSTING_TOASTS.closeFailed),
            })
          }
        >
          Close this job
        </Button>
      )}
    </section>
  );
}
