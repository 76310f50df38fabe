import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { matchPath, Route, Routes, useNavigate } from 'react-router';
import { AppLayout } from './app/app-layout';
import {
  ApplyAs,
  CandidateOnly,
  GuestOnly,
  MemberMay,
  RecruiterOnly,
  RememberApplyPosting,
  RequireAuth,
} from './app/guards';
import { NotFoundPage } from './app/not-found-page';
import { preloadCompanySplashMark } from './app/splash-screen';
import { LoginPage } from './features/auth/pages/login-page';
import { onSessionExpired } from './lib/api-client';
import { lazyNamed } from './lib/lazy-named';
import { PATHS } from './lib/paths';
import { getSession } from './lib/session';

// Screens a guest never sees are separate chunks, so that the sign-in screens stay light.
const HomePage = lazyNamed(() => import('./app/home-page'), 'HomePage');
const SearchPage = lazyNamed(() => import('./features/search/pages/search-page'), 'SearchPage');
const ApplyPage = lazyNamed(() => import('./features/apply/pages/apply-page'), 'ApplyPage');
// Its own chunk, with the proof-of-work check: only a guest on a job's apply page loads it.
const GuestApplyPage = lazyNamed(() => import('./features/apply/pages/guest-apply-page'), 'GuestApplyPage');

/** How long the app's first render waits for its first screen: its chunks came with the script, its data is asked now. */
const FIRST_SCREEN_WAIT_MS = 250;

/**
 * Loads the screen a page opened cold shows first, and asks for its data, before the app's first render: a guest's job
 * link, whose chunks the server named in the page so that they came with the app's script
 * (src/server/http/page-preloads.ts). What is slower than that shows under the splash as it comes, as it would have.
 */
