import { CandidateApplicationView } from '../../features/applications';
import { CandidateInterviews } from '../../features/interviews';

/** /application/:id — one of the candidate's own applications, with its interviews still to come and their answers. */
export function CandidateApplicationPage() {
  return (
    <CandidateApplicationView interviews={(applicationId) => <CandidateInterviews applicationId={applicationId} />} />
  );
}
