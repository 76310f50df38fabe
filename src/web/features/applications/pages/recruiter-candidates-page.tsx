import { usePageTitle } from '../../../lib/use-page-title';
import { RecruiterApplicationsList } from '../components/ApplicationsList';

/** /candidates — every application to the company's postings; titled 'Candidates', headed 'Applications'. */
export default function RecruiterCandidatesPage() {
  usePageTitle('Candidates');
  return <RecruiterApplicationsList />;
}
