import type { MemberRole } from './auth.js';

// The roles of a company's members and what each may do: plain constants, kept apart from the team's payload schemas
// so that the screens that only ask "may this member…?" load none of them.

/** A role's name on the team screen. */
export const MEMBER_ROLE_NAMES: Record<MemberRole, string> = {
  admin: 'Admin',
  recruiter: 'Recruiter',
  hiring_manager: 'Hiring Manager',
  interviewer: 'Interviewer',
};

/** A member's title in the user menu: the specification labels a company's account 'Talent Acquisition Manager'. */
export const MEMBER_ROLE_TITLES: Record<MemberRole, string> = {
  admin: 'Talent Acquisition Manager',
  recruiter: 'Talent Acquisition Manager',
  hiring_manager: 'Hiring Manager',
  interviewer: 'Interviewer',
};

/**
 * What a member may do, and which roles may. Postings a Hiring Manager or Interviewer may see are further limited to
 * those whose hiring team they are on; `seeEveryPosting` lifts that limit.
 */
export const PERMISSIONS = {
  manageTeam: { roles: ['admin'], does: 'manage the team' },
  manageCompany: { roles: ['admin'], does: "change the company's profile and settings" },
  manageWebhooks: { roles: ['admin'], does: "manage the company's webhooks" },
  manageApiTokens: { roles: ['admin'], does: "manage the company's API tokens" },
  readPrivacy: { roles: ['admin', 'recruiter'], does: "read the company's privacy notice and retention" },
  managePostings: { roles: ['admin', 'recruiter'], does: 'create, change or delete job postings' },
  seeEveryPosting: { roles: ['admin', 'recruiter'], does: "see every one of the company's postings" },
  readApplications: {
    roles: ['admin', 'recruiter', 'hiring_manager', 'interviewer'],
    does: 'read applications',
  },
  moveApplications: {
    roles: ['admin', 'recruiter', 'hiring_manager'],
    does: 'change an application or e-mail its candidate',
  },
  scheduleInterviews: {
    roles: ['admin', 'recruiter', 'hiring_manager'],
    does: 'schedule, change or cancel interviews',
  },
  manageTemplates: { roles: ['admin', 'recruiter'], does: "change the company's e-mail templates" },
  manageOfferTemplates: { roles: ['admin'], does: "change the company's offer templates" },
  manageScorecardTemplates: {
    roles: ['admin', 'recruiter'],
    does: "change the company's scorecard templates and where they are used",
  },
  readAllScorecards: {
    roles: ['admin', 'recruiter'],
    does: "read every scorecard, whatever the company's rule for the others'",
  },
  exportCandidates: { roles: ['admin'], does: "export a candidate's data" },
  eraseCandidates: { roles: ['admin'], does: "erase a candidate's data" },
  readSelfIdentificationReport: { roles: ['admin'], does: 'read the self-identification report' },
  readHiringReports: { roles: ['admin', 'recruiter'], does: 'read hiring reports' },
  seeSelfIdentification: {
    roles: ['admin', 'recruiter', 'hiring_manager'],
    does: "see candidates' voluntary self-identification",
  },
} as const satisfies Record<string, { roles: readonly MemberRole[]; does: string }>;
export type Permission = keyof typeof PERMISSIONS;

export function can(role: MemberRole, permission: Permission): boolean {
  return (PERMISSIONS[permission].roles as readonly MemberRole[]).includes(role);
}

/** The 403 message of a call beyond the caller's role: it names what is missing. */
export function missingPermissionMessage(role: MemberRole, permission: Permission): string {
  const allowed = (PERMISSIONS[permission].roles as readonly MemberRole[]).map((each) => `${MEMBER_ROLE_NAMES[each]}s`);
  return `Only ${allowed.join(' and ').replace(/ and (?=.* and )/g, ', ')} may ${PERMISSIONS[permission].does}; you are ${withArticle(MEMBER_ROLE_NAMES[role])}.`;
}

/** 'an Admin', 'a Recruiter'. */
export function withArticle(noun: string): string {
  return /^[AEIOU]/.test(noun) ? `an ${noun}` : `a ${noun}`;
}
