import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { STAGE_LIMITS, STAGE_PHASES } from '../../../../shared/pipeline';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import type { DraftStage } from '../stage-draft';

interface StageRowProps {
  stage: DraftStage;
  position: number;
  count: number;
  templates: readonly { value: string; label: string }[];
  onChange: (change: Partial<DraftStage>) => void;
  onStep: (step: -1 | 1) => void;
  onRemove: () => void;
}

/** The choice of no e-mail at all; every other value is a template's id, or none for the status update. */
const NO_EMAIL = 'none';

/** One stage in the settings: its place (dragged by its handle, or Up and Down), name, status and e-mail. */
export function StageRow({ stage, position, count, templates, onChange, onStep, onRemove }: StageRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: stage.key,
  });
  const label = stage.name || `stage ${String(position)}`;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`relative flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:flex-row sm:items-end dark:border-slate-700 dark:bg-slate-900 ${
        isDragging ? 'z-10 shadow-lg' : ''
      }`}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Drag ${label} to reorder`}
        className="flex h-11 w-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
          <circle cx="7" cy="5" r="1.5" />
          <circle cx="13" cy="5" r="1.5" />
          <circle cx="7" cy="10" r="1.5" />
          <circle cx="13" cy="10" r="1.5" />
          <circle cx="7" cy="15" r="1.5" />
          <circle cx="13" cy="15" r="1.5" />
        </svg>
      </button>
      <TextField
        label="Name"
        value={stage.name}
        maxLength={STAGE_LIMITS.name}
        onChange={(event) => onChange({ name: event.target.value })}
        className="flex-1"
      />
      {stage.id ? (
        <div className="sm:w-48">
          <p className="mb-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">Status</p>
          <p className="flex h-11 items-center text-sm text-slate-800 dark:text-slate-200">{stage.phase}</p>
        </div>
      ) : (
        <SelectField
          label="Status"
          emptyOption="Choose a status"
          emptyOptionDisabled
          options={STAGE_PHASES}
          value={stage.phase}
          onChange={(event) => onChange({ phase: event.target.value as DraftStage['phase'] })}
          className="sm:w-48"
        />
      )}
      <SelectField
        label="E-mail on entering"
        emptyOption="Status update"
        options={[{ value: NO_EMAIL, label: 'No e-mail' }, ...templates]}
        value={stage.no_email ? NO_EMAIL : (stage.email_template_id ?? '')}
        onChange={({ target: { value } }) =>
          onChange(
            value === NO_EMAIL
              ? { email_template_id: null, no_email: true }
              : { email_template_id: value || null, no_email: false },
          )
        }
        className="sm:w-52"
      />
      <div className="flex gap-1">
        <Button variant="ghost" size="sm" className="h-11" disabled={position === 1} onClick={() => onStep(-1)}>
          Up<span className="sr-only"> {label}</span>
        </Button>
        <Button variant="ghost" size="sm" className="h-11" disabled={position === count} onClick={() => onStep(1)}>
          Down<span className="sr-only"> {label}</span>
        </Button>
        <Button variant="ghost" size="sm" className="h-11" onClick={onRemove}>
          Remove<span className="sr-only"> {label}</span>
        </Button>
      </div>
    </li>
  );
}
