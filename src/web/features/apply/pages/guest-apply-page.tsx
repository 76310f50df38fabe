import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { APPLICATION_MESSAGES } from '../../../../shared/applications';
import { Card } from '../../../components/card';
import { CompanyBrand } from '../../../components/company-brand';
import { PageHeader } from '../../../components/page-header';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { PATHS } from '../../../lib/paths';
import { usePageBrand } from '../../../lib/page-brand';
import { peekPendingApplySource } from '../../../lib/pending-apply';
import { usePageTitle } from '../../../lib/use-page-title';
import { useApplyPosting } from '../api/get-apply-posting';
import { GuestApplyForm } from '../components/guest-apply-form';
import { PostingUnavailable } from '../components/posting-unavailable';

/**
 * /apply/{id} for someone signed out: a quick posting's form on the job's own page, sent without an account; a
 * posting that asks the full form sends them to sign in first, as before, with the posting remembered.
 */
export function GuestApplyPage() {
  const { id = '' } = useParams();
  return <GuestApplyScreen key={id} postingId={id} />;
}

function GuestApplyScreen({ postingId }: { postingId: string }) {
  const query = useApplyPosting(postingId);
  const [source] = useState(() => peekPendingApplySource(postingId));
  const [sent, setSent] = useState<string>();
  const sentHeading = useRef<HTMLHeadingElement>(null);
  usePageTitle(sent ? 'Application sent' : query.data ? `Apply - ${query.data.title}` : 'Apply');
  usePageBrand(query.data?.company_brand);
  // The screen's content changed: reading starts at what it now says.
  useEffect(() => {
    if (sent) sentHeading.current?.focus();
  }, [sent]);

  if (query.isPending)
    return (
      <div className="flex justify-center py-20 text-brand-600 dark:text-brand-300">
        <Spinner size="lg" label="Loading the job" />
      </div>
    );
  if (query.isError || !query.data) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    const closed = query.error instanceof ApiError && query.error.status === 410 && query.error.message;
    return (
      <section>
        <PageHeader title="Apply" />
        <PostingUnavailable
          message={
            missing
              ? APPLICATION_MESSAGES.noJob
              : closed || (query.isError ? APPLICATION_MESSAGES.fetchJobError : APPLICATION_MESSAGES.noJob)
          }
        />
      </section>
    );
  }
  const posting = query.data;
  if (posting.application_form !== 'quick') return <Navigate to={PATHS.login} replace />;

  return (
    <section className="mx-auto max-w-2xl">
      <div className="mb-5">
        <CompanyBrand name={posting.company_name} logoUrl={posting.company_logo_url} />
      </div>
      {sent ? (
        <Card className="p-5 text-center sm:p-8">
          <div
            aria-hidden="true"
            className="mx-auto mb-4 flex size-14 items-center justify-center rounded-full bg-emerald-100 text-2xl font-bold text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200"
          >
            ✓
          </div>
          <h1
            ref={sentHeading}
            tabIndex={-1}
            className="text-2xl font-bold text-slate-900 focus:outline-none dark:text-white"
          >
            Application sent
          </h1>
          <p className="mx-auto mt-2 max-w-md text-slate-700 dark:text-slate-300">
            {posting.title} at {posting.company_name}. {sent}
          </p>
        </Card>
      ) : (
        <>
          <PageHeader
            title={`Apply for ${posting.title}`}
            description={
              <>
                {posting.company_name}
                {posting.public_url && (
                  <>
                    {' · '}
                    <a
                      href={posting.public_url}
                      className="rounded font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
                    >
                      Read the job
                    </a>
                  </>
                )}
              </>
            }
          />
          <Card className="p-5 sm:p-8">
            <GuestApplyForm posting={posting} source={source} onSent={setSent} />
          </Card>
          <p className="mt-4 text-center text-sm text-slate-600 dark:text-slate-300">
            Applied before with an account?{' '}
            <Link
              to={PATHS.login}
              className="rounded font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
            >
              Sign in to apply
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
