import { useId } from 'react';
import type { ApplicationEmail, EmailDeliveryStatus } from '../../../../shared/mail';
import { Card } from '../../../components/card';
import { formatMoment } from '../../../lib/dates';
import { Badge, type StatusBadgeStyle } from '../../../components/status-badge';

const DELIVERY_BADGE: Record<EmailDeliveryStatus, StatusBadgeStyle> = {
  pending: {
    label: 'Not sent yet',
    classes: 'bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600',
  },
  sent: {
    label: 'Sent',
    classes:
      'bg-emerald-100 text-emerald-900 ring-emerald-300 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800',
  },
  failed: {
    label: 'Not delivered',
    classes: 'bg-red-100 text-red-900 ring-red-300 dark:bg-red-950 dark:text-red-200 dark:ring-red-800',
  },
};

const NOTE: Record<EmailDeliveryStatus, string> = {
  pending: 'Waiting for the mail server; we keep trying for up to a day.',
  sent: '',
  failed: 'The mail server refused it or could not be reached. Check the address or contact the candidate another way.',
};

function When({ label, iso }: { label: string; iso: string }) {
  return (
    <>
      {label} <time dateTime={iso}>{formatMoment(iso)}</time>
    </>
  );
}

/** The e-mails to the candidate about this application, oldest first, and whether each reached the mail server. */
export function EmailDeliveryList({ emails }: { emails: ApplicationEmail[] }) {
  const headingId = useId();
  return (
    <Card className="p-5 sm:p-6">
      <h3 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
        E-mails
      </h3>
      {emails.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">No e-mails about this application yet.</p>
      ) : (
        <ul aria-labelledby={headingId} className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
          {emails.map((email, index) => (
            <li
              key={`${email.created_at}-${String(index)}`}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4"
            >
              <div className="min-w-0">
                <p className="text-sm font-semibold break-words text-slate-900 dark:text-white">{email.subject}</p>
                <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
                  {email.sent_at ? (
                    <When label="Sent" iso={email.sent_at} />
                  ) : (
                    <When label="Queued" iso={email.created_at} />
                  )}
                  {email.sent_by_name && ` by ${email.sent_by_name}`}
                  {NOTE[email.status] && ` · ${NOTE[email.status]}`}
                </p>
              </div>
              <Badge badge={DELIVERY_BADGE[email.status]} className="self-start" />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
