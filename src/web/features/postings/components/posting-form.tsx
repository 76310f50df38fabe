import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { type Posting } from '../../../../shared/postings';
import { POSTING_MESSAGES, type PostingInput, PostingInputSchema } from '../../../../shared/posting-form';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { ButtonLink } from '../../../components/button-link';
import { postingBoardPath } from '../../../lib/paths';
import { PageHeader } from '../../../components/page-header';
import { RequiredMark } from '../../../components/required-mark';
import { companyProfileQuery } from '../../../lib/company-profile';
import { formatMoment } from '../../../lib/dates';
import { notifyFirstIssue } from '../../../lib/form-errors';
import { useMember } from '../../../lib/member';
import {
  hasEmptyRequiredField,
  newPostingValues,
  postingScreenTitle,
  postingToFormValues,
  type PostingFormValues,
  toPostingInput,
} from '../posting-form';
import { usePostingActions } from '../use-posting-actions';
import { DeletePostingDialog } from './delete-posting-dialog';
import { HiringTeamField } from './hiring-team-field';
import { PostingApplicationFormField } from './posting-application-form-field';
import { PostingDescriptionFields } from './posting-description-fields';
import { PostingFormSection } from './posting-form-section';
import { PostingInformationFields } from './posting-information-fields';
import { PostingLinkField, PublicPageLinkField } from './posting-link-field';
import { PostingListingFields } from './posting-listing-fields';
import { PostingShareLinks } from './posting-share-links';
import { PostingSkillsFields } from './posting-skills-fields';
import { PostingStatusField } from './posting-status-field';
import { RecruiterContactFields } from './recruiter-contact-fields';

// The form holds '' for a country not chosen, skills by name and questions as drafts; the shared schema reads what
// `toPostingInput` makes of them, refuses the empty values with the required message and turns the rest into the
// payload.
const schemaResolver = zodResolver(PostingInputSchema) as unknown as Resolver<
  z.input<typeof PostingInputSchema>,
  unknown,
  PostingInput
>;
const postingResolver: Resolver<PostingFormValues, unknown, PostingInput> = (values, context, options) =>
  schemaResolver(toPostingInput(values), context, options as never) as never;

/** The company profile's plain "About us" as the rich text of a posting's "About company": a paragraph a line. */
function aboutCompanyOf(aboutUs: string): string {
  const paragraph = document.createElement('p');
  return aboutUs
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      paragraph.textContent = line;
      return paragraph.outerHTML;
    })
    .join('');
}

/** Who posted it and who changed it last, as far as the server knows them. */
function PostingAuthors({ posting }: { posting: Posting }) {
  const { created_by_name: postedBy, updated_by_name: changedBy, updated_at: changedAt } = posting;
  if (!postedBy && !(changedBy && changedAt)) return null;
  return (
    <p className="-mt-3 mb-6 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
      {postedBy && <span>Posted by {postedBy}</span>}
      {changedBy && changedAt && (
        <span>
          Last changed by {changedBy} on <time dateTime={changedAt}>{formatMoment(changedAt)}</time>
        </span>
      )}
    </p>
  );
}

interface PostingFormProps {
  /** The saved posting, or undefined while creating one. */
  posting: Posting | undefined;
  /** A new posting was stored: from now on the form shows and edits it. */
  onCreated: () => void;
}

/**
 * The job posting form. A new posting starts editable; a saved one starts read-only, Edit unlocks it and Cancel
 * puts the saved values back.
 */
