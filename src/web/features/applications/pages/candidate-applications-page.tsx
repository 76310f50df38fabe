import { usePageTitle } from '../../../lib/use-page-title';
import { CandidateApplicationsList } from '../components/applications-list';

/** /applications — the candidate's own applications. */
export function CandidateApplicationsPage() {
  usePageTitle('Applications');
  return <CandidateApplicationsList />;
}
