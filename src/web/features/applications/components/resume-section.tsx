import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { lazyNamed } from '../../../lib/lazy-named';
import { APPLICATION_TOASTS, type ApplicationDetail } from '../../../../shared/applications';
import { Button } from '../../../components/button';
import { ApiError } from '../../../lib/api-client';
import { Spinner } from '../../../components/spinner';
import { useMember } from '../../../lib/member';
import { notify } from '../../../lib/notify';
import { ANNOTATION_TOASTS, type NewAnnotationInput } from '../../../../shared/annotations';
import type { ShownPage } from '../../../components/pdf-viewer';
import { useAddAnnotation } from '../api/add-annotation';
import { downloadAnnotatedResume } from '../api/download-annotated-resume';
import { fileQuery, saveFile, useFile } from '../api/download-file';
import { useAnnotations } from '../api/get-annotations';
import { AnnotationLayer, stampRect, type AnnotationTool, type Placement } from './annotation-layer';
import { annotationRoomOf } from '../annotation-room';
import { AnnotationList, AnnotationTools } from './annotation-tools';

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

function ViewerLoading() {
  return (
    <div className="flex justify-center p-6 text-brand-600 dark:text-brand-300">
      <Spinner label="Loading PDF…" />
    </div>
  );
}

/** The company's view of a PDF resume: the viewer with the reviewers' marks, the tools to add more, and their list. */
function AnnotatedResume({ file, name, applicationId }: { file: Blob; name: string; applicationId: string }) {
  const [chosenTool, setTool] = useState<AnnotationTool>({ kind: 'view' });
  const [shownPage, setShownPage] = useState<ShownPage | null>(null);
  const [downloading, setDownloading] = useState(false);
  const annotations = useAnnotations(applicationId);
  const add = useAddAnnotation(applicationId);
  // An Interviewer reads the reviewers' marks without making any.
  const mayMark = useMember().can('moveApplications');
  const marks = annotations.data ?? [];
  // A resume that holds all it may of a kind puts that tool down, though it was chosen before the resume filled up.
  const room = annotationRoomOf(marks);
  const tool: AnnotationTool =
    (chosenTool.kind === 'ink' && room.ink) || (chosenTool.kind === 'stamp' && room.stamp)
      ? { kind: 'view' }
      : chosenTool;

  async function addOne(placement: Placement) {
    try {
      await add.mutateAsync({ ...placement, application_id: applicationId } as NewAnnotationInput);
    } catch (error) {
      notify.error(error instanceof ApiError ? error.message : ANNOTATION_TOASTS.saveFailed);
    }
  }

  function placeStampInTheMiddle() {
    if (tool.kind !== 'stamp' || !tool.stamp || !shownPage) return;
    void addOne({
      kind: 'stamp',
      page_index: shownPage.pageIndex,
      rect: stampRect(tool.stamp, shownPage, shownPage.pointsWidth / 2, shownPage.pointsHeight / 2),
      image: tool.stamp.image,
      alt_text: tool.altText.trim(),
    });
  }

  async function downloadAnnotated() {
    setDownloading(true);
    try {
      saveFile(await downloadAnnotatedResume(applicationId), name.replace(/\.pdf$/, '') + '-annotated.pdf');
    } catch (error) {
      // The server says when it is drawing others' downloads and when to come back.
      notify.error(error instanceof ApiError ? error.message : APPLICATION_TOASTS.downloadFailed);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      {mayMark && <AnnotationTools tool={tool} room={room} onTool={setTool} onPlaceStamp={placeStampInTheMiddle} />}
      <Suspense fallback={<ViewerLoading />}>
        <PdfViewer
          file={file}
          title="Resume"
          onPageShown={setShownPage}
          pageOverlay={(page) => (
            <AnnotationLayer
              page={page}
              annotations={marks}
              tool={tool}
              strokePoints={room.strokePoints}
              onAdd={addOne}
            />
          )}
          actions={
            <>
              <Button size="sm" variant="secondary" onClick={() => saveFile(file, name)}>
                Download resume
              </Button>
              <Button size="sm" loading={downloading} onClick={() => void downloadAnnotated()}>
                Download with annotations
              </Button>
            </>
          }
        />
      </Suspense>
      <AnnotationList applicationId={applicationId} annotations={marks} />
    </div>
  );
}

/** `applicationId` is given on the company's screen only: candidates never see the reviewers' marks. */
function PdfResume({ url, name, applicationId }: { url: string; name: string; applicationId?: string }) {
  const file = useFile(url, true);
  if (file.isPending) return <p className={viewerMessage}>Loading PDF…</p>;
  if (file.isError) return <p className={viewerMessage}>Failed to load PDF file.</p>;
  if (applicationId) return <AnnotatedResume key={url} file={file.data} name={name} applicationId={applicationId} />;
  return (
    <Suspense fallback={<ViewerLoading />}>
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

export function ResumeSection({
  application,
  reviewer = false,
}: {
  application: ApplicationDetail;
  reviewer?: boolean;
}) {
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
          <PdfResume url={url} name={name} applicationId={reviewer ? application.application_id : undefined} />
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
