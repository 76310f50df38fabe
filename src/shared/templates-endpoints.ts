import { MessageAnswerSchema } from './api.js';
import { endpoints } from './endpoint.js';
import { IdParamsSchema } from './team.js';
import {
  CreatedEmailTemplateAnswerSchema,
  EmailTemplateAnswerSchema,
  EmailTemplateInputSchema,
  EmailTemplatesAnswerSchema,
  TemplatePreviewAnswerSchema,
  TemplatePreviewQuerySchema,
} from './templates.js';

// Whoever may e-mail a candidate reads the templates; Admins and Recruiters keep them.
export const templateEndpoints = endpoints('Templates', {
  list: {
    method: 'GET',
    path: '/api/email_templates/',
    summary: "The company's e-mail templates.",
    access: 'moveApplications',
    answers: { 200: EmailTemplatesAnswerSchema },
  },
  create: {
    method: 'POST',
    path: '/api/email_templates/',
    summary: 'Adds an e-mail template.',
    access: 'manageTemplates',
    body: EmailTemplateInputSchema,
    answers: { 201: CreatedEmailTemplateAnswerSchema },
  },
  update: {
    method: 'PUT',
    path: '/api/email_templates/{id}/',
    summary: 'Changes an e-mail template.',
    access: 'manageTemplates',
    params: IdParamsSchema,
    body: EmailTemplateInputSchema,
    answers: { 200: EmailTemplateAnswerSchema },
  },
  remove: {
    method: 'DELETE',
    path: '/api/email_templates/{id}/',
    summary: 'Deletes an e-mail template.',
    access: 'manageTemplates',
    params: IdParamsSchema,
    answers: { 200: MessageAnswerSchema },
  },
  preview: {
    method: 'GET',
    path: '/api/email_templates/{id}/preview/',
    summary: "A template merged with an application's values, as its candidate would read it.",
    access: 'moveApplications',
    params: IdParamsSchema,
    query: TemplatePreviewQuerySchema,
    answers: { 200: TemplatePreviewAnswerSchema },
  },
});
