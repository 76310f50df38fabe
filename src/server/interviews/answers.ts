import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type CandidateInterviewSchema,
  INTERVIEW_MESSAGES,
  type InterviewAnswerInputSchema,
} from '../../shared/interviews.js';
import type { Database } from '../db/database.js';
import { applications, companies, interviews, interviewSlots, postings } from '../db/schema.js';
import type { Tx } from '../db/database.js';
import { enqueueMail } from '../mail/outbox.js';
import { Refusal } from '../refusal.js';
import { type AnswerLink, interviewOfToken, readAnswerLink } from './answer-links.js';
import type { ReaderTerms } from '../../shared/dates.js';
import { interviewWithPeople } from './invited.js';
import { answerMail, type CandidateAction, when } from './mails.js';
import { interviewEvent, readInterviews } from './interview-reads.js';
import type { InterviewService } from './service.js';
import { publish } from '../events.js';

type CandidateInterview = z.output<typeof CandidateInterviewSchema>;
type AnswerInput = z.output<typeof InterviewAnswerInputSchema>;
type InterviewRow = typeof interviews.$inferSelect;

const ANSWERED = { accept: 'accepted', decline: 'declined', propose: 'proposed' } as const;

/** What a signed link leads to, as its page says it. */
export type LinkOutcome =
  | { kind: 'unknown' | 'expired' | 'cancelled' | 'changed' }
  | { kind: 'answered' | 'ready' | 'done'; link: AnswerLink; interview: CandidateInterview; reader: ReaderTerms };

/** The interview locked for the candidate's change, when it is theirs. */
async function lockOwn(tx: Tx, candidateId: string, interviewId: string) {
  const [found] = await tx
    .select({ row: interviews })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .where(and(eq(interviews.id, interviewId), eq(applications.candidateId, candidateId)))
    .for('update', { of: interviews });
  return found?.row;
}

const isOver = (row: InterviewRow, now: Date) => row.endsAt !== null && row.endsAt <= now;

/**
 * The candidate's side of their interviews: reading them, answering an invitation, picking an offered slot, in the
 * portal or through the signed links of their e-mail.
 */
export class CandidateInterviewService {
  constructor(
    private readonly db: Database,
    private readonly interviews: InterviewService,
    private readonly appUrl: string,
  ) {}

  async listOwn(candidateId: string): Promise<CandidateInterview[]> {
    return this.read(this.db, eq(applications.candidateId, candidateId));
  }

  /** Answers an invitation; the same answer again changes nothing and tells nobody twice. */
  async answer(candidateId: string, interviewId: string, input: AnswerInput): Promise<CandidateInterview | undefined> {
    const answered = await this.db.transaction(async (tx) => {
      const row = await lockOwn(tx, candidateId, interviewId);
      if (!row) return undefined;
      await this.answerLocked(tx, row, input);
      return row.id;
    });
    return answered === undefined ? undefined : this.readOne(answered);
  }

  /** Books the picked slot; picking the slot already booked again is harmless, another once booked is refused. */
  async pickSlot(candidateId: string, interviewId: string, slotId: string): Promise<CandidateInterview | undefined> {
    const picked = await this.db.transaction(async (tx) => {
      const row = await lockOwn(tx, candidateId, interviewId);
      if (!row) return undefined;
      await this.pickLocked(tx, row, slotId);
      return row.id;
    });
    return picked === undefined ? undefined : this.readOne(picked);
  }

  /** What a link would do, changing nothing: mail scanners open links before the person does. */
  async previewLink(token: string): Promise<LinkOutcome> {
    return this.db.transaction((tx) => this.followLink(tx, token, { lock: false }));
  }

  /** Does what a link says, once: a link used already, or outdated, changes nothing. */
  async useLink(token: string, message: string): Promise<LinkOutcome> {
    return this.db.transaction(async (tx) => {
      const outcome = await this.followLink(tx, token, { lock: true });
      if (outcome.kind !== 'ready') return outcome;
      const { link } = outcome;
      const [row] = await tx.select().from(interviews).where(eq(interviews.id, link.interviewId));
      if (link.action === 'pick') await this.pickLocked(tx, row!, link.slotId ?? '');
      else await this.answerLocked(tx, row!, { answer: link.action, message });
      const [interview] = await this.read(tx, eq(interviews.id, link.interviewId));
      return { kind: 'done' as const, link, interview: interview!, reader: outcome.reader };
    });
  }

