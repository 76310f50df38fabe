import type { PostingCard } from '../../../../shared/postings';
import { PostingCardFrame } from '../../../components/posting-card-frame';
import { postingLocation } from '../filter-postings';
import { EditPostingButton } from './edit-posting-button';

/** One of the recruiter's own postings, with the action that opens it for editing. */
export function CompanyPostingCard({ posting, className }: { posting: PostingCard; className?: string }) {
  return (
    <PostingCardFrame
      title={posting.title}
      location={postingLocation(posting)}
      applicantCount={posting.num_applications}
      appliedToday={posting.applied_today}
      action={<EditPostingButton postingId={posting.id} title={posting.title} />}
      className={className}
    />
  );
}
