import { useState } from 'react';
import { Button } from '../../../components/button';
import { DialogButtons, DialogFrame } from '../../../components/dialog-frame';
import { SelectField } from '../../../components/select-field';
import type { DraftStage } from '../stage-draft';

interface RemoveStageDialogProps {
  stage: DraftStage;
  /** The saved stages of the same status that stay: where its applications may go. */
  targets: readonly DraftStage[];
  onRemove: (targetId: string | undefined) => void;
  onClose: () => void;
}

/** Removing a saved stage: its applications go to another stage that stands for the same status. */
export function RemoveStageDialog({ stage, targets, onRemove, onClose }: RemoveStageDialogProps) {
  const [targetId, setTargetId] = useState(targets[0]?.id ?? '');
  return (
    <DialogFrame
      title={`Remove ${stage.name}`}
      onClose={onClose}
      description={
        targets.length === 0 ? (
          <>
            {stage.name} is the only saved stage for {stage.phase}. Add and save another {stage.phase} stage first, so
            that its applications have somewhere to go.
          </>
        ) : (
          <>Its applications, if it has any, move to the stage you choose. The change is made when you save.</>
        )
      }
    >
      {targets.length > 0 && (
        <SelectField
          label="Move its applications to"
          emptyOption="Choose a stage"
          emptyOptionDisabled
          options={targets.map((target) => ({ value: target.id ?? '', label: target.name }))}
          value={targetId}
          onChange={(event) => setTargetId(event.target.value)}
        />
      )}
      <DialogButtons>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        {targets.length > 0 && (
          <Button variant="danger" disabled={!targetId} onClick={() => onRemove(targetId)}>
            Remove
          </Button>
        )}
      </DialogButtons>
    </DialogFrame>
  );
}
