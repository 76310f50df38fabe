import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MessageAnswerSchema } from '../../shared/api.js';
import {
  AcceptedInvitationAnswerSchema,
  AcceptInvitationSchema,
  ConfirmEmailSchema,
  IdParamsSchema,
  InvitationAnswerSchema,
  InvitationPreviewAnswerSchema,
  InvitationSchema,
  MemberAnswerSchema,
  MemberRoleChangeSchema,
  RenamedMemberAnswerSchema,
  RenameMemberSchema,
  TEAM_MESSAGES,
  TeamAnswerSchema,
  TeamMembersAnswerSchema,
} from '../../shared/team.js';
import type { Guards } from '../auth/guard.js';
import { beforeBody, memberOf } from '../auth/guard.js';
import { PUBLIC_BODY_LIMIT_BYTES, toLoginAnswer } from '../auth/routes.js';
import { LIMITS, take } from '../auth/rate-limit.js';
import type { Database } from '../db/database.js';
import { findOr404, found } from '../http/ids.js';
import { Refusal } from '../refusal.js';
import { confirmEmail, isVerified } from './email-confirmations.js';
import type { TeamService } from './service.js';

interface TeamRoutesOptions {
  db: Database;
  guards: Guards;
  team: TeamService;
  onMailQueued: () => void;
}

export const teamRoutes: FastifyPluginAsyncZod<TeamRoutesOptions> = async (app, { db, guards, team, onMailQueued }) => {
  const admin = guards.allowed('manageTeam');
  // Counted before the body is read, so that a client over the limit costs no parsing.
  const invitationLinkLimit = beforeBody((request) => take(db, LIMITS.invitationLinks(request.ip)));

  app.get('/api/team/', { ...admin, schema: { response: { 200: TeamAnswerSchema } } }, async (request) => ({
    status: 200 as const,
    ...(await team.list(memberOf(request))),
  }));

  // Every member reads their colleagues' names and roles: to choose a hiring team, to mention someone in a note.
  app.get(
    '/api/team/members/',
    { ...guards.recruiter, schema: { response: { 200: TeamMembersAnswerSchema } } },
    async (request) => ({ status: 200 as const, data: await team.members(memberOf(request)) }),
  );

  // Every member names themselves; nobody else changes a person's name.
  app.put(
    '/api/team/members/me/',
    { ...guards.recruiter, schema: { body: RenameMemberSchema, response: { 200: RenamedMemberAnswerSchema } } },
    async (request) => ({
      status: 200 as const,
      data: await team.rename(memberOf(request), request.body.name),
    }),
  );

  // Each invitation is mail in the company's name to any address: bounded per company a day and an hour, and per
  // client address across companies.
  const takeInvitation = async (request: FastifyRequest) => {
    const { companyId } = memberOf(request);
    await take(db, LIMITS.dailyInvitations(companyId, await isVerified(db, companyId)));
    await take(db, LIMITS.invitations(companyId));
    await take(db, LIMITS.invitationsByAddress(request.ip));
  };

  app.post(
    '/api/team/invitations/',
    { ...admin, schema: { body: InvitationSchema, response: { 201: InvitationAnswerSchema } } },
    async (request, reply) => {
      const member = memberOf(request);
      await takeInvitation(request);
      const data = await team.invite(member, request.body);
      onMailQueued();
      return reply.code(201).send({ status: 201 as const, data });
    },
  );

  app.post(
    '/api/team/invitations/:id/resend/',
    { ...admin, schema: { params: IdParamsSchema, response: { 201: InvitationAnswerSchema } } },
    async (request, reply) => {
      const member = memberOf(request);
      await takeInvitation(request);
      const data = await findOr404(request.params.id, TEAM_MESSAGES.invitationNotFound, (id) =>
        team.resend(member, id),
      );
      onMailQueued();
      return reply.code(201).send({ status: 201 as const, data });
    },
  );

  app.delete(
    '/api/team/invitations/:id/',
    { ...admin, schema: { params: IdParamsSchema, response: { 200: MessageAnswerSchema } } },
    async (request) => {
      const member = memberOf(request);
      await findOr404(request.params.id, TEAM_MESSAGES.invitationNotFound, (id) => team.revoke(member, id));
      return { status: 200 as const, message: 'Invitation revoked.' };
    },
  );

  // Public: the invitation's link is how its invitee, who has no account yet, sees what they are invited to.
  app.get(
    '/api/team/invitations/preview/',
    {
      ...invitationLinkLimit,
      schema: {
        querystring: z.object({ token: z.string().max(200) }),
        response: { 200: InvitationPreviewAnswerSchema },
      },
    },
    async (request) => {
      const data = found(await team.preview(request.query.token), TEAM_MESSAGES.invitationUnusable);
      return { status: 200 as const, data };
    },
  );

  // Public: accepting is how an invitee gets their account and first session.
  app.post(
    '/api/team/invitations/accept/',
    {
      ...invitationLinkLimit,
      bodyLimit: PUBLIC_BODY_LIMIT_BYTES,
      schema: { body: AcceptInvitationSchema, response: { 201: AcceptedInvitationAnswerSchema } },
    },
    async (request, reply) => {
      const session = await team.accept(request.body);
      return reply.code(201).send({ ...toLoginAnswer(session), status: 201 as const });
    },
  );

  app.post(
    '/api/team/email-confirmation/resend/',
    { ...admin, schema: { response: { 200: MessageAnswerSchema } } },
    async (request) => {
      const member = memberOf(request);
      await take(db, LIMITS.confirmationMails(member.companyId));
      await team.resendEmailConfirmation(member);
      onMailQueued();
      return { status: 200 as const, message: `We sent a new confirmation link to ${member.email}.` };
    },
  );

  // Public: the link is opened from the e-mail, perhaps on a device where its Admin is not signed in.
  app.post(
    '/api/team/email-confirmation/',
    {
      ...invitationLinkLimit,
      bodyLimit: PUBLIC_BODY_LIMIT_BYTES,
      schema: { body: ConfirmEmailSchema, response: { 200: MessageAnswerSchema } },
    },
    async (request) => {
      if (!(await confirmEmail(db, request.body.token)))
        throw new Refusal('closed', TEAM_MESSAGES.confirmationUnusable);
      return { status: 200 as const, message: TEAM_MESSAGES.confirmed };
    },
  );

  app.put(
    '/api/team/members/:id/',
    {
      ...admin,
      schema: { params: IdParamsSchema, body: MemberRoleChangeSchema, response: { 200: MemberAnswerSchema } },
    },
    async (request) => {
      const member = memberOf(request);
      const data = await findOr404(request.params.id, TEAM_MESSAGES.memberNotFound, (id) =>
        team.changeRole(member, id, request.body.role),
      );
      return { status: 200 as const, data };
    },
  );

  app.delete(
    '/api/team/members/:id/',
    { ...admin, schema: { params: IdParamsSchema, response: { 200: MessageAnswerSchema } } },
    async (request) => {
      const member = memberOf(request);
      await findOr404(request.params.id, TEAM_MESSAGES.memberNotFound, (id) => team.remove(member, id));
      return { status: 200 as const, message: 'Member removed.' };
    },
  );
};
