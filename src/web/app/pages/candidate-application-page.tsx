import { CandidateApplicationView } from '../../features/applications';
import { CandidateInterviews } from '../../features/interviews';
import { CandidateMessagesPanel } from '../../features/messages';

/**
 * /application/:id — one of the candidate's own applications, with its interviews still to come and their answers,
 * and their conversation with the company.
 */
export function CandidateApplicationPage() {
  return (
    <CandidateApplicationView
      interviews={(applicationId) => <CandidateInterviews applicationId={applicationId} />}
      messages={(application) => (
        <CandidateMessagesPanel applicationId={application.application_id} companyName={application.company_name} />
      )}
    />
  );
}