export async function preloadFirstScreen(pathname: string, queryClient: QueryClient): Promise<void> {
  const postingId = matchPath(PATHS.apply, pathname)?.params.id;
  if (!postingId || getSession()) return;
  const firstScreen = Promise.all([
    GuestApplyPage.preload(),
    preloadCompanySplashMark(),
    import('./features/apply/pages/guest-apply-page-data').then((data) =>
      data.fetchApplyPostingAhead(queryClient, postingId),
    ),
  ]);
  // A chunk that fails after the wait is over is the screen's own lazy load's to report.
  const loaded = firstScreen.catch(() => undefined);
  await Promise.race([loaded, new Promise((resolve) => window.setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]);
}

const RecentPostingsPage = lazyNamed(
  () => import('./features/recent-postings/pages/recent-postings-page'),
  'RecentPostingsPage',
);
const CandidateProfilePage = lazyNamed(
  () => import('./features/candidate-profile/pages/candidate-profile-page'),
  'CandidateProfilePage',
);
const CreatePostingPage = lazyNamed(() => import('./features/postings/pages/create-posting-page'), 'CreatePostingPage');
const EditPostingPage = lazyNamed(() => import('./features/postings/pages/edit-posting-page'), 'EditPostingPage');
const PostingsPage = lazyNamed(() => import('./features/postings/pages/postings-page'), 'PostingsPage');
const CandidateApplicationsPage = lazyNamed(
  () => import('./features/applications/pages/candidate-applications-page'),
  'CandidateApplicationsPage',
);
const CandidateApplicationPage = lazyNamed(
  () => import('./app/pages/candidate-application-page'),
  'CandidateApplicationPage',
);
const HiringReportsPage = lazyNamed(() => import('./features/reports/pages/hiring-reports-page'), 'HiringReportsPage');
const SelfIdentificationReportPage = lazyNamed(
  () => import('./features/reports/pages/self-identification-report-page'),
  'SelfIdentificationReportPage',
);
const MyDataPage = lazyNamed(() => import('./app/pages/my-data-page'), 'MyDataPage');
const AccountDeletedPage = lazyNamed(() => import('./app/pages/account-deleted-page'), 'AccountDeletedPage');
const CandidatesPage = lazyNamed(() => import('./app/pages/candidates-page'), 'CandidatesPage');
const RecruiterApplicationPage = lazyNamed(
  () => import('./app/pages/recruiter-application-page'),
  'RecruiterApplicationPage',
);
const CompanyProfilePage = lazyNamed(
  () => import('./features/company-profile/pages/company-profile-page'),
  'CompanyProfilePage',
);
const TeamPage = lazyNamed(() => import('./features/team/pages/team-page'), 'TeamPage');
const PostingBoardPage = lazyNamed(() => import('./app/pages/posting-board-page'), 'PostingBoardPage');
const PipelineSettingsPage = lazyNamed(() => import('./app/pages/pipeline-settings-page'), 'PipelineSettingsPage');
const TemplatesPage = lazyNamed(() => import('./features/templates/pages/templates-page'), 'TemplatesPage');
const OfferTemplatesPage = lazyNamed(
  () => import('./features/offer-templates/pages/offer-templates-page'),
  'OfferTemplatesPage',
);
const WebhooksPage = lazyNamed(() => import('./features/webhooks/pages/webhooks-page'), 'WebhooksPage');
const ApiTokensPage = lazyNamed(() => import('./features/api-tokens/pages/api-tokens-page'), 'ApiTokensPage');
const ScorecardTemplatesPage = lazyNamed(
  () => import('./features/scorecards/pages/scorecard-templates-page'),
  'ScorecardTemplatesPage',
);
const PostingScorecardsPage = lazyNamed(
  () => import('./features/scorecards/pages/posting-scorecards-page'),
  'PostingScorecardsPage',
);
const NotificationsPage = lazyNamed(
  () => import('./features/notifications/pages/notifications-page'),
  'NotificationsPage',
);
const MyInterviewsPage = lazyNamed(() => import('./features/interviews/pages/my-interviews-page'), 'MyInterviewsPage');
const AvailabilityPage = lazyNamed(() => import('./features/scheduling/pages/availability-page'), 'AvailabilityPage');
const NotificationSettingsPage = lazyNamed(
  () => import('./features/notifications/pages/notification-settings-page'),
  'NotificationSettingsPage',
);
// The sign-in screen is the one most guests open first; the other guest screens come on demand.
const RegisterTypePage = lazyNamed(() => import('./features/auth/pages/register-type-page'), 'RegisterTypePage');
const RecruiterSignupPage = lazyNamed(
  () => import('./features/auth/pages/recruiter-signup-page'),
  'RecruiterSignupPage',
);
const CandidateSignupPage = lazyNamed(
  () => import('./features/auth/pages/candidate-signup-page'),
  'CandidateSignupPage',
);
const ForgotPasswordPage = lazyNamed(() => import('./features/auth/pages/forgot-password-page'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyNamed(() => import('./features/auth/pages/reset-password-page'), 'ResetPasswordPage');
const AcceptInvitationPage = lazyNamed(
  () => import('./features/auth/pages/accept-invitation-page'),
  'AcceptInvitationPage',
);
const ConfirmEmailPage = lazyNamed(() => import('./features/auth/pages/confirm-email-page'), 'ConfirmEmailPage');
const EmailSignInPage = lazyNamed(() => import('./features/auth/pages/email-sign-in-page'), 'EmailSignInPage');
const EmailLinkPage = lazyNamed(() => import('./features/auth/pages/email-link-page'), 'EmailLinkPage');

/** A 401 on any signed-in call: the session is already cleared, the person signs in again. */
function SessionExpiryRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    onSessionExpired(() => {
      void navigate(PATHS.login, { replace: true });
    });
  }, [navigate]);
  return null;
}

