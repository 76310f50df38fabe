import { z } from 'zod';
import { answerOf } from './api.js';
import { SCORECARD_MESSAGES } from './scorecards.js';
import { isWebLink, multiLineText, singleLineText } from './text.js';
import { LOCAL_DATE_TIME, TimeZoneSchema, zonedInstant } from './time-zones.js';

// Interviews: a meeting with the candidate about one application, its interviewers and their answers, and the
// candidate's answer or choice among offered slots.

export const INTERVIEW_KINDS = ['phone', 'video', 'on_site', 'technical', 'panel', 'other'] as const;
export type InterviewKind = (typeof INTERVIEW_KINDS)[number];

export const INTERVIEW_KIND_NAMES: Record<InterviewKind, string> = {
  phone: 'Phone',
  video: 'Video',
  on_site: 'On site',
  technical: 'Technical',
  panel: 'Panel',
  other: 'Other',
};

export const INTERVIEW_STATUSES = ['scheduled', 'cancelled', 'completed'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

/** An invitee's answer as stored: the candidate's, or an interviewer's. */
export const INTERVIEW_ANSWERS = ['pending', 'accepted', 'declined', 'proposed', 'tentative'] as const;

/** The candidate's answer. "Proposed" asks for another time. */
export const CANDIDATE_ANSWERS = ['pending', 'accepted', 'declined', 'proposed'] as const;
export type CandidateAnswer = (typeof CANDIDATE_ANSWERS)[number];

/** An interviewer's answer, as calendars know it (RFC 5545 PARTSTAT): "tentative" is a maybe. */
const INTERVIEWER_ANSWERS = ['pending', 'accepted', 'declined', 'tentative'] as const;
export type InterviewerAnswer = (typeof INTERVIEWER_ANSWERS)[number];

/** Each answer as the screens name it. */
export const INTERVIEW_ANSWER_NAMES: Record<(typeof INTERVIEW_ANSWERS)[number], string> = {
  pending: 'No answer yet',
  accepted: 'Accepted',
  declined: 'Declined',
  proposed: 'Asked for another time',
  tentative: 'Maybe',
};

/** What an interviewer may answer their own invitation. */
const INTERVIEWER_CHOICES = ['accepted', 'declined', 'tentative'] as const;

/** What the candidate may do with an invitation: accept it, decline it, or ask for another time. */
const CANDIDATE_ACTIONS = ['accept', 'decline', 'propose'] as const;

export const INTERVIEW_LIMITS = {
  titleLength: 200,
  locationLength: 500,
  noteLength: 2000,
  messageLength: 2000,
  urlLength: 2000,
  minDurationMinutes: 15,
  maxDurationMinutes: 480,
  maxInterviewers: 10,
  minSlots: 2,
  maxSlots: 10,
} as const;

export const INTERVIEW_MESSAGES = {
  notFound: 'No such interview.',
  title: `Keep the title within ${INTERVIEW_LIMITS.titleLength} characters.`,
  kind: 'Choose phone, video, on site, technical, panel or other.',
  duration: `Choose a duration from ${INTERVIEW_LIMITS.minDurationMinutes} to ${INTERVIEW_LIMITS.maxDurationMinutes} minutes.`,
  location: `Keep the location within ${INTERVIEW_LIMITS.locationLength} characters.`,
  videoUrl: 'Enter a video link starting with http:// or https://.',
  note: `Keep the note within ${INTERVIEW_LIMITS.noteLength} characters.`,
  interviewers: `Choose 1 to ${INTERVIEW_LIMITS.maxInterviewers} interviewers.`,
  interviewerTwice: 'Choose each interviewer once.',
  interviewerUnknown:
    "Choose interviewers among your company's members; a Hiring Manager, among the posting's hiring team.",
  cancelled: 'This interview is cancelled: schedule a new one instead.',
  bookedKeepsStart: 'A booked interview keeps one start: choose its new time instead of offering slots.',
  start: 'Choose a date and time.',
  startOrSlots: 'Choose one start, or offer slots for the candidate to pick from.',
  slots: `Offer ${INTERVIEW_LIMITS.minSlots} to ${INTERVIEW_LIMITS.maxSlots} different slots.`,
  skippedTime: 'That time does not exist in the chosen time zone: its clocks skip it that day. Choose another time.',
  message: `Keep the message within ${INTERVIEW_LIMITS.messageLength} characters.`,
  messageNeeded: 'Say which times suit you better.',
  over: 'This interview is over.',
  slotUnknown: 'Choose one of the offered times.',
  slotPast: 'That time has passed. Choose a later one.',
  slotTaken: 'That time has just been taken: the interview is booked for another time.',
} as const;

/** What the screens say once a change is made. */
export const INTERVIEW_TOASTS = {
  scheduled: 'Interview scheduled. The invitations are on their way.',
  slotsOffered: 'Times offered. The candidate is asked to pick one.',
  saved: 'Interview saved. Everyone invited gets the change.',
  cancelled: 'Interview cancelled. Everyone invited is told.',
  interviewerAnswered: 'Your answer is saved.',
  settingsSaved: 'Invitation settings saved.',
  accepted: 'You accepted the interview.',
  declined: 'You declined the interview.',
  proposed: 'Your message was sent: the team will suggest another time.',
  picked: 'Your interview is booked.',
} as const;

export const defaultInterviewTitle = (jobTitle: string) => `Interview for ${jobTitle}`;

const LocalDateTimeSchema = z
  .string({ error: INTERVIEW_MESSAGES.start })
  .regex(LOCAL_DATE_TIME, INTERVIEW_MESSAGES.start);

/**
 * What a scheduler sends: one start as the wall-clock time they chose in their time zone, or slots in the same zone
 * for the candidate to pick from. The server stores each as a moment with the zone kept beside it.
 */
export const InterviewInputSchema = z
  .object({
    /** Empty for "Interview for {job title}". */
    title: singleLineText({ error: INTERVIEW_MESSAGES.title })
      .trim()
      .max(INTERVIEW_LIMITS.titleLength, INTERVIEW_MESSAGES.title)
      .default(''),
    kind: z.enum(INTERVIEW_KINDS, { error: INTERVIEW_MESSAGES.kind }),
    duration_minutes: z
      .number({ error: INTERVIEW_MESSAGES.duration })
      .int(INTERVIEW_MESSAGES.duration)
      .min(INTERVIEW_LIMITS.minDurationMinutes, INTERVIEW_MESSAGES.duration)
      .max(INTERVIEW_LIMITS.maxDurationMinutes, INTERVIEW_MESSAGES.duration),
    location: singleLineText({ error: INTERVIEW_MESSAGES.location })
      .trim()
      .max(INTERVIEW_LIMITS.locationLength, INTERVIEW_MESSAGES.location)
      .default(''),
    /** An empty field, as a form sends it, is no link. */
    video_url: singleLineText({ error: INTERVIEW_MESSAGES.videoUrl })
      .trim()
      .max(INTERVIEW_LIMITS.urlLength, INTERVIEW_MESSAGES.videoUrl)
      .refine((link) => link === '' || isWebLink(link), INTERVIEW_MESSAGES.videoUrl)
      .transform((link) => link || null)
      .nullable()
      .default(null),
    /** Shown to the candidate in the invitation. */
    note: multiLineText({ error: INTERVIEW_MESSAGES.note })
      .trim()
      .max(INTERVIEW_LIMITS.noteLength, INTERVIEW_MESSAGES.note)
      .default(''),
    interviewer_ids: z
      .array(z.uuid({ error: INTERVIEW_MESSAGES.interviewers }), { error: INTERVIEW_MESSAGES.interviewers })
      .min(1, INTERVIEW_MESSAGES.interviewers)
      .max(INTERVIEW_LIMITS.maxInterviewers, INTERVIEW_MESSAGES.interviewers)
      .refine((ids) => new Set(ids).size === ids.length, INTERVIEW_MESSAGES.interviewerTwice),
    time_zone: TimeZoneSchema,
    starts_at_local: LocalDateTimeSchema.optional(),
    slots: z
      .array(LocalDateTimeSchema, { error: INTERVIEW_MESSAGES.slots })
      .min(INTERVIEW_LIMITS.minSlots, INTERVIEW_MESSAGES.slots)
      .max(INTERVIEW_LIMITS.maxSlots, INTERVIEW_MESSAGES.slots)
      .refine((slots) => new Set(slots).size === slots.length, INTERVIEW_MESSAGES.slots)
      .optional(),
  })
  .superRefine((input, context) => {
    if ((input.starts_at_local === undefined) === (input.slots === undefined)) {
      context.addIssue({ code: 'custom', path: ['starts_at_local'], message: INTERVIEW_MESSAGES.startOrSlots });
      return;
    }
    const times = input.starts_at_local === undefined ? (input.slots ?? []) : [input.starts_at_local];
    times.forEach((local, index) => {
      if (zonedInstant(local, input.time_zone)) return;
      const path = input.starts_at_local === undefined ? ['slots', index] : ['starts_at_local'];
      context.addIssue({ code: 'custom', path, message: INTERVIEW_MESSAGES.skippedTime });
    });
  });

/** The candidate's answer to an invitation; asking for another time says which. */
export const InterviewAnswerInputSchema = z
  .object({
    answer: z.enum(CANDIDATE_ACTIONS),
    message: multiLineText({ error: INTERVIEW_MESSAGES.message })
      .trim()
      .max(INTERVIEW_LIMITS.messageLength, INTERVIEW_MESSAGES.message)
      .default(''),
  })
  .refine((input) => input.answer !== 'propose' || input.message !== '', {
    path: ['message'],
    message: INTERVIEW_MESSAGES.messageNeeded,
  });

/** An interviewer's answer to their own invitation. */
export const InterviewerAnswerInputSchema = z.object({
  answer: z.enum(INTERVIEWER_CHOICES, { error: 'Choose accepted, declined or tentative.' }),
});

const InterviewerSchema = z.object({
  id: z.string(),
  name: z.string(),
  answer: z.enum(INTERVIEWER_ANSWERS),
});

const InterviewSlotSchema = z.object({ id: z.string(), starts_at: z.string(), ends_at: z.string() });

/** An interview as members and the candidate read it; times are ISO UTC, and `time_zone` is the scheduler's. */
export const InterviewSchema = z.object({
  id: z.string(),
  application_id: z.string(),
  title: z.string(),
  kind: z.enum(INTERVIEW_KINDS),
  /** Null while the candidate picks one of `slots`. */
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  time_zone: z.string(),
  location: z.string(),
  video_url: z.string().nullable(),
  /** What the candidate is told beside the time and place. */
  note: z.string(),
  interviewers: z.array(InterviewerSchema),
  candidate_answer: z.enum(CANDIDATE_ANSWERS),
  status: z.enum(INTERVIEW_STATUSES),
  /** Empty once the interview is booked. */
  slots: z.array(InterviewSlotSchema),
  /** The invitation's revision (iCalendar SEQUENCE): each change that calendars must take in adds one. */
  sequence: z.number().int(),
  /** The template chosen for this interview's scorecards, over its stage's; null when none is. */
  scorecard_template: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});

/**
 * Scheduling from the application may also move it into the Interview Scheduled phase, and choose the template of the
 * interview's scorecards over its stage's, in the same action.
 */
export const NewInterviewInputSchema = InterviewInputSchema.and(
  z.object({
    move_to_interview: z.boolean({ error: 'Say whether to move the application.' }).default(false),
    scorecard_template_id: z.uuid({ error: SCORECARD_MESSAGES.templateNotFound }).optional(),
  }),
);

/** An interview in a member's own list: whom it is with, and for which posting. */
export const MemberInterviewSchema = InterviewSchema.extend({ candidate_name: z.string(), job_title: z.string() });

/** An interview as its candidate reads it: the interviewers by name only. */
export const CandidateInterviewSchema = InterviewSchema.omit({ interviewers: true, scorecard_template: true }).extend({
  interviewers: z.array(z.object({ name: z.string() })),
  job_title: z.string(),
  company_name: z.string(),
});

/** A time window of a member's interviews, as ISO moments: those starting from `from` and before `to`. */
export const MemberInterviewsQuerySchema = z.object({
  from: z.iso.datetime({ offset: true, error: 'Give the window as ISO moments.' }).optional(),
  to: z.iso.datetime({ offset: true, error: 'Give the window as ISO moments.' }).optional(),
});

/** The candidate picks one of the offered slots by its id. */
export const PickSlotInputSchema = z.object({ slot_id: z.uuid({ error: 'Choose one of the offered times.' }) });

/** How the company's interview invitations read: whether the candidate's copy names the interviewers' addresses. */
export const InterviewSettingsSchema = z.object({
  interviewer_emails_to_candidates: z.boolean({ error: 'Say whether to show the addresses.' }),
});
export const InterviewSettingsAnswerSchema = answerOf({ data: InterviewSettingsSchema });

export const InterviewAnswerSchema = answerOf({ data: InterviewSchema });
export const CreatedInterviewAnswerSchema = answerOf({ data: InterviewSchema }, 201);
export const InterviewsAnswerSchema = answerOf({ data: z.array(InterviewSchema) });
export const MemberInterviewsAnswerSchema = answerOf({ data: z.array(MemberInterviewSchema) });
export const CandidateInterviewAnswerSchema = answerOf({ data: CandidateInterviewSchema });
export const CandidateInterviewsAnswerSchema = answerOf({ data: z.array(CandidateInterviewSchema) });
