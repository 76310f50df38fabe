import { type Dispatch, type SetStateAction, useId, useState } from 'react';
import { ANNOTATION_TOASTS, INK_DEFAULTS, STAMP_TYPES, type Annotation } from '../../../../shared/annotations';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/text-field';
import { notify } from '../../../lib/notify';
import { useRemoveAnnotation } from '../api/remove-annotation';
import type { AnnotationRoom } from '../annotation-room';
import { stampFromFile, type StampImage } from '../stamp-image';
import type { AnnotationTool, InkSettings } from './annotation-layer';

const DEFAULT_INK: InkSettings = { color: null, ...INK_DEFAULTS };
const labelClasses = 'mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200';

interface AnnotationToolsProps {
  tool: AnnotationTool;
  room: AnnotationRoom;
  onTool: Dispatch<SetStateAction<AnnotationTool>>;
  /** Places the chosen stamp in the middle of the page shown: the way to place one without a pointer. */
  onPlaceStamp: () => void;
}

/** The reviewer's choice of tool, with the ink's colour, thickness and opacity and the stamp's image and text. */
export function AnnotationTools({ tool, room, onTool, onPlaceStamp }: AnnotationToolsProps) {
  const id = useId();
  const [ink, setInk] = useState<InkSettings>(DEFAULT_INK);
  const [stampError, setStampError] = useState('');
  const modes = [
    { kind: 'view', label: 'Read', choose: () => onTool({ kind: 'view' }), disabled: false },
    { kind: 'ink', label: 'Draw ink', choose: () => onTool({ kind: 'ink', ink }), disabled: !!room.ink },
    {
      kind: 'stamp',
      label: 'Place stamp',
      choose: () => onTool({ kind: 'stamp', stamp: null, altText: '' }),
      disabled: !!room.stamp,
    },
  ] as const;

  function changeInk(change: Partial<InkSettings>) {
    const next = { ...ink, ...change };
    setInk(next);
    onTool({ kind: 'ink', ink: next });
  }

  /** Sets the stamp's image alone: its description may have been typed while the image was being read. */
  const setStampImage = (stamp: StampImage | null) =>
    onTool((current) => (current.kind === 'stamp' ? { ...current, stamp } : current));

  async function chooseStamp(file: File | undefined) {
    setStampError('');
    if (!file) return setStampImage(null);
    try {
      setStampImage(await stampFromFile(file));
    } catch (error) {
      setStampImage(null);
      setStampError(error instanceof Error ? error.message : ANNOTATION_TOASTS.saveFailed);
    }
  }

  return (
    <div className="flex flex-col gap-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 dark:bg-slate-800/60 dark:ring-slate-700">
      <div role="group" aria-label="Annotation tool" className="flex flex-wrap gap-2">
        {modes.map((mode) => (
          <Button
            key={mode.kind}
            size="sm"
            variant={tool.kind === mode.kind ? 'primary' : 'secondary'}
            aria-pressed={tool.kind === mode.kind}
            disabled={mode.disabled}
            onClick={mode.choose}
          >
            {mode.label}
          </Button>
        ))}
      </div>
      {[...new Set([room.ink, room.stamp])].map(
        (full) =>
          full && (
            <p key={full} className="text-sm text-slate-700 dark:text-slate-300">
              {full}
            </p>
          ),
      )}
      {tool.kind === 'ink' && (
        <div className="flex flex-wrap items-end gap-4">
          <div>
            <label htmlFor={`${id}-colour`} className={labelClasses}>
              Ink colour
            </label>
            <input
              id={`${id}-colour`}
              type="color"
              value={ink.color ?? '#000000'}
              onChange={(event) => changeInk({ color: event.target.value })}
              className="h-10 w-16 cursor-pointer rounded-lg border border-slate-400 bg-white p-1 dark:border-slate-600 dark:bg-slate-950"
            />
          </div>
          <TextField
            label="Thickness"
            type="number"
            min={0.5}
            max={50}
            step={0.5}
            value={ink.thickness}
            onChange={(event) => changeInk({ thickness: Number(event.target.value) || INK_DEFAULTS.thickness })}
            className="w-28"
          />
          <div>
            <label htmlFor={`${id}-opacity`} className={labelClasses}>
              Opacity {Math.round(ink.opacity * 100)}%
            </label>
            <input
              id={`${id}-opacity`}
              type="range"
              min={0.05}
              max={1}
              step={0.05}
              value={ink.opacity}
              onChange={(event) => changeInk({ opacity: Number(event.target.value) })}
              className="h-10 w-40 accent-brand-600"
            />
          </div>
          <p className="basis-full text-xs text-slate-600 dark:text-slate-400">
            Draw on the page with the mouse, a pen or a finger; each stroke is saved as you finish it.
          </p>
        </div>
      )}
      {tool.kind === 'stamp' && (
        <div className="flex flex-wrap items-end gap-4">
          <div>
            <label htmlFor={`${id}-stamp`} className={labelClasses}>
              Stamp image
            </label>
            <input
              id={`${id}-stamp`}
              type="file"
              accept={STAMP_TYPES.join(',')}
              onChange={(event) => void chooseStamp(event.target.files?.[0])}
              className="block text-sm text-slate-800 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-brand-800 dark:text-slate-200 dark:file:bg-brand-950 dark:file:text-brand-200"
            />
          </div>
          <TextField
            label="Stamp description"
            hint="Read aloud to people who cannot see it."
            value={tool.altText}
            maxLength={300}
            onChange={(event) => onTool({ ...tool, altText: event.target.value })}
            className="min-w-56 flex-1"
          />
          <Button size="sm" disabled={!tool.stamp || !tool.altText.trim()} onClick={onPlaceStamp}>
            Place in the middle
          </Button>
          <p className="basis-full text-xs text-slate-600 dark:text-slate-400">
            Choose an image and describe it, then click the page where it goes.
          </p>
          {stampError && (
            <div className="basis-full">
              <FormAlert>{stampError}</FormAlert>
            </div>
          )}
        </div>
      )}
    </div>
  );
}

function describe(annotation: Annotation): string {
  const page = `page ${annotation.page_index + 1}`;
  return annotation.kind === 'ink' ? `Ink on ${page}` : `Stamp “${annotation.alt_text ?? ''}” on ${page}`;
}

/** Every mark on the resume, with Remove on the caller's own. */
export function AnnotationList({ applicationId, annotations }: { applicationId: string; annotations: Annotation[] }) {
  const remove = useRemoveAnnotation(applicationId);
  if (annotations.length === 0) {
    return <p className="text-sm text-slate-700 dark:text-slate-300">No annotations yet.</p>;
  }
  async function removeOne(annotation: Annotation) {
    try {
      await remove.mutateAsync(annotation.id);
      notify.success(ANNOTATION_TOASTS.removed);
    } catch {
      notify.error(ANNOTATION_TOASTS.removeFailed);
    }
  }
  return (
    <div>
      <h4 className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">Annotations ({annotations.length})</h4>
      <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-700">
        {annotations.map((annotation) => (
          <li key={annotation.id} className="flex items-center justify-between gap-3 py-2">
            <span className="text-sm text-slate-800 dark:text-slate-200">{describe(annotation)}</span>
            {annotation.mine && (
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Remove ${describe(annotation)}`}
                disabled={remove.isPending}
                onClick={() => void removeOne(annotation)}
              >
                Remove
              </Button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
