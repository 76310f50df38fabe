import { useEffect } from 'react';
import { ComingSoon } from '../components/ComingSoon';
import { clearPendingApplyJob } from '../lib/pending-apply';
import { usePageTitle } from '../lib/use-page-title';

export default function ApplyPage() {
  usePageTitle('Apply');
  // The candidate has reached the posting they were sent to: nothing is pending any more.
  useEffect(() => clearPendingApplyJob(), []);
  return (
    <ComingSoon
      title="Apply"
      description="The application form for this posting is on its way: personal information, legal questions, assessment and documents."
    />
  );
}
