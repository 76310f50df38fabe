import { AnnotatedResume } from '../../features/annotations';
import { RecruiterApplicationView } from '../../features/applications';
import { AlsoAppliedNotice, CandidateHistoryPanel } from '../../features/candidate-history';
import { InterviewsPanel } from '../../features/interviews';
import { MessagesPanel } from '../../features/messages';
import { NotesPanel } from '../../features/notes';
import { EraseCandidateData, ExportCandidateData, LegalHoldPanel, TalentPoolStatus } from '../../features/privacy';
import { ScorecardsPanel } from '../../features/scorecards';
import { TimelinePanel } from '../../features/timeline';

/**
 * /candidate/:id and /update-status — an application with its interviews, scorecards, messages, notes, timeline and resume's
 * marks, the candidate's history with the company, and an Admin's export and erasure of the candidate's data.
 */
export function RecruiterApplicationPage() {
  return (
    <RecruiterApplicationView
      alsoApplied={(applicationId) => <AlsoAppliedNotice applicationId={applicationId} />}
      activity={(applicationId) => (
        <>
          <MessagesPanel applicationId={applicationId} />
          <NotesPanel applicationId={applicationId} />
          {/* The timeline holds every move with who made it: the candidate's own view keeps a status history. */}
          <TimelinePanel applicationId={applicationId} />
        </>
      )}
      interviews={(application) => (
        <>
          <InterviewsPanel
            applicationId={application.application_id}
            jobTitle={application.job_title}
            status={application.status}
            withdrawn={Boolean(application.withdrawn_at)}
          />
          <ScorecardsPanel applicationId={application.application_id} />
        </>
      )}
      candidateData={(application) => (
        <>
          <CandidateHistoryPanel applicationId={application.application_id} />
          {/* After the application in both views: the consent they gave, and an Admin's answers to their requests. */}
          <TalentPoolStatus applicationId={application.application_id} />
          <ExportCandidateData applicationId={application.application_id} />
          <EraseCandidateData application={application} />
          <LegalHoldPanel applicationId={application.application_id} />
        </>
      )}
      reviewedResume={(applicationId, file, name) => (
        <AnnotatedResume file={file} name={name} applicationId={applicationId} />
      )}
    />
  );
}
