import type { ReactNode } from 'react';
import type { z } from 'zod';
import { INTERVIEW_KIND_NAMES, type InterviewSchema } from '../../../../shared/interviews';
import { formatZonedMoment, readerTimeZone } from '../../../lib/dates';

type InterviewShown = Pick<
  z.infer<typeof InterviewSchema>,
  'kind' | 'starts_at' | 'ends_at' | 'time_zone' | 'location' | 'video_url' | 'status'
>;

const zoneName = (zone: string) => zone.replaceAll('_', ' ');

/** When, in the reader's zone and, where the interview was set in another, in that one too; each zone named. */
function InterviewTime({ startsAt, endsAt, zone }: { startsAt: string; endsAt: string; zone: string }) {
  const reader = readerTimeZone();
  const minutes = Math.round((Date.parse(endsAt) - Date.parse(startsAt)) / 60_000);
  return (
    <>
      <time dateTime={startsAt}>
        {formatZonedMoment(startsAt, reader)} ({zoneName(reader)})
      </time>
      <span>, {minutes} minutes</span>
      {reader !== zone && (
        <span className="block text-slate-600 dark:text-slate-400">
          {formatZonedMoment(startsAt, zone)} in {zoneName(zone)}
        </span>
      )}
    </>
  );
}

export function InterviewFact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="shrink-0 font-medium text-slate-700 sm:w-24 dark:text-slate-300">{term}</dt>
      <dd className="min-w-0 break-words text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

/** An interview's kind, time and place, as every list of interviews shows them; its children add rows after them. */
export function InterviewFacts({ interview, children }: { interview: InterviewShown; children?: ReactNode }) {
  return (
    <dl className="mt-2 flex flex-col gap-1.5 text-sm">
      <InterviewFact term="Kind">{INTERVIEW_KIND_NAMES[interview.kind]}</InterviewFact>
      <InterviewFact term="When">
        {interview.starts_at && interview.ends_at ? (
          <InterviewTime startsAt={interview.starts_at} endsAt={interview.ends_at} zone={interview.time_zone} />
        ) : (
          'The candidate is picking one of the offered times.'
        )}
      </InterviewFact>
      {interview.location && <InterviewFact term="Where">{interview.location}</InterviewFact>}
      {interview.video_url && (
        <InterviewFact term="Video link">
          <a
            href={interview.video_url}
            target="_blank"
            rel="noreferrer"
            className="break-all text-brand-700 underline underline-offset-2 dark:text-brand-300"
          >
            {interview.video_url}
          </a>
        </InterviewFact>
      )}
      {children}
    </dl>
  );
}

/** A cancelled interview says so beside its title. */
export function InterviewStatusTag({ status }: { status: InterviewShown['status'] }) {
  if (status === 'scheduled') return null;
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
        status === 'cancelled'
          ? 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200'
          : 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200'
      }`}
    >
      {status === 'cancelled' ? 'Cancelled' : 'Completed'}
    </span>
  );
}
