import { endpoints } from './endpoint.js';
import {
  CandidateMessageAnswerSchema,
  CandidateMessageInputSchema,
  CandidateMessagesAnswerSchema,
  InboundAnswerSchema,
  MESSAGE_LIMITS,
  MessageAnswerSchema,
  MessageAttachmentParamsSchema,
  MessageInputSchema,
  MessagesAnswerSchema,
  MessageUploadAnswerSchema,
  MessageUploadInputSchema,
} from './messages.js';
import { FileAnswerSchema } from './files.js';
import { IdParamsSchema } from './team.js';

// An application's conversation with its candidate (decision 095). Every member who may read the application reads
// and writes it; what the team sends joins it, and the candidate's answers come back into it.
export const messagesEndpoints = endpoints('Messages', {
  messages: {
    method: 'GET',
    path: '/api/applications/{id}/messages/',
    summary: "An application's messages with its candidate, both ways, oldest first.",
    access: 'readApplications',
    token: 'read_applications',
    params: IdParamsSchema,
    answers: { 200: MessagesAnswerSchema },
  },
  sendMessage: {
    method: 'POST',
    path: '/api/applications/{id}/messages/',
    summary: "Sends the candidate a message in the application's thread; their answer comes back into it.",
    // Writing to a candidate is e-mailing them, which Interviewers may not do; they read the thread.
    access: 'moveApplications',
    token: 'change_applications',
    params: IdParamsSchema,
    body: MessageInputSchema,
    answers: { 201: MessageAnswerSchema },
  },
  uploadAttachment: {
    method: 'POST',
    path: '/api/messages/attachments/',
    summary:
      "Keeps a file (PDF, DOC, DOCX or a picture) to attach to a message; the answer's id goes in `attachments`.",
    access: 'moveApplications',
    carriesFile: true,
    token: 'change_applications',
    body: MessageUploadInputSchema,
    // The file as base64 and its name.
    bodyLimit: Math.ceil((MESSAGE_LIMITS.attachmentBytes * 4) / 3) + 64 * 1024,
    answers: { 201: MessageUploadAnswerSchema },
  },
  attachment: {
    method: 'GET',
    path: '/api/messages/{id}/attachments/{attachment_id}',
    summary: 'A file that came with, or went with, a message.',
    access: 'readApplications',
    token: 'read_applications',
    params: MessageAttachmentParamsSchema,
    answerType: 'application/octet-stream',
    answers: { 200: FileAnswerSchema },
  },
  inbound: {
    method: 'POST',
    path: '/api/inbound/email/',
    summary:
      'Takes one raw e-mail (message/rfc822, or multipart/form-data with it in `email` or `body-mime`) from a ' +
      'provider that forwards inbound mail, with `Authorization: Bearer INBOUND_TOKEN`.',
    access: 'public',
    carriesFile: true,
    bodyLimit: MESSAGE_LIMITS.rawBytes + 1024 * 1024,
    answers: { 202: InboundAnswerSchema },
  },
});

// The candidate's side of the same thread, without the team's notes.
export const candidateMessagesEndpoints = endpoints('Messages', {
  candidateMessages: {
    method: 'GET',
    path: '/api/candidate/applications/{id}/messages/',
    summary: "The candidate's conversation with the company about one of their applications.",
    access: 'candidate',
    params: IdParamsSchema,
    answers: { 200: CandidateMessagesAnswerSchema },
  },
  sendCandidateMessage: {
    method: 'POST',
    path: '/api/candidate/applications/{id}/messages/',
    summary: "Writes to the company about one of the candidate's applications.",
    access: 'candidate',
    params: IdParamsSchema,
    body: CandidateMessageInputSchema,
    answers: { 201: CandidateMessageAnswerSchema },
  },
  candidateAttachment: {
    method: 'GET',
    path: '/api/candidate/messages/{id}/attachments/{attachment_id}',
    summary: "A file that came with, or went with, a message the candidate's thread shows them.",
    access: 'candidate',
    params: MessageAttachmentParamsSchema,
    answerType: 'application/octet-stream',
    answers: { 200: FileAnswerSchema },
  },
});
