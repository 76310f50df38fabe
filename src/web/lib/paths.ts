/** Every route of the web app, as the specification's route table names them. */
export const PATHS = {
  home: '/',
  login: '/login',
  registerType: '/register-type',
  recruiterSignup: '/register',
  candidateSignup: '/signup',
  forgot: '/forgot',
  /** A candidate signs in with a code e-mailed to them. */
  emailSignIn: '/sign-in/email',
  /** The sign-in link, as the code's e-mail carries it. */
  emailSignInLink: '/sign-in/email/:token',
  reset: '/reset',
  companyProfile: '/profile',
  createJob: '/job',
  editJob: '/edit-job',
  jobs: '/jobs',
  candidates: '/candidates',
  candidate: '/candidate/:id',
  updateStatus: '/update-status',
  applications: '/applications',
  application: '/application/:id',
  candidateProfile: '/candidate-profile',
  myData: '/my-data',
  /** Where a candidate lands once their account is deleted. */
  accountDeleted: '/account-deleted',
  /** Company-wide search of applications: `?q=` and the filters. */
  search: '/search',
  reports: '/reports',
  selfIdentificationReport: '/reports/self-identification',
  apply: '/apply/:id',
  recentPostings: '/recent-jobs',
  team: '/team',
  /** An invitation's link, as its e-mail carries it. */
  invitation: '/invite/:token',
  /** The link that confirms an Admin's address, as its e-mail carries it. */
  emailConfirmation: '/confirm-email/:token',
  postingBoard: '/jobs/:id/board',
  pipelineSettings: '/settings/pipeline',
  templateSettings: '/settings/templates',
  offerTemplateSettings: '/settings/offer-templates',
  scorecardSettings: '/settings/scorecards',
  webhookSettings: '/settings/webhooks',
  apiTokenSettings: '/settings/api-tokens',
  postingScorecards: '/jobs/:id/scorecards',
  notifications: '/notifications',
  notificationSettings: '/notifications/settings',
  myInterviews: '/my-interviews',
  availability: '/my-interviews/availability',
} as const;

export const candidatePath = (applicationId: string): string => `/candidate/${encodeURIComponent(applicationId)}`;
export const searchPath = (q: string): string => `/search?${new URLSearchParams({ q }).toString()}`;
export const applicationPath = (applicationId: string): string => `/application/${encodeURIComponent(applicationId)}`;
export const applyPath = (postingId: string): string => `/apply/${encodeURIComponent(postingId)}`;
/** The recruiter's applications to one posting: the list's posting filter, kept in the address. */
export const postingApplicantsPath = (postingId: string): string =>
  `${PATHS.candidates}?${new URLSearchParams({ posting_id: postingId }).toString()}`;
/** A posting's board: its applications by stage. */
export const postingBoardPath = (postingId: string): string => `/jobs/${encodeURIComponent(postingId)}/board`;
/** A posting's candidates compared by their scorecards. */
export const postingScorecardsPath = (postingId: string): string => `/jobs/${encodeURIComponent(postingId)}/scorecards`;