export function AppRoutes() {
  return (
    <>
      <SessionExpiryRedirect />
      <Routes>
        <Route element={<AppLayout />}>
          <Route index element={<HomePage />} />
          <Route element={<GuestOnly />}>
            <Route path={PATHS.login} element={<LoginPage />} />
            <Route path={PATHS.registerType} element={<RegisterTypePage />} />
            <Route path={PATHS.recruiterSignup} element={<RecruiterSignupPage />} />
            <Route path={PATHS.candidateSignup} element={<CandidateSignupPage />} />
            <Route path={PATHS.forgot} element={<ForgotPasswordPage />} />
            <Route path={PATHS.reset} element={<ResetPasswordPage />} />
            <Route path={PATHS.emailSignIn} element={<EmailSignInPage />} />
          </Route>
          <Route element={<RequireAuth />}>
            <Route element={<RecruiterOnly />}>
              <Route path={PATHS.companyProfile} element={<CompanyProfilePage />} />
              <Route path={PATHS.candidates} element={<CandidatesPage />} />
              <Route path={PATHS.candidate} element={<RecruiterApplicationPage />} />
              <Route path={PATHS.updateStatus} element={<RecruiterApplicationPage />} />
              <Route element={<MemberMay permission="managePostings" />}>
                <Route path={PATHS.createJob} element={<CreatePostingPage />} />
              </Route>
              <Route path={PATHS.editJob} element={<EditPostingPage />} />
              <Route path={PATHS.jobs} element={<PostingsPage />} />
              <Route element={<MemberMay permission="manageTeam" />}>
                <Route path={PATHS.team} element={<TeamPage />} />
              </Route>
              <Route path={PATHS.postingBoard} element={<PostingBoardPage />} />
              <Route path={PATHS.postingScorecards} element={<PostingScorecardsPage />} />
              <Route path={PATHS.search} element={<SearchPage />} />
              <Route path={PATHS.notifications} element={<NotificationsPage />} />
              <Route path={PATHS.myInterviews} element={<MyInterviewsPage />} />
              <Route path={PATHS.availability} element={<AvailabilityPage />} />
              <Route path={PATHS.notificationSettings} element={<NotificationSettingsPage />} />
              <Route element={<MemberMay permission="manageScorecardTemplates" />}>
                <Route path={PATHS.pipelineSettings} element={<PipelineSettingsPage />} />
              </Route>
              <Route element={<MemberMay permission="readHiringReports" />}>
                <Route path={PATHS.reports} element={<HiringReportsPage />} />
              </Route>
              <Route element={<MemberMay permission="readSelfIdentificationReport" />}>
                <Route path={PATHS.selfIdentificationReport} element={<SelfIdentificationReportPage />} />
              </Route>
              <Route element={<MemberMay permission="manageTemplates" />}>
                <Route path={PATHS.templateSettings} element={<TemplatesPage />} />
              </Route>
              <Route element={<MemberMay permission="manageOfferTemplates" />}>
                <Route path={PATHS.offerTemplateSettings} element={<OfferTemplatesPage />} />
              </Route>
              <Route element={<MemberMay permission="manageWebhooks" />}>
                <Route path={PATHS.webhookSettings} element={<WebhooksPage />} />
              </Route>
              <Route element={<MemberMay permission="manageApiTokens" />}>
                <Route path={PATHS.apiTokenSettings} element={<ApiTokensPage />} />
              </Route>
              <Route element={<MemberMay permission="manageScorecardTemplates" />}>
                <Route path={PATHS.scorecardSettings} element={<ScorecardTemplatesPage />} />
              </Route>
            </Route>
            <Route element={<CandidateOnly />}>
              <Route path={PATHS.applications} element={<CandidateApplicationsPage />} />
              <Route path={PATHS.application} element={<CandidateApplicationPage />} />
              <Route path={PATHS.recentPostings} element={<RecentPostingsPage />} />
              <Route path={PATHS.candidateProfile} element={<CandidateProfilePage />} />
              <Route path={PATHS.myData} element={<MyDataPage />} />
            </Route>
          </Route>
          {/* Anyone may open an invitation's link; someone signed in is asked to log out before accepting it. */}
          <Route path={PATHS.invitation} element={<AcceptInvitationPage />} />
          {/* The address's owner may open the link on any device, signed in or not. */}
          <Route path={PATHS.emailConfirmation} element={<ConfirmEmailPage />} />
          {/* A candidate may open their sign-in link on any device, signed in or not. */}
          <Route path={PATHS.emailSignInLink} element={<EmailLinkPage />} />
          <Route path={PATHS.apply} element={<RememberApplyPosting />}>
            <Route index element={<ApplyAs candidate={<ApplyPage />} guest={<GuestApplyPage />} />} />
          </Route>
          <Route path={PATHS.accountDeleted} element={<AccountDeletedPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </>
  );
}