export function PostingForm({ posting, onCreated }: PostingFormProps) {
  // Hiring Managers and Interviewers read the postings they work on; only Admins and Recruiters change them.
  const mayChange = useMember().can('managePostings');
  const [editing, setEditing] = useState(posting === undefined);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const readOnly = !editing;
  const actions = usePostingActions(posting, {
    onCreated,
    onSaved: () => setEditing(false),
    onDeleted: () => setConfirmingDelete(false),
  });

  const form = useForm<PostingFormValues, unknown, PostingInput>({
    resolver: postingResolver,
    defaultValues: posting ? postingToFormValues(posting) : newPostingValues(),
  });
  const { reset, getValues, setValue, getFieldState, handleSubmit } = form;
  const account = useQuery({ ...companyProfileQuery, enabled: posting === undefined }).data;

  // A new posting's recruiter is the member writing it until someone types another name or address.
  useEffect(() => {
    if (posting || !account) return;
    if (!getValues('recruiter_name')) setValue('recruiter_name', account.member?.name ?? account.name);
    if (!getValues('recruiter_email')) setValue('recruiter_email', account.email);
    // The company's own words and choice of form start a new posting, and stay the recruiter's to change.
    if (!getValues('about_company')) setValue('about_company', aboutCompanyOf(account.about_us));
    if (!getFieldState('application_form').isDirty) setValue('application_form', account.default_application_form);
  }, [posting, account, getValues, setValue, getFieldState]);

  // A newer copy of the posting (after a save, or fetched again) replaces what a read-only form shows.
  useEffect(() => {
    if (posting && !editing) reset(postingToFormValues(posting));
  }, [posting, editing, reset]);

  const onInvalid = () => {
    const values = getValues();
    // Any empty required field is told with the specification's one message; anything else by its own.
    notifyFirstIssue(
      hasEmptyRequiredField(values) ? undefined : PostingInputSchema.safeParse(toPostingInput(values)).error,
      POSTING_MESSAGES.required,
    );
  };
  const submit = handleSubmit(actions.save, onInvalid);

  const cancelEditing = () => {
    if (posting) reset(postingToFormValues(posting));
    actions.forgetUpdateError();
    setEditing(false);
  };

  return (
    <>
      <PageHeader
        title={postingScreenTitle(posting !== undefined, mayChange)}
        description={
          posting
            ? editing
              ? 'Change what you need, then submit to save.'
              : mayChange
                ? 'This posting is read-only. Choose Edit to change it.'
                : 'You are on this posting’s hiring team. Admins and Recruiters can change it.'
            : 'Describe the role, choose the skills and publish it with one link to share.'
        }
        actions={
          posting && (
            <ButtonLink to={postingBoardPath(posting.id)} variant="secondary">
              Board
            </ButtonLink>
          )
        }
      />
      {posting && <PostingAuthors posting={posting} />}
      <FormProvider {...form}>
        <form
          onSubmit={(event) => void submit(event)}
          noValidate
          // Read-only fields look settled, so that nobody tries to type into a saved posting before choosing Edit.
          className="flex flex-col gap-5 [&_input:read-only]:border-slate-300 [&_input:read-only]:bg-slate-50 dark:[&_input:read-only]:border-slate-700 dark:[&_input:read-only]:bg-slate-900"
        >
          {editing && actions.serverError && <FormAlert>{actions.serverError}</FormAlert>}
          {/* Once the posting exists, its link to share comes first, with its copy button. */}
          {posting && (
            <PostingFormSection title="Job Posting Link">
              <div className="grid gap-4">
                <PostingLinkField link={posting.posting_url} />
                <PublicPageLinkField link={posting.public_url} />
                <PostingShareLinks
                  publicUrl={posting.public_url}
                  title={posting.title}
                  companyName={posting.company_name}
                />
              </div>
            </PostingFormSection>
          )}
          {editing && (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              Fields marked <RequiredMark /> are required.
            </p>
          )}
          <PostingInformationFields readOnly={readOnly} />
          <PostingListingFields readOnly={readOnly} />
          <PostingApplicationFormField readOnly={readOnly} />
          <PostingSkillsFields readOnly={readOnly} />
          <RecruiterContactFields readOnly={readOnly} />
          {mayChange && <HiringTeamField readOnly={readOnly} />}
          <PostingDescriptionFields readOnly={readOnly} />
          <PostingStatusField readOnly={readOnly} />
          {!posting && (
            <PostingFormSection title="Job Posting Link">
              <PostingLinkField link="" />
            </PostingFormSection>
          )}

          {/* The form's actions stay in reach at the bottom of the window however long the form is. */}
          {mayChange && (
            <div
              role="group"
              aria-label="Job posting actions"
              className="sticky bottom-0 z-20 -mx-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_-6px_rgb(15_23_42/0.15)] backdrop-blur sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8 dark:border-slate-800 dark:bg-slate-950/95"
            >
              <div>
                {posting && (
                  <Button variant="danger" onClick={() => setConfirmingDelete(true)} disabled={actions.saving}>
                    Delete
                  </Button>
                )}
              </div>
              <div className="flex flex-wrap gap-3">
                {editing ? (
                  <>
                    {posting && (
                      <Button variant="secondary" onClick={cancelEditing} disabled={actions.saving}>
                        Cancel
                      </Button>
                    )}
                    <Button type="submit" loading={actions.saving}>
                      Submit
                    </Button>
                  </>
                ) : (
                  <Button variant="secondary" onClick={() => setEditing(true)}>
                    Edit
                  </Button>
                )}
              </div>
            </div>
          )}
        </form>
      </FormProvider>
      <DeletePostingDialog
        open={confirmingDelete}
        deleting={actions.deleting}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={actions.remove}
      />
    </>
  );
}
