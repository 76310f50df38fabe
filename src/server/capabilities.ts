import { activityCapability } from './activity/index.js';
import { apiTokensCapability } from './api-tokens/index.js';
import { applicationsCapability } from './applications/index.js';
import { authCapability } from './auth/index.js';
import { candidateHistoryCapability } from './candidate-history/index.js';
import type { CandidateData } from './candidate-data.js';
import type { Capability, ProcessContext, ProcessWorker } from './capability.js';
import { careersCapability } from './careers/index.js';
import { companiesCapability } from './companies/index.js';
import { listenToAll } from './events.js';
import { mailCandidateData } from './mail/candidate-data.js';
import type { TaskWork } from './tasks/queue.js';
import { exportCapability } from './export/index.js';
import { interviewsCapability } from './interviews/index.js';
import { messagesCapability } from './messages/index.js';
import { notificationsCapability } from './notifications/index.js';
import { pipelineCapability } from './pipeline/index.js';
import { postingsCapability } from './postings/index.js';
import { privacyCapability } from './privacy/index.js';
import { profilesCapability } from './profiles/index.js';
import { reportsCapability } from './reports/index.js';
import { resumeTextCapability } from './resume-text/index.js';
import { schedulingCapability } from './scheduling/index.js';
import { scorecardsCapability } from './scorecards/index.js';
import { searchCapability } from './search/index.js';
import { teamCapability } from './team/index.js';
import { templatesCapability } from './templates/index.js';
import { uploadsCapability } from './uploads/index.js';
import { webhooksCapability } from './webhooks/index.js';

/**
 * Every capability of the app, the one list `buildApp` and the process read. A capability uses what those before it
 * provide (sign-in's guards need the API tokens' admission; applications need the pipeline's moves), reacts to an
 * event after those before it, and has its candidate data erased before theirs: its rows hang from theirs.
 */
export const CAPABILITIES: readonly Capability[] = [
  apiTokensCapability,
  companiesCapability,
  authCapability,
  uploadsCapability,
  teamCapability,
  templatesCapability,
  pipelineCapability,
  postingsCapability,
  profilesCapability,
  applicationsCapability,
  activityCapability,
  notificationsCapability,
  privacyCapability,
  careersCapability,
  exportCapability,
  reportsCapability,
  searchCapability,
  interviewsCapability,
  schedulingCapability,
  messagesCapability,
  scorecardsCapability,
  candidateHistoryCapability,
  webhooksCapability,
  resumeTextCapability,
];

listenToCapabilities(CAPABILITIES);

/** Makes `publish` run the reactions of `capabilities`, the app's own list unless a test builds another. */
export function listenToCapabilities(capabilities: readonly Capability[]): void {
  listenToAll(capabilities.flatMap((capability) => capability.reactions ?? []));
}

/** Every capability's tasks, for the process's task queue. */
export function tasksOf(capabilities: readonly Capability[], context: ProcessContext): TaskWork<object>[] {
  return capabilities.flatMap((capability) => capability.tasks?.(context) ?? []);
}

/** Every capability's long-running work, started with the process's tasks. */
export function workersOf(capabilities: readonly Capability[], context: ProcessContext): ProcessWorker[] {
  return capabilities.flatMap((capability) => capability.workers?.(context) ?? []);
}

/**
 * Every declaration of a candidate's data, in the order an erasure runs them in one transaction: the outbox's first
 * (its concerns restrict deleting an application), then the capabilities' from the last in the list to the first, so
 * that what hangs from an application is counted and deleted before it, and the account goes last.
 */
export function candidateDataOf(capabilities: readonly Capability[]): readonly CandidateData[] {
  const declared = capabilities.flatMap((capability) => capability.candidateData ?? []);
  return [mailCandidateData, ...declared.reverse()];
}
