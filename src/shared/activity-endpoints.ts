import { MessageAnswerSchema } from './api.js';
import { endpoints } from './endpoint.js';
import {
  CreatedNoteAnswerSchema,
  NoteAnswerSchema,
  NoteInputSchema,
  NoteParamsSchema,
  NotesAnswerSchema,
  TimelineAnswerSchema,
} from './notes.js';
import { IdParamsSchema } from './team.js';

// Every member who may read an application reads and writes notes on it, Interviewers included.
export const activityEndpoints = endpoints('Activity', {
  notes: {
    method: 'GET',
    path: '/api/applications/{id}/notes/',
    summary: "An application's notes, oldest first.",
    access: 'readApplications',
    token: 'read_applications',
    params: IdParamsSchema,
    answers: { 200: NotesAnswerSchema },
  },
  addNote: {
    method: 'POST',
    path: '/api/applications/{id}/notes/',
    summary: 'Adds a note to an application; the members it mentions hear of it.',
    access: 'readApplications',
    token: 'change_applications',
    params: IdParamsSchema,
    body: NoteInputSchema,
    answers: { 201: CreatedNoteAnswerSchema },
  },
  editNote: {
    method: 'PUT',
    path: '/api/applications/{id}/notes/{note_id}/',
    summary: "Changes the caller's own note; members it newly mentions hear of it.",
    access: 'readApplications',
    params: NoteParamsSchema,
    body: NoteInputSchema,
    answers: { 200: NoteAnswerSchema },
  },
  removeNote: {
    method: 'DELETE',
    path: '/api/applications/{id}/notes/{note_id}/',
    summary: "Deletes the caller's own note.",
    access: 'readApplications',
    params: NoteParamsSchema,
    answers: { 200: MessageAnswerSchema },
  },
  timeline: {
    method: 'GET',
    path: '/api/applications/{id}/timeline/',
    summary: 'What happened to an application, and what its members said about it, in order.',
    access: 'readApplications',
    token: 'read_applications',
    params: IdParamsSchema,
    answers: { 200: TimelineAnswerSchema },
  },
});
