import { Description, Field, Label, Switch } from '@headlessui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  COUNTRIES,
  type Posting,
  POSTING_LIMITS,
  POSTING_MESSAGES,
  POSTING_TOASTS,
  type PostingInput,
  PostingInputSchema,
  SOFT_SKILLS,
  TECHNICAL_SKILLS,
} from '../../../../shared/postings';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { FormAlert } from '../../../components/form-alert';
import { PageHeader } from '../../../components/page-header';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { formatDay } from '../../../lib/dates';
import { notifyFirstIssue } from '../../../lib/form-errors';
import { lazyNamed } from '../../../lib/lazy-named';
import { notify } from '../../../lib/notify';
import { PATHS } from '../../../lib/paths';
import { useCreatePosting } from '../api/create-posting';
import { useDeletePosting } from '../api/delete-posting';
import { useUpdatePosting } from '../api/update-posting';
import { clearCurrentPostingId, storeCurrentPostingId } from '../current-posting';
import { hasEmptyRequiredField, newPostingValues, postingToFormValues, type PostingFormValues } from '../posting-form';
import { DeletePostingDialog } from './delete-posting-dialog';
import { PostingLinkField } from './posting-link-field';
import { QuestionsField } from './questions-field';
import { SkillPicker } from './skill-picker';

// The editor engine is a chunk of its own, fetched when the form first shows.
const RichTextEditor = lazyNamed(() => import('../../../components/rich-text-editor'), 'RichTextEditor');

// The form holds '' for a country not chosen and skills by name; the shared schema refuses the empty values with the
// required message and turns the rest into the payload, so its input type is narrower than the form's on purpose.
const postingResolver = zodResolver(PostingInputSchema) as unknown as Resolver<
  PostingFormValues,
  unknown,
  PostingInput
>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={id}>
        <h2 id={id} className="mb-4 text-base font-semibold text-slate-900 dark:text-white">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}

function EditorFallback({ label }: { label: string }) {
  return (
    <div>
      <p className="mb-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">{label}</p>
      <div className="h-28 animate-pulse rounded-lg border border-slate-300 bg-slate-100 dark:border-slate-700 dark:bg-slate-800" />
    </div>
  );
}

const RICH_TEXT_FIELDS = [
  { name: 'about_company', label: 'About Company', required: true },
  { name: 'about_job', label: 'About Job', required: true },
  { name: 'qualification', label: 'Qualification', required: true },
  { name: 'key_requirements', label: 'Key Requirements', required: true },
  { name: 'nice_to_have', label: 'Nice to Have (optional)', required: false },
  { name: 'other_remarks', label: 'Other Remarks (optional)', required: false },
] as const;

export interface PostingFormProps {
  /** The saved posting, or undefined while creating one. */
  posting: Posting | undefined;
  /** A new posting was stored: from now on the form shows and edits it. */
  onCreated: (posting: Posting) => void;
}

/**
 * The job posting form. A new posting starts editable; a saved one starts read-only, Edit unlocks it and Cancel
 * puts the saved values back.
 */
