import { type ChangeEvent, useId, useState } from 'react';
import {
  MESSAGE_LIMITS,
  MESSAGE_MESSAGES,
  MESSAGE_TOASTS,
  type MessageAttachment,
  MessageInputSchema,
} from '../../../../shared/messages';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { FormAlert } from '../../../components/form-alert';
import { TextAreaField } from '../../../components/text-area-field';
import { formatMoment } from '../../../lib/dates';
import { useMember } from '../../../lib/member';
import { notify } from '../../../lib/notify';
import { useMessages } from '../api/get-messages';
import { useSendMessage, useUploadAttachment } from '../api/send-message';
import { MessageThread } from './message-thread';

/** The files a member has chosen for the message, each uploaded as it is chosen. */
function AttachmentPicker({
  attachments,
  onChange,
}: {
  attachments: MessageAttachment[];
  onChange: (next: MessageAttachment[]) => void;
}) {
  const id = useId();
  const upload = useUploadAttachment();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(event.target.files ?? [])];
    // A file input's value cannot be set from script, except to empty it.
    event.target.value = '';
    setError('');
    const uploaded = [...attachments];
    for (const file of chosen) {
      if (uploaded.length >= MESSAGE_LIMITS.attachments) {
        setError(MESSAGE_MESSAGES.tooManyAttachments);
        break;
      }
      if (file.size > MESSAGE_LIMITS.attachmentBytes) {
        setError(`${file.name}: ${MESSAGE_MESSAGES.attachmentTooLarge}`);
        continue;
      }
      try {
        setProgress(0);
        uploaded.push(await upload.mutateAsync({ file, onProgress: setProgress }));
        onChange([...uploaded]);
      } catch (failure) {
        setError(`${file.name}: ${failure instanceof Error ? failure.message : ''}`);
      } finally {
        setProgress(null);
      }
    }
  }

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200">
        Attachments (PDF, Word or pictures, optional)
      </label>
      <input
        id={id}
        type="file"
        multiple
        accept=".pdf,.doc,.docx,.png,.jpg,.jpeg,.webp,.gif"
        onChange={(event) => void choose(event)}
        aria-describedby={error ? `${id}-error` : undefined}
        className="block w-full text-sm text-slate-800 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-brand-800 hover:file:bg-brand-100 dark:text-slate-200 dark:file:bg-brand-950 dark:file:text-brand-200"
      />
      {progress !== null && (
        <p role="status" className="mt-1.5 text-xs text-slate-700 dark:text-slate-300">
          Uploading… {Math.round(progress * 100)}%
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-xs font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      {attachments.length > 0 && (
        <ul aria-label="Attached files" className="mt-2 flex flex-wrap gap-2">
          {attachments.map((attachment) => (
            <li
              key={attachment.id}
              className="inline-flex items-center gap-1 rounded-lg border border-slate-200 py-0.5 pl-3 text-sm text-slate-800 dark:border-slate-700 dark:text-slate-200"
            >
              {attachment.name}
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onChange(attachments.filter((each) => each.id !== attachment.id))}
              >
                Remove<span className="sr-only"> {attachment.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Composer({ applicationId }: { applicationId: string }) {
  const send = useSendMessage(applicationId);
  const [body, setBody] = useState('');
  const [attachments, setAttachments] = useState<MessageAttachment[]>([]);
  const [error, setError] = useState('');
  const [failure, setFailure] = useState('');

  async function submit() {
    const parsed = MessageInputSchema.safeParse({ body, attachments: attachments.map((each) => each.id) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '');
      return;
    }
    setError('');
    setFailure('');
    try {
      await send.mutateAsync(parsed.data);
      notify.success(MESSAGE_TOASTS.sent);
      setBody('');
      setAttachments([]);
    } catch (problem) {
      setFailure(problem instanceof Error ? problem.message : '');
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="mt-4 flex flex-col gap-3"
    >
      {failure && <FormAlert>{failure}</FormAlert>}
      <TextAreaField
        label="Answer the candidate"
        value={body}
        onChange={(event) => setBody(event.target.value)}
        error={error}
        maxLength={MESSAGE_LIMITS.body}
        rows={4}
      />
      <AttachmentPicker attachments={attachments} onChange={setAttachments} />
      <div className="flex justify-end">
        <Button type="submit" loading={send.isPending}>
          Send
        </Button>
      </div>
    </form>
  );
}

/** An application's conversation with its candidate, and a box to answer them (decision 099). */
export function MessagesPanel({ applicationId }: { applicationId: string }) {
  const headingId = useId();
  const thread = useMessages(applicationId);
  const { can } = useMember();
  const answer = thread.data;
  return (
    <Card className="p-5 sm:p-6">
      <h3 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
        Messages
      </h3>
      {answer?.email_bounced_at && (
        <div
          role="status"
          className="mt-3 rounded-xl border border-l-4 border-red-200 border-l-red-600 bg-red-50 px-4 py-3 text-sm text-red-900 dark:border-red-900 dark:border-l-red-400 dark:bg-red-950/60 dark:text-red-100"
        >
          {MESSAGE_MESSAGES.bouncing} The last report came on{' '}
          <time dateTime={answer.email_bounced_at}>{formatMoment(answer.email_bounced_at)}</time>.
        </div>
      )}
      {answer && !answer.replies_captured && (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          Answers by e-mail go to the sender’s own mailbox: only messages written in the portal come back here.
        </p>
      )}
      {answer && answer.data.length > 0 ? (
        <MessageThread messages={answer.data} reader="team" labelledBy={headingId} />
      ) : (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {thread.isError ? 'The messages could not be loaded.' : answer ? 'No messages yet.' : 'Loading messages…'}
        </p>
      )}
      {can('moveApplications') && <Composer applicationId={applicationId} />}
    </Card>
  );
}
