import { z } from 'zod';
import { answerOf } from './api.js';
import { INTERVIEW_LIMITS, INTERVIEW_MESSAGES } from './interviews.js';
import { TimeZoneSchema } from './time-zones.js';

// When a member can be interviewing: their time zone, working hours per weekday, how many interviews a day and the
// break kept around each. Slots offered to candidates fall within these and outside the member's busy time.

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

export const AVAILABILITY_LIMITS = {
  /** Ranges in one day: a morning, a lunch break, an afternoon, with room to spare. */
  rangesPerDay: 6,
  dailyLimit: { min: 1, max: 20 },
  bufferMinutes: { min: 0, max: 240 },
} as const;

/** What a member has until they say otherwise: Monday to Friday, nine to five, four interviews, ten minutes apart. */
export const DEFAULT_WORKING_DAY = [{ start: '09:00', end: '17:00' }];
export const DEFAULT_DAILY_LIMIT = 4;
export const DEFAULT_BUFFER_MINUTES = 10;

const AVAILABILITY_MESSAGES = {
  time: 'Enter a time as HH:MM, from 00:00 to 24:00.',
  range: 'A range ends after it starts.',
  overlap: "A day's ranges must not overlap.",
  tooManyRanges: `A day holds at most ${AVAILABILITY_LIMITS.rangesPerDay} ranges.`,
  dailyLimit: `Choose from ${AVAILABILITY_LIMITS.dailyLimit.min} to ${AVAILABILITY_LIMITS.dailyLimit.max} interviews a day.`,
  buffer: `Choose a break from ${AVAILABILITY_LIMITS.bufferMinutes.min} to ${AVAILABILITY_LIMITS.bufferMinutes.max} minutes.`,
} as const;

export const AVAILABILITY_TOASTS = { saved: 'Availability saved.' } as const;

