import { useState } from 'react';
import {
  APPLICATION_MAIL_CHOICES,
  APPLICATION_MAIL_NAMES,
  type ApplicationMailChoice,
  type NotificationChoice,
  type NotificationSettings,
} from '../../../../shared/notifications';
import { Button } from '../../../components/button';
import { ButtonLink } from '../../../components/button-link';
import { Card } from '../../../components/card';
import { FormAlert } from '../../../components/form-alert';
import { SettingsContent } from '../../../components/settings-content';
import { PageHeader } from '../../../components/page-header';
import { SelectField } from '../../../components/select-field';
import { readerTimeZone } from '../../../lib/dates';
import { PATHS } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notification-settings';

/** The zone this device keeps: the digest's hour is read in it, and saving stores it. */
const deviceTimeZone = readerTimeZone();

const HOURS = Array.from({ length: 24 }, (_, hour) => ({
  value: String(hour),
  label: `${String(hour).padStart(2, '0')}:00`,
}));

const MAIL_OPTIONS = APPLICATION_MAIL_CHOICES.map((choice) => ({
  value: choice,
  label: APPLICATION_MAIL_NAMES[choice],
}));

const sameChoice = (one: NotificationChoice, other: NotificationChoice) =>
  one.new_applications === other.new_applications &&
  one.decisions === other.decisions &&
  one.mentions === other.mentions &&
  one.messages === other.messages;

interface Row extends NotificationChoice {
  id: string;
  title: string;
}

function Checkbox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 items-center gap-2.5 text-sm text-slate-800 dark:text-slate-200">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4.5 rounded border-slate-400 text-brand-600 focus:ring-brand-600 dark:border-slate-500 dark:bg-slate-950"
      />
      {label}
    </label>
  );
}

function ChoiceRow({ row, onChange }: { row: Row; onChange: (choice: NotificationChoice) => void }) {
  return (
    <fieldset className="grid gap-x-6 gap-y-1 px-4 py-4 sm:px-6 md:grid-cols-[minmax(0,1fr)_12rem_auto_auto_auto] md:items-center">
      <legend className="float-left mb-1 text-sm font-semibold break-words text-slate-900 md:mb-0 dark:text-white">
        {row.title}
      </legend>
      <SelectField
        label={`New applications for ${row.title}`}
        hideLabel
        options={MAIL_OPTIONS}
        emptyOption="New applications"
        emptyOptionDisabled
        value={row.new_applications}
        onChange={(event) => onChange({ ...row, new_applications: event.target.value as ApplicationMailChoice })}
        className="clear-left"
      />
      <Checkbox
        label="Offer answers and withdrawals"
        checked={row.decisions}
        onChange={(decisions) => onChange({ ...row, decisions })}
      />
      <Checkbox label="Mentions" checked={row.mentions} onChange={(mentions) => onChange({ ...row, mentions })} />
      <Checkbox
        label="Candidates' messages"
        checked={row.messages}
        onChange={(messages) => onChange({ ...row, messages })}
      />
    </fieldset>
  );
}

function SettingsForm({ settings }: { settings: NotificationSettings }) {
  const save = useSaveNotificationSettings();
  const [digestHour, setDigestHour] = useState(settings.digest_hour);
  const [fallback, setFallback] = useState<NotificationChoice>(settings.default);
  const [rows, setRows] = useState<Row[]>(() =>
    settings.postings.map((posting) => ({ ...posting, id: posting.posting_id, title: posting.job_title })),
  );

  return (
    <form
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({
          time_zone: deviceTimeZone,
          digest_hour: digestHour,
          default: fallback,
          // A job left as the default follows it when the default changes later.
          postings: rows
            .filter((row) => !sameChoice(row, fallback))
            .map(({ id, new_applications, decisions, mentions, messages }) => ({
              posting_id: id,
              new_applications,
              decisions,
              mentions,
              messages,
            })),
        });
      }}
    >
      <Card className="p-4 sm:p-6">
        <h2 className="text-base font-semibold text-slate-900 dark:text-white">Daily digest</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          A job on &ldquo;Daily digest&rdquo; sends one e-mail a day listing its new applications, none on a day without
          any. Your time zone: <strong className="font-semibold">{deviceTimeZone}</strong>
          {settings.chosen && settings.time_zone !== deviceTimeZone && ` (saved as ${settings.time_zone})`}.
        </p>
        <SelectField
          label="Send the digest at"
          className="mt-4 max-w-48"
          options={HOURS}
          emptyOption="Choose an hour"
          emptyOptionDisabled
          value={String(digestHour)}
          onChange={(event) => setDigestHour(Number(event.target.value))}
        />
      </Card>
      <Card className="overflow-hidden">
        <div className="px-4 py-4 sm:px-6">
          <h2 className="text-base font-semibold text-slate-900 dark:text-white">E-mail for each job</h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            Everything still shows in your notifications list; this chooses what is also e-mailed to you.
          </p>
        </div>
        <div className="divide-y divide-slate-200 border-t border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          <ChoiceRow row={{ ...fallback, id: 'default', title: 'Every other job' }} onChange={setFallback} />
          {rows.map((row) => (
            <ChoiceRow
              key={row.id}
              row={row}
              onChange={(choice) => setRows(rows.map((each) => (each.id === row.id ? { ...each, ...choice } : each)))}
            />
          ))}
        </div>
      </Card>
      {save.isError && <FormAlert>{save.error.message}</FormAlert>}
      <div className="flex justify-end">
        <Button type="submit" loading={save.isPending}>
          Save settings
        </Button>
      </div>
    </form>
  );
}

/** /notifications/settings: which of the member's notifications are also e-mailed, per job, and when. */
export function NotificationSettingsPage() {
  usePageTitle('Notification settings');
  const settings = useNotificationSettings();
  useQueryFailure(settings);

  return (
    <section>
      <PageHeader
        title="Notification settings"
        description="Choose what is e-mailed to you about the jobs you see."
        actions={
          <ButtonLink to={PATHS.notifications} variant="secondary" size="sm">
            Back to notifications
          </ButtonLink>
        }
      />
      <SettingsContent
        query={settings}
        noun="settings"
        form={(data, key) => <SettingsForm key={key} settings={data} />}
      />
    </section>
  );
}
