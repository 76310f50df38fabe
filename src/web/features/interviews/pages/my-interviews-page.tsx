import { useId } from 'react';
import { ButtonLink } from '../../../components/button-link';
import { EmptyState } from '../../../components/empty-state';
import { CalendarIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { Spinner } from '../../../components/spinner';
import { PATHS } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useMyInterviews } from '../api/my-interviews';
import { MemberInterviewList } from '../components/member-interview-list';

/** /my-interviews — the interviews the member is on: upcoming first, soonest first, then past ones, latest first. */
export function MyInterviewsPage() {
  usePageTitle('My interviews');
  const upcomingId = useId();
  const pastId = useId();
  const interviews = useMyInterviews();
  useQueryFailure(interviews);
  // Upcoming as of the list's reading: it is read again when the window regains focus.
  const now = interviews.dataUpdatedAt;
  const all = interviews.data ?? [];
  // An interview whose candidate is still picking a time is ahead of everyone.
  const isPast = (endsAt: string | null) => endsAt !== null && Date.parse(endsAt) <= now;
  const upcoming = all.filter((interview) => !isPast(interview.ends_at));
  const past = all.filter((interview) => isPast(interview.ends_at)).reverse();

  return (
    <>
      <PageHeader
        title="My interviews"
        description="The interviews you are on, in your time zone."
        actions={
          <ButtonLink to={PATHS.availability} variant="secondary" size="sm">
            Your availability
          </ButtonLink>
        }
      />
      {interviews.isPending ? (
        <div className="flex justify-center py-16 text-brand-600 dark:text-brand-300">
          <Spinner size="lg" label="Loading your interviews" />
        </div>
      ) : all.length === 0 ? (
        <EmptyState icon={<CalendarIcon className="size-7" />} title="No interviews yet" />
      ) : (
        <div className="flex flex-col gap-8">
          <section className="flex flex-col gap-3">
            <h2 id={upcomingId} className="text-lg font-semibold text-slate-900 dark:text-white">
              Upcoming
            </h2>
            {upcoming.length > 0 ? (
              <MemberInterviewList interviews={upcoming} labelledBy={upcomingId} />
            ) : (
              <p className="text-sm text-slate-700 dark:text-slate-300">No upcoming interviews.</p>
            )}
          </section>
          {past.length > 0 && (
            <section className="flex flex-col gap-3">
              <h2 id={pastId} className="text-lg font-semibold text-slate-900 dark:text-white">
                Past
              </h2>
              <MemberInterviewList interviews={past} labelledBy={pastId} />
            </section>
          )}
        </div>
      )}
    </>
  );
}
