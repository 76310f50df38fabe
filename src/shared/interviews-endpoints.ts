import { z } from 'zod';
import { endpoints } from './endpoint.js';
import {
  CandidateInterviewAnswerSchema,
  CandidateInterviewsAnswerSchema,
  CreatedInterviewAnswerSchema,
  InterviewAnswerInputSchema,
  InterviewAnswerSchema,
  InterviewerAnswerInputSchema,
  InterviewInputSchema,
  InterviewsAnswerSchema,
  InterviewSettingsAnswerSchema,
  InterviewSettingsSchema,
  MemberInterviewsAnswerSchema,
  MemberInterviewsQuerySchema,
  NewInterviewInputSchema,
  PickSlotInputSchema,
} from './interviews.js';
import { IdParamsSchema } from './team.js';

// Members read the interviews of the applications they see, and those who may schedule change them; an Interviewer
// sees only the interviews they are on.
export const interviewEndpoints = endpoints('Interviews', {
  listOfApplication: {
    method: 'GET',
    path: '/api/applications/{id}/interviews/',
    summary: "An application's interviews, every round, cancelled ones included; an Interviewer's own only.",
    access: 'readApplications',
    token: 'read_interviews',
    params: IdParamsSchema,
    answers: { 200: InterviewsAnswerSchema },
  },
  schedule: {
    method: 'POST',
    path: '/api/applications/{id}/interviews/',
    summary:
      'Schedules an interview, or offers slots for the candidate to pick, and queues the invitations; ' +
      '`move_to_interview` also moves the application into Interview Scheduled, and `scorecard_template_id` chooses ' +
      "the template of its scorecards over its stage's (one of the company's, not archived), in the same action.",
    access: 'scheduleInterviews',
    token: 'manage_interviews',
    params: IdParamsSchema,
    body: NewInterviewInputSchema,
    answers: { 201: CreatedInterviewAnswerSchema },
  },
  get: {
    method: 'GET',
    path: '/api/interviews/{id}/',
    summary: 'One interview.',
    access: 'readApplications',
    token: 'read_interviews',
    params: IdParamsSchema,
    answers: { 200: InterviewAnswerSchema },
  },
  update: {
    method: 'PUT',
    path: '/api/interviews/{id}/',
    summary:
      'Changes an interview; everyone still invited gets the new revision and a removed interviewer a cancellation.',
    access: 'scheduleInterviews',
    token: 'manage_interviews',
    params: IdParamsSchema,
    body: InterviewInputSchema,
    answers: { 200: InterviewAnswerSchema },
  },
  cancel: {
    method: 'DELETE',
    path: '/api/interviews/{id}/',
    summary: 'Cancels an interview and tells everyone invited; the interview is kept, as cancelled.',
    access: 'scheduleInterviews',
    token: 'manage_interviews',
    params: IdParamsSchema,
    answers: { 200: InterviewAnswerSchema },
  },
  mine: {
    method: 'GET',
    path: '/api/interviews/mine/',
    summary:
      "The caller's own interviews as an interviewer, upcoming and past, by start; `from` and `to` narrow them to " +
      'those starting in that window.',
    access: 'member',
    query: MemberInterviewsQuerySchema,
    answers: { 200: MemberInterviewsAnswerSchema },
  },
  answerMine: {
    method: 'PUT',
    path: '/api/interviews/{id}/my_answer/',
    summary:
      "The caller answers their own invitation as an interviewer: accepted, declined or tentative; others' answers " +
      'are theirs alone.',
    access: 'readApplications',
    params: IdParamsSchema,
    body: InterviewerAnswerInputSchema,
    answers: { 200: InterviewAnswerSchema },
  },
  invitation: {
    method: 'GET',
    path: '/api/interviews/{id}/invite.ics',
    summary: "The interview's current event as the caller's calendar takes it in (`text/calendar`).",
    access: 'anyone',
    params: IdParamsSchema,
    answerType: 'text/calendar',
    answers: { 200: z.string() },
  },
});

// The candidate answers their own invitations and picks among offered slots.
export const candidateInterviewEndpoints = endpoints('Interviews', {
  listOwn: {
    method: 'GET',
    path: '/api/candidate/interviews/',
    summary: "The candidate's own interviews, every application's, by start.",
    access: 'candidate',
    answers: { 200: CandidateInterviewsAnswerSchema },
  },
  answer: {
    method: 'POST',
    path: '/api/interviews/{id}/answer/',
    summary: 'The candidate accepts, declines, or asks for another time with a message; answering again is harmless.',
    access: 'candidate',
    params: IdParamsSchema,
    body: InterviewAnswerInputSchema,
    answers: { 200: CandidateInterviewAnswerSchema },
  },
  pickSlot: {
    method: 'POST',
    path: '/api/interviews/{id}/slots/pick/',
    summary: 'The candidate picks one of the offered slots; the interview is booked and the invitations go out.',
    access: 'candidate',
    params: IdParamsSchema,
    body: PickSlotInputSchema,
    answers: { 200: CandidateInterviewAnswerSchema },
  },
});

// How the company's invitations read, which its Admins choose.
export const interviewSettingsEndpoints = endpoints('Interviews', {
  settings: {
    method: 'GET',
    path: '/api/interviews/settings/',
    summary: "How the company's interview invitations read.",
    access: 'manageCompany',
    answers: { 200: InterviewSettingsAnswerSchema },
  },
  saveSettings: {
    method: 'PUT',
    path: '/api/interviews/settings/',
    summary:
      "Chooses whether the candidate's invitations name the interviewers' e-mail addresses beside their names; " +
      'invitations sent from then on follow it.',
    access: 'manageCompany',
    body: InterviewSettingsSchema,
    answers: { 200: InterviewSettingsAnswerSchema },
  },
});
