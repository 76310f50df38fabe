import { useId, useState } from 'react';
import { CandidateMessageInputSchema, MESSAGE_LIMITS, MESSAGE_TOASTS } from '../../../../shared/messages';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { FormAlert } from '../../../components/form-alert';
import { TextAreaField } from '../../../components/text-area-field';
import { notify } from '../../../lib/notify';
import { useCandidateMessages } from '../api/get-messages';
import { useSendCandidateMessage } from '../api/send-message';
import { MessageThread } from './message-thread';

/** The candidate's conversation with the company about one application, and a box to write to them. */
export function CandidateMessagesPanel({ applicationId, companyName }: { applicationId: string; companyName: string }) {
  const headingId = useId();
  const thread = useCandidateMessages(applicationId);
  const send = useSendCandidateMessage(applicationId);
  const [body, setBody] = useState('');
  const [error, setError] = useState('');
  const [failure, setFailure] = useState('');

  async function submit() {
    const parsed = CandidateMessageInputSchema.safeParse({ body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '');
      return;
    }
    setError('');
    setFailure('');
    try {
      await send.mutateAsync(parsed.data.body);
      notify.success(MESSAGE_TOASTS.sent);
      setBody('');
    } catch (problem) {
      setFailure(problem instanceof Error ? problem.message : '');
    }
  }

  return (
    <Card className="p-5 sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        Messages
      </h2>
      {thread.data && thread.data.length > 0 ? (
        <MessageThread messages={thread.data} reader="candidate" labelledBy={headingId} />
      ) : (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {thread.isError
            ? 'Your messages could not be loaded.'
            : thread.data
              ? `Nothing here yet. A question about your application? Write to ${companyName} below.`
              : 'Loading your messages…'}
        </p>
      )}
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
          label={`Write to ${companyName}`}
          hint="The hiring team reads it here and can answer by e-mail."
          value={body}
          onChange={(event) => setBody(event.target.value)}
          error={error}
          maxLength={MESSAGE_LIMITS.body}
          rows={4}
        />
        <div className="flex justify-end">
          <Button type="submit" loading={send.isPending}>
            Send
          </Button>
        </div>
      </form>
    </Card>
  );
}
