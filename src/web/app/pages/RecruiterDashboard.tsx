import { PageHeader } from '../../components/PageHeader';
import { RecruiterApplicationsList } from '../../features/applications';
import { OpeningsStrip } from '../../features/jobs/components/OpeningsStrip';
import { usePageTitle } from '../../lib/use-page-title';

/** '/' for a recruiter: the current openings, then the latest applications. */
export default function RecruiterDashboard() {
  usePageTitle('Dashboard');
  return (
    <>
      <PageHeader title="Dashboard" />
      <div className="flex flex-col gap-10">
        <OpeningsStrip />
        <RecruiterApplicationsList dashboard />
      </div>
    </>
  );
}
