import { PageHeader } from '../../components/page-header';
import { RecruiterApplicationsList } from '../../features/applications';
import { SoonInterviews } from '../../features/interviews';
import { PostingsStrip } from '../../features/postings';
import { usePageTitle } from '../../lib/use-page-title';

/** '/' for a recruiter: their interviews of today and tomorrow, the current openings, then the latest applications. */
export function RecruiterDashboard() {
  usePageTitle('Dashboard');
  return (
    <>
      <PageHeader title="Dashboard" />
      <div className="flex flex-col gap-10">
        <SoonInterviews />
        <PostingsStrip />
        <RecruiterApplicationsList dashboard />
      </div>
    </>
  );
}
