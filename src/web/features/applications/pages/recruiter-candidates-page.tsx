import { usePageTitle } from '../../../lib/use-page-title';
import { RecruiterApplicationsList } from '../components/applications-list';

/** /candidates — every application to the company's postings; titled 'Candidates', headed 'Applications'. */
export function RecruiterCandidatesPage() {
  usePageTitle('Candidates');
  return <RecruiterApplicationsList />;
}
