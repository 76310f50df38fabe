import { and, asc, eq, gte, inArray, isNull, lt, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  defaultInterviewTitle,
  INTERVIEW_MESSAGES,
  type InterviewerAnswerInputSchema,
  type InterviewInputSchema,
  type InterviewSettingsSchema,
  type MemberInterviewSchema,
  type MemberInterviewsQuerySchema,
} from '../../shared/interviews.js';
import { can } from '../../shared/roles.js';
import { SCORECARD_MESSAGES } from '../../shared/scorecards.js';
import { zonedInstant } from '../../shared/time-zones.js';
import type { Member, SessionUser } from '../auth/index.js';
import type { Database } from '../db/database.js';
import {
  applications,
  companies,
  hiringTeamMembers,
  interviewInterviewers,
  interviews,
  interviewSlots,
  postings,
  users,
} from '../db/schema.js';
import type { Tx } from '../db/database.js';
import { enqueueMail } from '../mail/outbox.js';
import { senderAddress } from '../mail/worker.js';
import type { MoveService } from '../pipeline/index.js';
import { lockForReview } from '../pipeline/index.js';
import { Refusal } from '../refusal.js';
import { memberSeesApplication } from '../auth/index.js';
import {
  type Interview,
  interviewEvent,
  isOn,
  memberSeesInterview,
  MINUTE,
  readInterviews,
  statusOf,
} from './interview-reads.js';
import { currentVersion } from '../scorecards/index.js';
import type { InvitationSet } from './invitations.js';
import { interviewWithPeople, invitedInterview } from './invited.js';
import { answerMail, invitationMails, when } from './mails.js';
import { cancelInterview, queueInvitations, type Reviser, stateOf } from './revisions.js';
import { publish } from '../events.js';

type InterviewInput = z.output<typeof InterviewInputSchema>;
type InterviewSettings = z.output<typeof InterviewSettingsSchema>;

const sameMoment = (a: Date | null, b: Date | null) => a?.getTime() === b?.getTime();

/** The columns an input sets, and the slots the candidate picks from when it names no one start. */
function columnsOf(input: InterviewInput) {
  const at = (local: string) => zonedInstant(local, input.time_zone)!;
  const startsAt = input.starts_at_local === undefined ? null : at(input.starts_at_local);
  return {
    columns: {
      kind: input.kind,
      startsAt,
      endsAt: startsAt && new Date(startsAt.getTime() + input.duration_minutes * MINUTE),
      durationMinutes: input.duration_minutes,
      timeZone: input.time_zone,
      location: input.location,
      videoUrl: input.video_url,
      candidateNote: input.note,
    },
    slots: startsAt ? [] : (input.slots ?? []).map(at),
  };
}

/**
 * Interviews: scheduled from an application, changed and cancelled with every invitee's calendar told in the change's
 * own transaction, and read by the members who see them.
 */
export class InterviewService {
  private readonly organizerEmail: string;

  constructor(
    private readonly db: Database,
    private readonly moves: MoveService,
    private readonly appUrl: string,
    mailFrom: string,
  ) {
    this.organizerEmail = senderAddress(mailFrom);
  }

