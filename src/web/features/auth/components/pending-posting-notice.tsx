import { CompanyBrand } from '../../../components/company-brand';
import { usePageBrand } from '../../../lib/page-brand';
import { PATHS } from '../../../lib/paths';
import { usePendingPosting } from '../api/get-pending-posting';
import { TextLink } from './text-link';

/** The sign-in page's heading for a guest who came from a job: the job they are applying for, not a welcome back. */
export function PendingPostingTitle() {
  const { data: posting } = usePendingPosting();
  return posting ? `Apply for ${posting.title} at ${posting.company_name}` : 'Sign in to apply';
}

/**
 * Names the company of the job a guest came to apply for, so that the sign-in page after a shared link is not a dead
 * end: they can read the job first, or create the account they do not have yet.
 */
export function PendingPostingNotice() {
  const { data: posting } = usePendingPosting();
  // The sign-in reached from a job speaks for its company, as the job's own page does.
  usePageBrand(posting?.company_brand);
  if (!posting) return null;
  return (
    <section
      aria-label={`Sign in to apply for ${posting.title} at ${posting.company_name}`}
      className="mb-6 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-slate-700 dark:border-brand-900 dark:bg-brand-950 dark:text-slate-200"
    >
      <CompanyBrand name={posting.company_name} logoUrl={posting.company_logo_url} />
      <p className="mt-3">
        <a
          href={posting.public_url}
          className="rounded font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
        >
          Read the job
        </a>{' '}
        or, new here, <TextLink to={PATHS.candidateSignup}>create a candidate account</TextLink> to apply.
      </p>
    </section>
  );
}
