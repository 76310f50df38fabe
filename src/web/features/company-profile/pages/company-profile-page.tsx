import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type CompanyProfile,
  type CompanyProfileInput,
  CompanyProfileSchema,
  PICTURE_MAX_BYTES,
  PROFILE_MESSAGES,
  PROFILE_TOASTS,
} from '../../../../shared/profiles';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { FormAlert } from '../../../components/form-alert';
import { PageHeader } from '../../../components/page-header';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { notify } from '../../../lib/notify';
import { readAsDataUrl } from '../../../lib/read-file';
import { usePageTitle } from '../../../lib/use-page-title';
import { useQueryFailure } from '../../../lib/use-query-failure';
// The same default logo the top bar shows for a company without a picture.
import defaultLogoUrl from '../../../assets/logo.svg';
import { useCompanyProfile } from '../api/get-company-profile';
import { useSaveCompanyProfile } from '../api/save-company-profile';

/** The specification's recruiter profile loading state lasts 2 seconds. */
const LOADING_MS = 2000;
const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

function useMinimumLoading(ms: number): boolean {
  const [waiting, setWaiting] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setWaiting(false), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return waiting;
}

type FormInput = z.input<typeof CompanyProfileSchema>;

function ProfileForm({ profile }: { profile: CompanyProfile }) {
  const pictureId = useId();
  const aboutId = useId();
  // A new key empties the file input: its value cannot be set from script.
  const [pictureInputKey, setPictureInputKey] = useState(0);
  const [editing, setEditing] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const [pictureError, setPictureError] = useState('');
  const save = useSaveCompanyProfile();
  const saved: FormInput = { profile_pic: '', tagline: profile.tagline, about_us: profile.about_us };
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    formState: { errors },
  } = useForm<FormInput, unknown, CompanyProfileInput>({
    resolver: zodResolver(CompanyProfileSchema),
    defaultValues: saved,
  });

  function clearPicture() {
    setPreview(null);
    setValue('profile_pic', '');
    setPictureInputKey((key) => key + 1);
  }

  function cancel() {
    reset(saved);
    clearPicture();
    setPictureError('');
    setEditing(false);
  }

  async function choosePicture(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setPictureError('');
    if (!file) return clearPicture();
    if (!PICTURE_TYPES.includes(file.type)) {
      clearPicture();
      setPictureError(PROFILE_MESSAGES.pictureType);
      return;
    }
    if (file.size > PICTURE_MAX_BYTES) {
      clearPicture();
      setPictureError(PROFILE_MESSAGES.pictureTooLarge);
      return;
    }
    const dataUrl = await readAsDataUrl(file);
    setPreview(dataUrl);
    setValue('profile_pic', dataUrl);
  }

  const onSubmit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync(input);
      notify.success(PROFILE_TOASTS.profileSaved);
      clearPicture();
      setEditing(false);
    } catch {
      notify.error(PROFILE_TOASTS.profileSaveFailed);
    }
  });

  const picture = preview ?? profile.profile_pic ?? defaultLogoUrl;
  return (
    <Card className="overflow-hidden">
      <div
        aria-hidden="true"
        className="h-36 bg-gradient-to-r from-brand-700 via-brand-500 to-sky-500 sm:h-48 dark:from-brand-900 dark:via-brand-700 dark:to-sky-800"
      />
      <form onSubmit={onSubmit} noValidate className="px-5 pb-6 sm:px-8">
        <div className="-mt-12 flex flex-col gap-4 sm:-mt-14 sm:flex-row sm:items-end sm:justify-between">
          <img
            src={picture}
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
              <Button onClick={() => setEditing(true)}>Edit</Button>
            )}
          </div>
        </div>
        <h2 className="mt-4 text-xl font-bold text-slate-900 dark:text-white">{profile.name}</h2>

        <div className="mt-6 grid gap-5">
          {editing && (
            <div>
              <label
                htmlFor={pictureId}
                className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200"
              >
                Profile picture
              </label>
              <input
                key={pictureInputKey}
                id={pictureId}
                type="file"
                accept={PICTURE_TYPES.join(',')}
                onChange={(event) => void choosePicture(event)}
                aria-describedby={`${pictureId}-hint`}
                className="block w-full text-sm text-slate-800 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-brand-800 hover:file:bg-brand-100 dark:text-slate-200 dark:file:bg-brand-950 dark:file:text-brand-200"
              />
              <p id={`${pictureId}-hint`} className="mt-1.5 text-xs text-slate-600 dark:text-slate-400">
                PNG, JPEG, WebP or GIF, up to 2 MB.
              </p>
              {pictureError && (
                <div className="mt-2">
                  <FormAlert>{pictureError}</FormAlert>
                </div>
              )}
            </div>
          )}
          {editing ? (
            <>
              <TextField
                label="Name"
                value={profile.name}
                readOnly
                hint="The organization name cannot be changed here."
              />
              <TextField label="Tagline" error={errors.tagline?.message} {...register('tagline')} />
              <div>
                <label
                  htmlFor={aboutId}
                  className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200"
                >
                  About us
                </label>
                <textarea
                  id={aboutId}
                  rows={6}
                  aria-invalid={errors.about_us ? true : undefined}
                  className="block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 shadow-xs focus:border-brand-600 sm:text-sm dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100 dark:focus:border-brand-400"
                  {...register('about_us')}
                />
                {errors.about_us && (
                  <p className="mt-1.5 text-xs font-medium text-red-700 dark:text-red-400">{errors.about_us.message}</p>
                )}
              </div>
            </>
          ) : (
            <dl className="grid gap-5">
              {(
                [
                  ['Name', profile.name],
                  ['Tagline', profile.tagline],
                  ['About us', profile.about_us],
                ] as const
              ).map(([label, value]) => (
                <div key={label}>
                  <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</dt>
                  <dd className="mt-1 text-sm break-words whitespace-pre-line text-slate-900 dark:text-slate-100">
                    {value || <span className="text-slate-600 dark:text-slate-400">Not set yet</span>}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      </form>
    </Card>
  );
}

/** /profile — the recruiter's company profile. */
export function CompanyProfilePage() {
  usePageTitle('Company Profile');
  const query = useCompanyProfile();
  const waiting = useMinimumLoading(LOADING_MS);

  useQueryFailure(query, PROFILE_TOASTS.profileFetchFailed);

  let content;
  if (waiting || query.isPending) {
    content = (
      <div className="flex justify-center py-24 text-brand-600 dark:text-brand-300">
        <Spinner size="lg" label="Loading profile" />
      </div>
    );
  } else if (!query.data) {
    content = <FormAlert>{PROFILE_TOASTS.profileFetchFailed}</FormAlert>;
  } else {
    // Keyed by the saved values, so that the form starts again from what the server now holds after a save.
    content = (
      <ProfileForm
        key={`${query.data.tagline}\u0000${query.data.about_us}\u0000${query.data.profile_pic ?? ''}`}
        profile={query.data}
      />
    );
  }
  return (
    <section>
      <PageHeader title="Company Profile" />
      {content}
    </section>
  );
}
