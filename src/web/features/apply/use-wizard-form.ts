import { useForm, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import { APPLICATION_FIELD_MESSAGES } from '../../../shared/application-submissions';
import { APPLICATION_MESSAGES } from '../../../shared/applications';
import { notifyFirstIssue } from '../../lib/form-errors';
import { stepSchema, type Step, type WizardPosting, type WizardValues } from './wizard';

type WizardFieldName = FieldPath<WizardValues>;

/**
 * What a field says about its problem: the shared schemas word an empty field as the step's toast does, so the field
 * names what it needs instead; any other message (a phone number's form, the graduation year's range) is its own.
 */
export function fieldMessage(path: readonly PropertyKey[], message: string): string {
  if (message !== APPLICATION_MESSAGES.fillAll) return message;
  const field = path.findLast((part) => typeof part === 'string' && part in APPLICATION_FIELD_MESSAGES);
  return field ? APPLICATION_FIELD_MESSAGES[field as keyof typeof APPLICATION_FIELD_MESSAGES] : message;
}

/**
 * The wizard's one form across all steps, so that Previous and Next keep every answer. Steps are checked with
 * the shared schemas when the candidate presses Next (see `stepSchema`); each wrong field says what it needs, and its
 * message goes once it is edited.
 */
export function useWizardForm(defaultValues: WizardValues, posting: WizardPosting) {
  const form = useForm<WizardValues>({ defaultValues });
  const { register, clearErrors, getFieldState, formState } = form;

  const bind = (name: WizardFieldName) => ({
    ...register(name, { onChange: () => clearErrors(name) }),
    error: getFieldState(name, formState).error?.message,
  });

  /** Checks the answers against `schema`: each wrong field gets its message, the first takes focus, one toast says why. */
  const isValidFor = (schema: z.ZodType | undefined): boolean => {
    if (!schema) return true;
    const result = schema.safeParse(form.getValues());
    form.clearErrors();
    if (result.success) return true;
    const marked = new Set<string>();
    for (const issue of result.error.issues) {
      const name = issue.path.map(String).join('.');
      if (marked.has(name)) continue;
      marked.add(name);
      form.setError(name as WizardFieldName, { type: 'validate', message: fieldMessage(issue.path, issue.message) });
    }
    const firstField = result.error.issues[0]?.path.map(String).join('.');
    if (firstField && firstField !== 'resume') form.setFocus(firstField as WizardFieldName);
    notifyFirstIssue(result.error, APPLICATION_MESSAGES.fillAll);
    return false;
  };

  /** Checks a step's answers as `isValidFor` does. */
  const stepIsValid = (step: Step | undefined): boolean => isValidFor(step ? stepSchema(step, posting) : undefined);

  return { form, bind, stepIsValid, isValidFor };
}

export type BindField = ReturnType<typeof useWizardForm>['bind'];
