import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type CompanyProfile,
  type CompanyProfileInput,
  CompanyProfileSchema,
  PROFILE_TOASTS,
} from '../../../../shared/profiles';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { useMember } from '../../../lib/member';
import { notify } from '../../../lib/notify';
// The same default logo the top bar shows for a company without a picture.
import defaultLogoUrl from '../../../assets/logo.svg';
import { useSaveCompanyProfile } from '../api/save-company-profile';
import { CompanyBrandSection } from './company-brand-section';
import { CompanyCareersSection } from './company-careers-section';
import { CompanyPictureField, usePictureChoice } from './company-picture-field';
import { CompanyProfileDetails } from './company-profile-details';
import { SelfIdentificationField } from './self-identification-field';
import { ApplicationDefaultsField } from './application-defaults-field';

type FormInput = z.input<typeof CompanyProfileSchema>;

/** The company's profile card: read-only until Edit, then the picture, tagline and about us can change. */
export function CompanyProfileForm({ profile }: { profile: CompanyProfile }) {
  const [editing, setEditing] = useState(false);
  const save = useSaveCompanyProfile();
  // Every member reads the profile; only an Admin changes it.
  const mayEdit = useMember().can('manageCompany');
  const saved: FormInput = {
    profile_pic: '',
    cover_pic: '',
    tagline: profile.tagline,
    about_us: profile.about_us,
    show_self_identification: profile.show_self_identification,
    slug: profile.slug,
    website: profile.website,
    default_application_form: profile.default_application_form,
    quick_form_fields: profile.quick_form_fields,
    brand_color: profile.brand_color ?? '',
    show_powered_by: profile.show_powered_by,
  };
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors },
  } = useForm<FormInput, unknown, CompanyProfileInput>({
    resolver: zodResolver(CompanyProfileSchema),
    defaultValues: saved,
  });
  const picture = usePictureChoice();
  const cover = usePictureChoice();
  const coverUrl = cover.preview ?? profile.cover_pic;

  function cancel() {
    reset(saved);
    picture.reset();
    cover.reset();
    setEditing(false);
  }

  const onSubmit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ ...input, picture: picture.file, cover: cover.file });
      notify.success(PROFILE_TOASTS.profileSaved);
      picture.clear();
      cover.clear();
      setEditing(false);
    } catch (error) {
      notify.error(PROFILE_TOASTS.profileSaveFailed);
      // The toast keeps the specification's words; why the server refused a field is said beside it.
      const fields = error instanceof ApiError ? error.fields : undefined;
      for (const name of ['slug', 'brand_color'] as const) {
        const refusal = fields?.[name];
        if (refusal) setError(name, { type: 'server', message: refusal }, { shouldFocus: true });
      }
    }
  });

  return (
    <Card className="overflow-hidden">
      {coverUrl ? (
        <img
          src={coverUrl}
          alt={`${profile.name} cover image`}
          className="h-36 w-full bg-slate-200 object-cover sm:h-48 dark:bg-slate-800"
        />
      ) : (
        <div
          aria-hidden="true"
          className="h-36 bg-gradient-to-r from-brand-700 via-brand-500 to-sky-500 sm:h-48 dark:from-brand-900 dark:via-brand-700 dark:to-sky-800"
        />
      )}
      <form onSubmit={onSubmit} noValidate className="px-5 pb-6 sm:px-8">
        <div className="-mt-12 flex flex-col gap-4 sm:-mt-14 sm:flex-row sm:items-end sm:justify-between">
          <img
            src={picture.preview ?? profile.profile_pic ?? defaultLogoUrl}
            alt={`${profile.name} logo`}
            width={112}
            height={112}
            className="size-24 rounded-full bg-white object-cover ring-4 ring-white sm:size-28 dark:bg-slate-800 dark:ring-slate-900"
          />
          <div className="flex gap-2">
            {editing ? (
              <>
                <Button variant="secondary" onClick={cancel} disabled={save.isPending}>
                  Cancel
                </Button>
                <Button type="submit" loading={save.isPending}>
                  Save
                </Button>
              </>
            ) : (
              mayEdit && <Button onClick={() => setEditing(true)}>Edit</Button>
            )}
          </div>
        </div>
        <h2 className="mt-4 text-xl font-bold text-slate-900 dark:text-white">{profile.name}</h2>
        {!mayEdit && (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Only an Admin can change the company profile.
          </p>
        )}

        <div className="mt-6 grid gap-5">
          {editing ? (
            <>
              <CompanyPictureField choice={cover} label="Cover image" />
              <CompanyPictureField choice={picture} label="Profile picture" />
              <TextField
                label="Name"
                value={profile.name}
                readOnly
                hint="The organization name cannot be changed here."
              />
              <TextField label="Tagline" error={errors.tagline?.message} {...register('tagline')} />
              <TextAreaField label="About us" rows={6} error={errors.about_us?.message} {...register('about_us')} />
              <Controller
                control={control}
                name="show_self_identification"
                render={({ field }) => (
                  <SelfIdentificationField shown={field.value ?? false} onChange={field.onChange} />
                )}
              />
              <Controller
                control={control}
                name="default_application_form"
                render={({ field: form }) => (
                  <Controller
                    control={control}
                    name="quick_form_fields"
                    render={({ field: fields }) => (
                      <ApplicationDefaultsField
                        form={form.value ?? 'full'}
                        fields={fields.value ?? []}
                        onFormChange={form.onChange}
                        onFieldsChange={fields.onChange}
                      />
                    )}
                  />
                )}
              />
            </>
          ) : (
            <CompanyProfileDetails profile={profile} />
          )}
          <CompanyBrandSection
            profile={profile}
            editing={editing}
            register={register}
            control={control}
            errors={errors}
          />
          <CompanyCareersSection profile={profile} editing={editing} register={register} errors={errors} />
        </div>
      </form>
    </Card>
  );
}
