import type { z } from 'zod';
import { Link } from 'react-router';
import type { MemberInterviewSchema } from '../../../../shared/interviews';
import { candidatePath } from '../../../lib/paths';
import { InterviewFacts, InterviewStatusTag } from './interview-details';
import { MyAnswer } from './my-answer';

type MemberInterview = z.infer<typeof MemberInterviewSchema>;

/** A member's interviews: what, with whom for which posting (opening the application), when and where. */
export function MemberInterviewList({ interviews, labelledBy }: { interviews: MemberInterview[]; labelledBy: string }) {
  return (
    <ul aria-labelledby={labelledBy} className="flex flex-col gap-3">
      {interviews.map((interview) => (
        <li
          key={interview.id}
          className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <p className="flex flex-wrap items-center gap-2 text-base font-semibold text-slate-900 dark:text-white">
            <Link
              to={candidatePath(interview.application_id)}
              className="underline-offset-2 hover:text-brand-700 hover:underline dark:hover:text-brand-300"
            >
              {interview.title}
            </Link>
            <InterviewStatusTag status={interview.status} />
          </p>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {interview.candidate_name} · {interview.job_title}
          </p>
          <InterviewFacts interview={interview} />
          <MyAnswer interview={interview} />
        </li>
      ))}
    </ul>
  );
}
