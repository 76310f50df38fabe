import { useNavigate } from 'react-router';
import { POSTING_TOASTS } from '../../../../shared/postings';
import { ButtonLink } from '../../../components/button-link';
import { EmptyState } from '../../../components/empty-state';
import { BriefcaseIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { Spinner } from '../../../components/spinner';
import { useMember } from '../../../lib/member';
import { PATHS } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { usePosting } from '../api/get-posting';
import { postingScreenTitle } from '../posting-form';
import { PostingForm } from './posting-form';

/**
 * A new posting (no id) or a saved one. A new posting, once created, is the chosen one and goes on at /edit-job, so
 * that the address and the side menu name the page shown.
 */
export function PostingScreen({ postingId }: { postingId: string | null }) {
  const navigate = useNavigate();
  const posting = usePosting(postingId);
  const mayChange = useMember().can('managePostings');
  const title = postingScreenTitle(postingId !== null, mayChange);
  usePageTitle(title);

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
        <PageHeader title={title} />
        <EmptyState
          icon={<BriefcaseIcon className="size-7" />}
          title="This job posting could not be loaded"
          description={
            mayChange
              ? 'It may have been deleted. Choose another one from your openings, or create a new one.'
              : 'It may have been deleted, or you are no longer on its hiring team. Choose another one from your openings.'
          }
          action={
            <div className="flex flex-wrap justify-center gap-3">
              <ButtonLink to={PATHS.jobs} variant="secondary">
                Current Openings
              </ButtonLink>
              {mayChange && <ButtonLink to={PATHS.createJob}>Create Job</ButtonLink>}
            </div>
          }
        />
      </section>
    );
  }

  return (
    <PostingForm
      key={postingId ?? 'new'}
      posting={posting.data}
      onCreated={() => {
        void navigate(PATHS.editJob, { replace: true });
        // The new posting's link to share now heads the form: bring it into view.
        window.scrollTo({ top: 0 });
      }}
    />
  );
}
