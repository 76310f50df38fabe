import { lazy, useEffect } from 'react';
import { Route, Routes, useNavigate } from 'react-router';
import { AppLayout } from './app/app-layout';
import { CandidateOnly, GuestOnly, RecruiterOnly, RememberApplyJob, RequireAuth } from './app/guards';
import { NotFoundPage } from './app/not-found-page';
import { LoginPage } from './features/auth/pages/login-page';
import { onSessionExpired } from './lib/api-client';
import { PATHS } from './lib/paths';

// Screens a guest never sees are separate chunks, so that the sign-in screens stay light.
const HomePage = lazy(() => import('./app/home-page'));
const ApplyPage = lazy(() =>
  import('./features/apply/pages/apply-page').then((module) => ({ default: module.ApplyPage })),
);
const RecentJobsPage = lazy(() =>
  import('./features/recent-jobs/pages/recent-jobs-page').then((module) => ({ default: module.RecentJobsPage })),
);
const CandidateProfilePage = lazy(() =>
  import('./features/candidate-profile/pages/candidate-profile-page').then((module) => ({
    default: module.CandidateProfilePage,
  })),
);
const CreateJobPage = lazy(() => import('./features/jobs/pages/create-job-page'));
const EditJobPage = lazy(() => import('./features/jobs/pages/edit-job-page'));
const OpeningsPage = lazy(() => import('./features/jobs/pages/openings-page'));
const CandidateApplicationsPage = lazy(() => import('./features/applications/pages/candidate-applications-page'));
const CandidateApplicationPage = lazy(() => import('./features/applications/pages/candidate-application-page'));
const RecruiterCandidatesPage = lazy(() => import('./features/applications/pages/recruiter-candidates-page'));
const RecruiterApplicationPage = lazy(() => import('./features/applications/pages/recruiter-application-page'));
const CompanyProfilePage = lazy(() => import('./features/company-profile/pages/company-profile-page'));
// The sign-in screen is the one most guests open first; the other guest screens come on demand.
const RegisterTypePage = lazy(() =>
  import('./features/auth/pages/register-type-page').then((module) => ({ default: module.RegisterTypePage })),
);
const RecruiterSignupPage = lazy(() =>
  import('./features/auth/pages/recruiter-signup-page').then((module) => ({ default: module.RecruiterSignupPage })),
);
const CandidateSignupPage = lazy(() =>
  import('./features/auth/pages/candidate-signup-page').then((module) => ({ default: module.CandidateSignupPage })),
);
const ForgotPasswordPage = lazy(() =>
  import('./features/auth/pages/forgot-password-page').then((module) => ({ default: module.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('./features/auth/pages/reset-password-page').then((module) => ({ default: module.ResetPasswordPage })),
);

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
          </Route>
          <Route element={<RequireAuth />}>
            <Route element={<RecruiterOnly />}>
              <Route path={PATHS.companyProfile} element={<CompanyProfilePage />} />
              <Route path={PATHS.candidates} element={<RecruiterCandidatesPage />} />
              <Route path={PATHS.candidate} element={<RecruiterApplicationPage />} />
              <Route path={PATHS.updateStatus} element={<RecruiterApplicationPage />} />
              <Route path={PATHS.createJob} element={<CreateJobPage />} />
              <Route path={PATHS.editJob} element={<EditJobPage />} />
              <Route path={PATHS.jobs} element={<OpeningsPage />} />
            </Route>
            <Route element={<CandidateOnly />}>
              <Route path={PATHS.applications} element={<CandidateApplicationsPage />} />
              <Route path={PATHS.application} element={<CandidateApplicationPage />} />
              <Route path={PATHS.recentJobs} element={<RecentJobsPage />} />
              <Route path={PATHS.candidateProfile} element={<CandidateProfilePage />} />
            </Route>
          </Route>
          <Route path={PATHS.apply} element={<RememberApplyJob />}>
            <Route element={<RequireAuth />}>
              <Route element={<CandidateOnly />}>
                <Route index element={<ApplyPage />} />
              </Route>
            </Route>
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </>
  );
}
