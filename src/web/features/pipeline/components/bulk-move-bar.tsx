import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  BULK_LIMIT,
  type BulkMoveAnswer,
  type MovePlace,
  moveRefusal,
  PIPELINE_TOASTS,
} from '../../../../shared/pipeline';
import { Button } from '../../../components/button';
import { DialogButtons, DialogFrame } from '../../../components/dialog-frame';
import { FormAlert } from '../../../components/form-alert';
import { SelectField } from '../../../components/select-field';
import { emailTemplatesQuery } from '../../../lib/email-templates';
import { notify } from '../../../lib/notify';
import { useBulkMove } from '../api/bulk-move';
import { useStages } from '../api/get-stages';

interface BulkMoveBarProps {
  /** The selected applications. */
  ids: string[];
  /** Where those known here stand: only a stage one of them may move to is offered (`moveRefusal`). */
  places: readonly MovePlace[];
  /** The candidate's name of a selected application, to say which could not be moved. */
  nameOf: (id: string) => string;
  /** After the move: the selection is cleared. */
  onDone: () => void;
}

/** 'N selected — Move to [stage] — also send [template] — Move', confirmed once, with the refusals listed after. */
export function BulkMoveBar({ ids, places, nameOf, onDone }: BulkMoveBarProps) {
  const stages = useStages();
  const templates = useQuery(emailTemplatesQuery);
  const bulkMove = useBulkMove();
  const [stageId, setStageId] = useState('');
  const [sendTemplate, setSendTemplate] = useState(false);
  const [templateId, setTemplateId] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState<BulkMoveAnswer['failed'] | null>(null);
  const stage = stages.data?.data.find((each) => each.id === stageId);
  const template = templates.data?.find((each) => each.id === templateId);
  const tooMany = ids.length > BULK_LIMIT;
  const ready = Boolean(stage) && (!sendTemplate || Boolean(template)) && !tooMany;
  const count = `${String(ids.length)} ${ids.length === 1 ? 'application' : 'applications'}`;

  function close() {
    setConfirming(false);
    // The list of refusals stays until it is read; then the selection goes.
    if (failed) onDone();
    setFailed(null);
  }

  function confirm() {
    if (!stage) return;
    bulkMove.mutate(
      { ids, stage_id: stage.id, ...(sendTemplate && template && { template_id: template.id }) },
      {
        onSuccess: (answer) => {
          const summary = PIPELINE_TOASTS.bulkMoved(answer.moved.length, answer.failed.length);
          if (answer.failed.length === 0) {
            notify.success(summary);
            setConfirming(false);
            onDone();
          } else {
            notify.error(summary);
            setFailed(answer.failed);
          }
        },
        onError: (error) => notify.error(error.message),
      },
    );
  }

  return (
    <div
      role="region"
      aria-label="Selected applications"
      className="sticky top-16 z-20 mb-4 flex flex-wrap items-end gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-3 shadow-sm dark:border-brand-800 dark:bg-slate-900"
    >
      <p className="self-center text-sm font-semibold text-slate-900 dark:text-white">
        {ids.length} selected
        {tooMany && <span className="block font-normal">At most {BULK_LIMIT} at once.</span>}
      </p>
      <SelectField
        label="Move to"
        emptyOption="Choose a stage"
        options={(stages.data?.data ?? [])
          .filter((each) => places.length === 0 || places.some((place) => !moveRefusal(each, place)))
          .map((each) => ({ value: each.id, label: each.name }))}
        value={stageId}
        onChange={(event) => setStageId(event.target.value)}
        className="min-w-44"
      />
      <label className="flex h-11 items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
        <input
          type="checkbox"
          checked={sendTemplate}
          onChange={(event) => setSendTemplate(event.target.checked)}
          className="size-4 accent-brand-600"
        />
        Send a template instead
      </label>
      {sendTemplate && (
        <SelectField
          label="Template"
          emptyOption="Choose a template"
          options={(templates.data ?? []).map((each) => ({ value: each.id, label: each.name }))}
          value={templateId}
          onChange={(event) => setTemplateId(event.target.value)}
          className="min-w-44"
        />
      )}
      <Button disabled={!ready} onClick={() => setConfirming(true)}>
        Move
      </Button>
      {confirming && stage && (
        <DialogFrame
          title={failed ? 'Some applications were not moved' : `Move ${count}`}
          onClose={close}
          description={
            failed ? (
              <>These could not be moved; the others were.</>
            ) : (
              <>
                Move {count} to {stage.name}
                {sendTemplate && template ? (
                  <> and e-mail each candidate “{template.name}” instead of the stage’s e-mail</>
                ) : null}
                ?
              </>
            )
          }
        >
          {failed ? (
            <>
              <ul className="flex flex-col gap-2 text-sm">
                {failed.map((each) => (
                  <li key={each.id}>
                    <span className="font-semibold text-slate-900 dark:text-white">{nameOf(each.id)}</span>
                    <span className="text-slate-700 dark:text-slate-300">: {each.error}</span>
                  </li>
                ))}
              </ul>
              <DialogButtons>
                <Button onClick={close}>Close</Button>
              </DialogButtons>
            </>
          ) : (
            <>
              {bulkMove.error && <FormAlert>{bulkMove.error.message}</FormAlert>}
              <DialogButtons>
                <Button variant="secondary" onClick={close}>
                  Cancel
                </Button>
                <Button loading={bulkMove.isPending} onClick={confirm}>
                  Move
                </Button>
              </DialogButtons>
            </>
          )}
        </DialogFrame>
      )}
    </div>
  );
}
