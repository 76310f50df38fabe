import { type ReactNode, useState } from 'react';
import { exportFileName } from '../../../../shared/export';
import { Button } from '../../../components/button';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { saveFile } from '../../../lib/save-file';

interface DownloadExportButtonProps {
  download: () => Promise<Blob>;
  failed: string;
  children: ReactNode;
}

/** Fetches an export and saves it under its dated name; the ZIP is made while it streams, so this may take a while. */
export function DownloadExportButton({ download, failed, children }: DownloadExportButtonProps) {
  const [downloading, setDownloading] = useState(false);

  async function onClick() {
    setDownloading(true);
    try {
      saveFile(await download(), exportFileName(new Date()));
    } catch (error) {
      notify.error(error instanceof ApiError ? error.message : failed);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Button onClick={() => void onClick()} loading={downloading}>
      {children}
    </Button>
  );
}
