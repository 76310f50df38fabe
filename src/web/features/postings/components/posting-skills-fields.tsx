import { Controller, useFormContext } from 'react-hook-form';
import { SOFT_SKILLS, TECHNICAL_SKILLS } from '../../../../shared/postings';
import type { PostingFormValues } from '../posting-form';
import { PostingFormSection } from './posting-form-section';
import { QuestionsField } from './questions-field';
import { SkillPicker } from './skill-picker';

const SKILL_LISTS = [
  { name: 'soft_skills', title: 'Soft Skills', noun: 'soft skills', options: SOFT_SKILLS },
  { name: 'technical_skills', title: 'Technical Skills', noun: 'technical skills', options: TECHNICAL_SKILLS },
] as const;

/** The two skill lists and the assessment questions a candidate answers. */
export function PostingSkillsFields({ readOnly }: { readOnly: boolean }) {
  const { control } = useFormContext<PostingFormValues>();
  return (
    <>
      {SKILL_LISTS.map(({ name, title, noun, options }) => (
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
              readOnly={readOnly}
              error={fieldState.error?.message}
            />
          )}
        />
      </PostingFormSection>
    </>
  );
}
