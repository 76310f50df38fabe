import { useState, type ReactNode } from 'react';
import {
  SCORECARD_LIMITS,
  SCORECARD_TOASTS,
  ScorecardTemplateInputSchema,
  type ScorecardTemplate,
} from '../../../../shared/scorecards';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { FormAlert } from '../../../components/form-alert';
import { FormButtons } from '../../../components/form-buttons';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSaveScorecardTemplate } from '../api/save-scorecard-template';

// `key` tells rows apart while they move; a saved criterion keeps its `id`, so that its versions share it.
interface DraftCriterion {
  key: string;
  id?: string;
  name: string;
  hint: string;
}

interface DraftSection {
  key: string;
  name: string;
  criteria: DraftCriterion[];
}

const newCriterion = (): DraftCriterion => ({ key: crypto.randomUUID(), name: '', hint: '' });
const newSection = (): DraftSection => ({ key: crypto.randomUUID(), name: '', criteria: [newCriterion()] });

const draftOf = (template: ScorecardTemplate): DraftSection[] =>
  template.sections.map((section) => ({
    key: crypto.randomUUID(),
    name: section.name,
    criteria: section.criteria.map((criterion) => ({ key: criterion.id, ...criterion })),
  }));

/** `list` with the item at `from` moved to `to`, or unchanged when `to` is outside it. */
function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const item = list[from];
  if (item === undefined || to < 0 || to >= list.length) return [...list];
  const rest = list.filter((_each, index) => index !== from);
  return [...rest.slice(0, to), item, ...rest.slice(to)];
}

interface MoveButtonsProps {
  /** What moves, for screen readers: "section Culture", "criterion Ownership". */
  what: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
}

function MoveButtons({ what, index, count, onMove }: MoveButtonsProps) {
  return (
    <>
      <Button variant="ghost" size="sm" disabled={index === 0} onClick={() => onMove(index - 1)}>
        Up<span className="sr-only"> {what}</span>
      </Button>
      <Button variant="ghost" size="sm" disabled={index === count - 1} onClick={() => onMove(index + 1)}>
        Down<span className="sr-only"> {what}</span>
      </Button>
    </>
  );
}

function Legend({ children }: { children: ReactNode }) {
  return <legend className="text-sm font-semibold text-slate-900 dark:text-white">{children}</legend>;
}

interface ScorecardTemplateFormProps {
  /** The template to change; absent for a new one. */
  template?: ScorecardTemplate;
  onDone: () => void;
}

