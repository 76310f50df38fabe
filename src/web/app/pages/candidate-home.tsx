import { CandidateApplicationsList } from '../../features/applications';
import { CandidateInterviews } from '../../features/interviews';
import { RecentPostingsStrip } from '../../features/recent-postings';

/** The candidate's home at '/': their upcoming interviews, the newest openings, then their own applications. */
export function CandidateHome() {
  return (
    <div className="flex flex-col gap-10">
      <h1 className="sr-only">Home</h1>
      <CandidateInterviews />
      <RecentPostingsStrip />
      <CandidateApplicationsList dashboard />
    </div>
  );
}
