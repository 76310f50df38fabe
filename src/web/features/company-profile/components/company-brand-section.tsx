import { Controller, type Control, type FieldErrors, type UseFormRegister, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { brandColorProblem, brandShades, DEFAULT_BRAND_COLOR } from '../../../../shared/brand';
import { POWERED_BY } from '../../../../shared/powered-by';
import type { CompanyProfile, CompanyProfileSchema } from '../../../../shared/profiles';
import { SwitchField } from '../../../components/switch-field';
import { TextField } from '../../../components/text-field';

type FormInput = z.input<typeof CompanyProfileSchema>;

interface CompanyBrandSectionProps {
  profile: CompanyProfile;
  editing: boolean;
  register: UseFormRegister<FormInput>;
  control: Control<FormInput>;
  errors: FieldErrors<FormInput>;
}

const HEX = /^#[0-9a-f]{6}$/i;

/** A button and a link in the colour on the light and the dark page, as candidates will see them. */
function BrandPreview({ color }: { color: string }) {
  const shades = brandShades(color.toLowerCase());
  return (
    <div aria-label="How candidates see this colour" role="group" className="grid gap-3 sm:grid-cols-2">
      {(
        [
          ['Light theme', 'bg-slate-50 text-slate-900', shades[600]],
          ['Dark theme', 'bg-slate-950 text-slate-100', shades[300]],
        ] as const
      ).map(([theme, surface, link]) => (
        <div key={theme} className={`rounded-xl border border-slate-200 p-4 dark:border-slate-800 ${surface}`}>
          <p className="text-xs font-medium">{theme}</p>
          <div className="mt-3 flex flex-wrap items-center gap-4">
            <span
              className="rounded-lg px-4 py-2 text-sm font-semibold"
              style={{ backgroundColor: shades[600], color: '#ffffff' }}
            >
              Apply for this job
            </span>
            <span className="text-sm font-semibold underline" style={{ color: link }}>
              See all jobs
            </span>
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * What candidates see of the company beyond its logo: the colour of its buttons and links, refused unless its text
 * keeps AA contrast in both themes (the same rule the server holds), and the small "powered by" line.
 */
export function CompanyBrandSection({ profile, editing, register, control, errors }: CompanyBrandSectionProps) {
  const typed = useWatch({ control, name: 'brand_color' }) ?? '';
  const color = (editing ? typed.trim() : profile.brand_color) || DEFAULT_BRAND_COLOR;
  const previewed = HEX.test(color) && !brandColorProblem(color.toLowerCase()) ? color : null;
  return (
    <section aria-labelledby="brand" className="grid gap-5 border-t border-slate-200 pt-5 dark:border-slate-800">
      <h3 id="brand" className="text-base font-semibold text-slate-900 dark:text-white">
        Brand
      </h3>
      <p className="-mt-3 text-sm text-slate-600 dark:text-slate-400">
        Candidates see your profile picture as your logo, and this colour on buttons and links, on your job pages, your
        careers site and every e-mail they receive from you.
      </p>
      {editing ? (
        <>
          <div className="flex items-start gap-3">
            <Controller
              control={control}
              name="brand_color"
              render={({ field }) => (
                <input
                  type="color"
                  aria-label="Pick the brand colour"
                  value={HEX.test(field.value ?? '') ? field.value : (profile.brand_color ?? DEFAULT_BRAND_COLOR)}
                  onChange={(event) => field.onChange(event.target.value)}
                  className="mt-7 h-11 w-12 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1 dark:border-slate-600 dark:bg-slate-950"
                />
              )}
            />
            <TextField
              label="Brand colour"
              className="flex-1"
              autoComplete="off"
              spellCheck={false}
              placeholder={DEFAULT_BRAND_COLOR}
              hint="# and six hexadecimal digits. Leave empty for the default."
              error={errors.brand_color?.message}
              {...register('brand_color')}
            />
          </div>
          <Controller
            control={control}
            name="show_powered_by"
            render={({ field }) => (
              <SwitchField
                label={`Show “${POWERED_BY}”`}
                description="A small line at the foot of your job pages, careers site and e-mails to candidates."
                checked={field.value ?? true}
                onChange={field.onChange}
              />
            )}
          />
        </>
      ) : (
        <dl className="grid gap-5">
          <div>
            <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">Brand colour</dt>
            <dd className="mt-1 flex items-center gap-2 text-sm text-slate-900 dark:text-slate-100">
              <span aria-hidden="true" className="size-5 rounded" style={{ backgroundColor: color }} />
              {profile.brand_color ?? `${DEFAULT_BRAND_COLOR} (the default)`}
            </dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{`“${POWERED_BY}”`}</dt>
            <dd className="mt-1 text-sm text-slate-900 dark:text-slate-100">
              {profile.show_powered_by ? 'Shown to candidates' : 'Hidden'}
            </dd>
          </div>
        </dl>
      )}
      {previewed && <BrandPreview color={previewed} />}
    </section>
  );
}
