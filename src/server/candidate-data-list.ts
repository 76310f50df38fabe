import { activityCandidateData } from './activity/index.js';
import { applicationCandidateData } from './applications/index.js';
import { authCandidateData } from './auth/index.js';
import type { CandidateData } from './candidate-data.js';
import { candidateHistoryCandidateData } from './candidate-history/index.js';
import { interviewCandidateData } from './interviews/index.js';
import { mailCandidateData } from './mail/candidate-data.js';
import { notificationCandidateData } from './notifications/index.js';
import { privacyCandidateData } from './privacy/index.js';
import { profileCandidateData } from './profiles/index.js';
import { resumeTextCandidateData } from './resume-text/index.js';
import { scorecardCandidateData } from './scorecards/index.js';

/**
 * Every capability's declaration of the candidate data it keeps (decision 083), handed to the erasure, the retention
 * sweep and the export. An erasure calls them in this order, in one transaction: what hangs from an application and is
 * counted or deleted first comes before the applications (the outbox's concerns restrict them), and the account,
 * whose row a closed account loses with everything hanging from it, comes last.
 */
export const candidateDataList: readonly CandidateData[] = [
  activityCandidateData,
  interviewCandidateData,
  scorecardCandidateData,
  notificationCandidateData,
  candidateHistoryCandidateData,
  resumeTextCandidateData,
  privacyCandidateData,
  mailCandidateData,
  profileCandidateData,
  applicationCandidateData,
  authCandidateData,
];
