import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { APPLICATION_MESSAGES } from '../../../../shared/applications';
import { APPLY_STEPS } from '../../../../shared/application-submissions';
import { CompanyBrand } from '../../../components/company-brand';
import { PageHeader } from '../../../components/page-header';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { clearPendingApplyPosting, peekPendingApplySource } from '../../../lib/pending-apply';
import { usePageBrand } from '../../../lib/page-brand';
import { usePageTitle } from '../../../lib/use-page-title';
import { useApplicationDraft } from '../api/get-application-draft';
import { useApplyPosting } from '../api/get-apply-posting';
import { useApplicationDefaults } from '../api/get-application-defaults';
import { ApplyWizard } from '../components/apply-wizard';
import { PostingUnavailable } from '../components/posting-unavailable';
import { Stepper } from '../components/stepper';

/** Why a posting cannot be shown: unknown, closed (the server says how), or the fetch itself failed. */
function unavailableMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return APPLICATION_MESSAGES.noJob;
  if (error instanceof ApiError && error.status === 410 && error.message) return error.message;
  return APPLICATION_MESSAGES.fetchJobError;
}

export function ApplyPage() {
  const { id = '' } = useParams();
  // Each posting's screen starts afresh: another posting opened from here brings its own source.
  return <ApplyScreen key={id} postingId={id} />;
}

function ApplyScreen({ postingId }: { postingId: string }) {
  const posting = useApplyPosting(postingId);
  const defaults = useApplicationDefaults();
  const draft = useApplicationDraft(postingId);
  // Read before the effect below forgets it: where the link that brought the candidate here came from.
  const [source] = useState(() => peekPendingApplySource(postingId));
  usePageTitle(posting.data ? `Apply - ${posting.data.title}` : 'Apply');
  usePageBrand(posting.data?.company_brand);
  // The candidate has reached the posting they were sent to: nothing is pending any more.
  useEffect(() => clearPendingApplyPosting(), []);

  // The candidate is applying to the company: its brand leads the page.
  const header = (
    <>
      {posting.data && (
        <div className="mb-5">
          <CompanyBrand name={posting.data.company_name} logoUrl={posting.data.company_logo_url} />
        </div>
      )}
      <PageHeader
        title="Apply"
        description={posting.data ? `${posting.data.title} at ${posting.data.company_name}` : undefined}
      />
    </>
  );

  if (posting.isPending || defaults.isPending || draft.isPending) {
    return (
      <section>
        {header}
        <div className="flex justify-center py-20 text-brand-600 dark:text-brand-300">
          <Spinner size="lg" label="Loading the job" />
        </div>
      </section>
    );
  }

  if (posting.isError || !posting.data) {
    return (
      <section>
        {header}
        <Stepper steps={APPLY_STEPS} current={0} />
        <PostingUnavailable
          message={posting.isError ? unavailableMessage(posting.error) : APPLICATION_MESSAGES.noJob}
        />
      </section>
    );
  }

  return (
    <section>
      {header}
      <ApplyWizard
        key={posting.data.id}
        posting={posting.data}
        defaults={defaults.data}
        draft={draft.data}
        source={source}
      />
    </section>
  );
}
