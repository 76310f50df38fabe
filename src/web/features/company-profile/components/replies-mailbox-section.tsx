import { useId } from 'react';
import { Card } from '../../../components/card';
import { formatMoment } from '../../../lib/dates';
import { useMember } from '../../../lib/member';
import { useInboundStatus } from '../api/inbound-status';

/** Whether candidates' replies are read from a mailbox, and how its last read went; an Admin's to see (decision 097). */
export function RepliesMailboxSection() {
  const headingId = useId();
  const mayRead = useMember().can('manageCompany');
  const status = useInboundStatus(mayRead);
  if (!mayRead || !status.data) return null;
  const { reading, mailbox, host, last_read_at, last_error, last_error_at, failures } = status.data;

  return (
    <Card className="mt-6 p-5 sm:p-6">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
          Candidates&rsquo; replies
        </h2>
        {!reading ? (
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
            Replies are not read from a mailbox. To bring candidates&rsquo; answers into their applications, your
            administrator sets <code className="font-mono text-xs">IMAP_URL</code> on the server.
          </p>
        ) : (
          <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
            <dt className="font-medium text-slate-600 dark:text-slate-400">Mailbox</dt>
            <dd className="break-all text-slate-900 dark:text-slate-100">
              {mailbox} on {host}
            </dd>
            <dt className="font-medium text-slate-600 dark:text-slate-400">Last read</dt>
            <dd className="text-slate-900 dark:text-slate-100">
              {last_read_at ? formatMoment(last_read_at) : 'Not read yet'}
            </dd>
            <dt className="font-medium text-slate-600 dark:text-slate-400">State</dt>
            <dd>
              {last_error ? (
                <span className="text-red-700 dark:text-red-300">
                  Failing: {failures} {failures === 1 ? 'try' : 'tries'} in a row
                  {last_error_at ? `, the last ${formatMoment(last_error_at)}` : ''}. The server said: {last_error}
                </span>
              ) : (
                <span className="text-emerald-700 dark:text-emerald-300">Reading replies</span>
              )}
            </dd>
          </dl>
        )}
      </section>
    </Card>
  );
}
