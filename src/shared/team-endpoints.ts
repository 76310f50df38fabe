import { MessageAnswerSchema } from './api.js';
import { endpoints } from './endpoint.js';
import {
  AcceptedInvitationAnswerSchema,
  AcceptInvitationSchema,
  ConfirmEmailSchema,
  IdParamsSchema,
  InvitationAnswerSchema,
  InvitationLinkQuerySchema,
  InvitationPreviewAnswerSchema,
  InvitationSchema,
  MemberAnswerSchema,
  MemberRoleChangeSchema,
  RenamedMemberAnswerSchema,
  RenameMemberSchema,
  TeamAnswerSchema,
  TeamMembersAnswerSchema,
} from './team.js';

export const teamEndpoints = endpoints('Team', {
  list: {
    method: 'GET',
    path: '/api/team/',
    summary: "The company's members, its open invitations and whether an Admin has confirmed their address.",
    access: 'manageTeam',
    answers: { 200: TeamAnswerSchema },
  },
  // Every member reads their colleagues' names and roles: to choose a hiring team, to mention someone in a note.
  members: {
    method: 'GET',
    path: '/api/team/members/',
    summary: "The company's current members, by name and role.",
    access: 'member',
    answers: { 200: TeamMembersAnswerSchema },
  },
  // Every member names themselves; nobody else changes a person's name.
  rename: {
    method: 'PUT',
    path: '/api/team/members/me/',
    summary: 'Changes the name of the signed-in member.',
    access: 'member',
    body: RenameMemberSchema,
    answers: { 200: RenamedMemberAnswerSchema },
  },
  invite: {
    method: 'POST',
    path: '/api/team/invitations/',
    summary: 'E-mails an invitation to join the company in a role.',
    access: 'manageTeam',
    body: InvitationSchema,
    answers: { 201: InvitationAnswerSchema },
  },
  resendInvitation: {
    method: 'POST',
    path: '/api/team/invitations/{id}/resend/',
    summary: 'E-mails an invitation again with a new link; the old link stops working.',
    access: 'manageTeam',
    params: IdParamsSchema,
    answers: { 201: InvitationAnswerSchema },
  },
  revokeInvitation: {
    method: 'DELETE',
    path: '/api/team/invitations/{id}/',
    summary: 'Revokes an invitation: its link stops working.',
    access: 'manageTeam',
    params: IdParamsSchema,
    answers: { 200: MessageAnswerSchema },
  },
  // The invitation's link is how its invitee, who has no account yet, sees what they are invited to.
  previewInvitation: {
    method: 'GET',
    path: '/api/team/invitations/preview/',
    summary: "What an invitation's link invites to: the company, the address and the role.",
    access: 'public',
    query: InvitationLinkQuerySchema,
    answers: { 200: InvitationPreviewAnswerSchema },
  },
  // Accepting is how an invitee gets their account and first session.
  acceptInvitation: {
    method: 'POST',
    path: '/api/team/invitations/accept/',
    summary: "Accepts an invitation: makes the invitee's account and signs them in.",
    access: 'public',
    body: AcceptInvitationSchema,
    answers: { 201: AcceptedInvitationAnswerSchema },
  },
  resendEmailConfirmation: {
    method: 'POST',
    path: '/api/team/email-confirmation/resend/',
    summary: 'E-mails the Admin a new link to confirm their own address; the older link stops working.',
    access: 'manageTeam',
    answers: { 200: MessageAnswerSchema },
  },
  // The link is opened from the e-mail, perhaps on a device where its Admin is not signed in.
  confirmEmail: {
    method: 'POST',
    path: '/api/team/email-confirmation/',
    summary: "Confirms an Admin's address with the token of the link e-mailed to them.",
    access: 'public',
    body: ConfirmEmailSchema,
    answers: { 200: MessageAnswerSchema },
  },
  changeRole: {
    method: 'PUT',
    path: '/api/team/members/{id}/',
    summary: "Changes a member's role.",
    access: 'manageTeam',
    params: IdParamsSchema,
    body: MemberRoleChangeSchema,
    answers: { 200: MemberAnswerSchema },
  },
  remove: {
    method: 'DELETE',
    path: '/api/team/members/{id}/',
    summary: 'Removes a member from the company.',
    access: 'manageTeam',
    params: IdParamsSchema,
    answers: { 200: MessageAnswerSchema },
  },
});
