import { CandidateApplicationsList } from '../../features/applications';
import { RecentPostingsStrip } from '../../features/recent-postings';

/** The candidate's home at '/': the newest openings, then their own applications. */
export function CandidateHome() {
  return (
    <div className="flex flex-col gap-10">
      <h1 className="sr-only">Home</h1>
      <RecentPostingsStrip />
      <CandidateApplicationsList dashboard />
    </div>
  );
}
