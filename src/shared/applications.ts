export const APPLICATION_STATUSES = [
  'Application Submitted',
  'Under Review',
  'Interview Scheduled',
  'Under Evaluation',
  'Offer Sent',
  'Offer Accepted',
  'Offer Declined',
  'Not Selected',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Offer Accepted and Offer Declined are shown, never chosen by a recruiter. */
export const RECRUITER_SETTABLE_STATUSES = [
  'Application Submitted',
  'Under Review',
  'Interview Scheduled',
  'Under Evaluation',
  'Offer Sent',
  'Not Selected',
] as const satisfies readonly ApplicationStatus[];
