import { EXPORT_TOASTS, MY_DATA_TEXT } from '../../../../shared/export';
import { Card } from '../../../components/card';
import { downloadMyData } from '../api/download-export';
import { DownloadExportButton } from './download-export-button';

/** The candidate's copy of everything Openhire holds about them, with every company. */
export function DownloadMyData() {
  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{MY_DATA_TEXT.download}</h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">{MY_DATA_TEXT.holds}</p>
      <div>
        <DownloadExportButton download={downloadMyData} failed={EXPORT_TOASTS.downloadFailed}>
          {MY_DATA_TEXT.download}
        </DownloadExportButton>
      </div>
    </Card>
  );
}
