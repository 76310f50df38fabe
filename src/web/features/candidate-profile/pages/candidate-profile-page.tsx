import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type CandidateProfile,
  CandidateProfileSchema,
  EMPTY_CANDIDATE_PROFILE,
  PROFILE_TOASTS,
} from '../../../../shared/profiles';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { FormAlert } from '../../../components/form-alert';
import { PageHeader } from '../../../components/page-header';
import { Spinner } from '../../../components/spinner';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { PERSONAL_FIELDS } from '../../../lib/personal-fields';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCandidateProfile } from '../api/get-candidate-profile';
import { useSaveCandidateProfile } from '../api/save-candidate-profile';
import { SetPasswordCard } from '../components/set-password-card';

type ProfileFormValues = z.input<typeof CandidateProfileSchema>;

function formValuesOf(profile: CandidateProfile): ProfileFormValues {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    phone: profile.phone,
    country: profile.country,
    address: profile.address,
    short_bio: profile.short_bio,
    city: profile.city,
    province: profile.province,
    postal_code: profile.postal_code,
  };
}

export function CandidateProfilePage() {
  usePageTitle('Profile');
  const profile = useCandidateProfile();
  const save = useSaveCandidateProfile();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ProfileFormValues, unknown, z.output<typeof CandidateProfileSchema>>({
    resolver: zodResolver(CandidateProfileSchema),
    defaultValues: EMPTY_CANDIDATE_PROFILE,
    // Whatever the server answers (first load, and again after each save) is what the form shows.
    values: profile.data ? formValuesOf(profile.data) : undefined,
  });

  const onSubmit = handleSubmit((values) => save.mutate(values));

  return (
    <section>
      <PageHeader title="Profile" description="These details fill in your job applications for you." />
      <Card className="p-5 sm:p-8">
        <div className="mb-6 flex items-center justify-between gap-3">
          <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Personal Details</h2>
          {profile.isFetching && (
            <span className="text-brand-600 dark:text-brand-300">
              <Spinner size="sm" label="Loading profile" />
            </span>
          )}
        </div>
        {profile.isError && (
          <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <FormAlert>
              {PROFILE_TOASTS.profileFetchFailed} Saving is paused so that your stored details are not overwritten.
            </FormAlert>
            <Button variant="secondary" onClick={() => void profile.refetch()} loading={profile.isFetching}>
              Try again
            </Button>
          </div>
        )}
        <form onSubmit={onSubmit} noValidate className="grid gap-5 sm:grid-cols-2">
          <TextField {...PERSONAL_FIELDS.first_name} error={errors.first_name?.message} {...register('first_name')} />
          <TextField {...PERSONAL_FIELDS.last_name} error={errors.last_name?.message} {...register('last_name')} />
          <TextField
            label="Email"
            type="email"
            readOnly
            value={profile.data?.email ?? ''}
            hint="Your sign-in address cannot be changed here."
            className="sm:col-span-2"
          />
          <TextField {...PERSONAL_FIELDS.phone} error={errors.phone?.message} {...register('phone')} />
          <TextField {...PERSONAL_FIELDS.country} error={errors.country?.message} {...register('country')} />
          <TextField {...PERSONAL_FIELDS.address} error={errors.address?.message} {...register('address')} />
          <TextField {...PERSONAL_FIELDS.city} error={errors.city?.message} {...register('city')} />
          <TextField {...PERSONAL_FIELDS.province} error={errors.province?.message} {...register('province')} />
          <TextField
            {...PERSONAL_FIELDS.postal_code}
            error={errors.postal_code?.message}
            {...register('postal_code')}
          />
          <TextAreaField {...PERSONAL_FIELDS.bio} error={errors.short_bio?.message} {...register('short_bio')} />
          <div className="flex justify-end sm:col-span-2">
            <Button type="submit" loading={save.isPending} disabled={!profile.isSuccess}>
              Save
            </Button>
          </div>
        </form>
      </Card>
      <SetPasswordCard />
    </section>
  );
}
