import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TEAM_MESSAGES } from '../../shared/team.js';
import { teamEndpoints } from '../../shared/team-endpoints.js';
import type { Guards } from '../auth/index.js';
import { beforeBody, memberOf } from '../auth/index.js';
import { toLoginAnswer, toldTermsOf } from '../auth/index.js';
import { LIMITS, take } from '../auth/index.js';
import type { Database } from '../db/database.js';
import { serveEndpoints } from '../http/endpoints.js';
import { findOr404, found } from '../http/ids.js';
import { Refusal } from '../refusal.js';
import { confirmEmail, isVerified } from '../auth/index.js';
import type { TeamService } from './service.js';

interface TeamRoutesOptions {
  db: Database;
  guards: Guards;
  team: TeamService;
}

export const teamRoutes: FastifyPluginAsyncZod<TeamRoutesOptions> = async (app, { db, guards, team }) => {
  // The public calls are the links' own: counted before the body is read, so that a client over the limit costs no
  // parsing.
  const invitationLinkLimit = beforeBody((request) => take(db, LIMITS.invitationLinks(request.ip)));
  app.addHook('onRoute', (route) => {
    if (route.config?.endpoint?.access === 'public') route.onRequest = invitationLinkLimit.onRequest;
  });

  // Each invitation is mail in the company's name to any address: bounded per company a day and an hour, and per
  // client address across companies.
  const takeInvitation = async (request: FastifyRequest) => {
    const { companyId } = memberOf(request);
    await take(db, LIMITS.dailyInvitations(companyId, await isVerified(db, companyId)));
    await take(db, LIMITS.invitations(companyId));
    await take(db, LIMITS.invitationsByAddress(request.ip));
  };

  serveEndpoints(app, guards, teamEndpoints, {
    async list(request) {
      return { status: 200 as const, ...(await team.list(memberOf(request))) };
    },

    async members(request) {
      return { status: 200 as const, data: await team.members(memberOf(request)) };
    },

    async rename(request) {
      return { status: 200 as const, data: await team.rename(memberOf(request), request.body.name) };
    },

    async invite(request, reply) {
      const member = memberOf(request);
      await takeInvitation(request);
      const data = await team.invite(member, request.body);
      return reply.code(201).send({ status: 201 as const, data });
    },

    async resendInvitation(request, reply) {
      const member = memberOf(request);
      await takeInvitation(request);
      const data = await findOr404(request.params.id, TEAM_MESSAGES.invitationNotFound, (id) =>
        team.resend(member, id),
      );
      return reply.code(201).send({ status: 201 as const, data });
    },

    async revokeInvitation(request) {
      const member = memberOf(request);
      await findOr404(request.params.id, TEAM_MESSAGES.invitationNotFound, (id) => team.revoke(member, id));
      return { status: 200 as const, message: 'Invitation revoked.' };
    },

    async previewInvitation(request) {
      const data = found(await team.preview(request.query.token), TEAM_MESSAGES.invitationUnusable);
      return { status: 200 as const, data };
    },

    async acceptInvitation(request, reply) {
      const session = await team.accept(request.body, toldTermsOf(request));
      return reply.code(201).send({ ...toLoginAnswer(session), status: 201 as const });
    },

    async resendEmailConfirmation(request) {
      const member = memberOf(request);
      await take(db, LIMITS.confirmationMails(member.companyId));
      await team.resendEmailConfirmation(member);
      return { status: 200 as const, message: `We sent a new confirmation link to ${member.email}.` };
    },

    async confirmEmail(request) {
      if (!(await confirmEmail(db, request.body.token)))
        throw new Refusal('closed', TEAM_MESSAGES.confirmationUnusable);
      return { status: 200 as const, message: TEAM_MESSAGES.confirmed };
    },

    async changeRole(request) {
      const member = memberOf(request);
      const data = await findOr404(request.params.id, TEAM_MESSAGES.memberNotFound, (id) =>
        team.changeRole(member, id, request.body.role),
      );
      return { status: 200 as const, data };
    },

    async remove(request) {
      const member = memberOf(request);
      await findOr404(request.params.id, TEAM_MESSAGES.memberNotFound, (id) => team.remove(member, id));
      return { status: 200 as const, message: 'Member removed.' };
    },
  });
};
