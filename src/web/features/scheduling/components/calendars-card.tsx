import { useId, useState } from 'react';
import { CALENDAR_LIMITS, type CalendarConnection } from '../../../../shared/scheduling';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/text-field';
import { formatRelative } from '../../../lib/dates';
import { useCalendars, useConnectCalendar, useRemoveCalendar, useSyncCalendar } from '../api/calendars';

function CalendarRow({ calendar }: { calendar: CalendarConnection }) {
  const sync = useSyncCalendar();
  const remove = useRemoveCalendar();
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-4 sm:px-6">
      <div className="min-w-[14rem] flex-1">
        <p className="truncate text-sm font-semibold text-slate-900 dark:text-white">{calendar.label}</p>
        <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-300">
          {calendar.last_synced_at ? `Last read ${formatRelative(calendar.last_synced_at)}` : 'Not read yet'}
        </p>
        {calendar.last_error && (
          <p className="mt-1 text-sm text-red-700 dark:text-red-300">
            <span className="font-medium">Could not be read: </span>
            {calendar.last_error}
          </p>
        )}
      </div>
      <div className="flex gap-2">
        <Button
          type="button"
          variant="secondary"
          size="sm"
          loading={sync.isPending}
          aria-label={`Read ${calendar.label} now`}
          onClick={() => sync.mutate(calendar.id)}
        >
          Read now
        </Button>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          loading={remove.isPending}
          aria-label={`Remove ${calendar.label}`}
          onClick={() => remove.mutate(calendar.id)}
        >
          Remove
        </Button>
      </div>
    </li>
  );
}

function ConnectForm() {
  const connect = useConnectCalendar();
  const [url, setUrl] = useState('');
  return (
    <form
      className="flex flex-col gap-3 border-t border-slate-200 px-4 py-4 sm:px-6 dark:border-slate-800"
      onSubmit={(event) => {
        event.preventDefault();
        connect.mutate(url, { onSuccess: () => setUrl('') });
      }}
    >
      <TextField
        type="url"
        label="Calendar’s secret address (iCal)"
        placeholder="https://calendar.google.com/calendar/ical/…/basic.ics"
        autoComplete="off"
        spellCheck={false}
        required
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        hint="Google Calendar: Settings, your calendar, “Secret address in iCal format”. Outlook: Settings, Calendar, Shared calendars, Publish a calendar, “Can view when I’m busy”, then the ICS link. Apple iCloud, Fastmail, Nextcloud and Proton give one when you share or publish a calendar."
      />
      {connect.isError && <FormAlert>{connect.error.message}</FormAlert>}
      <div>
        <Button type="submit" loading={connect.isPending}>
          Connect calendar
        </Button>
      </div>
    </form>
  );
}

/**
 * The calendars whose busy time keeps interviews off the member's meetings: only when they are busy is read, never
 * what the meetings are.
 */
export function CalendarsCard() {
  const calendars = useCalendars();
  const connected = calendars.data ?? [];
  const headingId = useId();
  return (
    <Card className="overflow-hidden" role="region" aria-labelledby={headingId}>
      <div className="px-4 py-4 sm:px-6">
        <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
          Calendars
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          Times when a connected calendar says you are busy are never offered for interviews. Openhire reads only when
          you are busy, every {CALENDAR_LIMITS.syncEveryMinutes} minutes, and never keeps what your events are about.
        </p>
      </div>
      {calendars.isError && (
        <div className="px-4 pb-4 sm:px-6">
          <FormAlert>{calendars.error.message}</FormAlert>
        </div>
      )}
      {connected.length > 0 && (
        <ul className="divide-y divide-slate-200 border-t border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {connected.map((calendar) => (
            <CalendarRow key={calendar.id} calendar={calendar} />
          ))}
        </ul>
      )}
      {connected.length < CALENDAR_LIMITS.perMember && <ConnectForm />}
    </Card>
  );
}
