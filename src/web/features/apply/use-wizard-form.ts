import { useForm, type FieldPath } from 'react-hook-form';
import type { WizardValues } from './wizard';

export type WizardFieldName = FieldPath<WizardValues>;

/**
 * The wizard's one form across all steps, so that Previous and Next keep every answer. Steps are checked with
 * the shared schemas when the candidate presses Next (see STEP_SCHEMAS); a field's message goes once it is edited.
 */
export function useWizardForm(defaultValues: WizardValues) {
  const form = useForm<WizardValues>({ defaultValues });
  const { register, clearErrors, getFieldState, formState } = form;

  const bind = (name: WizardFieldName) => ({
    ...register(name, { onChange: () => clearErrors(name) }),
    error: getFieldState(name, formState).error?.message,
  });

  return { form, bind };
}

export type BindField = ReturnType<typeof useWizardForm>['bind'];
