import { useId } from 'react';
import type { MessageKind } from '../../../../shared/messages';
import type { TimelineEvent } from '../../../../shared/notes';
import { RATING_NAMES } from '../../../../shared/scorecards';
import { Card } from '../../../components/card';
import { formatMoment } from '../../../lib/dates';
import { useTimeline } from '../api/get-timeline';

const DELIVERY: Record<'sent' | 'failed', string> = { sent: 'sent', failed: 'not delivered' };

const MESSAGE_KIND_NAMES: Record<MessageKind, string> = {
  message: 'Message received',
  auto_reply: 'Automatic reply received',
  bounce: 'Delivery failure report received',
};

/** What happened, in the product's words. */
function describe(event: TimelineEvent): string {
  switch (event.kind) {
    case 'submitted':
      return 'Application submitted';
    case 'moved': {
      const from = event.from_stage ?? event.from_status;
      const to = event.to_stage ?? event.to_status;
      const moved = from ? `Moved from ${from} to ${to}` : `Moved to ${to}`;
      return event.knockout_question ? `${moved}: the answer to “${event.knockout_question}” knocks out` : moved;
    }
    case 'email':
      return event.delivery === 'pending'
        ? `E-mail “${event.subject}”${event.due_at ? ` goes out at ${formatMoment(event.due_at)}` : ' waits to go out'}`
        : `E-mail “${event.subject}” ${DELIVERY[event.delivery]}`;
    case 'note':
      return `Note: ${event.body}`;
    case 'withdrawn':
      return event.reason ? `Withdrawn by the candidate: ${event.reason}` : 'Withdrawn by the candidate';
    case 'scorecard':
      return `Scorecard ${event.action}${event.recommendation ? `: ${RATING_NAMES[event.recommendation]}` : ''}`;
    case 'message':
      return `${event.via_portal ? 'Message written in the portal' : MESSAGE_KIND_NAMES[event.message_kind]} “${event.subject}”${event.excerpt ? `: ${event.excerpt}` : ''}`;
  }
}

function who(event: TimelineEvent): string | null {
  switch (event.kind) {
    case 'submitted':
    case 'withdrawn':
      return 'the candidate';
    case 'moved':
      if (event.knockout_question) return 'Openhire, automatically';
      // The candidate moves their application only by answering its offer.
      return event.by_candidate ? `${event.by ?? 'the candidate'} (candidate)` : (event.by ?? 'a former member');
    case 'email':
    case 'note':
      return event.by ?? 'Openhire';
    case 'scorecard':
    case 'message':
      return event.by;
  }
}

/** Everything that happened to an application, oldest first, each with who and when. */
export function TimelinePanel({ applicationId }: { applicationId: string }) {
  const headingId = useId();
  const timeline = useTimeline(applicationId);
  return (
    <Card className="p-5 sm:p-6">
      <h3 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
        Timeline
      </h3>
      {timeline.data ? (
        <ol
          aria-labelledby={headingId}
          className="mt-3 flex flex-col gap-4 border-l-2 border-slate-200 pl-4 dark:border-slate-700"
        >
          {timeline.data.map((event, index) => (
            <li key={`${event.kind}-${event.at}-${String(index)}`} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full bg-brand-600 dark:bg-brand-300"
              />
              <p className="text-sm break-words whitespace-pre-line text-slate-900 dark:text-slate-100">
                {describe(event)}
              </p>
              <p className="text-xs text-slate-600 dark:text-slate-400">
                {who(event) && <>by {who(event)} · </>}
                <time dateTime={event.at}>{formatMoment(event.at)}</time>
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {timeline.isError ? 'The timeline could not be loaded.' : 'Loading the timeline…'}
        </p>
      )}
    </Card>
  );
}
