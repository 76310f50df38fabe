import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRightIcon, BuildingIcon, UserIcon } from '../../../components/icons';
import { PATHS } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthCard } from '../components/auth-card';
import { TextLink } from '../components/text-link';

interface ChoiceProps {
  to: string;
  title: string;
  description: string;
  icon: ReactNode;
}

function Choice({ to, title, description, icon }: ChoiceProps) {
  const descriptionId = `${to.slice(1)}-description`;
  return (
    <div className="group relative flex flex-col rounded-xl border border-slate-200 bg-white p-5 transition hover:border-brand-400 hover:shadow-md focus-within:border-brand-500 dark:border-slate-700 dark:bg-slate-950 dark:hover:border-brand-400">
      <div className="mb-4 flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-200">
        {icon}
      </div>
      <h2 className="text-base font-semibold text-slate-900 dark:text-white">
        {/* The whole card is clickable; the link's name stays the short title. */}
        <Link
          to={to}
          aria-describedby={descriptionId}
          className="rounded after:absolute after:inset-0 after:rounded-xl"
        >
          {title}
        </Link>
      </h2>
      <p id={descriptionId} className="mt-1.5 grow text-sm text-slate-600 dark:text-slate-300">
        {description}
      </p>
      <span
        aria-hidden="true"
        className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 dark:text-brand-300"
      >
        Get started <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
      </span>
    </div>
  );
}

export function RegisterTypePage() {
  usePageTitle('Create an account');
  return (
    <AuthCard
      wide
      title="Create your Openhire account"
      description="Tell us how you will use Openhire."
      footer={
        <>
          Already have an account? <TextLink to={PATHS.login}>Login</TextLink>
        </>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Choice
          to={PATHS.candidateSignup}
          title="Candidate Registration"
          description="Looking for your next role? Apply to openings in minutes and follow every application."
          icon={<UserIcon className="size-6" />}
        />
        <Choice
          to={PATHS.recruiterSignup}
          title="Recruiter Registration"
          description="Hiring for your company? Post jobs, share links and review candidates in one place."
          icon={<BuildingIcon className="size-6" />}
        />
      </div>
    </AuthCard>
  );
}
