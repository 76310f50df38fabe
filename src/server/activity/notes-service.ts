import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { NOTE_MESSAGES, type Note, type NoteInput } from '../../shared/notes.js';
import type { Member } from '../auth/index.js';
import type { Database } from '../db/database.js';
import { applicationNotes, applications, postings, users } from '../db/schema.js';
import type { Tx } from '../db/database.js';
import { answeredBy } from '../mail/outbox.js';
import { applicationLink } from '../notifications/index.js';
import { notifyTeam } from '../notifications/index.js';
import { Refusal } from '../refusal.js';
import { memberSeesApplication } from '../auth/index.js';
import { mentionMail } from './mails.js';

type NoteRow = typeof applicationNotes.$inferSelect;

const authorName = sql<
  string | null
>`(SELECT ${users.name} FROM ${users} WHERE ${users.id} = ${applicationNotes.authorId})`;

/** Members' notes on the applications they may see. Candidates have no call here. */
export class NoteService {
  constructor(
    private readonly db: Database,
    private readonly appUrl: string,
  ) {}

  /** The application, if the member may see it: what a mention's e-mail names. */
  private async applicationFor(db: Database | Tx, member: Member, applicationId: string) {
    const [row] = await db
      .select({
        id: applications.id,
        postingId: applications.postingId,
        firstName: applications.firstName,
        lastName: applications.lastName,
        jobTitle: postings.title,
      })
      .from(applications)
      .innerJoin(postings, eq(postings.id, applications.postingId))
      .where(and(eq(applications.id, applicationId), memberSeesApplication(member)));
    return row;
  }

  async list(member: Member, applicationId: string): Promise<Note[] | undefined> {
    if (!(await this.applicationFor(this.db, member, applicationId))) return undefined;
    const rows = await this.db
      .select({ note: applicationNotes, authorName })
      .from(applicationNotes)
      .where(eq(applicationNotes.applicationId, applicationId))
      .orderBy(asc(applicationNotes.createdAt), asc(applicationNotes.id));
    const mentioned = [...new Set(rows.flatMap((row) => row.note.mentions))];
    const names = new Map(
      mentioned.length === 0
        ? []
        : (
            await this.db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, mentioned))
          ).map((user) => [user.id, user.name]),
    );
    return rows.map(({ note, authorName: name }) => toNote(note, name, member, names));
  }

  async create(member: Member, applicationId: string, input: NoteInput): Promise<Note | undefined> {
    return this.db.transaction(async (tx) => {
      const application = await this.applicationFor(tx, member, applicationId);
      if (!application) return undefined;
      const names = await this.checkMentions(tx, member, input.mentions);
      const [note] = await tx
        .insert(applicationNotes)
        .values({ applicationId, authorId: member.userId, body: input.body, mentions: input.mentions })
        .returning();
      await this.tellMentioned(tx, member, application, input.mentions, input.body);
      return toNote(note!, member.name, member, names);
    });
  }

  /** The author's edit; members it newly mentions are e-mailed. Nothing when the member sees no such note. */
  async update(member: Member, applicationId: string, noteId: string, input: NoteInput): Promise<Note | undefined> {
    return this.db.transaction(async (tx) => {
      const application = await this.applicationFor(tx, member, applicationId);
      const note = application && (await this.ownNote(tx, member, applicationId, noteId));
      if (!application || !note) return undefined;
      const names = await this.checkMentions(tx, member, input.mentions);
      const [updated] = await tx
        .update(applicationNotes)
        .set({ body: input.body, mentions: input.mentions, updatedAt: new Date() })
        .where(eq(applicationNotes.id, noteId))
        .returning();
      const added = input.mentions.filter((id) => !note.mentions.includes(id));
      await this.tellMentioned(tx, member, application, added, input.body);
      return toNote(updated!, member.name, member, names);
    });
  }

  async remove(member: Member, applicationId: string, noteId: string): Promise<true | undefined> {
    return this.db.transaction(async (tx) => {
      if (!(await this.applicationFor(tx, member, applicationId))) return undefined;
      if (!(await this.ownNote(tx, member, applicationId, noteId))) return undefined;
      await tx.delete(applicationNotes).where(eq(applicationNotes.id, noteId));
      return true as const;
    });
  }

  /** The note, locked, if it is on the application; another author's is refused. */
  private async ownNote(tx: Tx, member: Member, applicationId: string, noteId: string) {
    const [note] = await tx
      .select()
      .from(applicationNotes)
      .where(and(eq(applicationNotes.id, noteId), eq(applicationNotes.applicationId, applicationId)))
      .for('update');
    if (note && note.authorId !== member.userId) throw new Refusal('forbidden', NOTE_MESSAGES.notAuthor);
    return note;
  }

  /** The names of the mentioned members, each a current member of the company; anyone else is refused. */
  private async checkMentions(tx: Tx, member: Member, ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const found = await tx
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(and(inArray(users.id, ids), eq(users.companyId, member.companyId), isNull(users.removedAt)));
    if (found.length !== ids.length) throw new Refusal('invalid', NOTE_MESSAGES.mentionOutside);
    return new Map(found.map((user) => [user.id, user.name]));
  }

  /** Tells each mentioned member who may see the application, the author aside, and e-mails those who chose so. */
  private async tellMentioned(
    tx: Tx,
    member: Member,
    application: { id: string; postingId: string; firstName: string; lastName: string; jobTitle: string },
    ids: string[],
    body: string,
  ): Promise<void> {
    await notifyTeam(tx, {
      kind: 'mention',
      applicationId: application.id,
      postingId: application.postingId,
      companyId: member.companyId,
      recruiterEmail: '',
      mentioned: { authorId: member.userId, memberIds: ids },
      mail: (to) => ({
        ...mentionMail({
          to,
          author: member.name,
          candidate: `${application.firstName} ${application.lastName}`,
          jobTitle: application.jobTitle,
          note: body,
          link: applicationLink(this.appUrl, application.id),
        }),
        ...answeredBy(member),
      }),
    });
  }
}

function toNote(note: NoteRow, authorName: string | null, reader: Member, names: Map<string, string>): Note {
  return {
    id: note.id,
    body: note.body,
    author: note.authorId && authorName !== null ? { id: note.authorId, name: authorName } : null,
    mine: note.authorId === reader.userId,
    mentions: note.mentions.flatMap((id) => {
      const name = names.get(id);
      return name === undefined ? [] : [{ id, name }];
    }),
    created_at: note.createdAt.toISOString(),
    updated_at: note.updatedAt.toISOString(),
  };
}
