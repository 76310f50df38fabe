import { Link } from 'react-router';
import type { RecentPosting } from '../../../../shared/recent-postings';
import { PostingCardFrame } from '../../../components/posting-card-frame';
import { ArrowRightIcon } from '../../../components/icons';
import { formatListDate } from '../../../lib/dates';
import { applicationPath, applyPath } from '../../../lib/paths';

const actionClasses =
  "inline-flex shrink-0 items-center gap-1 rounded-lg after:absolute after:inset-0 after:rounded-2xl after:content-[''] px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 hover:text-brand-800 dark:text-brand-300 dark:hover:bg-brand-950 dark:hover:text-brand-200";

interface RecentPostingCardProps {
  posting: RecentPosting;
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

/**
 * A recent posting as a card whose action opens the apply wizard, or the application made to it already. How many
 * applied is the company's business: a candidate's card leaves it out, though the answer still carries it.
 */
export function RecentPostingCard({ posting, headingLevel, className }: RecentPostingCardProps) {
  return (
    <PostingCardFrame
      title={posting.job_title}
      location={posting.location}
      companyName={posting.company_name}
      headingLevel={headingLevel}
      // The link's box covers the whole card, so the card is one click target with one accessible name.
      className={`relative ${className ?? ''}`}
      action={
        posting.applied_at && posting.application_id ? (
          // Applied already: the card leads to that application rather than inviting a second one.
          <Link
            to={applicationPath(posting.application_id)}
            aria-label={`Applied on ${formatListDate(posting.applied_at)}: view your application to ${posting.job_title} at ${posting.company_name}`}
            className={actionClasses}
          >
            Applied on {formatListDate(posting.applied_at)}
            <ArrowRightIcon className="size-4" />
          </Link>
        ) : (
          <Link
            to={applyPath(posting.posting_id)}
            aria-label={`Apply to ${posting.job_title} at ${posting.company_name}`}
            className={actionClasses}
          >
            Apply
            <ArrowRightIcon className="size-4" />
          </Link>
        )
      }
    />
  );
}
