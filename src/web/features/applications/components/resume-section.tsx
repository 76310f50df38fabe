import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { lazyNamed } from '../../../lib/lazy-named';
import { APPLICATION_TOASTS, type ApplicationDetail } from '../../../../shared/applications';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { notify } from '../../../lib/notify';
import { fileQuery, saveFile, useFile } from '../api/download-file';

// pdf.js is large: it is downloaded only when someone opens a resume.
const PdfViewer = lazyNamed(() => import('../../../components/pdf-viewer'), 'PdfViewer');

const viewerMessage = 'p-6 text-center text-sm text-slate-700 dark:text-slate-200';

/** Downloads a stored file with the session's authorization and saves it under its name. */
export function useSaveStoredFile() {
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  async function save(url: string, name: string) {
    setSaving(true);
    try {
      saveFile(await queryClient.fetchQuery(fileQuery(url)), name);
    } catch {
      notify.error(APPLICATION_TOASTS.downloadFailed);
    } finally {
      setSaving(false);
    }
  }
  return { save, saving };
}

function PdfResume({ url, name }: { url: string; name: string }) {
  const file = useFile(url, true);
  if (file.isPending) return <p className={viewerMessage}>Loading PDF…</p>;
  if (file.isError) return <p className={viewerMessage}>Failed to load PDF file.</p>;
  return (
    <Suspense
      fallback={
        <div className="flex justify-center p-6 text-brand-600 dark:text-brand-300">
          <Spinner label="Loading PDF…" />
        </div>
      }
    >
      <PdfViewer
        key={url}
        file={file.data}
        title="Resume"
        actions={
          <Button size="sm" onClick={() => saveFile(file.data, name)}>
            Download resume
          </Button>
        }
      />
    </Suspense>
  );
}

export function ResumeSection({ application }: { application: ApplicationDetail }) {
  const [shown, setShown] = useState(false);
  const { save, saving } = useSaveStoredFile();
  const url = application.resume_url;

  if (!url) return <p className="text-sm text-slate-700 dark:text-slate-300">No resume was uploaded</p>;

  const isPdf = application.resume_type === 'application/pdf';
  const name = application.resume_name ?? 'resume';
  return (
    <div className="flex flex-col gap-4">
      <div>
        <Button variant="secondary" aria-expanded={shown} onClick={() => setShown((current) => !current)}>
          {shown ? 'Hide Resume' : 'Show Resume'}
        </Button>
      </div>
      {shown &&
        (isPdf ? (
          <PdfResume url={url} name={name} />
        ) : (
          // Word documents cannot be shown in the browser: they are offered as a download instead.
          <div className="flex flex-wrap items-center gap-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 dark:bg-slate-800 dark:ring-slate-700">
            <p className="text-sm text-slate-700 dark:text-slate-200">{name}</p>
            <Button size="sm" loading={saving} onClick={() => void save(url, name)}>
              Download resume
            </Button>
          </div>
        ))}
    </div>
  );
}
