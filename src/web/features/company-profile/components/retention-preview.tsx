import { useId, useState } from 'react';
import { Link } from 'react-router';
import { RETENTION_TEXT } from '../../../../shared/retention';
import { Button } from '../../../components/button';
import { Pager } from '../../../components/pager';
import { formatMomentDay } from '../../../lib/dates';
import { useMember } from '../../../lib/member';
import { notify } from '../../../lib/notify';
import { useRestoreCandidate, useRetentionPreview } from '../api/retention-preview';

/** The dry run of retention for an Admin: who is quarantined or will be, and when each is erased; a restore for each. */
export function RetentionPreview() {
  const mayErase = useMember().can('eraseCandidates');
  return mayErase ? <RetentionPreviewList /> : null;
}

function RetentionPreviewList() {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const preview = useRetentionPreview(page);
  const restore = useRestoreCandidate();
  if (!preview.data) return null;
  const { data: entries, total, page_size: pageSize } = preview.data;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
        {RETENTION_TEXT.previewHeading}
      </h3>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{RETENTION_TEXT.nobody}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-700">
          {entries.map((entry) => (
            <li key={entry.application_id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span className="flex flex-col">
                <Link
                  to={`/candidate/${entry.application_id}`}
                  className="font-medium text-brand-700 underline dark:text-brand-300"
                >
                  {entry.candidate}
                </Link>
                <span className="text-slate-600 dark:text-slate-300">
                  {entry.state === 'quarantined'
                    ? `${RETENTION_TEXT.quarantined}, ${RETENTION_TEXT.erasedOn} ${formatMomentDay(entry.erase_on)}`
                    : `${RETENTION_TEXT.quarantinedOn} ${formatMomentDay(entry.quarantine_on)}, ${RETENTION_TEXT.erasedOn} ${formatMomentDay(entry.erase_on)}`}
                </span>
              </span>
              {entry.state === 'quarantined' && (
                <Button
                  variant="secondary"
                  size="sm"
                  loading={restore.isPending && restore.variables === entry.application_id}
                  aria-label={`${RETENTION_TEXT.restore} ${entry.candidate}`}
                  onClick={() =>
                    restore.mutate(entry.application_id, {
                      onSuccess: () => notify.success(RETENTION_TEXT.restored),
                      onError: () => notify.error(RETENTION_TEXT.failed),
                    })
                  }
                >
                  {RETENTION_TEXT.restore}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {total > pageSize && (
        <Pager
          page={page}
          pageCount={Math.ceil(total / pageSize)}
          onPageChange={setPage}
          label={RETENTION_TEXT.previewHeading}
        />
      )}
    </section>
  );
}
