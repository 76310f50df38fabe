import { z } from 'zod';
import { answerOf } from './api.js';
import {
  AUTH_MESSAGES,
  LoginResponseSchema,
  MEMBER_NAME_MESSAGE,
  MEMBER_ROLES,
  MemberSummarySchema,
  NAME_MAX_LENGTH,
  passwordsAgree,
  requiredText,
  signupFields,
  StrongPasswordSchema,
} from './auth.js';

// A company's members and invitations: the payloads and the texts (what each role may do is in `roles.ts`).

/** How long an invitation's link may be used. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** How long the link that confirms an Admin's address may be used. */
export const EMAIL_CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Invitations a company may send a day: a few until an Admin has confirmed their own address, then a team's worth. */
export const DAILY_INVITATIONS = { unverified: 5, verified: 50 } as const;

export const TEAM_MESSAGES = {
  alreadyHasAccount: 'This e-mail address already has an Openhire account, so it cannot be invited.',
  invitationUnusable: 'This invitation link has expired, was revoked or was already used. Ask for a new one.',
  lastAdmin: 'A company needs at least one Admin: make another member Admin first.',
  notYourself: 'You cannot remove yourself from the team; another Admin can.',
  memberNotFound: 'No such member in your company.',
  invitationNotFound: 'No such invitation.',
  confirmationUnusable:
    'This confirmation link has expired, was replaced by a newer one or was already used. Send a new one from the Team page.',
  alreadyConfirmed: 'An Admin has already confirmed their address: your company may invite its whole team.',
  confirmed: 'Your e-mail address is confirmed: your company may now invite its whole team.',
  unverifiedInvitations: `Confirm your e-mail address to invite more people today: until then your company may send ${DAILY_INVITATIONS.unverified} invitations a day.`,
  dailyInvitations: `Your company has sent its ${DAILY_INVITATIONS.verified} invitations for today.`,
  invitationsFromAddress: 'Too many invitations were sent from your network.',
} as const;

export const TEAM_TOASTS = {
  invited: 'Invitation sent.',
  resent: 'Invitation sent again.',
  revoked: 'Invitation revoked.',
  roleChanged: 'Role changed.',
  /** A role that may not manage API tokens revokes those the member made. */
  roleChangedTokensRevoked: (tokens: number) =>
    `Role changed. ${tokens === 1 ? 'The API token they made was' : `The ${String(tokens)} API tokens they made were`} revoked.`,
  removed: 'Member removed.',
  joined: 'Welcome to the team!',
  confirmationSent: 'Confirmation e-mail sent.',
  renamed: 'Your name is saved.',
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

/** A member's own name, as they give it at sign-up, on joining or from their menu. */
const MemberNameSchema = requiredText(NAME_MAX_LENGTH, MEMBER_NAME_MESSAGE);

export const RenameMemberSchema = z.object({ name: MemberNameSchema });
export type RenameMemberPayload = z.infer<typeof RenameMemberSchema>;
export const RenamedMemberAnswerSchema = answerOf({ data: MemberSummarySchema });
export type RenamedMemberAnswer = z.infer<typeof RenamedMemberAnswerSchema>;

/**
 * A member who has not given their name is known by their address (decision 037), so that nothing names a person
 * after their company.
 */
export const hasOwnName = (member: { name: string; email: string }) => member.name !== member.email;

export const MemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: MemberRoleSchema,
  joined_at: z.string(),
  /** When the member last used Openhire, to the minute; null before their first sign-in. */
  last_active_at: z.string().nullable(),
  /** The API tokens the member made that still work: they are revoked when the member is removed or demoted. */
  live_api_tokens: z.number().int(),
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
  /** Whether an Admin has confirmed their own address; until then the company may send only a few invitations a day. */
  verified: z.boolean(),
});
export type TeamAnswer = z.infer<typeof TeamAnswerSchema>;

/** The company's current members, for choosing a posting's hiring team. */
export const TeamMembersAnswerSchema = answerOf({ data: z.array(MemberSummarySchema) });
export type TeamMembersAnswer = z.infer<typeof TeamMembersAnswerSchema>;

export const InvitationAnswerSchema = answerOf({ data: InvitationViewSchema }, 201);
export const MemberAnswerSchema = answerOf({ data: MemberSchema });

/** An invitation's link names it by its token. */
export const InvitationLinkQuerySchema = z.object({ token: z.string().max(200) });

/** What an invitation's page shows before it is accepted. */
export const InvitationPreviewAnswerSchema = answerOf({
  data: z.object({ company_name: z.string(), email: z.string(), role: MemberRoleSchema }),
});
export type InvitationPreviewAnswer = z.infer<typeof InvitationPreviewAnswerSchema>;

export const AcceptInvitationSchema = z.object({
  token: z.string({ error: TEAM_MESSAGES.invitationUnusable }).trim().min(1).max(200),
  name: MemberNameSchema,
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

/** The link e-mailed to an Admin to confirm their address carries this token. */
export const ConfirmEmailSchema = z.object({
  token: z.string({ error: TEAM_MESSAGES.confirmationUnusable }).trim().min(1).max(200),
});
export type ConfirmEmailPayload = z.infer<typeof ConfirmEmailSchema>;
