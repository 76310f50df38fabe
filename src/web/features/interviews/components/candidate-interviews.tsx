import { useId, useState } from 'react';
import type { z } from 'zod';
import { INTERVIEW_ANSWER_NAMES, INTERVIEW_TOASTS, type CandidateInterviewSchema } from '../../../../shared/interviews';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { TextAreaField } from '../../../components/text-area-field';
import { ApiError } from '../../../lib/api-client';
import { formatZonedMoment, readerTimeZone } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { useAnswerInterview, useCandidateInterviews, usePickSlot } from '../api/candidate-interviews';
import { InterviewFact, InterviewFacts } from './interview-details';

type CandidateInterview = z.infer<typeof CandidateInterviewSchema>;

const ANSWER_TOASTS = {
  accept: INTERVIEW_TOASTS.accepted,
  decline: INTERVIEW_TOASTS.declined,
  propose: INTERVIEW_TOASTS.proposed,
} as const;

function AnswerButtons({ interview }: { interview: CandidateInterview }) {
  const answer = useAnswerInterview();
  const [proposing, setProposing] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');

  async function send(choice: keyof typeof ANSWER_TOASTS) {
    try {
      await answer.mutateAsync({ interviewId: interview.id, input: { answer: choice, message } });
      notify.success(ANSWER_TOASTS[choice]);
      setProposing(false);
      setError('');
    } catch (failure) {
      const field = failure instanceof ApiError ? failure.fields?.message : undefined;
      if (field) setError(field);
      else notify.error(failure instanceof Error ? failure.message : '');
    }
  }

  if (proposing) {
    return (
      <form
        noValidate
        className="mt-3 flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void send('propose');
        }}
      >
        <TextAreaField
          label="Which times suit you better?"
          required
          rows={3}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          error={error}
          autoFocus
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" loading={answer.isPending}>
            Send
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setProposing(false)}>
            Back
          </Button>
        </div>
      </form>
    );
  }
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <Button
        size="sm"
        loading={answer.isPending && answer.variables.input.answer === 'accept'}
        onClick={() => void send('accept')}
      >
        Accept
      </Button>
      <Button
        variant="secondary"
        size="sm"
        loading={answer.isPending && answer.variables.input.answer === 'decline'}
        onClick={() => void send('decline')}
      >
        Decline
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setProposing(true)}>
        Ask for another time
      </Button>
    </div>
  );
}

function SlotChoice({ interview }: { interview: CandidateInterview }) {
  const pick = usePickSlot();
  const [slotId, setSlotId] = useState('');
  const legendId = useId();
  const reader = readerTimeZone();

  async function book() {
    try {
      await pick.mutateAsync({ interviewId: interview.id, slotId });
      notify.success(INTERVIEW_TOASTS.picked);
    } catch (failure) {
      notify.error(failure instanceof Error ? failure.message : '');
    }
  }

  return (
    <form
      className="mt-3"
      onSubmit={(event) => {
        event.preventDefault();
        void book();
      }}
    >
      <fieldset aria-labelledby={legendId}>
        <legend id={legendId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
          Pick a time ({reader.replaceAll('_', ' ')})
        </legend>
        <ul className="mt-2 flex flex-col gap-2">
          {interview.slots.map((slot) => (
            <li key={slot.id}>
              <label className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-300 px-3 text-sm text-slate-900 has-checked:border-brand-600 dark:border-slate-600 dark:text-slate-100 dark:has-checked:border-brand-400">
                <input
                  type="radio"
                  name={`slot-${interview.id}`}
                  value={slot.id}
                  checked={slotId === slot.id}
                  onChange={() => setSlotId(slot.id)}
                  className="size-4 accent-brand-600"
                />
                <time dateTime={slot.starts_at}>{formatZonedMoment(slot.starts_at, reader)}</time>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <Button type="submit" size="sm" className="mt-3" disabled={!slotId} loading={pick.isPending}>
        Book this time
      </Button>
    </form>
  );
}

const isUpcoming = (interview: CandidateInterview, now: number) =>
  interview.status === 'scheduled' && (interview.ends_at === null || Date.parse(interview.ends_at) > now);

/**
 * The candidate's upcoming interviews, every application's or one's: when and where, and their answer or choice of
 * time.
 */
export function CandidateInterviews({ applicationId }: { applicationId?: string }) {
  const headingId = useId();
  const interviews = useCandidateInterviews();
  // Upcoming as of the list's reading: it is read again when the window regains focus.
  const now = interviews.dataUpdatedAt;
  const upcoming = (interviews.data ?? []).filter(
    (interview) =>
      isUpcoming(interview, now) && (applicationId === undefined || interview.application_id === applicationId),
  );
  if (upcoming.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        Your interviews
      </h2>
      <ul className="mt-3 flex flex-col gap-4">
        {upcoming.map((interview) => (
          <li key={interview.id}>
            <Card aria-label={interview.title} className="p-4 sm:p-5">
              <p className="text-base font-semibold text-slate-900 dark:text-white">{interview.title}</p>
              <p className="text-sm text-slate-700 dark:text-slate-300">
                {interview.job_title} at {interview.company_name}
              </p>
              <InterviewFacts interview={interview}>
                {interview.interviewers.length > 0 && (
                  <InterviewFact term="With">
                    {interview.interviewers.map((person) => person.name).join(', ')}
                  </InterviewFact>
                )}
                {interview.note && (
                  <InterviewFact term="Note">
                    <span className="whitespace-pre-line">{interview.note}</span>
                  </InterviewFact>
                )}
                {interview.slots.length === 0 && (
                  <InterviewFact term="Your answer">{INTERVIEW_ANSWER_NAMES[interview.candidate_answer]}</InterviewFact>
                )}
              </InterviewFacts>
              {interview.slots.length > 0 ? (
                <SlotChoice interview={interview} />
              ) : (
                <AnswerButtons interview={interview} />
              )}
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
