import { useState } from 'react';
import { POSTING_TOASTS } from '../../../../shared/postings';
import { ButtonLink } from '../../../components/button-link';
import { EmptyState } from '../../../components/empty-state';
import { BriefcaseIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { Spinner } from '../../../components/spinner';
import { PATHS } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { usePosting } from '../api/get-posting';
import { PostingForm } from './posting-form';

/** A new posting (no id) or a saved one; once a new posting is created, the screen goes on with it. */
export function PostingScreen({ initialPostingId }: { initialPostingId: string | null }) {
  const [postingId, setPostingId] = useState(initialPostingId);
  const posting = usePosting(postingId);
  usePageTitle(postingId ? 'Edit Job Posting' : 'Create Job Posting');

  useQueryFailure(posting, POSTING_TOASTS.fetchJobFailed);

  if (postingId && posting.isPending) {
    return (
      <div className="flex justify-center py-20 text-brand-600 dark:text-brand-300">
        <Spinner size="lg" label="Loading the job posting…" />
      </div>
    );
  }

  if (postingId && posting.isError) {
    return (
      <section>
        <PageHeader title="Edit Job Posting" />
        <EmptyState
          icon={<BriefcaseIcon className="size-7" />}
          title="This job posting could not be loaded"
          description="It may have been deleted. Choose another one from your openings, or create a new one."
          action={
            <div className="flex flex-wrap justify-center gap-3">
              <ButtonLink to={PATHS.jobs} variant="secondary">
                Current Openings
              </ButtonLink>
              <ButtonLink to={PATHS.createJob}>Create Job</ButtonLink>
            </div>
          }
        />
      </section>
    );
  }

  return (
    <PostingForm key={postingId ?? 'new'} posting={posting.data} onCreated={(created) => setPostingId(created.id)} />
  );
}
