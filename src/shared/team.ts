import { z } from 'zod';
import { answerOf } from './api.js';
import {
  AUTH_MESSAGES,
  LoginResponseSchema,
  MEMBER_ROLES,
  type MemberRole,
  MemberSummarySchema,
  NAME_MAX_LENGTH,
  passwordsAgree,
  requiredText,
  signupFields,
  StrongPasswordSchema,
} from './auth.js';

// A company's members, their roles and invitations: the roles, what each may do, the payloads and the texts.

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
  manageTemplates: { roles: ['admin', 'recruiter'], does: "change the company's e-mail templates" },
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

function withArticle(noun: string): string {
  return /^[AEIOU]/.test(noun) ? `an ${noun}` : `a ${noun}`;
}

/** How long an invitation's link may be used. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const TEAM_MESSAGES = {
  alreadyHasAccount: 'This e-mail address already has an Openhire account, so it cannot be invited.',
  invitationUnusable: 'This invitation link has expired, was revoked or was already used. Ask for a new one.',
  lastAdmin: 'A company needs at least one Admin: make another member Admin first.',
  notYourself: 'You cannot remove yourself from the team; another Admin can.',
  memberNotFound: 'No such member in your company.',
  invitationNotFound: 'No such invitation.',
} as const;

export const TEAM_TOASTS = {
  invited: 'Invitation sent.',
  resent: 'Invitation sent again.',
  revoked: 'Invitation revoked.',
  roleChanged: 'Role changed.',
  removed: 'Member removed.',
  joined: 'Welcome to the team!',
} as const;

const MemberRoleSchema = z.enum(MEMBER_ROLES, { error: `Choose a role: ${MEMBER_ROLES.join(', ')}` });

export const InvitationSchema = z.object({
  email: z
    .string({ error: 'Enter an e-mail address' })
    .trim()
    .min(1, 'Enter an e-mail address')
    .max(254, 'Email is too long')
    .pipe(z.email('Enter a valid email address'))
    .transform((email) => email.toLowerCase()),
  role: MemberRoleSchema,
});
export type InvitationPayload = z.infer<typeof InvitationSchema>;

export const MemberRoleChangeSchema = z.object({ role: MemberRoleSchema });

export const IdParamsSchema = z.object({ id: z.string().max(100) });

export const MemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: MemberRoleSchema,
  joined_at: z.string(),
  /** When the member last used Openhire, to the minute; null before their first sign-in. */
  last_active_at: z.string().nullable(),
});
export type Member = z.infer<typeof MemberSchema>;

export const InvitationViewSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: MemberRoleSchema,
  invited_by: z.string().nullable(),
  sent_at: z.string(),
  expires_at: z.string(),
});
export type InvitationView = z.infer<typeof InvitationViewSchema>;

export const TeamAnswerSchema = answerOf({
  members: z.array(MemberSchema),
  invitations: z.array(InvitationViewSchema),
});
export type TeamAnswer = z.infer<typeof TeamAnswerSchema>;

/** The company's current members, for choosing a posting's hiring team. */
export const TeamMembersAnswerSchema = answerOf({ data: z.array(MemberSummarySchema) });
export type TeamMembersAnswer = z.infer<typeof TeamMembersAnswerSchema>;

export const InvitationAnswerSchema = answerOf({ data: InvitationViewSchema }, 201);
export const MemberAnswerSchema = answerOf({ data: MemberSchema });

/** What an invitation's page shows before it is accepted. */
export const InvitationPreviewAnswerSchema = answerOf({
  data: z.object({ company_name: z.string(), email: z.string(), role: MemberRoleSchema }),
});
export type InvitationPreviewAnswer = z.infer<typeof InvitationPreviewAnswerSchema>;

export const AcceptInvitationSchema = z.object({
  token: z.string({ error: TEAM_MESSAGES.invitationUnusable }).trim().min(1).max(200),
  name: requiredText(NAME_MAX_LENGTH, 'Enter your name'),
  password: StrongPasswordSchema,
});
export type AcceptInvitationPayload = z.infer<typeof AcceptInvitationSchema>;

const AcceptInvitationFieldsSchema = AcceptInvitationSchema.omit({ token: true });

/** The invitation's page asks for a name and a password as the recruiter signup does; the token is the link's. */
export const AcceptInvitationFormSchema = signupFields(AcceptInvitationFieldsSchema)
  .refine(passwordsAgree, { message: AUTH_MESSAGES.registerMismatch, path: ['confirmPassword'] })
  .pipe(AcceptInvitationFieldsSchema.extend({ confirmPassword: z.string() }));

/** Accepting signs the new member in: the answer is login's, with 201. */
export const AcceptedInvitationAnswerSchema = LoginResponseSchema.extend({ status: z.literal(201) });
export type AcceptedInvitationAnswer = z.infer<typeof AcceptedInvitationAnswerSchema>;
