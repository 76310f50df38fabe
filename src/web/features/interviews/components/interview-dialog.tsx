import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import type { ApplicationStatus } from '../../../../shared/applications';
import {
  defaultInterviewTitle,
  INTERVIEW_KIND_NAMES,
  INTERVIEW_KINDS,
  INTERVIEW_TOASTS,
  InterviewInputSchema,
  NewInterviewInputSchema,
  type InterviewKind,
  type InterviewSchema,
} from '../../../../shared/interviews';
import { phaseOf } from '../../../../shared/pipeline';
import { localDateTimeAt } from '../../../../shared/time-zones';
import { Button } from '../../../components/button';
import { CloseIcon } from '../../../components/icons';
import { FormAlert } from '../../../components/form-alert';
import { SelectField } from '../../../components/select-field';
import { SwitchField } from '../../../components/switch-field';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { readerTimeZone, timeZoneChoices } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { scorecardTemplatesQuery } from '../../../lib/scorecard-templates';
import { useTeamMembers } from '../../../lib/team-members';
import { useScheduleInterview, useUpdateInterview } from '../api/application-interviews';
import { chooseScorecardTemplate } from '../api/choose-scorecard-template';

type Interview = z.infer<typeof InterviewSchema>;

const INTERVIEW_PHASE: ApplicationStatus = 'Interview Scheduled';
const MIN_SLOTS = 2;
const MAX_SLOTS = 10;

const minutesBetween = (start: string, end: string) => Math.round((Date.parse(end) - Date.parse(start)) / 60_000);

/** The form's first values: the interview's own, or a new one's for the posting. */
function startingValues(jobTitle: string, interview: Interview | undefined) {
  const zone = interview?.time_zone ?? readerTimeZone();
  const firstSlot = interview?.slots[0];
  const span = interview?.starts_at && interview.ends_at ? [interview.starts_at, interview.ends_at] : undefined;
  const duration = span ?? (firstSlot ? [firstSlot.starts_at, firstSlot.ends_at] : undefined);
  return {
    title: interview?.title ?? defaultInterviewTitle(jobTitle),
    kind: interview?.kind ?? ('video' as InterviewKind),
    pickedByCandidate: interview ? interview.slots.length > 0 : false,
    start: interview?.starts_at ? localDateTimeAt(Date.parse(interview.starts_at), zone) : '',
    slots: interview?.slots.length
      ? interview.slots.map((slot) => localDateTimeAt(Date.parse(slot.starts_at), zone))
      : Array<string>(MIN_SLOTS).fill(''),
    zone,
    duration: duration ? String(minutesBetween(duration[0] ?? '', duration[1] ?? '')) : '60',
    location: interview?.location ?? '',
    videoUrl: interview?.video_url ?? '',
    note: interview?.note ?? '',
    // Scheduling is not interviewing: whoever schedules is an interviewer only once they tick themselves.
    interviewerIds: interview ? interview.interviewers.map((person) => person.id) : [],
  };
}

/** A field's message, the first the schema or the server gives for it: `slots.1` counts as `slots`. */
function messagesByField(entries: readonly (readonly [string, string])[]): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [path, message] of entries) {
    const field = path.split('.')[0] ?? '';
    messages[field] ??= message;
  }
  return messages;
}

interface InterviewDialogProps {
  applicationId: string;
  jobTitle: string;
  /** The application's status: outside the Interview Scheduled phase, scheduling offers to move it there. */
  status: ApplicationStatus;
  /** The interview to change; absent to schedule a new one. */
  interview?: Interview;
  onClose: () => void;
}