/** Minutes since midnight of `HH:MM`; `24:00` is the day's end. */
function minutesOfDay(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

const TimeOfDaySchema = z
  .string({ error: AVAILABILITY_MESSAGES.time })
  .regex(/^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/, AVAILABILITY_MESSAGES.time);

const HoursSchema = z
  .object({ start: TimeOfDaySchema, end: TimeOfDaySchema })
  .strict()
  .refine(({ start, end }) => minutesOfDay(start) < minutesOfDay(end), AVAILABILITY_MESSAGES.range);
export type Hours = z.infer<typeof HoursSchema>;

/** A day's ranges, kept in the order they come in the day. */
const DaySchema = z
  .array(HoursSchema, { error: AVAILABILITY_MESSAGES.range })
  .max(AVAILABILITY_LIMITS.rangesPerDay, AVAILABILITY_MESSAGES.tooManyRanges)
  .transform((ranges) => [...ranges].sort((one, other) => minutesOfDay(one.start) - minutesOfDay(other.start)))
  .refine(
    (ranges) =>
      ranges.every((range, index) => index === 0 || minutesOfDay(ranges[index - 1]!.end) <= minutesOfDay(range.start)),
    AVAILABILITY_MESSAGES.overlap,
  );

/** Every weekday, each with its ranges; a day left out is a day off. */
const OffByDefault = DaySchema.default([]);
const WorkingHoursSchema = z
  .object({
    mon: OffByDefault,
    tue: OffByDefault,
    wed: OffByDefault,
    thu: OffByDefault,
    fri: OffByDefault,
    sat: OffByDefault,
    sun: OffByDefault,
  })
  .strict();
export type WorkingHours = Record<Weekday, Hours[]>;

export const AvailabilitySchema = z
  .object({
    time_zone: TimeZoneSchema,
    working_hours: WorkingHoursSchema,
    daily_limit: z
      .number({ error: AVAILABILITY_MESSAGES.dailyLimit })
      .int(AVAILABILITY_MESSAGES.dailyLimit)
      .min(AVAILABILITY_LIMITS.dailyLimit.min, AVAILABILITY_MESSAGES.dailyLimit)
      .max(AVAILABILITY_LIMITS.dailyLimit.max, AVAILABILITY_MESSAGES.dailyLimit),
    buffer_minutes: z
      .number({ error: AVAILABILITY_MESSAGES.buffer })
      .int(AVAILABILITY_MESSAGES.buffer)
      .min(AVAILABILITY_LIMITS.bufferMinutes.min, AVAILABILITY_MESSAGES.buffer)
      .max(AVAILABILITY_LIMITS.bufferMinutes.max, AVAILABILITY_MESSAGES.buffer),
  })
  .strict();
const HoursAnswerSchema = z.object({ start: z.string(), end: z.string() });

/** A member's availability as the API answers it, every weekday present. */
export const AvailabilityDataSchema = z.object({
  time_zone: z.string(),
  working_hours: z.object({
    mon: z.array(HoursAnswerSchema),
    tue: z.array(HoursAnswerSchema),
    wed: z.array(HoursAnswerSchema),
    thu: z.array(HoursAnswerSchema),
    fri: z.array(HoursAnswerSchema),
    sat: z.array(HoursAnswerSchema),
    sun: z.array(HoursAnswerSchema),
  }),
  daily_limit: z.number().int(),
  buffer_minutes: z.number().int(),
});
export type Availability = z.infer<typeof AvailabilityDataSchema>;

export const AvailabilityAnswerSchema = answerOf({ data: AvailabilityDataSchema });

// Calendars a member connects so that their busy time counts: a calendar's secret iCalendar address, or a CalDAV
// account. Only when each is busy is kept, never what the time is for.

export const CALENDAR_KINDS = ['ics', 'caldav'] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

export const CALENDAR_LIMITS = {
  /** Calendars per member: work, personal, a team's shared one, with room to spare. */
  perMember: 10,
  /** A calendar's address, as long as any provider makes one. */
  urlLength: 2000,
  /** The largest iCalendar file read: years of a busy person's events come to a few hundred kilobytes. */
  fileBytes: 5 * 1024 * 1024,
  /** How far ahead busy time is kept and slots are offered. */
  daysAhead: 60,
  /** Minutes between two reads of a calendar when nothing asks sooner. */
  syncEveryMinutes: 10,
} as const;

export const CALENDAR_MESSAGES = {
  url: 'Enter the calendar’s address, starting with https:// (or webcal://).',
  unresolved: 'That calendar’s address does not lead to a server.',
  privateAddress: 'That calendar’s address leads to a private network, which Openhire does not read.',
  tooMany: `A member connects at most ${CALENDAR_LIMITS.perMember} calendars.`,
  notFound: 'That calendar is not connected.',
  username: 'Enter the user name of the calendar account.',
  password: 'Enter the app password of the calendar account.',
} as const;

export const CALENDAR_TOASTS = {
  connected: 'Calendar connected.',
  removed: 'Calendar removed.',
  synced: 'Calendar read again.',
} as const;

const CalendarUrlSchema = z
  .string({ error: CALENDAR_MESSAGES.url })
  .trim()
  .max(CALENDAR_LIMITS.urlLength, CALENDAR_MESSAGES.url)
  // webcal:// is how calendar apps write an address to subscribe to; it is read over HTTPS.
  .transform((url) => url.replace(/^webcals?:\/\//i, 'https://'))
  .pipe(z.url({ protocol: /^https?$/, error: CALENDAR_MESSAGES.url }));

/** A calendar to connect: its secret address, or a CalDAV account with an app password. */
export const CalendarConnectionSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('ics'), url: CalendarUrlSchema }).strict(),
    z
      .object({
        kind: z.literal('caldav'),
        url: CalendarUrlSchema,
        username: z.string({ error: CALENDAR_MESSAGES.username }).trim().min(1, CALENDAR_MESSAGES.username).max(320),
        password: z.string({ error: CALENDAR_MESSAGES.password }).min(1, CALENDAR_MESSAGES.password).max(1000),
      })
      .strict(),
  ],
  { error: 'Choose a kind of calendar: "ics" or "caldav".' },
);

/** A connected calendar as the API answers it: never its address nor its password, which are secrets. */
export const CalendarDataSchema = z.object({
  id: z.uuid(),
  kind: z.enum(CALENDAR_KINDS),
  /** Where it comes from, as its owner recognises it: the server's name, and the account's for CalDAV. */
  label: z.string(),
  last_synced_at: z.string().nullable(),
  /** Why the last read failed, in plain words; null once a read succeeds. */
  last_error: z.string().nullable(),
});
export type CalendarConnection = z.infer<typeof CalendarDataSchema>;

export const CalendarAnswerSchema = answerOf({ data: CalendarDataSchema });
export const CreatedCalendarAnswerSchema = answerOf({ data: CalendarDataSchema }, 201);
export const CalendarListAnswerSchema = answerOf({ data: z.array(CalendarDataSchema) });

/** Members whose time is shown together on a day grid: a panel, with room to spare. */
const MEMBERS_AT_ONCE = 10;

