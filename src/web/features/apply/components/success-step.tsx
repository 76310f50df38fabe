import { APPLICATION_MESSAGES } from '../../../../shared/applications';
import { ButtonLink } from '../../../components/button-link';
import { PATHS } from '../../../lib/paths';
import { useGoHomeAfter } from '../use-go-home-after';

export function SuccessStep({ jobTitle, companyName }: { jobTitle: string; companyName: string }) {
  useGoHomeAfter();
  return (
    <div className="flex flex-col items-center py-6 text-center">
      <div
        aria-hidden="true"
        className="mb-4 flex size-14 items-center justify-center rounded-full bg-emerald-100 text-2xl font-bold text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200"
      >
        ✓
      </div>
      <p className="text-xl font-bold text-slate-900 dark:text-white">{APPLICATION_MESSAGES.applied}</p>
      <p className="mt-2 max-w-md text-sm text-slate-700 dark:text-slate-300">
        Your application for {jobTitle} at {companyName} has been sent. You can follow its stage from your home page,
        where we are taking you now.
      </p>
      <ButtonLink to={PATHS.home} className="mt-6">
        Go to Home
      </ButtonLink>
    </div>
  );
}