  async listOfApplication(member: Member, applicationId: string): Promise<Interview[] | undefined> {
    const [application] = await this.db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.id, applicationId), memberSeesApplication(member)));
    if (!application) return undefined;
    return readInterviews(
      this.db,
      and(eq(interviews.applicationId, applicationId), memberSeesInterview(member)),
      asc(interviews.createdAt),
    );
  }

  async get(member: Member, interviewId: string): Promise<Interview | undefined> {
    const [interview] = await readInterviews(this.db, and(eq(interviews.id, interviewId), memberSeesInterview(member)));
    return interview;
  }

  /** The member's own interviews as an interviewer; a window keeps those starting in it. */
  async mine(
    member: Member,
    window: z.output<typeof MemberInterviewsQuerySchema>,
  ): Promise<z.output<typeof MemberInterviewSchema>[]> {
    const where = and(
      eq(interviews.companyId, member.companyId),
      memberSeesApplication(member),
      isOn(member),
      window.from === undefined ? undefined : gte(interviews.startsAt, new Date(window.from)),
      window.to === undefined ? undefined : lt(interviews.startsAt, new Date(window.to)),
    );
    const found = await readInterviews(this.db, where, sql`${interviews.startsAt} ASC NULLS LAST`);
    if (found.length === 0) return [];
    const context = await this.db
      .select({ id: applications.id, first: applications.firstName, last: applications.lastName, job: postings.title })
      .from(applications)
      .innerJoin(postings, eq(postings.id, applications.postingId))
      .where(
        inArray(
          applications.id,
          found.map((each) => each.application_id),
        ),
      );
    const byId = new Map(context.map((row) => [row.id, row]));
    return found.map((interview) => {
      const application = byId.get(interview.application_id)!;
      return {
        ...interview,
        candidate_name: `${application.first} ${application.last}`,
        job_title: application.job,
      };
    });
  }

  /**
   * Schedules an interview, or offers slots, and queues the invitations; `move_to_interview` moves the application into
   * Interview Scheduled and `scorecard_template_id` chooses its scorecards' template, in the same transaction. Nothing
   * when the member sees no such application.
   */
  async schedule(
    member: Member,
    applicationId: string,
    input: InterviewInput & { move_to_interview: boolean; scorecard_template_id?: string | undefined },
  ): Promise<Interview | undefined> {
    const created = await this.db.transaction(async (tx) => {
      const application = await lockForReview(tx, member, applicationId);
      if (!application) return undefined;
      await this.checkInterviewers(tx, member, application.postingId, input.interviewer_ids);
      const scorecardTemplateId = input.scorecard_template_id ?? null;
      if (scorecardTemplateId !== null && !(await currentVersion(tx, member.companyId, scorecardTemplateId)))
        throw new Refusal('invalid', SCORECARD_MESSAGES.templateNotFound, 'scorecard_template_id');
      if (input.move_to_interview && application.status !== 'Interview Scheduled')
        await this.moves.moveWithin(tx, member, applicationId, 'Interview Scheduled');
      const { columns, slots } = columnsOf(input);
      const [row] = await tx
        .insert(interviews)
        .values({
          ...columns,
          companyId: member.companyId,
          applicationId,
          title: input.title || defaultInterviewTitle(application.jobTitle),
          scheduledBy: member.userId,
          scorecardTemplateId,
        })
        .returning();
      await tx
        .insert(interviewInterviewers)
        .values(input.interviewer_ids.map((memberId) => ({ interviewId: row!.id, memberId })));
      if (slots.length > 0)
        await tx.insert(interviewSlots).values(slots.map((startsAt) => ({ interviewId: row!.id, startsAt })));
      await queueInvitations(tx, row!.id, undefined, this.reviser(member));
      await publish(tx, 'interview.scheduled', { companyId: member.companyId, data: [interviewEvent(row!)] });
      return row!.id;
    });
    return created === undefined ? undefined : this.readOne(created);
  }

  /**
   * Changes an interview: everyone still invited gets its next revision, a removed interviewer a cancellation. Refused
   * once it is cancelled.
   */
  async update(member: Member, interviewId: string, input: InterviewInput): Promise<Interview | undefined> {
    const changed = await this.db.transaction(async (tx) => {
      const current = await this.lockForChange(tx, member, interviewId);
      if (!current) return undefined;
      if (current.row.status === 'cancelled') throw new Refusal('conflict', INTERVIEW_MESSAGES.cancelled);
      // Calendars hold a booked one: it moves to another start, never back to slots with no time to hold.
      if (current.row.startsAt !== null && input.slots !== undefined)
        throw new Refusal('invalid', INTERVIEW_MESSAGES.bookedKeepsStart, 'slots');
      await this.checkInterviewers(tx, member, current.postingId, input.interviewer_ids);
      const before = await stateOf(tx, current.row);
      const { columns, slots } = columnsOf(input);
      // A new time asks everyone again, as its calendar request does (PARTSTAT=NEEDS-ACTION); other changes keep answers.
      const moved =
        !sameMoment(current.row.startsAt, columns.startsAt) || !sameMoment(current.row.endsAt, columns.endsAt);
      await tx
        .update(interviews)
        .set({
          ...columns,
          title: input.title || current.row.title,
          sequence: current.row.sequence + 1,
          updatedAt: new Date(),
        })
        .where(eq(interviews.id, interviewId));
      await tx
        .update(interviewInterviewers)
        .set({ removedAt: new Date() })
        .where(
          and(
            eq(interviewInterviewers.interviewId, interviewId),
            isNull(interviewInterviewers.removedAt),
            notInArray(interviewInterviewers.memberId, input.interviewer_ids),
          ),
        );
      // One coming back is invited afresh: their earlier answer was to an invitation they were then told to remove.
      await tx
        .insert(interviewInterviewers)
        .values(input.interviewer_ids.map((memberId) => ({ interviewId, memberId })))
        .onConflictDoUpdate({
          target: [interviewInterviewers.interviewId, interviewInterviewers.memberId],
          set: {
            removedAt: null,
            answer: moved
              ? 'pending'
              : sql`CASE WHEN ${interviewInterviewers.removedAt} IS NULL THEN ${interviewInterviewers.answer} ELSE 'pending' END`,
          },
        });
      await tx.delete(interviewSlots).where(eq(interviewSlots.interviewId, interviewId));
      if (slots.length > 0)
        await tx.insert(interviewSlots).values(slots.map((startsAt) => ({ interviewId, startsAt })));
      await queueInvitations(tx, interviewId, before, this.reviser(member));
      await publish(tx, 'interview.changed', {
        companyId: member.companyId,
        data: [interviewEvent({ ...current.row, ...columns })],
      });
      return interviewId;
    });
    return changed === undefined ? undefined : this.readOne(changed);
  }

  /** Cancels an interview and tells everyone who holds it; the interview is kept. Cancelling again changes nothing. */
  async cancel(member: Member, interviewId: string): Promise<Interview | undefined> {
    const cancelled = await this.db.transaction(async (tx) => {
      const current = await this.lockForChange(tx, member, interviewId);
      if (!current) return undefined;
      if (current.row.status === 'cancelled') return interviewId;
      await cancelInterview(tx, current.row, this.reviser(member));
      return interviewId;
    });
    return cancelled === undefined ? undefined : this.readOne(cancelled);
  }

  async settings(member: Member): Promise<InterviewSettings> {
    const [row] = await this.db
      .select({ shown: companies.interviewerEmailsToCandidates })
      .from(companies)
      .where(eq(companies.id, member.companyId));
    return { interviewer_emails_to_candidates: row?.shown ?? false };
  }

  async saveSettings(member: Member, input: InterviewSettings): Promise<InterviewSettings> {
    await this.db
      .update(companies)
      .set({ interviewerEmailsToCandidates: input.interviewer_emails_to_candidates })
      .where(eq(companies.id, member.companyId));
    return this.settings(member);
  }

  /**
   * The member answers their own invitation; the scheduler hears of it by e-mail, which the timeline shows. Nothing
   * for a member not invited; the same answer again changes nothing.
   */
  async answerMine(
    member: Member,
    interviewId: string,
    { answer }: z.output<typeof InterviewerAnswerInputSchema>,
  ): Promise<Interview | undefined> {
    const answered = await this.db.transaction(async (tx) => {
      const current = await this.lockForChange(tx, member, interviewId, isOn(member));
      if (!current) return undefined;
      if (current.row.status === 'cancelled') throw new Refusal('conflict', INTERVIEW_MESSAGES.cancelled);
      if (statusOf(current.row) === 'completed') throw new Refusal('conflict', INTERVIEW_MESSAGES.over);
      const changed = await tx
        .update(interviewInterviewers)
        .set({ answer })
        .where(
          and(
            eq(interviewInterviewers.interviewId, interviewId),
            eq(interviewInterviewers.memberId, member.userId),
            ne(interviewInterviewers.answer, answer),
          ),
        )
        .returning({ memberId: interviewInterviewers.memberId });
      if (changed.length === 0) return interviewId;
      const about = await interviewWithPeople(tx, interviewId);
      if (about && about.scheduler.userId !== member.userId) {
        const { startsAt } = about.interview;
        const at = startsAt && when({ startsAt }, about.schedulerTerms);
        const told = { action: answer, message: '', when: at, by: member.userId };
        await enqueueMail(
          tx,
          answerMail(about.interview, member.name, about.scheduler, told, this.appUrl),
          about.interview.applicationId,
        );
      }
      return interviewId;
    });
    return answered === undefined ? undefined : this.readOne(answered);
  }

  /**
   * Books a picked slot (the candidate's choice, made in the caller's transaction with the interview locked) and
   * queues the invitations, as scheduling at that start would have. The webhooks hear of a change: the interview was
   * scheduled when its slots were offered, and now has its time and the candidate's acceptance.
   */
  async book(tx: Tx, interviewId: string, startsAt: Date): Promise<void> {
    const [row] = await tx.select().from(interviews).where(eq(interviews.id, interviewId));
    if (!row) return;
    const before = await stateOf(tx, row);
    const endsAt = new Date(startsAt.getTime() + row.durationMinutes * MINUTE);
    await tx.update(interviews).set({ startsAt, endsAt, updatedAt: new Date() }).where(eq(interviews.id, interviewId));
    await queueInvitations(tx, interviewId, before, this.reviser());
    // A slot the candidate picked is one they accept: the caller records that answer next.
    const event = interviewEvent({ ...row, startsAt, endsAt, candidateAnswer: 'accepted' });
    await publish(tx, 'interview.changed', { companyId: row.companyId, data: [event] });
  }

  /**
   * The interview's current event as the caller's own calendar takes it in: a member still on it, or its candidate.
   * Nothing for anyone else, an interviewer taken off it included, or while no time is booked.
   */
  async invitation(caller: SessionUser, interviewId: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ interview: interviews, candidateId: applications.candidateId })
      .from(interviews)
      .innerJoin(applications, eq(applications.id, interviews.applicationId))
      .where(eq(interviews.id, interviewId));
    const invited = row && (await invitedInterview(this.db, interviewId, this.appUrl));
    if (!invited) return undefined;
    const candidate = caller.role === 'candidate' && row.candidateId === caller.userId;
    // An interviewer taken off it was sent its cancellation then; its later revisions are no longer theirs to read.
    const interviewerIds =
      caller.companyId === row.interview.companyId &&
      invited.interviewers.some((each) => each.id === caller.userId && !invited.removed.has(each.id))
        ? [caller.userId]
        : [];
    if (!candidate && interviewerIds.length === 0) return undefined;
    const recipients = { candidate, interviewerIds };
    const nobody = { candidate: false, interviewerIds: [] };
    const set: InvitationSet =
      row.interview.status === 'cancelled'
        ? { request: nobody, cancel: recipients }
        : { request: recipients, cancel: nobody };
    const [mail] = invitationMails(invited, set, { ...this.reviser(), stamp: new Date() });
    return mail?.calendar?.ics;
  }

  /** `by`: the member who made the change, whom its e-mails and the timeline name; else its scheduler. */
  private reviser(by?: Member): Reviser {
    return { appUrl: this.appUrl, organizerEmail: this.organizerEmail, by };
  }

  /**
   * The interview locked for the change, if the member may change it (and `also` holds), with its application's
   * posting.
   */
  private async lockForChange(tx: Tx, member: Member, interviewId: string, also?: SQL) {
    const [found] = await tx
      .select({ row: interviews, postingId: applications.postingId })
      .from(interviews)
      .innerJoin(applications, eq(applications.id, interviews.applicationId))
      .where(and(eq(interviews.id, interviewId), memberSeesInterview(member), also))
      .for('update', { of: interviews });
    return found;
  }

  /** The chosen interviewers must be current members of the company; a Hiring Manager's, of the posting's team. */
  private async checkInterviewers(tx: Tx, member: Member, postingId: string, ids: readonly string[]) {
    const onTeam = sql`EXISTS (SELECT 1 FROM ${hiringTeamMembers} WHERE ${hiringTeamMembers.postingId} = ${postingId} AND ${hiringTeamMembers.memberId} = ${users.id})`;
    const known = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          inArray(users.id, [...ids]),
          eq(users.companyId, member.companyId),
          isNull(users.removedAt),
          can(member.memberRole, 'seeEveryPosting') ? undefined : onTeam,
        ),
      );
    if (known.length !== ids.length)
      throw new Refusal('invalid', INTERVIEW_MESSAGES.interviewerUnknown, 'interviewer_ids');
  }

  private async readOne(interviewId: string): Promise<Interview> {
    const [interview] = await readInterviews(this.db, eq(interviews.id, interviewId));
    return interview!;
  }
}
