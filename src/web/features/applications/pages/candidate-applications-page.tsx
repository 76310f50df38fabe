import { usePageTitle } from '../../../lib/use-page-title';
import { CandidateApplicationsList } from '../components/ApplicationsList';

/** /applications — the candidate's own applications. */
export default function CandidateApplicationsPage() {
  usePageTitle('Applications');
  return <CandidateApplicationsList />;
}