/** A scorecard template's name and its sections of criteria, each a name and an optional hint, in their order. */
export function ScorecardTemplateForm({ template, onDone }: ScorecardTemplateFormProps) {
  const saveTemplate = useSaveScorecardTemplate();
  const [name, setName] = useState(template?.name ?? '');
  const [sections, setSections] = useState<DraftSection[]>(() => (template ? draftOf(template) : [newSection()]));
  // Messages keyed by the input's path, as zod and the server name it: "sections.0.criteria.1.name".
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState('');
  const [announcement, setAnnouncement] = useState('');

  function changeSection(key: string, change: (section: DraftSection) => DraftSection) {
    setSections((current) => current.map((section) => (section.key === key ? change(section) : section)));
  }

  function changeCriterion(sectionKey: string, criterionKey: string, patch: Partial<DraftCriterion>) {
    changeSection(sectionKey, (section) => ({
      ...section,
      criteria: section.criteria.map((criterion) =>
        criterion.key === criterionKey ? { ...criterion, ...patch } : criterion,
      ),
    }));
  }

  function moveSection(from: number, to: number) {
    setSections(moved(sections, from, to));
    setAnnouncement(`Section ${String(from + 1)} is now section ${String(to + 1)}.`);
  }

  function moveCriterion(section: DraftSection, from: number, to: number) {
    changeSection(section.key, (current) => ({ ...current, criteria: moved(current.criteria, from, to) }));
    setAnnouncement(`Criterion ${String(from + 1)} is now criterion ${String(to + 1)}.`);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setRefusal('');
    const input = {
      name,
      sections: sections.map((section) => ({
        name: section.name,
        criteria: section.criteria.map(({ id, name: criterionName, hint }) => ({ id, name: criterionName, hint })),
      })),
    };
    const parsed = ScorecardTemplateInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])));
      setRefusal(parsed.error.issues[0]?.message ?? '');
      return;
    }
    setErrors({});
    try {
      await saveTemplate.mutateAsync({ ...parsed.data, id: template?.template_id });
      notify.success(template ? SCORECARD_TOASTS.templateSaved : SCORECARD_TOASTS.templateCreated);
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      setRefusal(error instanceof Error ? error.message : '');
    }
  }

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-base font-semibold text-slate-900 dark:text-white">
        {template ? `Edit “${template.name}”` : 'New scorecard template'}
      </h2>
      {template && (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          Saving makes version {template.version + 1}. Scorecards already written keep version {template.version} and
          the questions they answered.
        </p>
      )}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 flex flex-col gap-5">
        {refusal && <FormAlert>{refusal}</FormAlert>}
        <TextField
          label="Template name"
          required
          maxLength={SCORECARD_LIMITS.templateName}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={errors.name}
        />
        {sections.map((section, sectionIndex) => (
          <fieldset
            key={section.key}
            className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
          >
            <Legend>Section {sectionIndex + 1}</Legend>
            <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
              <TextField
                className="grow"
                label="Section name"
                required
                maxLength={SCORECARD_LIMITS.sectionName}
                value={section.name}
                onChange={(event) =>
                  changeSection(section.key, (current) => ({ ...current, name: event.target.value }))
                }
                error={errors[`sections.${String(sectionIndex)}.name`]}
              />
              <div className="flex flex-wrap gap-1">
                <MoveButtons
                  what={`section ${String(sectionIndex + 1)}`}
                  index={sectionIndex}
                  count={sections.length}
                  onMove={(to) => moveSection(sectionIndex, to)}
                />
                <Button
                  variant="quiet-danger"
                  size="sm"
                  disabled={sections.length === 1}
                  onClick={() => setSections((current) => current.filter((each) => each.key !== section.key))}
                >
                  Remove<span className="sr-only"> section {sectionIndex + 1}</span>
                </Button>
              </div>
            </div>
            {errors[`sections.${String(sectionIndex)}.criteria`] && (
              <FormAlert>{errors[`sections.${String(sectionIndex)}.criteria`]}</FormAlert>
            )}
            <ol className="flex flex-col gap-3">
              {section.criteria.map((criterion, criterionIndex) => {
                const path = `sections.${String(sectionIndex)}.criteria.${String(criterionIndex)}`;
                const what = `criterion ${String(criterionIndex + 1)} of section ${String(sectionIndex + 1)}`;
                return (
                  <li key={criterion.key}>
                    <fieldset className="grid gap-2 rounded-lg bg-slate-50 p-3 sm:grid-cols-2 dark:bg-slate-950">
                      <Legend>
                        <span className="sr-only">Section {sectionIndex + 1}, </span>Criterion {criterionIndex + 1}
                      </Legend>
                      <TextField
                        label="Criterion"
                        required
                        maxLength={SCORECARD_LIMITS.criterionName}
                        value={criterion.name}
                        onChange={(event) => changeCriterion(section.key, criterion.key, { name: event.target.value })}
                        error={errors[`${path}.name`]}
                      />
                      <TextField
                        label="Hint"
                        maxLength={SCORECARD_LIMITS.hint}
                        value={criterion.hint}
                        onChange={(event) => changeCriterion(section.key, criterion.key, { hint: event.target.value })}
                        error={errors[`${path}.hint`]}
                      />
                      <div className="flex flex-wrap justify-end gap-1 sm:col-span-2">
                        <MoveButtons
                          what={what}
                          index={criterionIndex}
                          count={section.criteria.length}
                          onMove={(to) => moveCriterion(section, criterionIndex, to)}
                        />
                        <Button
                          variant="quiet-danger"
                          size="sm"
                          disabled={section.criteria.length === 1}
                          onClick={() =>
                            changeSection(section.key, (current) => ({
                              ...current,
                              criteria: current.criteria.filter((each) => each.key !== criterion.key),
                            }))
                          }
                        >
                          Remove<span className="sr-only"> {what}</span>
                        </Button>
                      </div>
                    </fieldset>
                  </li>
                );
              })}
            </ol>
            <div>
              <Button
                variant="secondary"
                size="sm"
                disabled={section.criteria.length >= SCORECARD_LIMITS.criteriaPerSection}
                onClick={() =>
                  changeSection(section.key, (current) => ({
                    ...current,
                    criteria: [...current.criteria, newCriterion()],
                  }))
                }
              >
                Add criterion<span className="sr-only"> to section {sectionIndex + 1}</span>
              </Button>
            </div>
          </fieldset>
        ))}
        <div className="flex flex-wrap justify-between gap-2">
          <Button
            variant="secondary"
            disabled={sections.length >= SCORECARD_LIMITS.sections}
            onClick={() => setSections((current) => [...current, newSection()])}
          >
            Add section
          </Button>
          <FormButtons submitLabel="Save template" saving={saveTemplate.isPending} onCancel={onDone} />
        </div>
      </form>
    </Card>
  );
}
