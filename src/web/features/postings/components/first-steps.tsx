import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Card } from '../../../components/card';
import { ArrowRightIcon } from '../../../components/icons';
import { companyProfileQuery } from '../../../lib/company-profile';
import { useMember } from '../../../lib/member';
import { PATHS } from '../../../lib/paths';

interface FirstStep {
  to: string;
  title: string;
  description: string;
  done?: boolean;
  /** Shown only to an Admin, who alone may change the company's profile. */
  adminOnly?: boolean;
}

/** What a recruiter without a posting does first, in order, each step one link away. */
export function FirstSteps() {
  const profile = useQuery(companyProfileQuery).data;
  const mayEditProfile = useMember().can('manageCompany');
  const allSteps: FirstStep[] = [
    {
      to: PATHS.createJob,
      title: 'Create your first job posting',
      description: 'Describe the role, the skills you look for and the questions candidates answer.',
    },
    {
      to: PATHS.companyProfile,
      title: 'Complete your company profile',
      description: 'A tagline, a picture and a few words about your company.',
      done: Boolean(profile?.tagline && profile.about_us),
      adminOnly: true,
    },
    {
      to: PATHS.createJob,
      title: 'Share the posting link',
      description: 'Once you submit a posting, its link is at the top of the form: copy it and send it to candidates.',
    },
  ];
  const steps = allSteps.filter((step) => mayEditProfile || !step.adminOnly);

  return (
    <Card className="p-5 sm:p-6">
      <h3 className="text-base font-semibold text-slate-900 dark:text-white">
        Get started in {steps.length === 3 ? 'three' : 'two'} steps
      </h3>
      <ol className={`mt-4 grid gap-3 ${steps.length === 3 ? 'md:grid-cols-3' : 'md:grid-cols-2'}`}>
        {steps.map((step, index) => (
          <li key={step.title}>
            <Link
              to={step.to}
              className="group flex h-full gap-3 rounded-xl border border-slate-200 p-4 hover:border-brand-300 hover:bg-brand-50 dark:border-slate-700 dark:hover:border-brand-700 dark:hover:bg-brand-950"
            >
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white"
              >
                {index + 1}
              </span>
              <span className="flex min-w-0 flex-col gap-1">
                <span className="inline-flex items-center gap-1 font-semibold text-brand-700 group-hover:underline dark:text-brand-300">
                  {step.title}
                  <ArrowRightIcon className="size-4 shrink-0" />
                </span>
                <span className="text-sm text-slate-600 dark:text-slate-300">{step.description}</span>
                {step.done && (
                  <span className="mt-1 w-fit rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
                    Done
                  </span>
                )}
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </Card>
  );
}
