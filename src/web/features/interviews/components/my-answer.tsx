import type { z } from 'zod';
import { INTERVIEW_TOASTS, type InterviewSchema } from '../../../../shared/interviews';
import { Button } from '../../../components/button';
import { useMember } from '../../../lib/member';
import { notify } from '../../../lib/notify';
import { useAnswerMine } from '../api/my-answer';

type Interview = Pick<z.infer<typeof InterviewSchema>, 'id' | 'application_id' | 'title' | 'status' | 'interviewers'>;

const CHOICES = [
  { answer: 'accepted', label: 'Accept' },
  { answer: 'tentative', label: 'Maybe' },
  { answer: 'declined', label: 'Decline' },
] as const;

/** The signed-in member's answer to an interview they are on, while it is still to come; nothing for anyone else. */
export function MyAnswer({ interview }: { interview: Interview }) {
  const { member } = useMember();
  const answerMine = useAnswerMine();
  const mine = interview.interviewers.find((person) => person.id === member?.id);
  if (!mine || interview.status !== 'scheduled') return null;

  async function answer(choice: (typeof CHOICES)[number]['answer']) {
    try {
      await answerMine.mutateAsync({
        applicationId: interview.application_id,
        interviewId: interview.id,
        answer: choice,
      });
      notify.success(INTERVIEW_TOASTS.interviewerAnswered);
    } catch (failure) {
      notify.error(failure instanceof Error ? failure.message : '');
    }
  }

  return (
    <div
      role="group"
      aria-label={`Your answer to ${interview.title}`}
      className="mt-3 flex flex-wrap items-center gap-2 text-sm"
    >
      <span className="font-medium text-slate-700 dark:text-slate-300">Your answer:</span>
      {CHOICES.map((choice) => (
        <Button
          key={choice.answer}
          size="sm"
          variant={mine.answer === choice.answer ? 'primary' : 'secondary'}
          aria-pressed={mine.answer === choice.answer}
          loading={answerMine.isPending && answerMine.variables.answer === choice.answer}
          onClick={() => void answer(choice.answer)}
        >
          {choice.label}
        </Button>
      ))}
    </div>
  );
}
