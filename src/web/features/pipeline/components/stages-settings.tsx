import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  PIPELINE_TOASTS,
  STAGE_EMAIL_DELAY,
  STAGE_LIMITS,
  stageFits,
  type StagesAnswer,
} from '../../../../shared/pipeline';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { emailTemplatesQuery } from '../../../lib/email-templates';
import { notify } from '../../../lib/notify';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useStages } from '../api/get-stages';
import { useSaveStages } from '../api/save-stages';
import { RemoveStageDialog } from './remove-stage-dialog';
import { StageRow } from './stage-row';
import { draftOf, type DraftStage } from '../stage-draft';

function StagesForm({ saved }: { saved: StagesAnswer }) {
  const templates = useQuery(emailTemplatesQuery);
  const saveStages = useSaveStages();
  const [stages, setStages] = useState<DraftStage[]>(() => saved.data.map(draftOf));
  const [delay, setDelay] = useState(String(saved.email_delay_minutes));
  // For each removed saved stage, the saved stage of the same status its applications go to.
  const [moves, setMoves] = useState<Record<string, string>>({});
  const [removing, setRemoving] = useState<DraftStage | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const templateOptions = (templates.data ?? []).map((template) => ({ value: template.id, label: template.name }));

  function change(key: string, patch: Partial<DraftStage>) {
    setStages((current) => current.map((stage) => (stage.key === key ? { ...stage, ...patch } : stage)));
  }

  function reorder(from: number, to: number) {
    const stage = stages[from];
    if (!stage || to < 0 || to >= stages.length) return;
    setStages(arrayMove(stages, from, to));
    setAnnouncement(`${stage.name} is now stage ${String(to + 1)} of ${String(stages.length)}.`);
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    reorder(
      stages.findIndex((stage) => stage.key === active.id),
      stages.findIndex((stage) => stage.key === over.id),
    );
  }

  function remove(stage: DraftStage, targetId?: string) {
    setStages((current) => current.filter((each) => each.key !== stage.key));
    if (stage.id && targetId) setMoves((current) => ({ ...current, [stage.id!]: targetId }));
    setRemoving(null);
  }

  function add() {
    setStages((current) => [
      ...current,
      { key: crypto.randomUUID(), name: '', phase: 'Under Review', email_template_id: null, no_email: false },
    ]);
  }

  /** A "Hired" stage standing for Offer Accepted, after the last Offer Sent stage: accepted offers land there. */
  function addHired() {
    setStages((current) => {
      const after = current.findLastIndex((stage) => stage.phase === 'Offer Sent') + 1;
      const hired: DraftStage = {
        key: crypto.randomUUID(),
        name: 'Hired',
        phase: 'Offer Accepted',
        email_template_id: null,
        no_email: false,
      };
      return [...current.slice(0, after), hired, ...current.slice(after)];
    });
  }

  function save() {
    saveStages.mutate(
      {
        stages: stages.map(({ id, name, phase, email_template_id, no_email }) => ({
          id,
          name,
          phase,
          email_template_id,
          no_email,
        })),
        moves,
        email_delay_minutes: Number(delay),
      },
      {
        onSuccess: (answer) => {
          notify.success(PIPELINE_TOASTS.stagesSaved);
          setStages(answer.data.map(draftOf));
          setMoves({});
        },
      },
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      className="flex flex-col gap-5"
    >
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={stages.map((stage) => stage.key)} strategy={verticalListSortingStrategy}>
          <ol aria-label="Stages" className="flex flex-col gap-3">
            {stages.map((stage, index) => (
              <StageRow
                key={stage.key}
                stage={stage}
                position={index + 1}
                count={stages.length}
                templates={templateOptions}
                onChange={(patch) => change(stage.key, patch)}
                onStep={(step) => reorder(index, index + step)}
                onRemove={() => (stage.id ? setRemoving(stage) : remove(stage))}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" disabled={stages.length >= STAGE_LIMITS.stages} onClick={add}>
          Add a stage
        </Button>
        {!stages.some((stage) => stage.phase === 'Offer Accepted') && (
          <Button variant="secondary" disabled={stages.length >= STAGE_LIMITS.stages} onClick={addHired}>
            Add a Hired stage
          </Button>
        )}
      </div>
      <TextField
        label="Minutes every e-mail of a move waits, so that the move can be undone"
        type="number"
        min={0}
        max={STAGE_EMAIL_DELAY.max}
        value={delay}
        onChange={(event) => setDelay(event.target.value)}
        className="max-w-sm"
      />
      {saveStages.error && <FormAlert>{saveStages.error.message}</FormAlert>}
      <div>
        <Button type="submit" loading={saveStages.isPending}>
          Save stages
        </Button>
      </div>
      {removing && (
        <RemoveStageDialog
          stage={removing}
          targets={stages.filter(
            (stage) => stage.id && stage.key !== removing.key && stageFits(stage.phase, removing.phase),
          )}
          onRemove={(targetId) => remove(removing, targetId)}
          onClose={() => setRemoving(null)}
        />
      )}
    </form>
  );
}

/** The company's stages, in order, each with the status it stands for and its e-mail, saved together. */
export function StagesSettings() {
  const stages = useStages();
  useQueryFailure(stages);
  return stages.data ? (
    <StagesForm saved={stages.data} />
  ) : (
    <div className="flex justify-center py-12 text-brand-600 dark:text-brand-300">
      <Spinner size="lg" label="Loading stages" />
    </div>
  );
}
