import { useId, useState } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { useMyInterviews } from '../api/my-interviews';
import { MemberInterviewList } from './member-interview-list';

/** From the start of the reader's today to the end of their tomorrow, as ISO moments. */
function todayAndTomorrow() {
  const from = new Date();
  from.setHours(0, 0, 0, 0);
  const to = new Date(from);
  to.setDate(to.getDate() + 2);
  return { from: from.toISOString(), to: to.toISOString() };
}

/** The dashboard's interviews of today and tomorrow that the member is on; nothing when there are none. */
export function SoonInterviews() {
  const headingId = useId();
  // The window is the day the dashboard opened on, so that its key stays the same while it shows.
  const [window] = useState(todayAndTomorrow);
  const interviews = useMyInterviews(window).data?.filter((interview) => interview.status === 'scheduled') ?? [];
  if (interviews.length === 0) return null;
  return (
    <section className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
          Your interviews today and tomorrow
        </h2>
        <Link
          to={PATHS.myInterviews}
          className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
        >
          All my interviews
        </Link>
      </div>
      <MemberInterviewList interviews={interviews} labelledBy={headingId} />
    </section>
  );
}