const BUSY_MESSAGES = {
  members: `Choose from 1 to ${MEMBERS_AT_ONCE} members.`,
  range: `Give \`from\` and \`to\` as dates and times, \`to\` after \`from\` and at most ${CALENDAR_LIMITS.daysAhead} days later.`,
} as const;

const InstantSchema = z.iso.datetime({ offset: true, error: BUSY_MESSAGES.range }).transform((text) => new Date(text));

/** Whose time, and between which instants: what the busy time and the free slots are both asked about. */
const MembersBetweenSchema = z.object({
  members: z
    .string({ error: BUSY_MESSAGES.members })
    .transform((list) => [...new Set(list.split(',').map((id) => id.trim()))])
    .pipe(
      z
        .array(z.uuid({ error: BUSY_MESSAGES.members }))
        .min(1, BUSY_MESSAGES.members)
        .max(MEMBERS_AT_ONCE, BUSY_MESSAGES.members),
    ),
  from: InstantSchema,
  to: InstantSchema,
});

const isWithinRange = ({ from, to }: { from: Date; to: Date }) =>
  from < to && to.getTime() - from.getTime() <= CALENDAR_LIMITS.daysAhead * 24 * 60 * 60 * 1000;

export const BusyQuerySchema = MembersBetweenSchema.refine(isWithinRange, BUSY_MESSAGES.range);

const IntervalSchema = z.object({ start: z.string(), end: z.string() });

/** A member's time between `from` and `to`: when they are busy and when they work, and nothing about why. */
const MemberTimeSchema = z.object({
  member_id: z.uuid(),
  time_zone: z.string(),
  busy: z.array(IntervalSchema),
  working: z.array(IntervalSchema),
  /** A connected calendar of theirs could not be read lately: their busy time may miss its meetings. */
  calendar_stale: z.boolean(),
});
export type MemberTime = z.infer<typeof MemberTimeSchema>;

export const BusyAnswerSchema = answerOf({ data: z.array(MemberTimeSchema) });

export const FREE_SLOT_LIMITS = {
  /**
   * Minutes between two slots' starts, as the query gives them, counted from midnight UTC: slots start on the quarter
   * or the half hour of the UTC clock, whatever the members' zones.
   */
  steps: ['15', '30'],
  defaultStep: '30',
  /** The earliest slots answered at most: more than anyone reads; later ones are asked for from a later `from`. */
  maxSlots: 500,
} as const;

export const FREE_SLOT_MESSAGES = {
  duration: INTERVIEW_MESSAGES.duration,
  step: `Choose a \`step\` of ${FREE_SLOT_LIMITS.steps.join(' or ')} minutes.`,
  minAttendees: 'Choose `min_attendees` from 1 to the number of members.',
} as const;

/** An interview's length (as an interview takes it), how far apart slots start and how many members must be free. */
export const FreeSlotsQuerySchema = MembersBetweenSchema.extend({
  duration: z.coerce
    .number({ error: FREE_SLOT_MESSAGES.duration })
    .int(FREE_SLOT_MESSAGES.duration)
    .min(INTERVIEW_LIMITS.minDurationMinutes, FREE_SLOT_MESSAGES.duration)
    .max(INTERVIEW_LIMITS.maxDurationMinutes, FREE_SLOT_MESSAGES.duration),
  step: z
    .enum(FREE_SLOT_LIMITS.steps, { error: FREE_SLOT_MESSAGES.step })
    .default(FREE_SLOT_LIMITS.defaultStep)
    .transform(Number),
  // Every member asked about when left out.
  min_attendees: z.coerce
    .number({ error: FREE_SLOT_MESSAGES.minAttendees })
    .int(FREE_SLOT_MESSAGES.minAttendees)
    .min(1, FREE_SLOT_MESSAGES.minAttendees)
    .max(MEMBERS_AT_ONCE, FREE_SLOT_MESSAGES.minAttendees)
    .optional(),
})
  .refine(isWithinRange, BUSY_MESSAGES.range)
  .refine(({ members, min_attendees }) => (min_attendees ?? members.length) <= members.length, {
    message: FREE_SLOT_MESSAGES.minAttendees,
    path: ['min_attendees'],
  });

/** When an interview could be held, and which of the members asked about are free for all of it, in the order asked. */
const FreeSlotSchema = z.object({ start: z.string(), end: z.string(), members: z.array(z.uuid()) });
export type FreeSlot = z.infer<typeof FreeSlotSchema>;

export const FreeSlotsAnswerSchema = answerOf({ data: z.array(FreeSlotSchema) });
