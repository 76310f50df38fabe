import { useId, useState } from 'react';
import type { z } from 'zod';
import type { ApplicationStatus } from '../../../../shared/applications';
import { INTERVIEW_ANSWER_NAMES, INTERVIEW_TOASTS, type InterviewSchema } from '../../../../shared/interviews';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { DialogButtons, DialogFrame } from '../../../components/dialog-frame';
import { useMember } from '../../../lib/member';
import { notify } from '../../../lib/notify';
import { useApplicationInterviews, useCancelInterview } from '../api/application-interviews';
import { InterviewFact, InterviewFacts, InterviewStatusTag } from './interview-details';
import { InterviewDialog } from './interview-dialog';
import { MyAnswer } from './my-answer';

type Interview = z.infer<typeof InterviewSchema>;

function CancelInterviewDialog({ interview, onClose }: { interview: Interview; onClose: () => void }) {
  const cancel = useCancelInterview();

  async function confirm() {
    try {
      await cancel.mutateAsync({ applicationId: interview.application_id, interviewId: interview.id });
      notify.success(INTERVIEW_TOASTS.cancelled);
      onClose();
    } catch (failure) {
      notify.error(failure instanceof Error ? failure.message : '');
    }
  }

  return (
    <DialogFrame
      title="Cancel this interview?"
      description={`“${interview.title}” stays on the application as cancelled, and the candidate and every interviewer get a cancellation their calendar takes in.`}
      onClose={onClose}
    >
      <DialogButtons>
        <Button variant="secondary" onClick={onClose}>
          Keep it
        </Button>
        <Button variant="danger" loading={cancel.isPending} onClick={() => void confirm()}>
          Cancel interview
        </Button>
      </DialogButtons>
    </DialogFrame>
  );
}

interface InterviewsPanelProps {
  applicationId: string;
  jobTitle: string;
  status: ApplicationStatus;
  /** A withdrawn application has nothing more to schedule. */
  withdrawn: boolean;
}

/** An application's interviews, every round, with their answers; those who may schedule change them here. */
export function InterviewsPanel({ applicationId, jobTitle, status, withdrawn }: InterviewsPanelProps) {
  const headingId = useId();
  const interviews = useApplicationInterviews(applicationId);
  const mayChange = useMember().can('scheduleInterviews');
  const [editing, setEditing] = useState<Interview | 'new' | null>(null);
  const [cancelling, setCancelling] = useState<Interview | null>(null);
  const list = interviews.data ?? [];

  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
          Interviews
        </h3>
        {mayChange && !withdrawn && (
          <Button size="sm" onClick={() => setEditing('new')}>
            Schedule interview
          </Button>
        )}
      </div>
      {list.length > 0 ? (
        <ol aria-labelledby={headingId} className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
          {list.map((interview) => (
            <li key={interview.id} aria-label={interview.title} className="py-3">
              <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900 dark:text-white">
                {interview.title}
                <InterviewStatusTag status={interview.status} />
              </p>
              <InterviewFacts interview={interview}>
                <InterviewFact term="Interviewers">
                  <ul>
                    {interview.interviewers.map((person) => (
                      <li key={person.id}>
                        {person.name}: {INTERVIEW_ANSWER_NAMES[person.answer]}
                      </li>
                    ))}
                  </ul>
                </InterviewFact>
                <InterviewFact term="Candidate">{INTERVIEW_ANSWER_NAMES[interview.candidate_answer]}</InterviewFact>
                {interview.note && (
                  <InterviewFact term="Note sent">
                    <span className="whitespace-pre-line">{interview.note}</span>
                  </InterviewFact>
                )}
              </InterviewFacts>
              <MyAnswer interview={interview} />
              {mayChange && interview.status === 'scheduled' && (
                <div className="mt-2 flex gap-2">
                  <Button variant="ghost" size="sm" onClick={() => setEditing(interview)}>
                    Change<span className="sr-only"> {interview.title}</span>
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setCancelling(interview)}>
                    Cancel<span className="sr-only"> {interview.title}</span>
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {interviews.isPending ? 'Loading interviews…' : 'No interviews yet.'}
        </p>
      )}
      {editing && (
        <InterviewDialog
          applicationId={applicationId}
          jobTitle={jobTitle}
          status={status}
          interview={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {cancelling && <CancelInterviewDialog interview={cancelling} onClose={() => setCancelling(null)} />}
    </Card>
  );
}
