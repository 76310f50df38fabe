import { and, asc, count, desc, eq, gt, inArray, isNull, max, sql } from 'drizzle-orm';
import type { MemberRole, MemberSummary } from '../../shared/auth.js';
import {
  type AcceptInvitationPayload,
  INVITATION_TTL_MS,
  type InvitationPayload,
  type InvitationView,
  type Member as MemberView,
  TEAM_MESSAGES,
} from '../../shared/team.js';
import { API_TOKEN_REVOCATIONS } from '../../shared/api-tokens.js';
import { can, PERMISSIONS } from '../../shared/roles.js';
import { liveApiTokensMadeBy, revokeApiTokensMadeBy } from '../api-tokens/index.js';
import { type LoginResult, type Member, memberSummaryOf, startSession, type ToldTerms } from '../auth/index.js';
import { hashNewPassword } from '../auth/index.js';
import { newSessionToken, sha256 } from '../auth/index.js';
import type { Database } from '../db/database.js';
import { isUniqueViolation, violatedUniqueConstraint } from '../db/errors.js';
import { calendarConnections, companies, hiringTeamMembers, invitations, sessions, users } from '../db/schema.js';
import type { Tx } from '../db/database.js';
import { isUuid } from '../http/ids.js';
import { answeredBy, enqueueMail } from '../mail/outbox.js';
import { Refusal } from '../refusal.js';
import { isVerified, keptReaderTerms, sendEmailConfirmation } from '../auth/index.js';
import { invitationMail, invitationToAccountMail } from './mails.js';

/** An invitation that can still be accepted: not accepted, not revoked, not expired. */
const isOpen = () =>
  and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt), gt(invitations.expiresAt, sql`now()`));

/**
 * An open invitation whose sender may still invite: one sent by a member since removed or demoted lets nobody in, even
 * where the change left it open (decision 075).
 */