  private async followLink(tx: Tx, token: string, { lock }: { lock: boolean }): Promise<LinkOutcome> {
    const interviewId = interviewOfToken(token);
    if (interviewId === undefined) return { kind: 'unknown' };
    const query = tx
      .select({ row: interviews, candidateId: applications.candidateId })
      .from(interviews)
      .innerJoin(applications, eq(applications.id, interviews.applicationId))
      .where(eq(interviews.id, interviewId));
    const [found] = lock ? await query.for('update', { of: interviews }) : await query;
    // A link signed for another candidate than the interview's is as good as forged.
    const link = found && readAnswerLink(found.row.linkKey, found.candidateId, token);
    if (!found || !link) return { kind: 'unknown' };
    const { row } = found;
    const now = new Date();
    if (link.expiresAt <= now || isOver(row, now)) return { kind: 'expired' };
    if (row.status === 'cancelled') return { kind: 'cancelled' };
    if (link.sequence !== row.sequence) return { kind: 'changed' };
    const [interview] = await this.read(tx, eq(interviews.id, row.id));
    // Each e-mail's links answer once: the candidate has answered since this revision was sent (or picked a slot).
    const used =
      link.action === 'pick'
        ? row.startsAt !== null
        : row.candidateAnsweredAt !== null && row.candidateAnsweredAt >= row.updatedAt;
    // Its page writes the time as the candidate's e-mail did.
    const reader = (await interviewWithPeople(tx, row.id))!.candidateTerms;
    return { kind: used ? 'answered' : 'ready', link, interview: interview!, reader };
  }

  private async answerLocked(tx: Tx, row: InterviewRow, input: AnswerInput) {
    if (row.status === 'cancelled') throw new Refusal('conflict', INTERVIEW_MESSAGES.cancelled);
    if (isOver(row, new Date())) throw new Refusal('conflict', INTERVIEW_MESSAGES.over);
    const answer = ANSWERED[input.answer];
    const message = input.message || null;
    if (row.candidateAnswer === answer && row.candidateMessage === message) return;
    await tx
      .update(interviews)
      .set({ candidateAnswer: answer, candidateMessage: message, candidateAnsweredAt: new Date() })
      .where(eq(interviews.id, row.id));
    await publish(tx, 'interview.changed', {
      companyId: row.companyId,
      data: [interviewEvent({ ...row, candidateAnswer: answer })],
    });
    await this.tellScheduler(tx, row.id, input.answer, input.message);
  }

  private async pickLocked(tx: Tx, row: InterviewRow, slotId: string) {
    if (row.status === 'cancelled') throw new Refusal('conflict', INTERVIEW_MESSAGES.cancelled);
    const [slot] = await tx
      .select()
      .from(interviewSlots)
      .where(and(eq(interviewSlots.interviewId, row.id), eq(interviewSlots.id, slotId)));
    if (!slot) throw new Refusal('invalid', INTERVIEW_MESSAGES.slotUnknown, 'slot_id');
    if (row.startsAt !== null) {
      if (slot.pickedAt !== null) return;
      throw new Refusal('conflict', INTERVIEW_MESSAGES.slotTaken);
    }
    const now = new Date();
    if (slot.startsAt <= now) throw new Refusal('invalid', INTERVIEW_MESSAGES.slotPast, 'slot_id');
    await tx.update(interviewSlots).set({ pickedAt: now }).where(eq(interviewSlots.id, slot.id));
    await this.interviews.book(tx, row.id, slot.startsAt);
    await tx
      .update(interviews)
      .set({ candidateAnswer: 'accepted', candidateMessage: null, candidateAnsweredAt: new Date() })
      .where(eq(interviews.id, row.id));
    await this.tellScheduler(tx, row.id, 'pick', '');
  }

  /** The scheduler hears of the answer by e-mail, kept with the application so that its timeline shows it. */
  private async tellScheduler(tx: Tx, interviewId: string, action: CandidateAction | 'pick', message: string) {
    const about = await interviewWithPeople(tx, interviewId);
    if (!about) return;
    const { interview } = about;
    const at = interview.startsAt && when({ startsAt: interview.startsAt }, about.schedulerTerms);
    await enqueueMail(
      tx,
      answerMail(interview, about.candidateName, about.scheduler, { action, message, when: at }, this.appUrl),
      interview.applicationId,
    );
  }

  private async readOne(interviewId: string): Promise<CandidateInterview> {
    const [interview] = await this.read(this.db, eq(interviews.id, interviewId));
    return interview!;
  }

  /** Interviews as their candidate reads them: the interviewers by name only, the company and the job. */
  private async read(db: Pick<Database, 'select'>, where: SQL): Promise<CandidateInterview[]> {
    const read = await readInterviews(db, where, sql`${interviews.startsAt} NULLS FIRST`);
    if (read.length === 0) return [];
    const about = await db
      .select({
        id: interviews.id,
        jobTitle: postings.title,
        companyName: companies.name,
      })
      .from(interviews)
      .innerJoin(applications, eq(applications.id, interviews.applicationId))
      .innerJoin(postings, eq(postings.id, applications.postingId))
      .innerJoin(companies, eq(companies.id, interviews.companyId))
      .where(
        inArray(
          interviews.id,
          read.map((interview) => interview.id),
        ),
      );
    const byId = new Map(about.map((each) => [each.id, each]));
    return read.map((interview) => {
      const { jobTitle, companyName } = byId.get(interview.id)!;
      // Candidates never learn how they are judged.
      const { scorecard_template: _judgedBy, ...seen } = interview;
      return {
        ...seen,
        interviewers: interview.interviewers.map(({ name }) => ({ name })),
        job_title: jobTitle,
        company_name: companyName,
      };
    });
  }
}
