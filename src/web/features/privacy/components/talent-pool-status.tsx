import { DEFAULT_NOTICE_VERSION } from '../../../../shared/privacy';
import { formatMomentDay } from '../../../lib/dates';
import { useApplicationPrivacy } from '../api/talent-pool-consents';

/** Whether the candidate agreed to be kept for future openings, as the team reads it on the application. */
export function TalentPoolStatus({ applicationId }: { applicationId: string }) {
  const privacy = useApplicationPrivacy(applicationId);
  const pool = privacy.data?.talent_pool;
  if (!privacy.data) return null;
  let text = 'Talent pool: no consent';
  if (pool) {
    text = pool.withdrawn_at
      ? `Talent pool: consent withdrawn on ${formatMomentDay(pool.withdrawn_at)}`
      : `Talent pool: consented on ${formatMomentDay(pool.consented_at)}`;
  }
  return (
    <p className="rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300">
      {text}
      {privacy.data.notice_version !== null && (
        <span className="block text-xs text-slate-600 dark:text-slate-400">
          Shown privacy notice{' '}
          {privacy.data.notice_version === DEFAULT_NOTICE_VERSION
            ? '(standard)'
            : `version ${privacy.data.notice_version}`}
        </span>
      )}
    </p>
  );
}
