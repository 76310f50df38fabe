import { ButtonLink } from '../components/button-link';
import { Card } from '../components/card';
import { BriefcaseIcon, ClipboardIcon, PeopleIcon } from '../components/icons';
import { lazyNamed } from '../lib/lazy-named';
import { PATHS } from '../lib/paths';
import { useSession } from '../lib/session';
import { usePageTitle } from '../lib/use-page-title';

// Guests never load the candidate home: it is the one part of '/' that calls candidate endpoints.
const CandidateHome = lazyNamed(() => import('./pages/candidate-home'), 'CandidateHome');
const RecruiterDashboard = lazyNamed(() => import('./pages/recruiter-dashboard'), 'RecruiterDashboard');

const highlights = [
  { icon: BriefcaseIcon, title: 'Post in minutes', text: 'Describe the role, pick the skills and share one link.' },
  { icon: PeopleIcon, title: 'Review with ease', text: 'Every application in one list, with status at a glance.' },
  {
    icon: ClipboardIcon,
    title: 'Apply and follow',
    text: 'Candidates apply in a few steps and always know where they stand.',
  },
];

function GuestHome() {
  return (
    <div className="flex flex-col gap-8">
      <Card className="overflow-hidden">
        <div className="bg-gradient-to-br from-brand-600 to-brand-800 px-6 py-10 text-white sm:px-10 sm:py-14">
          <p className="text-sm font-semibold tracking-wider text-brand-100 uppercase">Hiring for small enterprises</p>
          <h1 className="mt-3 max-w-2xl text-3xl font-bold tracking-tight sm:text-4xl">
            Find your next role, or your next great hire.
          </h1>
          <p className="mt-4 max-w-xl text-base text-brand-50">
            Sign in to see the latest openings and follow your applications, or create an account in under a minute.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to={PATHS.login} size="lg" variant="secondary">
              Login
            </ButtonLink>
            <ButtonLink
              to={PATHS.registerType}
              size="lg"
              className="bg-brand-900/40 ring-1 ring-white/60 hover:bg-brand-900/60"
            >
              Create an account
            </ButtonLink>
          </div>
        </div>
      </Card>
      <ul className="grid gap-4 sm:grid-cols-3">
        {highlights.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Card className="h-full p-5">
              <Icon className="size-6 text-brand-600 dark:text-brand-300" />
              <h2 className="mt-3 font-semibold text-slate-900 dark:text-white">{title}</h2>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{text}</p>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** '/' is for everyone: the recruiter dashboard, the candidate home, or a welcome for guests. */
export function HomePage() {
  const session = useSession();
  usePageTitle(session?.isRecruiter ? 'Dashboard' : 'Home');

  if (!session) return <GuestHome />;
  if (session.isRecruiter) return <RecruiterDashboard />;
  return <CandidateHome />;
}
