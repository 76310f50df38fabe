import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { RecentPostingsQuery } from '../../shared/recent-postings';

/**
 * Every cached read's key, built here so that a change can name exactly what it touched. Keys are hierarchical: a
 * key's prefix matches everything below it, so `application(id)` covers that application's screens, notes, timeline
 * and annotations, and `applicationLists()` every list, whatever its filters.
 */
export const queryKeys = {
  everyApplication: () => ['application'] as const,
  application: (id: string) => [...queryKeys.everyApplication(), id] as const,
  recruiterApplication: (id: string) => [...queryKeys.application(id), 'recruiter'] as const,
  candidateApplication: (id: string) => [...queryKeys.application(id), 'candidate'] as const,
  notes: (applicationId: string) => [...queryKeys.application(applicationId), 'notes'] as const,
  timeline: (applicationId: string) => [...queryKeys.application(applicationId), 'timeline'] as const,
  // The thread as the team reads it, and as its candidate does.
  messages: (applicationId: string) => [...queryKeys.application(applicationId), 'messages'] as const,
  candidateMessages: (applicationId: string) =>
    [...queryKeys.application(applicationId), 'candidate-messages'] as const,
  annotations: (applicationId: string) => [...queryKeys.application(applicationId), 'annotations'] as const,
  interviews: (applicationId: string) => [...queryKeys.application(applicationId), 'interviews'] as const,
  candidateHistory: (applicationId: string) => [...queryKeys.application(applicationId), 'candidate-history'] as const,
  applicationPrivacy: (applicationId: string) => [...queryKeys.application(applicationId), 'privacy'] as const,
  legalHold: (applicationId: string) => [...queryKeys.application(applicationId), 'legal-hold'] as const,
  scorecards: (applicationId: string) => [...queryKeys.application(applicationId), 'scorecards'] as const,
  templatePreview: (applicationId: string, templateId: string) =>
    [...queryKeys.application(applicationId), 'template-preview', templateId] as const,

  applicationLists: () => ['applications'] as const,
  candidateApplications: () => [...queryKeys.applicationLists(), 'candidate'] as const,
  recruiterApplicationLists: () => [...queryKeys.applicationLists(), 'recruiter'] as const,
  // The filters are the applications feature's own shape; any object keys a list apart.
  recruiterApplications: (filters: object) => [...queryKeys.recruiterApplicationLists(), filters] as const,
  applicationPostingChoices: () => ['application-filters', 'postings'] as const,
  applicationSources: () => ['application-filters', 'sources'] as const,
  applicationDraft: (postingId: string) => ['application-draft', postingId] as const,
  applicationDefaults: () => ['application-defaults'] as const,

  boards: () => ['boards'] as const,
  board: (postingId: string) => [...queryKeys.boards(), postingId] as const,
  stages: () => ['stages'] as const,

  postings: () => ['postings'] as const,
  postingList: () => [...queryKeys.postings(), 'list'] as const,
  posting: (postingId: string) => [...queryKeys.postings(), 'detail', postingId] as const,
  applyPosting: (postingId: string) => ['apply-posting', postingId] as const,
  privacyNotice: (postingId: string) => ['privacy-notice', postingId] as const,
  pendingPosting: (postingId: string) => ['pending-posting', postingId] as const,
  recentPostings: () => ['recent-postings'] as const,
  recentPostingsPage: (filters: Required<RecentPostingsQuery>) => [...queryKeys.recentPostings(), filters] as const,

  team: () => ['team'] as const,
  teamOverview: () => [...queryKeys.team(), 'overview'] as const,
  teamMembers: () => [...queryKeys.team(), 'members'] as const,
  invitation: (token: string) => ['invitation', token] as const,

  // A member's own interviews in a window of time, and a candidate's across their applications.
  myInterviews: () => ['my-interviews'] as const,
  myInterviewsIn: (window: { from?: string; to?: string }) => [...queryKeys.myInterviews(), window] as const,
  candidateInterviews: () => ['candidate-interviews'] as const,
  interviewSettings: () => ['interview-settings'] as const,
  inboundStatus: () => ['inbound-status'] as const,

  notifications: () => ['notifications'] as const,
  unreadNotifications: () => [...queryKeys.notifications(), 'unread'] as const,
  notificationsPage: (page: number) => [...queryKeys.notifications(), 'page', page] as const,
  notificationSettings: () => ['notification-settings'] as const,
  availability: () => ['availability'] as const,
  calendars: () => ['calendars'] as const,

  companyProfile: () => ['company-profile'] as const,
  // The filters are the reports feature's own shape.
  selfIdentificationReport: (filters: object) => ['self-identification-report', filters] as const,
  hiringReport: (report: string, filters: object) => ['hiring-report', report, filters] as const,
  // The search and its filters, as the search feature sends them.
  search: (query: object) => ['search', query] as const,
  privacySettings: () => ['privacy-settings'] as const,
  // Without a page: every page, as a restore or a hold changes them all.
  retentionPreview: (page?: number) =>
    page ? (['retention-preview', page] as const) : (['retention-preview'] as const),
  talentPoolConsents: () => ['talent-pool-consents'] as const,
  emailTemplates: () => ['email-templates'] as const,
  offerTemplates: () => ['offer-templates'] as const,
  scorecardTemplates: () => ['scorecard-templates'] as const,
  webhooks: () => ['webhooks'] as const,
  apiTokens: () => ['api-tokens'] as const,
  webhookDeliveries: (webhookId: string) => [...queryKeys.webhooks(), webhookId, 'deliveries'] as const,
  // Where a posting's stages take their templates from: saving or archiving a template reads it again.
  postingScorecardTemplates: (postingId: string) => [...queryKeys.scorecardTemplates(), 'posting', postingId] as const,
  scorecardComparison: (postingId: string) => [...queryKeys.postings(), 'scorecards', postingId] as const,
  candidateProfile: () => ['candidate-profile'] as const,
  candidatePassword: () => ['candidate-password'] as const,
  file: (url: string) => ['files', url] as const,
};

/** Marks what a change touched as stale: what is on view reads it again, the rest when next shown. */
export async function invalidate(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * What a stage move touches: each moved application's screens and timeline (every application's when the ids are
 * not known, as for an undo), the lists they appear in, the boards, and the postings (a hire can fill one).
 */
export const touchedByMove = (applicationIds?: readonly string[]): QueryKey[] => [
  ...(applicationIds ? applicationIds.map(queryKeys.application) : [queryKeys.everyApplication()]),
  queryKeys.applicationLists(),
  queryKeys.boards(),
  queryKeys.postings(),
];
