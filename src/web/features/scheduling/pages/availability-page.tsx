import { useState } from 'react';
import {
  AVAILABILITY_LIMITS,
  type Availability,
  type Hours,
  WEEKDAY_NAMES,
  WEEKDAYS,
  type Weekday,
  type WorkingHours,
} from '../../../../shared/scheduling';
import { Button } from '../../../components/button';
import { ButtonLink } from '../../../components/button-link';
import { Card } from '../../../components/card';
import { FormAlert } from '../../../components/form-alert';
import { SettingsContent } from '../../../components/settings-content';
import { PageHeader } from '../../../components/page-header';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { timeZoneChoices } from '../../../lib/dates';
import { PATHS } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useAvailability, useSaveAvailability } from '../api/availability';
import { CalendarsCard } from '../components/calendars-card';

/** A range added to a day: the next hour after its last one, or the morning. */
function nextRange(ranges: Hours[]): Hours {
  const last = ranges.at(-1);
  if (!last) return { start: '09:00', end: '17:00' };
  const hour = Math.min(Number(last.end.slice(0, 2)) + 1, 22);
  return { start: `${String(hour).padStart(2, '0')}:00`, end: `${String(hour + 1).padStart(2, '0')}:00` };
}

function DayRow({ day, ranges, onChange }: { day: Weekday; ranges: Hours[]; onChange: (ranges: Hours[]) => void }) {
  const name = WEEKDAY_NAMES[day];
  const change = (index: number, range: Hours) => onChange(ranges.map((each, at) => (at === index ? range : each)));
  return (
    <fieldset className="grid gap-3 px-4 py-4 sm:grid-cols-[8rem_minmax(0,1fr)] sm:px-6">
      <legend className="float-left pt-3 text-sm font-semibold text-slate-900 dark:text-white">{name}</legend>
      <div className="clear-left flex flex-col gap-2 sm:clear-none">
        {ranges.length === 0 && <p className="py-2.5 text-sm text-slate-600 dark:text-slate-400">Not working</p>}
        {ranges.map((range, index) => (
          <div key={index} className="flex flex-wrap items-center gap-2">
            {/* On a phone the two times take the row and the button goes under them. */}
            <div className="flex w-full items-center gap-2 sm:w-auto">
              <TextField
                type="time"
                label={`${name}, range ${index + 1}, from`}
                hideLabel
                className="min-w-0 flex-1 sm:w-36 sm:flex-none"
                value={range.start}
                required
                onChange={(event) => change(index, { ...range, start: event.target.value })}
              />
              <span aria-hidden className="text-sm text-slate-600 dark:text-slate-400">
                to
              </span>
              <TextField
                type="time"
                label={`${name}, range ${index + 1}, to`}
                hideLabel
                className="min-w-0 flex-1 sm:w-36 sm:flex-none"
                value={range.end}
                required
                onChange={(event) => change(index, { ...range, end: event.target.value })}
              />
            </div>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              aria-label={`Remove ${name}'s range ${index + 1}`}
              onClick={() => onChange(ranges.filter((_, at) => at !== index))}
            >
              Remove
            </Button>
          </div>
        ))}
        {ranges.length < AVAILABILITY_LIMITS.rangesPerDay && (
          <div>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              aria-label={`Add a range on ${name}`}
              onClick={() => onChange([...ranges, nextRange(ranges)])}
            >
              Add a range
            </Button>
          </div>
        )}
      </div>
    </fieldset>
  );
}

function AvailabilityForm({ availability }: { availability: Availability }) {
  const save = useSaveAvailability();
  const [zone, setZone] = useState(availability.time_zone);
  const [hours, setHours] = useState<WorkingHours>(availability.working_hours);
  const [dailyLimit, setDailyLimit] = useState(String(availability.daily_limit));
  const [buffer, setBuffer] = useState(String(availability.buffer_minutes));

  return (
    <form
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({
          time_zone: zone,
          working_hours: hours,
          daily_limit: Number(dailyLimit),
          buffer_minutes: Number(buffer),
        });
      }}
    >
      <Card className="p-4 sm:p-6">
        <h2 className="text-base font-semibold text-slate-900 dark:text-white">Time zone</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          Your working hours are read in it, so they keep to your clock when it changes for summer or winter.
        </p>
        <SelectField
          label="Your time zone"
          className="mt-4 max-w-sm"
          options={timeZoneChoices(zone)}
          emptyOption="Choose a time zone"
          emptyOptionDisabled
          value={zone}
          onChange={(event) => setZone(event.target.value)}
        />
      </Card>
      <Card className="overflow-hidden">
        <div className="px-4 py-4 sm:px-6">
          <h2 className="text-base font-semibold text-slate-900 dark:text-white">Working hours</h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            Interviews are only offered to candidates within these hours. A day with no range is a day off.
          </p>
        </div>
        <div className="divide-y divide-slate-200 border-t border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {WEEKDAYS.map((day) => (
            <DayRow
              key={day}
              day={day}
              ranges={hours[day]}
              onChange={(ranges) => setHours({ ...hours, [day]: ranges })}
            />
          ))}
        </div>
      </Card>
      <Card className="grid gap-4 p-4 sm:grid-cols-2 sm:p-6">
        <h2 className="text-base font-semibold text-slate-900 sm:col-span-2 dark:text-white">Interviews</h2>
        <TextField
          type="number"
          label="Most interviews in a day"
          min={AVAILABILITY_LIMITS.dailyLimit.min}
          max={AVAILABILITY_LIMITS.dailyLimit.max}
          step={1}
          required
          value={dailyLimit}
          onChange={(event) => setDailyLimit(event.target.value)}
        />
        <TextField
          type="number"
          label="Break before and after each (minutes)"
          min={AVAILABILITY_LIMITS.bufferMinutes.min}
          max={AVAILABILITY_LIMITS.bufferMinutes.max}
          step={5}
          required
          value={buffer}
          onChange={(event) => setBuffer(event.target.value)}
        />
      </Card>
      {save.isError && <FormAlert>{save.error.message}</FormAlert>}
      <div className="flex justify-end">
        <Button type="submit" loading={save.isPending}>
          Save availability
        </Button>
      </div>
    </form>
  );
}

/** /my-interviews/availability: when the member can interview, for the slots offered to candidates. */
export function AvailabilityPage() {
  usePageTitle('Your availability');
  const availability = useAvailability();
  useQueryFailure(availability);

  return (
    <section>
      <PageHeader
        title="Your availability"
        description="When you can interview: the times offered to candidates keep to these hours and stay clear of your calendars."
        actions={
          <ButtonLink to={PATHS.myInterviews} variant="secondary" size="sm">
            My interviews
          </ButtonLink>
        }
      />
      <div className="flex flex-col gap-6">
        <CalendarsCard />
        <SettingsContent
          query={availability}
          noun="availability"
          form={(data, key) => <AvailabilityForm key={key} availability={data} />}
        />
      </div>
    </section>
  );
}
