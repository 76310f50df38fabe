import { useState } from 'react';
import { CANDIDATE_EXPORT_TEXT, EXPORT_TOASTS } from '../../../../shared/export';
import { Card } from '../../../components/card';
import { useMember } from '../../../lib/member';
import { downloadCandidateData } from '../api/download-export';
import { DownloadExportButton } from './download-export-button';

/** An Admin's copy of what the company holds about the candidate behind an application; nothing for anyone else. */
export function ExportCandidateData({ applicationId }: { applicationId: string }) {
  const [withWorkProduct, setWithWorkProduct] = useState(false);
  if (!useMember().can('exportCandidates')) return null;
  return (
    <Card className="flex flex-col gap-3 p-5">
      <h2 className="text-base font-semibold text-slate-900 dark:text-white">{CANDIDATE_EXPORT_TEXT.action}</h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">{CANDIDATE_EXPORT_TEXT.holds}</p>
      <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
        <input
          type="checkbox"
          checked={withWorkProduct}
          onChange={(event) => setWithWorkProduct(event.target.checked)}
          className="size-4 accent-brand-600"
        />
        {CANDIDATE_EXPORT_TEXT.includeWorkProduct}
      </label>
      <div>
        <DownloadExportButton
          download={() => downloadCandidateData(applicationId, withWorkProduct)}
          failed={EXPORT_TOASTS.candidateDownloadFailed}
        >
          {CANDIDATE_EXPORT_TEXT.action}
        </DownloadExportButton>
      </div>
    </Card>
  );
}
