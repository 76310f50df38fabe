import { and, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import addressparser from 'nodemailer/lib/addressparser/index.js';
import {
  type CandidateMessage,
  type CandidateMessageInput,
  type Message,
  MESSAGE_LIMITS,
  MESSAGE_MESSAGES,
  type MessageInput,
  type MessageKind,
  type MessageUploadInput,
} from '../../shared/messages.js';
import { paragraphsOf } from '../../shared/text.js';
import { emailCandidate } from '../applications/index.js';
import type { Member, SessionUser } from '../auth/index.js';
import { memberSeesApplication } from '../auth/index.js';
import type { Database, Tx } from '../db/database.js';
import {
  applications,
  files,
  messageAttachments,
  messages,
  outbox,
  type OutboxAttachment,
  postings,
  users,
} from '../db/schema.js';
import { publish } from '../events.js';
import type { FileRow, FileService } from '../files/service.js';
import { decodeBase64File, detectDocument, detectPicture, type DetectedFile } from '../files/uploads.js';
import { html } from '../html/html.js';
import { Refusal } from '../refusal.js';

/** The newest messages of each side a thread shows: a conversation longer than this is an outlier, not a page. */
const THREAD_LIMIT = 200;

/** What the team attaches: documents and pictures, the types the rest of the app keeps, checked by their bytes. */
async function detectAttachment(data: Buffer): Promise<DetectedFile> {
  return detectDocument(data, MESSAGE_MESSAGES.attachmentType).catch(() =>
    detectPicture(data, MESSAGE_MESSAGES.attachmentType),
  );
}

const candidateAccount = alias(users, 'candidate_account');

/** Who reads a thread: a member who may see the application, or the candidate whose application it is. */
export type ThreadReader = { member: Member } | { candidateId: string };

interface ThreadApplication {
  id: string;
  companyId: string;
  jobTitle: string;
  /** The address typed into the application and the candidate's account's: mail to either is to the candidate. */
  email: string;
  accountEmail: string;
  candidateName: string;
  emailBouncedAt: Date | null;
}

interface ThreadSettings {
  /** MAIL_FROM: the address the team's messages are sent from. */
  mailFrom: string;
  /** Whether answers come back into the thread (a reply address or an intake is set up). */
  repliesCaptured: boolean;
}

/** A message's attachment as the download route serves it. */
interface ThreadAttachment {
  name: string;
  contentType: string;
  file: Pick<FileRow, 'id' | 'storageKey'>;
}

/**
 * An application's conversation with its candidate (decision 099): what the team sent is the outbox's rows to the
 * candidate about the application, what came back is `messages`; the thread reads both and orders them by time.
 */
export class ThreadService {
  private readonly fromAddress: string;
  private readonly fromName: string;

  constructor(
    private readonly db: Database,
    private readonly files: FileService,
    private readonly settings: ThreadSettings,
  ) {
    const [from] = addressparser(settings.mailFrom, { flatten: true });
    this.fromAddress = from?.address ?? '';
    this.fromName = from?.name ?? '';
  }

  get repliesCaptured(): boolean {
    return this.settings.repliesCaptured;
  }

  private async application(
    db: Database | Tx,
    reader: ThreadReader,
    id: string,
  ): Promise<ThreadApplication | undefined> {
    const [row] = await db
      .select({
        id: applications.id,
        companyId: applications.companyId,
        jobTitle: postings.title,
        email: applications.email,
        accountEmail: candidateAccount.email,
        candidateName: sql<string>`${applications.firstName} || ' ' || ${applications.lastName}`,
        emailBouncedAt: applications.emailBouncedAt,
      })
      .from(applications)
      .innerJoin(postings, eq(postings.id, applications.postingId))
      .innerJoin(candidateAccount, eq(candidateAccount.id, applications.candidateId))
      .where(
        and(
          eq(applications.id, id),
          'member' in reader ? memberSeesApplication(reader.member) : eq(applications.candidateId, reader.candidateId),
        ),
      )
      .limit(1);
    return row;
  }

  /** The thread as a member sees it, with when mail to the candidate last bounced; nothing for an unseen application. */
  async forMember(member: Member, applicationId: string) {
    const application = await this.application(this.db, { member }, applicationId);
    if (!application) return undefined;
    return { messages: await this.read(this.db, application, 'team'), emailBouncedAt: application.emailBouncedAt };
  }

  /**
   * The thread as its candidate sees it: what reached them and what they wrote, never a message still held or that
   * failed, a delivery report, an automatic reply, or one sent from another address (a colleague's forward).
   */
  async forCandidate(candidateId: string, applicationId: string): Promise<CandidateMessage[] | undefined> {
    const application = await this.application(this.db, { candidateId }, applicationId);
    if (!application) return undefined;
    return (await this.read(this.db, application, 'candidate')).map(toCandidateMessage);
  }

  /** Whether the application is the candidate's own. */
  async isCandidates(candidateId: string, applicationId: string): Promise<boolean> {
    return Boolean(await this.application(this.db, { candidateId }, applicationId));
  }

  /** Sends the candidate a message from the thread, as `POST /api/send_email/` does, and answers it. */
  async send(member: Member, applicationId: string, input: MessageInput): Promise<Message | undefined> {
    return this.db.transaction(async (tx) => {
      const application = await this.application(tx, { member }, applicationId);
      if (!application) return undefined;
      const attachments = await this.ownUploads(tx, member, input.attachments);
      const subject = input.subject || (await this.answeringSubject(tx, application));
      const body = html`${paragraphsOf(input.body).map((paragraph) => html`<p>${linesOf(paragraph)}</p>`)}`;
      const outboxId = await emailCandidate(tx, member, applicationId, {
        subject,
        html: body.markup,
        attachments,
      });
      if (!outboxId) return undefined;
      const [sent] = await this.read(tx, application, 'team', { out: eq(outbox.id, outboxId), in: 'none' });
      return sent;
    });
  }

  /** Keeps a file a member uploads to attach to a message, under the name they gave it. */
  async upload(member: Member, input: MessageUploadInput) {
    const data = decodeBase64File(
      input.file,
      MESSAGE_LIMITS.attachmentBytes,
      MESSAGE_MESSAGES.attachmentTooLarge,
      MESSAGE_MESSAGES.attachmentType,
    );
    const detected = await detectAttachment(data);
    return this.files.storeWith(member.userId, detected, async (tx, insertFile) => {
      const stored = await insertFile(tx);
      await tx.update(files).set({ name: input.name }).where(eq(files.id, stored.id));
      return { id: stored.id, name: input.name, size: data.length, content_type: detected.contentType };
    });
  }

  /** Writes to the company from the portal: a message into the thread that everyone it concerns hears of. */
  async writeAsCandidate(
    candidate: SessionUser,
    applicationId: string,
    input: CandidateMessageInput,
  ): Promise<CandidateMessage | undefined> {
    return this.db.transaction(async (tx) => {
      const application = await this.application(tx, { candidateId: candidate.userId }, applicationId);
      if (!application) return undefined;
      const [written] = await tx
        .insert(messages)
        .values({
          applicationId,
          via: 'portal',
          kind: 'message',
          fromName: candidate.name || application.candidateName,
          fromAddress: candidate.email,
          subject: await this.answeringSubject(tx, application),
          text: input.body,
        })
        .returning({ id: messages.id });
      await publish(tx, 'message.received', {
        companyId: application.companyId,
        data: [{ application_id: applicationId, message_id: written!.id, kind: 'message' }],
      });
      const [message] = await this.read(tx, application, 'candidate', {
        out: 'none',
        in: eq(messages.id, written!.id),
      });
      return message && toCandidateMessage(message);
    });
  }

  /**
   * A message's attachment, by the file's id or its place for older mail: for a member who may see its application,
   * or for its candidate when their thread shows them the message (not a report, an automatic reply or a forward).
   */
  async attachment(
    reader: ThreadReader,
    messageId: string,
    attachmentId: string,
  ): Promise<ThreadAttachment | undefined> {
    const sees =
      'member' in reader ? memberSeesApplication(reader.member) : eq(applications.candidateId, reader.candidateId);
    const [incoming] = await this.db
      .select({
        applicationId: messages.applicationId,
        name: messageAttachments.name,
        contentType: files.contentType,
        id: files.id,
        key: files.storageKey,
      })
      .from(messageAttachments)
      .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
      .innerJoin(files, eq(files.id, messageAttachments.fileId))
      .innerJoin(applications, eq(applications.id, messages.applicationId))
      .where(
        and(eq(messageAttachments.messageId, messageId), sql`${messageAttachments.id}::text = ${attachmentId}`, sees),
      )
      .limit(1);
    if (incoming) {
      if (!(await this.shows(reader, incoming.applicationId, { in: eq(messages.id, messageId), out: 'none' }))) {
        return undefined;
      }
      return {
        name: incoming.name,
        contentType: incoming.contentType,
        file: { id: incoming.id, storageKey: incoming.key },
      };
    }
    const [sent] = await this.db
      .select({ applicationId: outbox.applicationId, attachments: outbox.attachments })
      .from(outbox)
      .innerJoin(applications, eq(applications.id, outbox.applicationId))
      .where(and(eq(outbox.id, messageId), sees))
      .limit(1);
    const attachments = sent?.attachments ?? [];
    const index = attachments.findIndex((each, place) => attachmentIdOf(each, place) === attachmentId);
    const found = attachments[index];
    if (!found || !(await this.shows(reader, sent!.applicationId!, { out: eq(outbox.id, messageId), in: 'none' }))) {
      return undefined;
    }
    return {
      name: found.filename,
      contentType: found.contentType,
      file: { id: found.fileId ?? messageId, storageKey: found.storageKey },
    };
  }

  /** Whether a candidate's thread shows them the one message `narrow` names; a member sees every one. */
  private async shows(
    reader: ThreadReader,
    applicationId: string,
    narrow: { out: SQL | 'none'; in: SQL | 'none' },
  ): Promise<boolean> {
    if ('member' in reader) return true;
    const application = await this.application(this.db, reader, applicationId);
    return Boolean(application && (await this.read(this.db, application, 'candidate', narrow, 1)).length > 0);
  }

  /** The bytes of an attachment, as a stream. */
  openRead(attachment: ThreadAttachment) {
    return this.files.openRead(attachment.file);
  }

  /** The member's own uploads for a message, each once; any other id, or too much together, is refused. */
  private async ownUploads(tx: Tx, member: Member, ids: string[]): Promise<OutboxAttachment[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const rows = await tx
      .select()
      .from(files)
      .where(
        and(
          inArray(files.id, unique),
          eq(files.ownerId, member.userId),
          isNotNull(files.name),
          // Uploaded for an attachment: streamed (`POST /api/uploads/`) or sent as base64 to the messages' own call.
          or(eq(files.purpose, 'attachment'), isNull(files.purpose)),
        ),
      );
    if (rows.length !== unique.length) throw new Refusal('invalid', MESSAGE_MESSAGES.attachmentUnknown, 'attachments');
    await this.files.markAttached(tx, unique);
    if (rows.reduce((total, row) => total + row.sizeBytes, 0) > MESSAGE_LIMITS.messageAttachmentBytes) {
      throw new Refusal('too-large', MESSAGE_MESSAGES.attachmentsTooLarge, 'attachments');
    }
    return unique.map((id) => {
      const row = rows.find((each) => each.id === id)!;
      return {
        filename: row.name!,
        contentType: row.contentType,
        storageKey: row.storageKey,
        fileId: row.id,
        sizeBytes: row.sizeBytes,
      };
    });
  }

  /**
   * "Re: " and the latest subject the candidate and the team wrote under (not a report's, an automatic reply's or a
   * forward's), or a subject that names the job for a thread that has none yet.
   */
  private async answeringSubject(tx: Tx, application: ThreadApplication): Promise<string> {
    const [latest] = await this.read(
      tx,
      application,
      'team',
      { in: and(eq(messages.kind, 'message'), eq(messages.fromOtherAddress, false)) },
      1,
    );
    if (!latest?.subject) return `About your application for ${application.jobTitle}`;
    return /^re:/i.test(latest.subject) ? latest.subject : `Re: ${latest.subject}`;
  }

  /**
   * Both sides of the thread, oldest first: the newest `limit` of each, merged. `narrow` narrows a side, or leaves it
   * out (`'none'`), to read back one message.
   */
  private async read(
    db: Database | Tx,
    application: ThreadApplication,
    audience: 'team' | 'candidate',
    narrow: { out?: SQL | 'none'; in?: SQL | 'none' } = {},
    limit = THREAD_LIMIT,
  ): Promise<Message[]> {
    const forCandidate = audience === 'candidate';
    const toCandidate = or(
      sql`lower(${outbox.recipient}) = lower(${application.email})`,
      sql`lower(${outbox.recipient}) = lower(${application.accountEmail})`,
    );
    const [sent, received] = await Promise.all([
      narrow.out === 'none'
        ? []
        : db
            .select({
              id: outbox.id,
              senderName: outbox.senderName,
              subject: outbox.subject,
              text: outbox.textBody,
              html: outbox.htmlBody,
              attachments: outbox.attachments,
              state: outbox.state,
              createdAt: outbox.createdAt,
              memberId: outbox.sentBy,
              memberName: users.name,
            })
            .from(outbox)
            .leftJoin(users, eq(users.id, outbox.sentBy))
            .where(
              and(
                eq(outbox.applicationId, application.id),
                toCandidate,
                forCandidate ? eq(outbox.state, 'sent') : undefined,
                narrow.out,
              ),
            )
            .orderBy(desc(outbox.createdAt), desc(outbox.id))
            .limit(limit),
      narrow.in === 'none'
        ? []
        : db
            .select()
            .from(messages)
            .where(
              and(
                eq(messages.applicationId, application.id),
                forCandidate ? and(eq(messages.kind, 'message'), eq(messages.fromOtherAddress, false)) : undefined,
                narrow.in,
              ),
            )
            .orderBy(desc(messages.receivedAt), desc(messages.id))
            .limit(limit),
    ]);
    const attached =
      received.length === 0
        ? []
        : await db
            .select({
              id: messageAttachments.id,
              messageId: messageAttachments.messageId,
              name: messageAttachments.name,
              size: files.sizeBytes,
              contentType: files.contentType,
            })
            .from(messageAttachments)
            .innerJoin(files, eq(files.id, messageAttachments.fileId))
            .where(
              inArray(
                messageAttachments.messageId,
                received.map((each) => each.id),
              ),
            )
            .orderBy(messageAttachments.createdAt, messageAttachments.id);
    const outgoing = sent.map((row): Message => ({
      id: row.id,
      direction: 'out',
      kind: 'message',
      from_name: row.senderName ?? this.fromName,
      from_address: this.fromAddress,
      subject: row.subject,
      text: row.text,
      html: row.html,
      quoted_text: '',
      // When it was written, as the timeline has it: a held stage e-mail keeps its place once it goes.
      at: row.createdAt.toISOString(),
      attachments: row.attachments.map((each, place) => ({
        id: attachmentIdOf(each, place),
        name: each.filename,
        size: each.sizeBytes ?? 0,
        content_type: each.contentType,
      })),
      refused_attachments: [],
      from_other_address: false,
      via_portal: false,
      member: row.memberId && row.memberName !== null ? { id: row.memberId, name: row.memberName } : null,
      delivery: row.state === 'expired' ? 'failed' : row.state,
    }));
    const incoming = received.map((row): Message => ({
      id: row.id,
      direction: 'in',
      kind: row.kind as MessageKind,
      from_name: row.fromName,
      from_address: row.fromAddress,
      subject: row.subject,
      text: row.text,
      html: row.html,
      quoted_text: row.quotedText,
      at: row.receivedAt.toISOString(),
      attachments: attached
        .filter((each) => each.messageId === row.id)
        .map((each) => ({ id: each.id, name: each.name, size: each.size, content_type: each.contentType })),
      refused_attachments: row.refusedAttachments,
      from_other_address: row.fromOtherAddress,
      via_portal: row.via === 'portal',
      member: null,
      delivery: null,
    }));
    const thread = [...outgoing, ...incoming].sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id));
    return limit < THREAD_LIMIT ? thread.slice(-limit) : thread;
  }
}

/** A paragraph's lines, as the member broke them. */
const linesOf = (paragraph: string) =>
  paragraph.split('\n').map((line, index) => (index === 0 ? html`${line}` : html`<br />${line}`));

/** An outgoing attachment's id: its file's, or for mail queued before files were named, its place in the message. */
const attachmentIdOf = (attachment: OutboxAttachment, place: number) => attachment.fileId ?? String(place);

function toCandidateMessage(message: Message): CandidateMessage {
  const { member, delivery: _delivery, from_other_address: _other, ...shown } = message;
  return { ...shown, member: member && { name: member.name } };
}
