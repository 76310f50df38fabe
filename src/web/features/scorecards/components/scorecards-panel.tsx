import { useEffect, useId, useRef, useState } from 'react';
import {
  RATING_NAMES,
  type Scorecard,
  type ScorecardSummary,
  type TemplateVersion,
} from '../../../../shared/scorecards';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { formatMoment } from '../../../lib/dates';
import { useMember } from '../../../lib/member';
import { recommendationCounts } from '../../../lib/recommendation-counts';
import { notify } from '../../../lib/notify';
import { useApplicationScorecards, useInterviewsToScore, useSaveMyScorecard } from '../api/application-scorecards';
import { ScorecardForm } from './scorecard-form';

/** The anchor the e-mail asking for a scorecard links to: it opens the form. */
const FORM_ANCHOR = 'scorecard';

/** "3 of 4 submitted: 2 Yes, 1 Strong yes"; the counts only for a reader who may see them. */
function summaryLine(summary: ScorecardSummary): string {
  const line = `${summary.submitted} of ${summary.expected} submitted`;
  const counts = recommendationCounts(summary.recommendations);
  return counts ? `${line}: ${counts}` : line;
}

function criterionNames(template: TemplateVersion | undefined) {
  return (template?.sections ?? []).flatMap((section) => section.criteria);
}

function SubmittedScorecard({ scorecard }: { scorecard: Scorecard }) {
  const about = [scorecard.interview?.title, scorecard.submitted_at && formatMoment(scorecard.submitted_at)]
    .filter(Boolean)
    .join(' · ');
  return (
    <li aria-label={`Scorecard by ${scorecard.author.name}`} className="py-3">
      <p className="text-sm font-semibold text-slate-900 dark:text-white">
        {scorecard.author.name}
        {scorecard.recommendation && (
          <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800 dark:bg-slate-800 dark:text-slate-100">
            {RATING_NAMES[scorecard.recommendation]}
          </span>
        )}
      </p>
      {about && <p className="text-xs text-slate-600 dark:text-slate-400">{about}</p>}
      {scorecard.ratings && (
        <dl className="mt-2 flex flex-col gap-1.5 text-sm">
          {criterionNames(scorecard.template).map((criterion) => {
            const entry = scorecard.ratings?.[criterion.id];
            return (
              <div key={criterion.id} className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
                <dt className="shrink-0 text-slate-700 sm:w-48 dark:text-slate-300">
                  <span className="font-medium">{criterion.name}</span>
                  {criterion.hint && (
                    <span className="block text-xs text-slate-600 dark:text-slate-400">{criterion.hint}</span>
                  )}
                </dt>
                <dd className="min-w-0 break-words text-slate-900 dark:text-slate-100">
                  {entry?.rating ? RATING_NAMES[entry.rating] : 'Not rated'}
                  {entry?.note && (
                    <span className="block whitespace-pre-line text-slate-700 dark:text-slate-300">{entry.note}</span>
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
      )}
      {scorecard.summary && (
        <p className="mt-2 whitespace-pre-line text-sm text-slate-800 dark:text-slate-200">{scorecard.summary}</p>
      )}
    </li>
  );
}

/**
 * An application's scorecards: the summary line, each submitted one the reader may see (only who wrote it while the
 * company's rule keeps the content from them), and the member's own, written and changed here.
 */
export function ScorecardsPanel({ applicationId }: { applicationId: string }) {
  const headingId = useId();
  const { member } = useMember();
  const scorecards = useApplicationScorecards(applicationId);
  const interviews = useInterviewsToScore(applicationId);
  const start = useSaveMyScorecard();
  const [writing, setWriting] = useState(false);
  const opened = useRef(false);
  const data = scorecards.data;
  const mine = data?.mine[0];

  async function write() {
    if (mine) {
      setWriting(true);
      return;
    }
    // A new scorecard is about the latest interview the member sat on; the server picks its template.
    const interview = (interviews.data ?? [])
      .filter((one) => one.status !== 'cancelled' && one.interviewers.some((person) => person.id === member?.id))
      .at(-1);
    try {
      await start.mutateAsync({ applicationId, input: { interview_id: interview?.id ?? null } });
      setWriting(true);
    } catch (failure) {
      notify.error(failure instanceof Error ? failure.message : '');
    }
  }

  useEffect(() => {
    if (opened.current || !data || !interviews.data || window.location.hash !== `#${FORM_ANCHOR}`) return;
    opened.current = true;
    void write();
    // The e-mail's link opens the form once, when what it needs has arrived.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, interviews.data]);

  const locked = mine?.status === 'locked';
  return (
    <Card id={FORM_ANCHOR} className="scroll-mt-20 p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
          Scorecards
        </h3>
        {data && !writing && !locked && (
          <Button size="sm" loading={start.isPending} onClick={() => void write()}>
            {mine?.status === 'submitted' ? 'Edit your scorecard' : 'Write your scorecard'}
          </Button>
        )}
      </div>
      {!data ? (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">Loading scorecards…</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{summaryLine(data.summary)}</p>
          {mine?.status === 'submitted' && mine.editable_until && !writing && (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              You may change yours until {formatMoment(mine.editable_until)}.
            </p>
          )}
          {locked && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Yours is locked.</p>}
          {writing && mine && <ScorecardForm scorecard={mine} onDone={() => setWriting(false)} />}
          {data.others_hidden && (
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
              Submit your own scorecard to see the others&rsquo;.
            </p>
          )}
          {data.scorecards.length > 0 && (
            <ol aria-labelledby={headingId} className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
              {data.scorecards.map((scorecard) => (
                <SubmittedScorecard key={scorecard.id} scorecard={scorecard} />
              ))}
            </ol>
          )}
        </>
      )}
    </Card>
  );
}
