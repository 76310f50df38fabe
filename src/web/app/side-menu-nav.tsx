import type { ComponentType, SVGProps } from 'react';
import { Link, useLocation } from 'react-router';
import {
  BriefcaseIcon,
  ArrowRightIcon,
  BuildingIcon,
  CalendarIcon,
  ChartIcon,
  ChecklistIcon,
  ClipboardIcon,
  DashboardIcon,
  KeyIcon,
  MailIcon,
  PeopleIcon,
  PlusDocumentIcon,
  ShieldIcon,
  SparkIcon,
  TeamIcon,
  UserIcon,
} from '../components/icons';
import type { Permission } from '../../shared/roles';
import { useMember } from '../lib/member';
import { PATHS } from '../lib/paths';
import { useSession, type Session } from '../lib/session';

interface NavItem {
  to: string;
  label: string;
  icon: ComponentType<Omit<SVGProps<SVGSVGElement>, 'children'>>;
  isActive: (pathname: string) => boolean;
  /** Shown only to a member whose role allows it: the menu offers nothing the server would refuse. */
  permission?: Permission;
}

interface NavSection {
  title?: string;
  items: NavItem[];
}

const exactly = (path: string) => (pathname: string) => pathname === path;

const dashboardItem: NavItem = {
  to: PATHS.home,
  label: 'Dashboard',
  icon: DashboardIcon,
  isActive: (pathname) => pathname === PATHS.home || pathname.includes('dashboard'),
};

const recruiterSections: NavSection[] = [
  {
    title: 'RECRUITMENT',
    items: [
      {
        to: PATHS.createJob,
        label: 'Create Job Posting',
        icon: PlusDocumentIcon,
        isActive: exactly(PATHS.createJob),
        permission: 'managePostings',
      },
      {
        to: PATHS.candidates,
        label: 'Candidates',
        icon: PeopleIcon,
        // One application is a page of the list it was opened from.
        isActive: (pathname) =>
          pathname.includes('candidates') || pathname.startsWith('/candidate/') || pathname === PATHS.updateStatus,
      },
      {
        to: PATHS.jobs,
        label: 'Postings',
        icon: BriefcaseIcon,
        // A saved posting is opened from the openings, whether or not it was just created.
        isActive: (pathname) => pathname === PATHS.jobs || pathname === PATHS.editJob,
      },
      {
        to: PATHS.myInterviews,
        label: 'My interviews',
        icon: CalendarIcon,
        isActive: (pathname) => pathname === PATHS.myInterviews || pathname === PATHS.availability,
      },
      {
        to: PATHS.reports,
        label: 'Reports',
        icon: ChartIcon,
        isActive: exactly(PATHS.reports),
        permission: 'readHiringReports',
      },
    ],
  },
  {
    title: 'MISC',
    items: [
      {
        to: PATHS.companyProfile,
        label: 'Company Profile',
        icon: BuildingIcon,
        isActive: exactly(PATHS.companyProfile),
      },
      { to: PATHS.team, label: 'Team', icon: TeamIcon, isActive: exactly(PATHS.team), permission: 'manageTeam' },
      {
        to: PATHS.pipelineSettings,
        label: 'Pipeline',
        icon: ClipboardIcon,
        isActive: exactly(PATHS.pipelineSettings),
        permission: 'manageScorecardTemplates',
      },
      {
        to: PATHS.selfIdentificationReport,
        label: 'Self-identification',
        icon: PeopleIcon,
        isActive: exactly(PATHS.selfIdentificationReport),
        permission: 'readSelfIdentificationReport',
      },
      {
        to: PATHS.templateSettings,
        label: 'Templates',
        icon: MailIcon,
        isActive: exactly(PATHS.templateSettings),
        permission: 'manageTemplates',
      },
      {
        to: PATHS.offerTemplateSettings,
        label: 'Offer templates',
        icon: PlusDocumentIcon,
        isActive: exactly(PATHS.offerTemplateSettings),
        permission: 'manageOfferTemplates',
      },
      {
        to: PATHS.scorecardSettings,
        label: 'Scorecards',
        icon: ChecklistIcon,
        isActive: exactly(PATHS.scorecardSettings),
        permission: 'manageScorecardTemplates',
      },
      {
        to: PATHS.webhookSettings,
        label: 'Webhooks',
        icon: ArrowRightIcon,
        isActive: exactly(PATHS.webhookSettings),
        permission: 'manageWebhooks',
      },
      {
        to: PATHS.apiTokenSettings,
        label: 'API tokens',
        icon: KeyIcon,
        isActive: exactly(PATHS.apiTokenSettings),
        permission: 'manageApiTokens',
      },
    ],
  },
];

const candidateSections: NavSection[] = [
  {
    title: 'CANDIDATE',
    items: [
      {
        to: PATHS.applications,
        label: 'Applications',
        icon: ClipboardIcon,
        isActive: (pathname) =>
          pathname === PATHS.applications ||
          pathname.startsWith('/application/') ||
          pathname.includes('candidate-applications'),
      },
      {
        to: PATHS.recentPostings,
        label: 'Recent Jobs Posting',
        icon: SparkIcon,
        isActive: (pathname) => pathname === PATHS.recentPostings || pathname.startsWith('/apply/'),
      },
    ],
  },
  {
    title: 'MISC',
    items: [
      { to: PATHS.candidateProfile, label: 'Profile', icon: UserIcon, isActive: exactly(PATHS.candidateProfile) },
      { to: PATHS.myData, label: 'My data', icon: ShieldIcon, isActive: exactly(PATHS.myData) },
    ],
  },
];

function sectionsFor(session: Session | null, can: (permission: Permission) => boolean): NavSection[] {
  const roleSections = !session ? [] : session.isRecruiter ? recruiterSections : candidateSections;
  return [{ items: [dashboardItem] }, ...roleSections].map((section) => ({
    ...section,
    items: section.items.filter((item) => item.permission === undefined || can(item.permission)),
  }));
}

interface SideMenuNavProps {
  collapsed: boolean;
  onNavigate?: () => void;
}

export function SideMenuNav({ collapsed, onNavigate }: SideMenuNavProps) {
  const session = useSession();
  const { can } = useMember();
  const { pathname } = useLocation();

  return (
    <nav aria-label="Main" className="flex flex-col gap-6">
      {sectionsFor(session, can).map((section, index) => (
        <div key={section.title ?? index}>
          {section.title &&
            (collapsed ? (
              <div className="mx-auto mb-3 h-px w-8 bg-slate-200 dark:bg-slate-700" aria-hidden="true" />
            ) : (
              <p className="mb-2 px-3 text-xs font-semibold tracking-wider text-slate-600 dark:text-slate-400">
                {section.title}
              </p>
            ))}
          <ul className="flex flex-col gap-1">
            {section.items.map((item) => {
              const active = item.isActive(pathname);
              const Icon = item.icon;
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    onClick={onNavigate}
                    aria-current={active ? 'page' : undefined}
                    title={collapsed ? item.label : undefined}
                    className={`group flex h-10 items-center gap-3 rounded-lg text-sm font-medium transition-colors ${
                      collapsed ? 'justify-center px-0' : 'px-3'
                    } ${
                      active
                        ? 'bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-200'
                        : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white'
                    }`}
                  >
                    <Icon
                      className={`size-5 shrink-0 ${
                        active
                          ? 'text-brand-600 dark:text-brand-300'
                          : 'text-slate-500 group-hover:text-slate-700 dark:text-slate-400 dark:group-hover:text-slate-200'
                      }`}
                    />
                    <span className={collapsed ? 'sr-only' : 'truncate'}>{item.label}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