export function PostingForm({ posting, onCreated }: PostingFormProps) {
  const navigate = useNavigate();
  const createPosting = useCreatePosting();
  const updatePosting = useUpdatePosting();
  const deletePosting = useDeletePosting();
  const [editing, setEditing] = useState(posting === undefined);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const readOnly = !editing;

  const {
    register,
    control,
    handleSubmit,
    reset,
    getValues,
    formState: { errors },
  } = useForm<PostingFormValues, unknown, PostingInput>({
    resolver: postingResolver,
    defaultValues: posting ? postingToFormValues(posting) : newPostingValues(),
  });

  // A newer copy of the posting (after a save, or fetched again) replaces what a read-only form shows.
  useEffect(() => {
    if (posting && !editing) reset(postingToFormValues(posting));
  }, [posting, editing, reset]);

  const [postingDate, deadline] = useWatch({ control, name: ['posting_date', 'deadline'] });
  const serverError = (posting ? updatePosting.error : createPosting.error)?.message;

  const onValid = (input: PostingInput) => {
    if (!posting) {
      createPosting.mutate(input, {
        onSuccess: ({ data }) => {
          notify.success(POSTING_TOASTS.created);
          storeCurrentPostingId(data.id);
          setEditing(false);
          onCreated(data);
        },
        onError: () => notify.error(POSTING_TOASTS.createFailed),
      });
      return;
    }
    updatePosting.mutate(
      { id: posting.id, input },
      {
        onSuccess: () => {
          notify.success(POSTING_TOASTS.updated);
          setEditing(false);
        },
        onError: () => notify.error(POSTING_TOASTS.updateFailed),
      },
    );
  };

  const onInvalid = () => {
    const values = getValues();
    // Any empty required field is told with the specification's one message; anything else by its own.
    notifyFirstIssue(
      hasEmptyRequiredField(values) ? undefined : PostingInputSchema.safeParse(values).error,
      POSTING_MESSAGES.required,
    );
  };

  const submit = handleSubmit(onValid, onInvalid);

  const cancelEditing = () => {
    if (posting) reset(postingToFormValues(posting));
    updatePosting.reset();
    setEditing(false);
  };

  const confirmDelete = () => {
    if (!posting) {
      notify.error(POSTING_MESSAGES.missingId);
      return;
    }
    deletePosting.mutate(posting.id, {
      onSuccess: () => {
        notify.success(POSTING_TOASTS.deleted);
        clearCurrentPostingId();
        setConfirmingDelete(false);
        void navigate(PATHS.jobs);
      },
      onError: () => notify.error(POSTING_TOASTS.deleteFailed),
    });
  };

  const saving = createPosting.isPending || updatePosting.isPending;

  return (
    <>
      <PageHeader
        title={posting ? 'Edit Job Posting' : 'Create Job Posting'}
        description={
          posting
            ? editing
              ? 'Change what you need, then submit to save.'
              : 'This posting is read-only. Choose Edit to change it.'
            : 'Describe the role, choose the skills and publish it with one link to share.'
        }
        actions={
          posting && (
            <>
              {!editing && (
                <Button variant="secondary" onClick={() => setEditing(true)}>
                  Edit
                </Button>
              )}
              <Button variant="danger" onClick={() => setConfirmingDelete(true)}>
                Delete
              </Button>
            </>
          )
        }
      />
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        // Read-only fields look settled, so that nobody tries to type into a saved posting before choosing Edit.
        className="flex flex-col gap-5 [&_input:read-only]:border-slate-300 [&_input:read-only]:bg-slate-50 dark:[&_input:read-only]:border-slate-700 dark:[&_input:read-only]:bg-slate-900"
      >
        {editing && serverError && <FormAlert>{serverError}</FormAlert>}

        <Section title="Job Information">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Job Title"
              required
              readOnly={readOnly}
              maxLength={POSTING_LIMITS.shortText}
              error={errors.title?.message}
              {...register('title')}
            />
            <TextField
              label="Department"
              required
              readOnly={readOnly}
              maxLength={POSTING_LIMITS.shortText}
              error={errors.department?.message}
              {...register('department')}
            />
          </div>
        </Section>

        <Section title="Job Location Information">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="City"
              required
              readOnly={readOnly}
              autoComplete="off"
              maxLength={POSTING_LIMITS.shortText}
              error={errors.city?.message}
              {...register('city')}
            />
            <SelectField
              label="Country"
              id="posting-country"
              required
              disabled={readOnly}
              emptyOption="Select a country"
              options={COUNTRIES}
              error={errors.country && 'This field is required.'}
              {...register('country')}
            />
          </div>
        </Section>

        <Section title="Posting Date & Deadline Time">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Posting Date"
              type="date"
              required
              readOnly={readOnly}
              hint={formatDay(postingDate) || 'Choose a date'}
              error={errors.posting_date?.message}
              {...register('posting_date')}
            />
            <TextField
              label="Deadline"
              type="date"
              required
              readOnly={readOnly}
              hint={formatDay(deadline) || 'Choose a date'}
              error={errors.deadline?.message}
              {...register('deadline')}
            />
          </div>
        </Section>

        <Section title="Soft Skills">
          <Controller
            control={control}
            name="soft_skills"
            render={({ field, fieldState }) => (
              <SkillPicker
                label="Choose soft skills"
                noun="soft skills"
                options={SOFT_SKILLS}
                value={field.value}
                onChange={field.onChange}
                readOnly={readOnly}
                required
                error={fieldState.error?.message}
              />
            )}
          />
        </Section>

        <Section title="Technical Skills">
          <Controller
            control={control}
            name="technical_skills"
            render={({ field, fieldState }) => (
              <SkillPicker
                label="Choose technical skills"
                noun="technical skills"
                options={TECHNICAL_SKILLS}
                value={field.value}
                onChange={field.onChange}
                readOnly={readOnly}
                required
                error={fieldState.error?.message}
              />
            )}
          />
        </Section>

        <Section title="Soft Skill Assessment Questions">
          <Controller
            control={control}
            name="questions"
            render={({ field, fieldState }) => (
              <QuestionsField
                value={field.value}
                onChange={field.onChange}
                readOnly={readOnly}
                error={fieldState.error?.message}
              />
            )}
          />
        </Section>

        <Section title="Recruiter Contact Information">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Recruiter Name"
              required
              readOnly={readOnly}
              autoComplete="name"
              maxLength={POSTING_LIMITS.shortText}
              error={errors.recruiter_name?.message}
              {...register('recruiter_name')}
            />
            <TextField
              label="Recruiter Email"
              type="email"
              inputMode="email"
              required
              readOnly={readOnly}
              autoComplete="email"
              maxLength={254}
              error={errors.recruiter_email?.message}
              {...register('recruiter_email')}
            />
          </div>
        </Section>

        <Section title="Job Description">
          <div className="flex flex-col gap-5">
            {RICH_TEXT_FIELDS.map(({ name, label, required }) => (
              <Controller
                key={name}
                control={control}
                name={name}
                render={({ field, fieldState }) => (
                  <div>
                    {readOnly && !field.value ? (
                      <>
                        <p className="mb-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">{label}</p>
                        <p className="text-sm text-slate-600 dark:text-slate-400">Not provided</p>
                      </>
                    ) : (
                      <Suspense fallback={<EditorFallback label={label} />}>
                        <RichTextEditor
                          label={label}
                          value={field.value ?? ''}
                          onChange={field.onChange}
                          readOnly={readOnly}
                          required={required}
                          minHeightClass={readOnly ? 'min-h-0' : 'min-h-28'}
                        />
                      </Suspense>
                    )}
                    {fieldState.error?.message && (
                      <p className="mt-1.5 text-xs font-medium text-red-700 dark:text-red-400">
                        {fieldState.error.message}
                      </p>
                    )}
                  </div>
                )}
              />
            ))}
          </div>
        </Section>

        <Section title="Job Posting Status">
          <Controller
            control={control}
            name="is_active"
            render={({ field }) => (
              <Field disabled={readOnly} className="flex items-center gap-3">
                <Switch
                  checked={field.value}
                  onChange={field.onChange}
                  className="group relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-400 transition-colors data-checked:bg-brand-600 data-disabled:cursor-not-allowed data-disabled:opacity-70 dark:bg-slate-600 dark:data-checked:bg-brand-500"
                >
                  <span className="inline-block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-5.5" />
                </Switch>
                <div>
                  <Label className="block text-sm font-medium text-slate-800 dark:text-slate-200">Active</Label>
                  <Description className="text-xs text-slate-600 dark:text-slate-400">
                    {field.value
                      ? 'Candidates can apply through the posting link.'
                      : 'The posting is closed to new applications.'}
                  </Description>
                </div>
              </Field>
            )}
          />
        </Section>

        <Section title="Job Posting Link">
          <PostingLinkField link={posting?.posting_url ?? ''} />
        </Section>

        {editing && (
          <div className="flex flex-wrap justify-end gap-3">
            {posting && (
              <Button variant="secondary" onClick={cancelEditing} disabled={saving}>
                Cancel
              </Button>
            )}
            <Button type="submit" size="lg" loading={saving}>
              Submit
            </Button>
          </div>
        )}
      </form>
      <DeletePostingDialog
        open={confirmingDelete}
        deleting={deletePosting.isPending}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={confirmDelete}
      />
    </>
  );
}
