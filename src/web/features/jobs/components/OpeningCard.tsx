import type { PostingCard } from '../../../../shared/postings';
import { JobCard } from '../../../components/JobCard';
import { postingLocation } from '../filter-postings';
import { EditPostingButton } from './EditPostingButton';

/** One of the recruiter's own postings, with the action that opens it for editing. */
export function OpeningCard({ posting, className }: { posting: PostingCard; className?: string }) {
  return (
    <JobCard
      title={posting.title}
      location={postingLocation(posting)}
      applicantCount={posting.num_applications}
      appliedToday={posting.applied_today}
      action={<EditPostingButton postingId={posting.id} title={posting.title} />}
      className={className}
    />
  );
}
