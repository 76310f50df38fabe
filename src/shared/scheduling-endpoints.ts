import { endpoints } from './endpoint.js';
import { MessageAnswerSchema } from './api.js';
import {
  AvailabilityAnswerSchema,
  AvailabilitySchema,
  BusyAnswerSchema,
  BusyQuerySchema,
  CalendarAnswerSchema,
  CalendarConnectionSchema,
  CalendarListAnswerSchema,
  CreatedCalendarAnswerSchema,
  FREE_SLOT_LIMITS,
  FreeSlotsAnswerSchema,
  FreeSlotsQuerySchema,
} from './scheduling.js';
import { IdParamsSchema } from './team.js';

export const schedulingEndpoints = endpoints('Scheduling', {
  // Every member says when they can interview; nobody else sets a person's hours.
  availability: {
    method: 'GET',
    path: '/api/team/members/me/availability/',
    summary: "The signed-in member's time zone, working hours, daily limit of interviews and break between them.",
    access: 'member',
    answers: { 200: AvailabilityAnswerSchema },
  },
  saveAvailability: {
    method: 'PUT',
    path: '/api/team/members/me/availability/',
    summary: "Replaces the signed-in member's availability; a weekday left out has no working hours.",
    access: 'member',
    body: AvailabilitySchema,
    answers: { 200: AvailabilityAnswerSchema },
  },
  // A member's calendars are theirs alone: nobody else adds, reads or removes them, and their secrets never come back.
  calendars: {
    method: 'GET',
    path: '/api/team/members/me/calendars/',
    summary:
      "The signed-in member's connected calendars, each with when it was last read and why it failed, if it did.",
    access: 'member',
    answers: { 200: CalendarListAnswerSchema },
  },
  connectCalendar: {
    method: 'POST',
    path: '/api/team/members/me/calendars/',
    summary:
      'Connects a calendar by its secret iCalendar address (`kind: "ics"`, `url`); it is read once first, and one ' +
      'that cannot be read is refused with the reason. Answered without the address.',
    access: 'member',
    body: CalendarConnectionSchema,
    answers: { 201: CreatedCalendarAnswerSchema },
  },
  removeCalendar: {
    method: 'DELETE',
    path: '/api/team/members/me/calendars/{id}/',
    summary: 'Disconnects a calendar and forgets the busy time read from it.',
    access: 'member',
    params: IdParamsSchema,
    answers: { 200: MessageAnswerSchema },
  },
  syncCalendar: {
    method: 'POST',
    path: '/api/team/members/me/calendars/{id}/sync/',
    summary: 'Reads a calendar again now; a failure is answered as its `last_error`.',
    access: 'member',
    params: IdParamsSchema,
    answers: { 200: CalendarAnswerSchema },
  },
  busy: {
    method: 'GET',
    path: '/api/scheduling/busy/',
    summary:
      "Members' busy time (from their calendars and the interviews booked in Openhire) and working hours between " +
      "`from` and `to`, as intervals without any detail, for choosing an interview's time.",
    access: 'scheduleInterviews',
    query: BusyQuerySchema,
    answers: { 200: BusyAnswerSchema },
  },
  freeSlots: {
    method: 'GET',
    path: '/api/scheduling/free_slots/',
    summary:
      'The times an interview of `duration` minutes could start between `from` and `to`, every `step` minutes on the ' +
      'UTC clock, with at least `min_attendees` of the members free (within working hours, clear of busy time and its ' +
      `break, under the daily limit), each naming those free; the earliest ${FREE_SLOT_LIMITS.maxSlots}.`,
    access: 'scheduleInterviews',
    query: FreeSlotsQuerySchema,
    answers: { 200: FreeSlotsAnswerSchema },
  },
});
