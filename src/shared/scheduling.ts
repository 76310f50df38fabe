import { z } from 'zod';
import { answerOf } from './api.js';
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
