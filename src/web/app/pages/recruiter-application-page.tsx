import { AnnotatedResume } from '../../features/annotations';
import { RecruiterApplicationView } from '../../features/applications';
import { NotesPanel } from '../../features/notes';
import { TimelinePanel } from '../../features/timeline';

/** /candidate/:id and /update-status — an application with its notes, its timeline and its resume's marks. */
export function RecruiterApplicationPage() {
  return (
    <RecruiterApplicationView
      activity={(applicationId) => (
        <>
          <NotesPanel applicationId={applicationId} />
          {/* The timeline holds every move with who made it: the candidate's own view keeps a status history. */}
          <TimelinePanel applicationId={applicationId} />
        </>
      )}
      reviewedResume={(applicationId, file, name) => (
        <AnnotatedResume file={file} name={name} applicationId={applicationId} />
      )}
    />
  );
}
