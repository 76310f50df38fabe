import { MessageAnswerSchema } from './api.js';
import { endpoints } from './endpoint.js';
import { FileAnswerSchema } from './files.js';
import {
  CreatedOfferTemplateAnswerSchema,
  OfferLetterInputSchema,
  OfferTemplateAnswerSchema,
  OfferTemplateInputSchema,
  OfferTemplatesAnswerSchema,
} from './offer-templates.js';
import { IdParamsSchema } from './team.js';

// Whoever may send an offer reads the offer templates and writes offers from them; Admins keep them.
export const offerTemplateEndpoints = endpoints('Offers', {
  list: {
    method: 'GET',
    path: '/api/offer_templates/',
    summary: "The company's offer templates.",
    access: 'moveApplications',
    answers: { 200: OfferTemplatesAnswerSchema },
  },
  create: {
    method: 'POST',
    path: '/api/offer_templates/',
    summary: 'Adds an offer template.',
    access: 'manageOfferTemplates',
    body: OfferTemplateInputSchema,
    answers: { 201: CreatedOfferTemplateAnswerSchema },
  },
  update: {
    method: 'PUT',
    path: '/api/offer_templates/{id}/',
    summary: 'Changes an offer template.',
    access: 'manageOfferTemplates',
    params: IdParamsSchema,
    body: OfferTemplateInputSchema,
    answers: { 200: OfferTemplateAnswerSchema },
  },
  remove: {
    method: 'DELETE',
    path: '/api/offer_templates/{id}/',
    summary: 'Deletes an offer template.',
    access: 'manageOfferTemplates',
    params: IdParamsSchema,
    answers: { 200: MessageAnswerSchema },
  },
  letter: {
    method: 'POST',
    path: '/api/offer_templates/{id}/letter/',
    summary:
      "The template written for one application as the PDF its candidate would receive; sent as a status change's offer, it is the offer.",
    access: 'moveApplications',
    params: IdParamsSchema,
    body: OfferLetterInputSchema,
    answerType: 'application/pdf',
    answers: { 200: FileAnswerSchema },
  },
});
