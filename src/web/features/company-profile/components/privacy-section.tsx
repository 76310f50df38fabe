import { useId, useState } from 'react';
import {
  DEFAULT_NOTICE_VERSION,
  PRIVACY_LIMITS,
  PRIVACY_TOASTS,
  noticeParagraphs,
  noticeSummary,
  type PrivacySettings,
  retentionInWords,
} from '../../../../shared/privacy';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { formatMoment, formatMomentDay } from '../../../lib/dates';
import { useMember } from '../../../lib/member';
import { notify } from '../../../lib/notify';
import { usePrivacySettings, useSavePrivacySettings } from '../api/privacy-settings';
import { RetentionPreview } from './retention-preview';

/** The company's privacy notice and retention: Admins change them, Recruiters read them. */
export function PrivacySection() {
  const member = useMember();
  const settings = usePrivacySettings(member.can('readPrivacy'));
  if (!settings.data) return null;
  // Keyed by what the server holds, so that the form starts again from it after a save.
  return (
    <PrivacyForm
      key={`${settings.data.notice.version}-${String(settings.data.retention_months)}`}
      settings={settings.data}
      mayChange={member.can('manageCompany')}
    />
  );
}

function PrivacyForm({ settings, mayChange }: { settings: PrivacySettings; mayChange: boolean }) {
  const headingId = useId();
  const save = useSavePrivacySettings();
  const [text, setText] = useState(settings.notice.text);
  const [url, setUrl] = useState(settings.notice.url ?? '');
  const [retentionOn, setRetentionOn] = useState(settings.retention_months !== null);
  const [months, setMonths] = useState(String(settings.retention_months ?? PRIVACY_LIMITS.defaultRetentionMonths));
  const [fields, setFields] = useState<Record<string, string>>({});
  const retentionMonths = retentionOn ? Number(months) : null;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setFields({});
    try {
      await save.mutateAsync({ notice_text: text, notice_url: url, retention_months: retentionMonths });
      notify.success(PRIVACY_TOASTS.saved);
    } catch (failure) {
      if (failure instanceof ApiError && failure.fields) setFields(failure.fields);
      notify.error(failure instanceof Error ? failure.message : '');
    }
  }

  return (
    <Card className="mt-6 p-5 sm:p-6">
      <section aria-labelledby={headingId} className="flex flex-col gap-5">
        <div>
          <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
            Privacy
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Candidates read this notice where they apply; each application records the version they were shown.
            {settings.notice.version === DEFAULT_NOTICE_VERSION &&
              ' You are using the standard notice, written for your company.'}
          </p>
        </div>
        <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
          <fieldset disabled={!mayChange || save.isPending} className="flex flex-col gap-5">
            <TextAreaField
              label="Privacy notice"
              rows={10}
              required
              maxLength={PRIVACY_LIMITS.noticeLength}
              value={text}
              onChange={(event) => setText(event.target.value)}
              error={fields.notice_text}
              hint="Plain text; leave a blank line between paragraphs. The first paragraph is shown before the rest."
            />
            <TextField
              label="Link to your own privacy policy (optional)"
              type="url"
              inputMode="url"
              value={url}
              onChange={(event) => setUrl(event.target.value)}
              error={fields.notice_url}
            />
            <div className="flex flex-col gap-3">
              <label className="flex items-start gap-3 text-sm font-medium text-slate-800 dark:text-slate-200">
                <input
                  type="checkbox"
                  checked={retentionOn}
                  onChange={(event) => setRetentionOn(event.target.checked)}
                  className="mt-0.5 size-4 shrink-0 accent-brand-600"
                />
                Erase candidates&rsquo; data after a retention period
              </label>
              {retentionOn && (
                <TextField
                  label="Months after the last activity"
                  type="number"
                  inputMode="numeric"
                  min={PRIVACY_LIMITS.minRetentionMonths}
                  max={PRIVACY_LIMITS.maxRetentionMonths}
                  required
                  className="max-w-48"
                  value={months}
                  onChange={(event) => setMonths(event.target.value)}
                  error={fields.retention_months}
                />
              )}
              <p className="text-xs text-slate-600 dark:text-slate-400">
                {settings.retention_effective_from
                  ? `Nothing is erased before ${formatMomentDay(settings.retention_effective_from)}.`
                  : `When you first turn retention on, nothing is erased for ${PRIVACY_LIMITS.graceDays} days.`}
              </p>
            </div>
          </fieldset>
          {mayChange && (
            <div>
              <Button type="submit" disabled={save.isPending}>
                Save privacy settings
              </Button>
            </div>
          )}
        </form>
        <div>
          <h3 className="text-sm font-semibold text-slate-900 dark:text-white">What candidates will see</h3>
          <div className="mt-2 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300">
            <p>{noticeSummary(text)}</p>
            <p className="mt-2 font-medium">
              {retentionInWords(retentionMonths !== null && retentionMonths >= 1 ? retentionMonths : null)}.
            </p>
          </div>
        </div>
        {settings.versions.length > 0 && (
          <details>
            <summary className="cursor-pointer text-sm font-semibold text-slate-900 dark:text-white">
              Version history ({settings.versions.length})
            </summary>
            <ol className="mt-2 flex flex-col gap-3">
              {settings.versions.map((version) => (
                <li key={version.version} className="text-sm text-slate-700 dark:text-slate-300">
                  <p className="font-medium">
                    Version {version.version}, {version.created_at && formatMoment(version.created_at)}
                    {version.created_by_name && ` by ${version.created_by_name}`}
                  </p>
                  <p className="text-slate-600 dark:text-slate-400">{noticeParagraphs(version.text)[0]}</p>
                </li>
              ))}
            </ol>
          </details>
        )}
        <RetentionPreview />
      </section>
    </Card>
  );
}
