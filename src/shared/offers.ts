import { z } from 'zod';
import { APPLICATION_MESSAGES, type ApplicationStatus } from './applications.js';
import { singleLineText } from './text.js';
import { TimeZoneSchema } from './time-zones.js';

export const OFFER_MAX_BYTES = 10 * 1024 * 1024;

/** A candidate's answer to an offer, and the status each answer leaves the application in. */
export const OFFER_ANSWERS = {
  accept: 'Offer Accepted',
  decline: 'Offer Declined',
} as const satisfies Record<string, ApplicationStatus>;
export type OfferAnswer = keyof typeof OFFER_ANSWERS;
const ANSWERED_OFFER_STATUSES: readonly ApplicationStatus[] = Object.values(OFFER_ANSWERS);
export const isAnsweredOffer = (status: ApplicationStatus): boolean => ANSWERED_OFFER_STATUSES.includes(status);

// Room for both names and any spaces between them.
const FULL_NAME_MAX = 300;

/** The answer is signed with the candidate's typed full name, which must be the application's first and last name. */
export const OfferAnswerSchema = z.object({
  answer: z.enum(['accept', 'decline'], { error: APPLICATION_MESSAGES.offerAnswerRequired }),
  full_name: singleLineText({ error: APPLICATION_MESSAGES.fullNameRequired })
    .trim()
    .min(1, APPLICATION_MESSAGES.fullNameRequired)
    .max(FULL_NAME_MAX, APPLICATION_MESSAGES.fullNameMismatch),
  /** The candidate's own zone (their browser's), in which the signed copy also words the time of an acceptance. */
  time_zone: TimeZoneSchema.optional(),
});
export type OfferAnswerInput = z.infer<typeof OfferAnswerSchema>;

const foldName = (name: string) => name.normalize('NFC').toLowerCase().replace(/\s+/g, '');

/** Whether a typed name is the application's first and last name, whatever its case and its spaces. */
export const isApplicationName = (typed: string, firstName: string, lastName: string): boolean =>
  foldName(typed) === foldName(`${firstName}${lastName}`);

/** The time of an acceptance as its signer read it: their own zone's day and clock. */
export const signersTime = (at: Date, timeZone = 'UTC'): string =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'long', timeZone }).format(at);
