import {
  DndContext,
  DragOverlay,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import type { ApplicationStatus } from '../../../../shared/applications';
import { movePlaceOf, moveRefusal, PIPELINE_TOASTS, type PipelineCard, type Stage } from '../../../../shared/pipeline';
import { ButtonLink } from '../../../components/button-link';
import { EmptyState } from '../../../components/empty-state';
import { ClipboardIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { Spinner } from '../../../components/spinner';
import { useHeldEmailNotice } from '../../../lib/held-email';
import { notify } from '../../../lib/notify';
import { PATHS, postingScorecardsPath } from '../../../lib/paths';
import { useMember } from '../../../lib/member';
import { usePageTitle } from '../../../lib/use-page-title';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useChangeStage } from '../api/change-stage';
import { hasMoreCards, useBoard, useLoadMoreCards } from '../api/get-board';
import { useStages } from '../api/get-stages';
import { BoardCard, candidateName } from './board-card';
import type { CardAction } from './card-actions-menu';
import { BoardColumn } from './board-column';
import { BulkMoveBar } from './bulk-move-bar';
import { FilledPostingBanner, isFilled } from './filled-posting-banner';
import { OfferMoveDialog } from './offer-move-dialog';

const OFFER_PHASE: ApplicationStatus = 'Offer Sent';

interface Move {
  card: PipelineCard;
  stage: Stage;
}

interface PostingBoardProps {
  /** What a card's actions menu offers besides moving it, given its posting's title: what other features do. */
  cardActions?: (card: PipelineCard, postingTitle: string) => CardAction[];
}

/** /jobs/:id/board — a posting's applications by stage, moved by dragging, by the 'Move to' menu or by ←/→. */
export function PostingBoard({ cardActions }: PostingBoardProps) {
  const { id: postingId = '' } = useParams();
  const board = useBoard(postingId);
  const posting = board.data?.posting;
  usePageTitle(posting ? `Board - ${posting.title}` : 'Board');
  useQueryFailure(board);
  const member = useMember();
  const canMove = member.can('moveApplications');
  const emailDelay = useStages().data?.email_delay_minutes;
  const changeStage = useChangeStage(postingId);
  const loadMore = useLoadMoreCards(postingId);
  const noticeHeldEmail = useHeldEmailNotice();
  const [announcement, setAnnouncement] = useState('');
  const [offerMove, setOfferMove] = useState<Move | null>(null);
  const [dragged, setDragged] = useState<PipelineCard | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const focusAfterMove = useRef<string | null>(null);
  // A small distance (mouse) or a press (touch) before a drag starts: a click opens the card, a swipe scrolls.
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
  );
  const columns = board.data?.columns ?? [];

  // The card moved from the keyboard keeps the focus in its new column.
  useEffect(() => {
    const cardId = focusAfterMove.current;
    if (!cardId) return;
    const link = document.querySelector<HTMLElement>(`[data-card-id="${CSS.escape(cardId)}"] a`);
    if (link) {
      focusAfterMove.current = null;
      link.focus();
    }
  }, [board.data]);

  function move({ card, stage }: Move, offer: Blob | null = null) {
    const name = candidateName(card);
    setAnnouncement(`Moving ${name} to ${stage.name}.`);
    changeStage.mutate(
      { id: card.application_id, stage_id: stage.id, offer },
      {
        onSuccess: (answer) => {
          setAnnouncement(`${name} moved to ${stage.name}.`);
          if (answer.undo) noticeHeldEmail(answer.undo);
          else notify.success(PIPELINE_TOASTS.moved(stage.name));
        },
        onError: (error) => {
          setAnnouncement(`${name} could not be moved: ${error.message}`);
          notify.error(error.message || PIPELINE_TOASTS.moveFailed);
        },
      },
    );
  }

  function requestMove(moveAsked: Move, fromKeyboard = false) {
    if (fromKeyboard) focusAfterMove.current = moveAsked.card.application_id;
    if (moveAsked.stage.phase === OFFER_PHASE) setOfferMove(moveAsked);
    else move(moveAsked);
  }

  function cardById(cardId: string): PipelineCard | undefined {
    return columns.flatMap((column) => column.cards).find((card) => card.application_id === cardId);
  }

  function onDragStart(event: DragStartEvent) {
    setDragged(cardById(String(event.active.id)) ?? null);
  }

  function onDragEnd(event: DragEndEvent) {
    setDragged(null);
    const card = cardById(String(event.active.id));
    const from = (event.active.data.current as { stageId: string } | undefined)?.stageId;
    const stage = columns.find((column) => column.id === event.over?.id);
    if (!card || !from || !stage || stage.id === from) return;
    // A drop the server would refuse says why, as a refused move would, and asks nothing of it.
    const refused = moveRefusal(stage, movePlaceOf(card, from));
    if (refused) {
      setAnnouncement(`${candidateName(card)} could not be moved: ${refused.message}`);
      notify.error(refused.message);
    } else requestMove({ card, stage });
  }

  /** The nearest column in the direction of `step` that the card may move to. */
  function stepFrom(card: PipelineCard, index: number, step: -1 | 1): Stage | undefined {
    const place = movePlaceOf(card, columns[index]!.id);
    for (let next = index + step; next >= 0 && next < columns.length; next += step)
      if (!moveRefusal(columns[next]!, place)) return columns[next];
    return undefined;
  }

  function toggle(cardId: string, on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(cardId);
      else next.delete(cardId);
      return next;
    });
  }

  return (
    <div className="flex min-w-0 flex-col">
      <PageHeader
        title={posting ? `Board: ${posting.title}` : 'Board'}
        description={`${posting ? `${posting.location}. ${posting.is_active ? '' : 'Closed to applications. '}` : ''}${
          canMove
            ? `Applications by stage. Drag a card to another stage, or use its 'Move to' menu or the ← and → keys.${
                emailDelay === undefined ? '' : ` ${PIPELINE_TOASTS.emailsWait(emailDelay)}`
              }`
            : 'Applications by stage.'
        }`}
        actions={
          <>
            <ButtonLink to={postingScorecardsPath(postingId)} variant="secondary" size="sm">
              Scorecards
            </ButtonLink>
            <ButtonLink to={PATHS.jobs} variant="secondary" size="sm">
              Postings
            </ButtonLink>
          </>
        }
      />
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {posting && isFilled(posting) && (
        <FilledPostingBanner posting={posting} canClose={member.can('managePostings')} />
      )}
      {canMove && selected.size > 0 && (
        <BulkMoveBar
          ids={[...selected]}
          places={[...selected].flatMap((cardId) => {
            const column = columns.find((each) => each.cards.some((card) => card.application_id === cardId));
            const card = cardById(cardId);
            return column && card ? [movePlaceOf(card, column.id)] : [];
          })}
          nameOf={(cardId) => {
            const card = cardById(cardId);
            return card ? candidateName(card) : cardId;
          }}
          onDone={() => setSelected(new Set())}
        />
      )}
      {board.isPending ? (
        <div className="flex justify-center py-16 text-brand-600 dark:text-brand-300">
          <Spinner size="lg" label="Loading the board" />
        </div>
      ) : board.isError ? (
        <EmptyState icon={<ClipboardIcon className="size-7" />} title="This board could not be loaded" />
      ) : (
        <DndContext
          sensors={sensors}
          onDragStart={onDragStart}
          onDragEnd={onDragEnd}
          onDragCancel={() => setDragged(null)}
        >
          <div className="-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-4 sm:mx-0 sm:px-0">
            {columns.map((column, index) => (
              <BoardColumn
                key={column.id}
                column={column}
                loadingMore={loadMore.isPending && loadMore.variables.id === column.id}
                onLoadMore={hasMoreCards(column) ? () => loadMore.mutate(column) : undefined}
              >
                {column.cards.map((card) => (
                  <li key={card.application_id}>
                    <BoardCard
                      card={card}
                      stageId={column.id}
                      stages={columns}
                      actions={posting && cardActions?.(card, posting.title)}
                      moves={
                        canMove
                          ? {
                              onMove: (stage) => requestMove({ card, stage }, true),
                              onStep: (step) => {
                                const stage = stepFrom(card, index, step);
                                if (stage) requestMove({ card, stage }, true);
                              },
                              selected: selected.has(card.application_id),
                              onSelect: (on) => toggle(card.application_id, on),
                            }
                          : undefined
                      }
                    />
                  </li>
                ))}
              </BoardColumn>
            ))}
          </div>
          <DragOverlay>
            {dragged && (
              <div className="rounded-xl border border-brand-500 bg-white p-3 text-sm font-semibold text-slate-900 shadow-lg dark:bg-slate-900 dark:text-white">
                {candidateName(dragged)}
              </div>
            )}
          </DragOverlay>
        </DndContext>
      )}
      {offerMove && (
        <OfferMoveDialog
          applicationId={offerMove.card.application_id}
          candidateName={candidateName(offerMove.card)}
          stageName={offerMove.stage.name}
          onClose={() => setOfferMove(null)}
          onMove={(offer) => {
            move(offerMove, offer);
            setOfferMove(null);
          }}
        />
      )}
    </div>
  );
}
