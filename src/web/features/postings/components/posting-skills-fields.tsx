import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { SOFT_SKILLS, TECHNICAL_SKILLS } from '../../../../shared/skills';
import type { PostingFormValues } from '../posting-form';
import { PostingFormSection } from './posting-form-section';
import { QuestionsField } from './questions-field';
import { SkillPicker } from './skill-picker';

const SKILL_LISTS = [
  { name: 'soft_skills', title: 'Soft Skills', noun: 'soft skills', options: SOFT_SKILLS },
  { name: 'technical_skills', title: 'Technical Skills', noun: 'technical skills', options: TECHNICAL_SKILLS },
] as const;

/** The two skill lists, or none for a job that asks for no particular skills, and the questions candidates answer. */
export function PostingSkillsFields({ readOnly }: { readOnly: boolean }) {
  const { control, register } = useFormContext<PostingFormValues>();
  const [noSkills, applicationForm] = useWatch({ control, name: ['no_skills', 'application_form'] });
  return (
    <>
      <label className="flex items-center gap-3 text-sm font-medium text-slate-800 dark:text-slate-200">
        <input type="checkbox" disabled={readOnly} className="size-4 accent-brand-600" {...register('no_skills')} />
        No particular skills
      </label>
      {!noSkills &&
        SKILL_LISTS.map(({ name, title, noun, options }) => (
          <PostingFormSection key={name} title={title}>
            <Controller
              control={control}
              name={name}
              render={({ field, fieldState }) => (
                <SkillPicker
                  label={`Choose ${noun}`}
                  noun={noun}
                  options={options}
                  value={field.value}
                  onChange={field.onChange}
                  readOnly={readOnly}
                  required
                  error={fieldState.error?.message}
                />
              )}
            />
          </PostingFormSection>
        ))}

      <PostingFormSection title="Soft Skill Assessment Questions">
        <Controller
          control={control}
          name="questions"
          render={({ field, fieldState }) => (
            <QuestionsField
              value={field.value}
              onChange={field.onChange}
              // The specification's wizard asks one question at least; the quick form may ask none.
              minimum={applicationForm === 'quick' ? 0 : 1}
              readOnly={readOnly}
              error={fieldState.error?.message}
            />
          )}
        />
      </PostingFormSection>
    </>
  );
}
