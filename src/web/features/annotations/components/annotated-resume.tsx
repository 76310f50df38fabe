import { useState } from 'react';
import { APPLICATION_TOASTS } from '../../../../shared/applications';
import { ANNOTATION_TOASTS, type NewAnnotationInput } from '../../../../shared/annotations';
import { Button } from '../../../components/button';
import { LazyPdfViewer } from '../../../components/lazy-pdf-viewer';
import type { ShownPage } from '../../../components/pdf-viewer';
import { ApiError } from '../../../lib/api-client';
import { useMember } from '../../../lib/member';
import { notify } from '../../../lib/notify';
import { saveFile } from '../../../lib/save-file';
import { useAddAnnotation } from '../api/add-annotation';
import { downloadAnnotatedResume } from '../api/download-annotated-resume';
import { useAnnotations } from '../api/get-annotations';
import { annotationRoomOf } from '../annotation-room';
import { AnnotationLayer, stampRect, type AnnotationTool, type Placement } from './annotation-layer';
import { AnnotationList, AnnotationTools } from './annotation-tools';

/** The company's view of a PDF resume: the viewer with the reviewers' marks, the tools to add more, and their list. */
export function AnnotatedResume({ file, name, applicationId }: { file: Blob; name: string; applicationId: string }) {
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
      <LazyPdfViewer
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
      <AnnotationList applicationId={applicationId} annotations={marks} />
    </div>
  );
}
