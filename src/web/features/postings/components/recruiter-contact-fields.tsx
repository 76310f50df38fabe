import { useFormContext } from 'react-hook-form';
import { POSTING_LIMITS } from '../../../../shared/posting-form';
import { TextField } from '../../../components/text-field';
import type { PostingFormValues } from '../posting-form';
import { PostingFormSection } from './posting-form-section';

/** Who candidates can reach about the posting. */
export function RecruiterContactFields({ readOnly }: { readOnly: boolean }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<PostingFormValues>();
  return (
    <PostingFormSection title="Recruiter Contact Information">
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
    </PostingFormSection>
  );
}
