import { useDraggable } from '@dnd-kit/core';
import type { KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { isAnsweredOffer } from '../../../../shared/offers';
import { type CandidateAnswer, INTERVIEW_ANSWER_NAMES } from '../../../../shared/interviews';
import { movePlaceOf, moveRefusal, type PipelineCard, type Stage } from '../../../../shared/pipeline';
import { sourceLabel } from '../../../../shared/sources';
import { Badge, StatusBadge } from '../../../components/status-badge';
import { WithdrawnBadge } from '../../../components/withdrawn-badge';
import { Button } from '../../../components/button';
import { formatMoment, formatMomentDay } from '../../../lib/dates';
import { useUndoHeldMove } from '../../../lib/held-email';
import { candidatePath } from '../../../lib/paths';
import { recommendationCounts } from '../../../lib/recommendation-counts';
import { CardActionsMenu, type CardAction } from './card-actions-menu';
import { MoveMenu } from './move-menu';

const DAY_MS = 86_400_000;

function daysInStage(enteredAt: string): string {
  const days = Math.max(0, Math.floor((Date.now() - Date.parse(enteredAt)) / DAY_MS));
  if (days === 0) return 'In stage since today';
  return `${String(days)} ${days === 1 ? 'day' : 'days'} in stage`;
}

/** A knock-out's Undo while its e-mail waits: a board kept from before the e-mail went still carries it. */
function heldKnockout(card: PipelineCard) {
  const undo = card.knockout?.undo;
  return undo && Date.parse(undo.due_at) > Date.now() ? undo : null;
}

const ANSWER_CLASSES: Record<Exclude<CandidateAnswer, 'pending'>, string> = {
  accepted:
    'bg-emerald-100 text-emerald-900 ring-emerald-300 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800',
  declined: 'bg-red-100 text-red-900 ring-red-300 dark:bg-red-950 dark:text-red-200 dark:ring-red-800',
  proposed: 'bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800',
};

/** "Scorecards: 2 Yes, 1 Strong yes", or only how many are in for a reader kept from them. */
function scorecardsLine(submitted: number, counts: string): string {
  return counts ? `Scorecards: ${counts}` : `Scorecards: ${submitted} submitted`;
}

/** The next interview's time, with the candidate's answer to it once they have given one. */
function NextInterview({ interview }: { interview: NonNullable<PipelineCard['next_interview']> }) {
  const answer = interview.candidate_answer;
  return (
    <p className="mt-1.5 flex flex-wrap items-center gap-1.5 text-xs text-slate-600 dark:text-slate-400">
      <span>
        Interview <time dateTime={interview.starts_at}>{formatMoment(interview.starts_at)}</time>
      </span>
      {answer !== 'pending' && (
        <Badge badge={{ label: INTERVIEW_ANSWER_NAMES[answer], classes: ANSWER_CLASSES[answer] }} />
      )}
    </p>
  );
}

export const candidateName = (card: PipelineCard): string => `${card.first_name} ${card.last_name}`;

interface BoardCardProps {
  card: PipelineCard;
  stageId: string;
  stages: readonly Stage[];
  /** What else the card offers to do with its application; none for members who may do nothing more. */
  actions?: readonly CardAction[] | undefined;
  /** Absent for members who read the board only. */
  moves?: {
    onMove: (stage: Stage) => void;
    /** ←/→: one column to the left or right. */
    onStep: (step: -1 | 1) => void;
    selected: boolean;
    onSelect: (selected: boolean) => void;
  };
}

/**
 * One application on the board: who, when they applied, how long in the stage, the candidate's answer to an offer;
 * it opens the application.
 */
export function BoardCard({ card, stageId, stages, actions, moves }: BoardCardProps) {
  const name = candidateName(card);
  const undo = useUndoHeldMove();
  const held = heldKnockout(card);
  // A withdrawn application keeps its stage: there is nothing to move.
  const movable = moves && !card.withdrawn_at;
  const place = movePlaceOf(card, stageId);
  const targets = stages.filter((stage) => !moveRefusal(stage, place));
  const { setNodeRef, listeners, isDragging } = useDraggable({
    id: card.application_id,
    data: { stageId },
    disabled: !movable,
  });

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    // Keys pressed in the card's own controls only: the open menu is portalled elsewhere in the page.
    if (!movable || !event.currentTarget.contains(event.target as Node)) return;
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    moves.onStep(event.key === 'ArrowLeft' ? -1 : 1);
  }

  return (
    <article
      ref={setNodeRef}
      {...listeners}
      // The drag listeners' own key handler would start a keyboard drag: ours moves the card instead.
      onKeyDown={onKeyDown}
      data-card-id={card.application_id}
      aria-label={name}
      className={`relative rounded-xl border border-slate-200 bg-white p-3 shadow-xs dark:border-slate-700 dark:bg-slate-900 ${
        movable ? 'cursor-grab touch-manipulation' : ''
      } ${isDragging ? 'opacity-40' : ''}`}
    >
      <div className="flex items-start gap-2">
        {moves && (
          <input
            type="checkbox"
            checked={moves.selected}
            onChange={(event) => moves.onSelect(event.target.checked)}
            aria-label={`Select ${name}`}
            className="mt-1 size-4 shrink-0 accent-brand-600"
          />
        )}
        <Link
          to={candidatePath(card.application_id)}
          className="min-w-0 flex-1 rounded text-sm font-semibold break-words text-slate-900 underline-offset-2 hover:text-brand-700 hover:underline dark:text-white dark:hover:text-brand-300"
        >
          {name}
        </Link>
        {movable && targets.length > 0 && <MoveMenu candidateName={name} stages={targets} onMove={moves.onMove} />}
        {actions && actions.length > 0 && <CardActionsMenu candidateName={name} actions={actions} />}
      </div>
      <p className="mt-1.5 text-xs text-slate-600 dark:text-slate-400">
        Applied {formatMomentDay(card.created_at)} · Source: {sourceLabel(card.source)}
      </p>
      <p className="text-xs text-slate-600 dark:text-slate-400">{daysInStage(card.stage_entered_at)}</p>
      {card.next_interview && <NextInterview interview={card.next_interview} />}
      {card.scorecards.submitted > 0 && (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {scorecardsLine(card.scorecards.submitted, recommendationCounts(card.scorecards.recommendations))}
        </p>
      )}
      {card.knockout && (
        <div className="mt-2 rounded-lg bg-amber-50 p-2 text-xs text-amber-950 dark:bg-amber-950/60 dark:text-amber-50">
          <p>Not selected automatically: the answer to “{card.knockout.question}” knocks out.</p>
          {held && (
            <p className="mt-1 flex flex-wrap items-center justify-between gap-2">
              <span>The e-mail goes at {formatMoment(held.due_at)}.</span>
              {moves && (
                <Button size="sm" variant="secondary" onClick={() => void undo(held)}>
                  Undo
                </Button>
              )}
            </p>
          )}
        </div>
      )}
      {(isAnsweredOffer(card.status) || card.withdrawn_at) && (
        <p className="mt-2 flex flex-wrap gap-1.5">
          {/* The candidate's answer, which the Offer Sent stage it stays in does not say. */}
          {isAnsweredOffer(card.status) && <StatusBadge status={card.status} />}
          {card.withdrawn_at && <WithdrawnBadge withdrawnAt={card.withdrawn_at} />}
        </p>
      )}
    </article>
  );
}
