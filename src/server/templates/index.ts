import { defineCapability } from '../capability.js';
import { OfferLetterService } from './offer-letters.js';
import { offerTemplateRoutes } from './offer-template-routes.js';
import { templateRoutes } from './routes.js';
import { createDefaultTemplates, TemplateService } from './service.js';

export { acceptedOfferPdf } from './offer-pdf.js';
export { mergeFor, mergeValuesFor } from './service.js';
export type { TemplateRow, TemplateService } from './service.js';

declare module '../capability.js' {
  interface Services {
    /** A company's e-mail templates, which stage e-mails merge. */
    templates: TemplateService;
  }
}

export const templatesCapability = defineCapability({
  name: 'templates',
  provides: ({ db }) => ({ templates: new TemplateService(db) }),
  routes: async (app, { db, files, services }) => {
    await app.register(templateRoutes, { guards: services.guards, templates: services.templates });
    await app.register(offerTemplateRoutes, {
      guards: services.guards,
      offerLetters: new OfferLetterService(db, files),
    });
  },
  reactions: { 'company.created': (tx, { companyId }) => createDefaultTemplates(tx, companyId) },
});