/** Schedules an interview for one application, or changes one: a start or slots, who interviews, where. */
export function InterviewDialog({ applicationId, jobTitle, status, interview, onClose }: InterviewDialogProps) {
  const members = useTeamMembers().data ?? [];
  const schedule = useScheduleInterview();
  const update = useUpdateInterview();
  const [values, setValues] = useState(() => startingValues(jobTitle, interview));
  const [moveToInterview, setMoveToInterview] = useState(true);
  // Empty leaves the template to the stage the application is in.
  const chosenTemplate = interview?.scorecard_template ?? null;
  const [scorecardTemplateId, setScorecardTemplateId] = useState(chosenTemplate?.id ?? '');
  const scorecardTemplates = useQuery(scorecardTemplatesQuery);
  const templateOptions = (scorecardTemplates.data ?? []).map((template) => ({
    value: template.template_id,
    label: template.name,
  }));
  // An archived template stays the interview's until another is chosen.
  if (chosenTemplate && !templateOptions.some((option) => option.value === chosenTemplate.id))
    templateOptions.push({ value: chosenTemplate.id, label: chosenTemplate.name });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const interviewersId = useId();
  const whenId = useId();
  const offerMove = !interview && phaseOf(status) !== INTERVIEW_PHASE;
  const set = <Key extends keyof typeof values>(key: Key, value: (typeof values)[Key]) =>
    setValues((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = {
      title: values.title,
      kind: values.kind,
      duration_minutes: Number(values.duration),
      location: values.location,
      video_url: values.videoUrl,
      note: values.note,
      interviewer_ids: values.interviewerIds,
      time_zone: values.zone,
      ...(values.pickedByCandidate ? { slots: values.slots.filter(Boolean) } : { starts_at_local: values.start }),
    };
    const newInput = {
      ...input,
      move_to_interview: offerMove && moveToInterview,
      ...(scorecardTemplateId && { scorecard_template_id: scorecardTemplateId }),
    };
    const parsed = interview ? InterviewInputSchema.safeParse(input) : NewInterviewInputSchema.safeParse(newInput);
    if (!parsed.success) {
      setErrors(messagesByField(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message] as const)));
      return;
    }
    setErrors({});
    setFailure('');
    try {
      if (interview) {
        // Chosen first, so that the saved interview is read back with it.
        if (scorecardTemplateId !== (chosenTemplate?.id ?? ''))
          await chooseScorecardTemplate(interview.id, scorecardTemplateId || null);
        await update.mutateAsync({ applicationId, interviewId: interview.id, input });
        notify.success(INTERVIEW_TOASTS.saved);
      } else {
        await schedule.mutateAsync({ applicationId, input: newInput });
        notify.success(values.pickedByCandidate ? INTERVIEW_TOASTS.slotsOffered : INTERVIEW_TOASTS.scheduled);
      }
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(messagesByField(Object.entries(error.fields)));
      setFailure(error instanceof Error ? error.message : '');
    }
  }

  const heading = interview ? 'Change interview' : 'Schedule interview';
  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-950/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-end justify-center sm:items-center sm:p-4">
        <DialogPanel className="max-h-dvh w-full max-w-2xl overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl ring-1 ring-slate-200 sm:rounded-2xl sm:p-6 dark:bg-slate-900 dark:ring-slate-700">
          <div className="flex items-start justify-between gap-3">
            <DialogTitle className="text-lg font-semibold text-slate-900 dark:text-white">{heading}</DialogTitle>
            <Button variant="ghost" size="sm" onClick={onClose} aria-label="Close">
              <CloseIcon className="size-5" />
            </Button>
          </div>
          <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 flex flex-col gap-4">
            {failure && <FormAlert>{failure}</FormAlert>}
            <TextField
              label="Title"
              value={values.title}
              onChange={(event) => set('title', event.target.value)}
              error={errors.title}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                label="Kind"
                required
                emptyOption="Choose a kind"
                emptyOptionDisabled
                options={INTERVIEW_KINDS.map((kind) => ({ value: kind, label: INTERVIEW_KIND_NAMES[kind] }))}
                value={values.kind}
                onChange={(event) => set('kind', event.target.value as InterviewKind)}
                error={errors.kind}
              />
              <TextField
                label="Duration (minutes)"
                required
                type="number"
                inputMode="numeric"
                min={15}
                max={480}
                step={5}
                value={values.duration}
                onChange={(event) => set('duration', event.target.value)}
                error={errors.duration_minutes}
              />
            </div>
            <fieldset aria-describedby={whenId} className="flex flex-col gap-3">
              <legend className="mb-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">When</legend>
              <div className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-800 dark:text-slate-200">
                <label className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="when"
                    checked={!values.pickedByCandidate}
                    onChange={() => set('pickedByCandidate', false)}
                    className="size-4 accent-brand-600"
                  />
                  One time
                </label>
                <label className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="when"
                    checked={values.pickedByCandidate}
                    onChange={() => set('pickedByCandidate', true)}
                    className="size-4 accent-brand-600"
                  />
                  Let the candidate pick
                </label>
              </div>
              <p id={whenId} className="text-xs text-slate-600 dark:text-slate-400">
                Times are in {values.zone.replaceAll('_', ' ')}.
              </p>
              {values.pickedByCandidate ? (
                <>
                  <ol className="flex flex-col gap-3">
                    {values.slots.map((slot, index) => (
                      <li key={index} className="flex items-end gap-2">
                        <TextField
                          label={`Time ${String(index + 1)}`}
                          type="datetime-local"
                          className="flex-1"
                          value={slot}
                          onChange={(event) =>
                            set(
                              'slots',
                              values.slots.map((each, at) => (at === index ? event.target.value : each)),
                            )
                          }
                        />
                        {values.slots.length > MIN_SLOTS && (
                          <Button
                            variant="ghost"
                            className="mb-0.5"
                            onClick={() =>
                              set(
                                'slots',
                                values.slots.filter((_each, at) => at !== index),
                              )
                            }
                          >
                            Remove<span className="sr-only"> time {index + 1}</span>
                          </Button>
                        )}
                      </li>
                    ))}
                  </ol>
                  {errors.slots && <FormAlert>{errors.slots}</FormAlert>}
                  {values.slots.length < MAX_SLOTS && (
                    <div>
                      <Button variant="secondary" size="sm" onClick={() => set('slots', [...values.slots, ''])}>
                        Add a time
                      </Button>
                    </div>
                  )}
                </>
              ) : (
                <TextField
                  label="Date and time"
                  required
                  type="datetime-local"
                  value={values.start}
                  onChange={(event) => set('start', event.target.value)}
                  error={errors.starts_at_local}
                />
              )}
              <SelectField
                label="Time zone"
                emptyOption="Choose a time zone"
                emptyOptionDisabled
                options={timeZoneChoices(values.zone).map((zone) => ({
                  value: zone,
                  label: zone.replaceAll('_', ' '),
                }))}
                value={values.zone}
                onChange={(event) => set('zone', event.target.value)}
                error={errors.time_zone}
              />
            </fieldset>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="Location"
                value={values.location}
                onChange={(event) => set('location', event.target.value)}
                error={errors.location}
              />
              <TextField
                label="Video link"
                type="url"
                inputMode="url"
                placeholder="https://"
                value={values.videoUrl}
                onChange={(event) => set('videoUrl', event.target.value)}
                error={errors.video_url}
              />
            </div>
            <TextAreaField
              label="Note for the candidate"
              rows={3}
              value={values.note}
              onChange={(event) => set('note', event.target.value)}
              error={errors.note}
            />
            <fieldset aria-describedby={errors.interviewer_ids ? interviewersId : undefined}>
              <legend className="mb-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">Interviewers</legend>
              <ul className="grid gap-2 sm:grid-cols-2">
                {members.map((person) => (
                  <li key={person.id}>
                    <label className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
                      <input
                        type="checkbox"
                        checked={values.interviewerIds.includes(person.id)}
                        onChange={(event) =>
                          set(
                            'interviewerIds',
                            event.target.checked
                              ? [...values.interviewerIds, person.id]
                              : values.interviewerIds.filter((id) => id !== person.id),
                          )
                        }
                        className="size-4 accent-brand-600"
                      />
                      {person.name}
                    </label>
                  </li>
                ))}
              </ul>
              {errors.interviewer_ids && (
                <p id={interviewersId} className="mt-1.5 text-xs font-medium text-red-700 dark:text-red-400">
                  {errors.interviewer_ids}
                </p>
              )}
            </fieldset>
            <SelectField
              label="Scorecard template"
              emptyOption="The one its stage asks for"
              options={templateOptions}
              value={scorecardTemplateId}
              onChange={(event) => setScorecardTemplateId(event.target.value)}
              error={errors.scorecard_template_id}
            />
            {offerMove && (
              <SwitchField
                label="Move the application to Interview Scheduled"
                description={`It is in ${status} now.`}
                checked={moveToInterview}
                onChange={setMoveToInterview}
              />
            )}
            <div className="flex flex-wrap justify-end gap-3">
              <Button variant="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={schedule.isPending || update.isPending}>
                {interview ? 'Save changes' : 'Schedule interview'}
              </Button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
