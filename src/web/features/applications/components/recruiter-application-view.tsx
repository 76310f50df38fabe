import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import type { ApplicationDetail } from '../../../../shared/application-details';
import { missingPermissionMessage } from '../../../../shared/roles';
import { Button } from '../../../components/button';
import { MailIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { lazyNamed } from '../../../lib/lazy-named';
import { useMember } from '../../../lib/member';
import { usePageTitle } from '../../../lib/use-page-title';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useApplication } from '../api/get-application';
import { lastOpenedApplication, rememberOpenedApplication } from '../last-opened-application';
import { ApplicationSections, CandidateHeader } from './application-detail-view';
import { DetailLoading, NoApplication } from './detail-states';
import { EmailDeliveryList } from './email-delivery-list';
import { useSaveStoredFile } from './resume-section';
import { StatusUpdatePanel } from './status-update-panel';
import { WithdrawnNotice } from './withdrawn-notice';

// The e-mail editor brings TipTap with it: loaded when the recruiter first presses Email.
const EmailDialog = lazyNamed(() => import('./email-dialog'), 'EmailDialog');

const TITLE = 'Candidate Information / Status Update';

type View = 'profile' | 'status';

function applicationIdFromState(state: unknown): string | undefined {
  if (typeof state === 'object' && state !== null && 'applicationId' in state) {
    const { applicationId } = state as { applicationId: unknown };
    if (typeof applicationId === 'string') return applicationId;
  }
  return undefined;
}

function ViewToggle({ view, onChange }: { view: View; onChange: (view: View) => void }) {
  const option = (value: View, label: string) => (
    <button
      type="button"
      aria-pressed={view === value}
      onClick={() => onChange(value)}
      className={`h-9 rounded-md px-3 text-sm font-semibold transition-colors ${
        view === value
          ? 'bg-white text-brand-800 shadow-sm dark:bg-slate-700 dark:text-white'
          : 'text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
      }`}
    >
      {label}
    </button>
  );
  return (
    <div role="group" aria-label="View" className="inline-flex rounded-lg bg-slate-200 p-0.5 dark:bg-slate-800">
      {option('profile', 'Profile view')}
      {option('status', 'Status view')}
    </div>
  );
}

/** What the screen shows from other features, given the application's id. */
interface RecruiterApplicationParts {
  /** Under the candidate's name, in both views: their other applications to the company and likely duplicates. */
  alsoApplied: (applicationId: string) => ReactNode;
  /** The Status view's record of the application beside its status: notes, the timeline. */
  activity: (applicationId: string) => ReactNode;
  /** The application's interviews, in both views. */
  interviews: (application: ApplicationDetail) => ReactNode;
  /** What the candidate agreed to and what an Admin does with their data, in both views, after the application. */
  candidateData: (application: ApplicationDetail) => ReactNode;
  /** A PDF resume as its reviewers see it, with their marks. */
  reviewedResume: (applicationId: string, file: Blob, name: string) => ReactNode;
}

/** /candidate/:id and /update-status — one application to the company's postings, its status and e-mail. */
export function RecruiterApplicationView({
  alsoApplied,
  activity,
  interviews,
  candidateData,
  reviewedResume,
}: RecruiterApplicationParts) {
  usePageTitle(TITLE);
  const params = useParams();
  const location = useLocation();
  const id = params.id ?? applicationIdFromState(location.state) ?? lastOpenedApplication() ?? undefined;
  const query = useApplication('recruiter', id);
  const [view, setView] = useState<View>('profile');
  const [emailOpen, setEmailOpen] = useState(false);
  const { save, saving } = useSaveStoredFile();
  // An Interviewer reads applications; moving one or e-mailing its candidate is for the other roles.
  const { member, can } = useMember();
  const mayMove = can('moveApplications');

  useEffect(() => {
    if (query.data) rememberOpenedApplication(query.data.application_id);
  }, [query.data]);
  useQueryFailure(query);

  function showView(next: View) {
    setView(next);
    // E-mails go out after they are queued: the Status view shows where each one is now.
    if (next === 'status') void query.refetch();
  }

  const application = query.data;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={TITLE}
        actions={
          application && (
            <>
              <ViewToggle view={view} onChange={showView} />
              {application.signed_offer_url && (
                <Button
                  variant="secondary"
                  loading={saving}
                  onClick={() =>
                    void save(
                      application.signed_offer_url!,
                      `signed-offer-${application.first_name}-${application.last_name}`,
                    )
                  }
                >
                  Signed offer
                </Button>
              )}
              {mayMove && (
                <Button variant="secondary" onClick={() => setEmailOpen(true)}>
                  <MailIcon className="size-4" />
                  Email
                </Button>
              )}
            </>
          )
        }
      />
      {query.isPending && id ? (
        <DetailLoading />
      ) : !application ? (
        <NoApplication />
      ) : (
        <>
          <CandidateHeader application={application} />
          <WithdrawnNotice application={application} viewer="recruiter" />
          {alsoApplied(application.application_id)}
          {interviews(application)}
          {view === 'profile' ? (
            <ApplicationSections
              application={application}
              pdfResumeView={(file, name) => reviewedResume(application.application_id, file, name)}
            />
          ) : (
            <div className="flex flex-col gap-5">
              {/* A withdrawn application keeps its stage: the notice above says so, and there is nothing to choose. */}
              {!application.withdrawn_at && !mayMove && member && (
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  {missingPermissionMessage(member.role, 'moveApplications')}
                </p>
              )}
              {!application.withdrawn_at && mayMove && (
                <StatusUpdatePanel
                  key={`${application.application_id}-${application.status}`}
                  application={application}
                  onUpdated={() => setView('profile')}
                />
              )}
              {activity(application.application_id)}
              <EmailDeliveryList emails={application.emails ?? []} />
            </div>
          )}
          {candidateData(application)}
          {emailOpen && (
            <Suspense fallback={null}>
              <EmailDialog
                applicationId={application.application_id}
                recipient={`${application.first_name} ${application.last_name} <${application.email}>`}
                onClose={() => setEmailOpen(false)}
              />
            </Suspense>
          )}
        </>
      )}
    </div>
  );
}
