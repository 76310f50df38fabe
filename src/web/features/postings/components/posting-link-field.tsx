import { POSTING_TOASTS } from '../../../../shared/postings';
import { Button } from '../../../components/button';
import { notify } from '../../../lib/notify';

/** The shareable link of a posting, read-only, with a copy button; empty until the posting exists. */
export function PostingLinkField({ link }: { link: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      notify.success(POSTING_TOASTS.linkCopied);
    } catch {
      notify.error(POSTING_TOASTS.linkCopyFailed);
    }
  };

  return (
    <div>
      <label htmlFor="posting-link" className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200">
        Posting link
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id="posting-link"
          readOnly
          value={link}
          placeholder="The link appears once the job is created."
          onFocus={(event) => event.currentTarget.select()}
          className="block h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-slate-50 px-3 text-base text-slate-900 placeholder:text-slate-600 sm:text-sm dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
        />
        <Button variant="secondary" className="h-11 shrink-0" disabled={!link} onClick={() => void copy()}>
          Copy Link
        </Button>
      </div>
    </div>
  );
}
