import { CandidateApplicationsList } from '../../features/applications';
import { RecentJobsStrip } from '../../features/recent-jobs/components/RecentJobsStrip';

/** The candidate's home at '/': the newest openings, then their own applications. */
export default function CandidateHome() {
  return (
    <div className="flex flex-col gap-10">
      <h1 className="sr-only">Home</h1>
      <RecentJobsStrip />
      <CandidateApplicationsList dashboard />
    </div>
  );
}
