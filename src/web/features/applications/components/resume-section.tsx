import { useQueryClient } from '@tanstack/react-query';
import { Fragment, useState, type ReactNode } from 'react';
import { APPLICATION_TOASTS } from '../../../../shared/applications';
import { type ApplicationDetail } from '../../../../shared/application-details';
import { Button } from '../../../components/button';
import { LazyPdfViewer } from '../../../components/lazy-pdf-viewer';
import { notify } from '../../../lib/notify';
import { saveFile } from '../../../lib/save-file';
import { fileQuery, useFile } from '../api/download-file';

/** How a screen shows a PDF resume in its own way: the company's screen shows the reviewers' marks on it. */
export type PdfResumeView = (file: Blob, name: string) => ReactNode;

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

/** `view` is given on the company's screen only: candidates never see the reviewers' marks. */
function PdfResume({ url, name, view }: { url: string; name: string; view?: PdfResumeView }) {
  const file = useFile(url, true);
  if (file.isPending) return <p className={viewerMessage}>Loading PDF…</p>;
  if (file.isError) return <p className={viewerMessage}>Failed to load PDF file.</p>;
  if (view) return <Fragment key={url}>{view(file.data, name)}</Fragment>;
  return (
    <LazyPdfViewer
      key={url}
      file={file.data}
      title="Resume"
      actions={
        <Button size="sm" onClick={() => saveFile(file.data, name)}>
          Download resume
        </Button>
      }
    />
  );
}

export function ResumeSection({ application, pdfView }: { application: ApplicationDetail; pdfView?: PdfResumeView }) {
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
          <PdfResume url={url} name={name} view={pdfView} />
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
