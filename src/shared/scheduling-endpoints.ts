import { endpoints } from './endpoint.js';
import { AvailabilityAnswerSchema, AvailabilitySchema } from './scheduling.js';

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
});
