import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from './app/app-layout';
import { CandidateOnly, GuestOnly, RecruiterOnly, RememberApplyJob, RequireAuth } from './app/guards';
import { NotFoundPage } from './app/not-found-page';
import { RouteError } from './app/route-error';
import { CandidateSignupPage } from './features/auth/pages/candidate-signup-page';
import { ForgotPasswordPage } from './features/auth/pages/forgot-password-page';
import { LoginPage } from './features/auth/pages/login-page';
import { RecruiterSignupPage } from './features/auth/pages/recruiter-signup-page';
import { RegisterTypePage } from './features/auth/pages/register-type-page';
import { ResetPasswordPage } from './features/auth/pages/reset-password-page';
import { onSessionExpired } from './lib/api-client';
import { PATHS } from './lib/paths';

// Screens a guest never sees are separate chunks, so that the sign-in screens stay light.
const HomePage = lazy(() => import('./app/home-page'));
const ApplyPage = lazy(() => import('./app/apply-page'));
const PlaceholderPage = lazy(() => import('./app/placeholder-page'));

const placeholder = (path: string, title: string, description?: string): RouteObject => ({
  path,
  element: <PlaceholderPage title={title} description={description} />,
});

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage /> },
      {
        element: <GuestOnly />,
        children: [
          { path: PATHS.login, element: <LoginPage /> },
          { path: PATHS.registerType, element: <RegisterTypePage /> },
          { path: PATHS.recruiterSignup, element: <RecruiterSignupPage /> },
          { path: PATHS.candidateSignup, element: <CandidateSignupPage /> },
          { path: PATHS.forgot, element: <ForgotPasswordPage /> },
          { path: PATHS.reset, element: <ResetPasswordPage /> },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <RecruiterOnly />,
            children: [
              placeholder(PATHS.companyProfile, 'Company Profile', 'Your cover image, logo, tagline and about us will be editable here.'),
              placeholder(PATHS.createJob, 'Create Job Posting', 'The job posting form is on its way.'),
              placeholder(PATHS.editJob, 'Edit Job Posting', 'Editing a chosen posting is on its way.'),
              placeholder(PATHS.jobs, 'Current Openings', 'All your postings, with search and a location filter, will appear here.'),
              placeholder(PATHS.candidates, 'Applications', 'Every application to your postings will be listed here.'),
              placeholder(PATHS.candidate, 'Candidate Information / Status Update', 'One application, its resume and its status will be shown here.'),
              placeholder(PATHS.updateStatus, 'Candidate Information / Status Update', 'One application, its resume and its status will be shown here.'),
            ],
          },
          {
            element: <CandidateOnly />,
            children: [
              placeholder(PATHS.applications, 'Applications', 'Your applications and their stages will be listed here.'),
              placeholder(PATHS.application, 'Application', 'The details of your application will be shown here.'),
              placeholder(PATHS.candidateProfile, 'Profile', 'Your personal details will be editable here.'),
              placeholder(PATHS.recentJobs, 'Recent Jobs Posting', 'The latest openings, with search and a location filter, will appear here.'),
            ],
          },
        ],
      },
      {
        path: PATHS.apply,
        element: <RememberApplyJob />,
        children: [
          {
            element: <RequireAuth />,
            children: [{ element: <CandidateOnly />, children: [{ index: true, element: <ApplyPage /> }] }],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);

// A 401 on any signed-in call: the session is already cleared, the person signs in again.
onSessionExpired(() => {
  void router.navigate(PATHS.login, { replace: true });
});
