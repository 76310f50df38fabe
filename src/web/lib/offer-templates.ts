import { queryOptions } from '@tanstack/react-query';
import { offerTemplateEndpoints } from '../../shared/offer-templates-endpoints';
import type { OfferLetterInput } from '../../shared/offer-templates';
import { call, callForFile } from './api-client';
import { queryKeys } from './query-keys';

/**
 * The company's offer templates. It lives in lib because two screens read it: the offer templates settings, and the
 * offer field of a status update and of a move into Offer Sent; saving a template invalidates this key.
 */
export const offerTemplatesQuery = queryOptions({
  queryKey: queryKeys.offerTemplates(),
  queryFn: async () => (await call(offerTemplateEndpoints.list, {})).data,
});

/** The offer written from a template for one application: the PDF the member previews and then sends. */
export const offerLetter = (templateId: string, input: OfferLetterInput): Promise<Blob> =>
  callForFile(offerTemplateEndpoints.letter, { params: { id: templateId }, body: input });