const isUsable = () =>
  and(
    isOpen(),
    sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${invitations.invitedBy} AND ${users.removedAt} IS NULL
      AND ${inArray(users.memberRole, [...PERMISSIONS.manageTeam.roles])})`,
  );

const inviter = sql<string | null>`(SELECT ${users.name} FROM ${users} WHERE ${users.id} = ${invitations.invitedBy})`;

function toInvitationView(row: {
  id: string;
  email: string;
  memberRole: MemberRole;
  invitedBy: string | null;
  createdAt: Date;
  expiresAt: Date;
}): InvitationView {
  return {
    id: row.id,
    email: row.email,
    role: row.memberRole,
    invited_by: row.invitedBy,
    sent_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}

/** A company's members and invitations. Every call is scoped by the acting member's company. */
export class TeamService {
  constructor(
    private readonly db: Database,
    private readonly appUrl: string,
  ) {}

  async list(member: Member): Promise<{ members: MemberView[]; invitations: InvitationView[]; verified: boolean }> {
    const [memberRows, invitationRows, verified] = await Promise.all([
      this.db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          role: users.memberRole,
          joinedAt: users.createdAt,
          lastActiveAt: max(sessions.lastSeenAt),
          liveApiTokens: liveApiTokensMadeBy(users.id),
        })
        .from(users)
        .leftJoin(sessions, eq(sessions.userId, users.id))
        .where(and(eq(users.companyId, member.companyId), isNull(users.removedAt)))
        .groupBy(users.id)
        .orderBy(asc(users.name), asc(users.id)),
      this.db
        .select({
          id: invitations.id,
          email: invitations.email,
          memberRole: invitations.memberRole,
          invitedBy: inviter,
          createdAt: invitations.createdAt,
          expiresAt: invitations.expiresAt,
        })
        .from(invitations)
        .where(and(eq(invitations.companyId, member.companyId), isOpen()))
        .orderBy(desc(invitations.createdAt)),
      isVerified(this.db, member.companyId),
    ]);
    return {
      members: memberRows.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        role: row.role!,
        joined_at: row.joinedAt.toISOString(),
        last_active_at: row.lastActiveAt ? new Date(row.lastActiveAt).toISOString() : null,
        live_api_tokens: row.liveApiTokens,
      })),
      invitations: invitationRows.map(toInvitationView),
      verified,
    };
  }

  /** E-mails the Admin a new link to confirm their own address; refused once the company is verified. */
  async resendEmailConfirmation(member: Member): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (await isVerified(tx, member.companyId)) throw new Refusal('conflict', TEAM_MESSAGES.alreadyConfirmed);
      await sendEmailConfirmation(tx, member, this.appUrl);
    });
  }

  /** The company's current members, by name, for choosing a posting's hiring team. */
  async members(member: Member): Promise<MemberSummary[]> {
    return this.db
      .select({ id: users.id, name: users.name, role: sql<MemberRole>`${users.memberRole}` })
      .from(users)
      .where(and(eq(users.companyId, member.companyId), isNull(users.removedAt)))
      .orderBy(asc(users.name), asc(users.id));
  }

  /**
   * Invites `email` to the member's company with a role, and e-mails the link; an address with an open invitation is
   * invited again, with a new link. An address that already has an account of any kind is invited alike, but its owner
   * is told that it cannot join instead of getting a link: the inviter's answer must not say which addresses have
   * accounts (decision 032).
   */
  async invite(member: Member, input: InvitationPayload): Promise<InvitationView> {
    const token = newSessionToken();
    const expiresAt = new Date(Date.now() + INVITATION_TTL_MS);
    try {
      return await this.db.transaction(async (tx) => {
        // A second invitation to the same address replaces the first, whose link stops working.
        await tx
          .update(invitations)
          .set({ revokedAt: new Date() })
          .where(and(eq(invitations.companyId, member.companyId), eq(invitations.email, input.email), isOpen()));
        const [row] = await tx
          .insert(invitations)
          .values({
            companyId: member.companyId,
            email: input.email,
            memberRole: input.role,
            tokenHash: sha256(token),
            invitedBy: member.userId,
            expiresAt,
          })
          .returning();
        const invitation = {
          to: input.email,
          inviter: member.name,
          companyName: member.companyName,
          role: input.role,
          appUrl: this.appUrl,
          expiresAt,
          reader: await keptReaderTerms(tx, member.userId),
        };
        const mail = (await hasAccount(tx, input.email))
          ? invitationToAccountMail(invitation)
          : { ...invitationMail(invitation), secret: token };
        await enqueueMail(tx, { ...mail, expiresAt, ...answeredBy(member) }, null);
        return toInvitationView({ ...row!, invitedBy: member.name });
      });
    } catch (error) {
      if (violatedUniqueConstraint(error) === 'invitations_open_email_key')
        throw new Refusal('conflict', 'This address was just invited: refresh the page.');
      throw error;
    }
  }

  /** Sends an open invitation again, with a new link valid for another 7 days. */
  async resend(member: Member, invitationId: string): Promise<InvitationView | undefined> {
    const [open] = await this.db
      .select({ email: invitations.email, memberRole: invitations.memberRole })
      .from(invitations)
      .where(and(eq(invitations.id, invitationId), eq(invitations.companyId, member.companyId), isOpen()))
      .limit(1);
    if (!open) return undefined;
    return this.invite(member, { email: open.email, role: open.memberRole });
  }

  /** Answers true once revoked; nothing when the company has no such open invitation. */
  async revoke(member: Member, invitationId: string): Promise<true | undefined> {
    const revoked = await this.db
      .update(invitations)
      .set({ revokedAt: new Date() })
      .where(and(eq(invitations.id, invitationId), eq(invitations.companyId, member.companyId), isOpen()))
      .returning({ id: invitations.id });
    return revoked.length > 0 ? true : undefined;
  }

  /** What the invitation's page shows: the company, the address and the role; nothing for a link that cannot be used. */
  async preview(token: string): Promise<{ company_name: string; email: string; role: MemberRole } | undefined> {
    const [row] = await this.db
      .select({ companyName: companies.name, email: invitations.email, role: invitations.memberRole })
      .from(invitations)
      .innerJoin(companies, eq(companies.id, invitations.companyId))
      .where(and(eq(invitations.tokenHash, sha256(token)), isUsable()))
      .limit(1);
    return row && { company_name: row.companyName, email: row.email, role: row.role };
  }

  /** Makes the invitee a member with their own name and password, uses the link up, and signs them in. */
  async accept(input: AcceptInvitationPayload, told: ToldTerms = {}): Promise<LoginResult> {
    const passwordHash = await hashNewPassword(input.password);
    try {
      return await this.db.transaction(async (tx) => {
        const [invitation] = await tx
          .select({ invitation: invitations, companyName: companies.name })
          .from(invitations)
          .innerJoin(companies, eq(companies.id, invitations.companyId))
          .where(and(eq(invitations.tokenHash, sha256(input.token)), isUsable()))
          .limit(1)
          .for('update', { of: invitations });
        if (!invitation) throw new Refusal('closed', TEAM_MESSAGES.invitationUnusable);
        const { invitation: open, companyName } = invitation;
        const [user] = await tx
          .insert(users)
          .values({
            email: open.email,
            passwordHash,
            role: 'recruiter',
            name: input.name,
            companyId: open.companyId,
            memberRole: open.memberRole,
          })
          .returning();
        await tx.update(invitations).set({ acceptedAt: new Date() }).where(eq(invitations.id, open.id));
        return startSession(tx, { ...user!, companyName }, told);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new Refusal('conflict', TEAM_MESSAGES.alreadyHasAccount);
      throw error;
    }
  }

  /**
   * The member's own name, given or changed by themselves. Their session is live, so they are a current member; what
   * they did before is named anew, as the name is read where it is shown.
   */
  async rename(member: Member, name: string): Promise<MemberSummary> {
    await this.db.update(users).set({ name }).where(eq(users.id, member.userId));
    return memberSummaryOf({ ...member, name });
  }

  /** Gives a member another role; nothing when the company has no such member. */
  async changeRole(member: Member, memberId: string, role: MemberRole): Promise<MemberView | undefined> {
    return this.db.transaction(async (tx) => {
      const target = await lockForAdminRule(tx, member.companyId, memberId);
      if (!target) return undefined;
      if (target.memberRole === 'admin' && role !== 'admin' && target.admins <= 1)
        throw new Refusal('conflict', TEAM_MESSAGES.lastAdmin);
      await tx.update(users).set({ memberRole: role }).where(eq(users.id, memberId));
      if (!can(role, 'manageTeam')) await revokeInvitationsSentBy(tx, memberId);
      if (!can(role, 'manageApiTokens'))
        await revokeApiTokensMadeBy(tx, memberId, API_TOKEN_REVOCATIONS.makerDemoted(target.name, role));
      const [tokens] = await tx
        .select({ live: liveApiTokensMadeBy(users.id) })
        .from(users)
        .where(eq(users.id, memberId));
      return {
        id: target.id,
        name: target.name,
        email: target.email,
        role,
        joined_at: target.createdAt.toISOString(),
        last_active_at: null,
        live_api_tokens: tokens?.live ?? 0,
      };
    });
  }

  /**
   * Removes a member: they are signed out everywhere at once and can no longer sign in, the invitations they sent and
   * the API tokens they made stop working, their calendars are disconnected, and their name stays on what they did. Nothing when the company has no such
   * member.
   */
  async remove(member: Member, memberId: string): Promise<true | undefined> {
    return this.db.transaction(async (tx) => {
      const target = await lockForAdminRule(tx, member.companyId, memberId);
      if (!target) return undefined;
      if (target.memberRole === 'admin' && target.admins <= 1) throw new Refusal('conflict', TEAM_MESSAGES.lastAdmin);
      await tx.update(users).set({ removedAt: new Date() }).where(eq(users.id, memberId));
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.userId, memberId), isNull(sessions.revokedAt)));
      await tx.delete(hiringTeamMembers).where(eq(hiringTeamMembers.memberId, memberId));
      await revokeInvitationsSentBy(tx, memberId);
      await revokeApiTokensMadeBy(tx, memberId, API_TOKEN_REVOCATIONS.makerRemoved(target.name));
      // Their calendars are theirs: no longer read, and the busy time read from them goes too.
      await tx.delete(calendarConnections).where(eq(calendarConnections.userId, memberId));
      return true;
    });
  }
}

async function hasAccount(tx: Tx, email: string): Promise<boolean> {
  const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return existing !== undefined;
}

/** A member who may no longer invite leaves no open link behind: one could still let its holder in later. */
async function revokeInvitationsSentBy(tx: Tx, memberId: string): Promise<void> {
  await tx
    .update(invitations)
    .set({ revokedAt: new Date() })
    .where(and(eq(invitations.invitedBy, memberId), isOpen()));
}

/**
 * The company's member `memberId` with the number of the company's Admins, every Admin's row locked first: two Admins
 * demoting or removing each other at once are taken one after the other, and the second is refused.
 */
async function lockForAdminRule(tx: Tx, companyId: string, memberId: string) {
  if (!isUuid(memberId)) return undefined;
  await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.memberRole, 'admin'), isNull(users.removedAt)))
    .for('update');
  const [target] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, memberId), eq(users.companyId, companyId), isNull(users.removedAt)))
    .limit(1)
    .for('update');
  if (!target) return undefined;
  const [admins] = await tx
    .select({ total: count() })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.memberRole, 'admin'), isNull(users.removedAt)));
  return { ...target, admins: admins?.total ?? 0 };
}
