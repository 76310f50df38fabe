import { useId, useState } from 'react';
import type { CandidateMessage, Message, MessageAttachment } from '../../../../shared/messages';
import { candidateMessagesEndpoints, messagesEndpoints } from '../../../../shared/messages-endpoints';
import { Button } from '../../../components/button';
import { RichText } from '../../../components/rich-text';
import { Badge, type StatusBadgeStyle } from '../../../components/status-badge';
import { callForFile } from '../../../lib/api-client';
import { formatMoment } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { saveFile } from '../../../lib/save-file';
import { IncomingHtml } from './incoming-html';

/** Who reads the thread: the team sees delivery and where a message came from; the candidate, the conversation. */
type Reader = 'team' | 'candidate';

const NOTICE: StatusBadgeStyle['classes'] =
  'bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800';
const NEUTRAL: StatusBadgeStyle['classes'] =
  'bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-600';
const FAILED: StatusBadgeStyle['classes'] =
  'bg-red-100 text-red-900 ring-red-300 dark:bg-red-950 dark:text-red-200 dark:ring-red-800';
const RECEIVED: StatusBadgeStyle['classes'] =
  'bg-sky-100 text-sky-900 ring-sky-300 dark:bg-sky-950 dark:text-sky-200 dark:ring-sky-800';

const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The badges a message carries: what it is beyond a plain message, in words. */
function badgesOf(message: Message | CandidateMessage, reader: Reader): StatusBadgeStyle[] {
  const badges: StatusBadgeStyle[] = [];
  if (reader === 'team' && message.direction === 'in') badges.push({ label: 'Received', classes: RECEIVED });
  if (message.kind === 'auto_reply') badges.push({ label: 'Automatic reply', classes: NEUTRAL });
  if (message.kind === 'bounce') badges.push({ label: 'Not delivered: report', classes: FAILED });
  if ('from_other_address' in message && message.from_other_address) {
    badges.push({ label: 'From another address', classes: NOTICE });
  }
  if (message.via_portal) badges.push({ label: 'Written in the portal', classes: NEUTRAL });
  if ('delivery' in message && message.delivery === 'pending')
    badges.push({ label: 'Waiting to go out', classes: NEUTRAL });
  if ('delivery' in message && message.delivery === 'failed') badges.push({ label: 'Not delivered', classes: FAILED });
  return badges;
}

/** A file of a message, fetched as its reader may: the team's download, or the candidate's own. */
function attachmentOf(reader: Reader, id: string, attachmentId: string): Promise<Blob> {
  const params = { id, attachment_id: attachmentId };
  return reader === 'team'
    ? callForFile(messagesEndpoints.attachment, { params })
    : callForFile(candidateMessagesEndpoints.candidateAttachment, { params });
}

function Attachments({ message, reader }: { message: Message | CandidateMessage; reader: Reader }) {
  const [saving, setSaving] = useState<string | null>(null);
  async function download(attachment: MessageAttachment) {
    setSaving(attachment.id);
    try {
      saveFile(await attachmentOf(reader, message.id, attachment.id), attachment.name);
    } catch {
      notify.error('The file could not be downloaded.');
    } finally {
      setSaving(null);
    }
  }
  if (message.attachments.length === 0 && message.refused_attachments.length === 0) return null;
  return (
    <div className="mt-3 flex flex-col gap-2">
      {message.attachments.length > 0 && (
        <ul aria-label="Attachments" className="flex flex-wrap gap-2">
          {message.attachments.map((attachment) => (
            <li key={attachment.id}>
              <Button
                variant="secondary"
                size="sm"
                loading={saving === attachment.id}
                onClick={() => void download(attachment)}
              >
                <span className="sr-only">Download </span>
                {attachment.name}
                <span className="font-normal text-slate-600 dark:text-slate-400">{sizeOf(attachment.size)}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {message.refused_attachments.length > 0 && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Not kept (too large, or a program): {message.refused_attachments.join(', ')}
        </p>
      )}
    </div>
  );
}

function QuotedText({ text }: { text: string }) {
  const [shown, setShown] = useState(false);
  const id = useId();
  return (
    <div className="mt-2">
      <Button variant="ghost" size="sm" aria-expanded={shown} aria-controls={id} onClick={() => setShown(!shown)}>
        {shown ? 'Hide quoted text' : 'Show quoted text'}
      </Button>
      <pre
        id={id}
        hidden={!shown}
        className="mt-2 border-l-2 border-slate-300 pl-3 font-sans text-sm break-words whitespace-pre-wrap text-slate-700 dark:border-slate-600 dark:text-slate-300"
      >
        {text}
      </pre>
    </div>
  );
}

/** Who wrote a message, in the reader's terms. */
function authorOf(message: Message | CandidateMessage, reader: Reader): string {
  if (message.direction === 'in') {
    if (reader === 'candidate') return 'You';
    return message.from_address && message.from_name !== message.from_address
      ? `${message.from_name || message.from_address} <${message.from_address}>`
      : message.from_name || message.from_address;
  }
  return message.member?.name ?? message.from_name;
}

function ThreadMessage({ message, reader }: { message: Message | CandidateMessage; reader: Reader }) {
  const ours = reader === 'team' ? message.direction === 'out' : message.direction === 'in';
  const badges = badgesOf(message, reader);
  return (
    <li
      className={`rounded-xl border p-4 ${
        ours
          ? 'border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900'
          : 'border-sky-200 bg-sky-50 dark:border-sky-900 dark:bg-sky-950/40'
      }`}
    >
      <article aria-label={`${message.direction === 'in' ? 'Received' : 'Sent'}: ${message.subject}`}>
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <p className="text-sm font-semibold break-words text-slate-900 dark:text-white">
            {authorOf(message, reader)}
          </p>
          <time dateTime={message.at} className="text-xs text-slate-600 dark:text-slate-400">
            {formatMoment(message.at)}
          </time>
        </div>
        {badges.length > 0 && (
          <p className="mt-1 flex flex-wrap gap-1.5">
            {badges.map((badge) => (
              <Badge key={badge.label} badge={badge} />
            ))}
          </p>
        )}
        {message.subject && (
          <p className="mt-2 text-sm font-medium break-words text-slate-900 dark:text-slate-100">{message.subject}</p>
        )}
        <div className="mt-2">
          {message.html && message.direction === 'out' ? (
            // Ours: the team's own rich text, sanitized by the same allow-list as every other.
            <RichText html={message.html} />
          ) : message.html ? (
            <IncomingHtml
              html={message.html}
              title={`Message from ${message.from_name || message.from_address}`}
              loadPicture={(id, attachmentId) => attachmentOf(reader, id, attachmentId)}
            />
          ) : (
            <p className="text-sm break-words whitespace-pre-line text-slate-800 dark:text-slate-200">{message.text}</p>
          )}
        </div>
        {message.quoted_text && <QuotedText text={message.quoted_text} />}
        <Attachments message={message} reader={reader} />
      </article>
    </li>
  );
}

/** Both sides of an application's conversation, oldest first. */
export function MessageThread({
  messages,
  reader,
  labelledBy,
}: {
  messages: readonly (Message | CandidateMessage)[];
  reader: Reader;
  labelledBy: string;
}) {
  return (
    <ol aria-labelledby={labelledBy} className="mt-3 flex flex-col gap-3">
      {messages.map((message) => (
        <ThreadMessage key={message.id} message={message} reader={reader} />
      ))}
    </ol>
  );
}
