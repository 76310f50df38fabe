import { type PostingCard } from '../../../../shared/postings';
import { postingLocation } from '../../../../shared/locations';
import { PostingCardFrame } from '../../../components/posting-card-frame';
import { ButtonLink } from '../../../components/button-link';
import { postingApplicantsPath, postingBoardPath } from '../../../lib/paths';
import { isClosed } from '../filter-postings';
import { EditPostingButton } from './edit-posting-button';

/** One of the recruiter's own postings, marked Closed when it takes no applications, with the action that opens it. */
export function CompanyPostingCard({ posting, className }: { posting: PostingCard; className?: string }) {
  return (
    <PostingCardFrame
      title={posting.title}
      location={postingLocation(posting)}
      counts={{ applicants: posting.num_applications, today: posting.applied_today }}
      applicantsTo={postingApplicantsPath(posting.id)}
      badge={
        isClosed(posting) && (
          <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-800 dark:bg-slate-700 dark:text-slate-100">
            Closed
          </span>
        )
      }
      action={
        <div className="flex gap-2">
          <ButtonLink to={postingBoardPath(posting.id)} size="sm" variant="secondary">
            Board<span className="sr-only"> of {posting.title}</span>
          </ButtonLink>
          <EditPostingButton postingId={posting.id} title={posting.title} />
        </div>
      }
      className={className}
    />
  );
}
