import { queryOptions } from '@tanstack/react-query';
import { templateEndpoints } from '../../shared/templates-endpoints';
import { call } from './api-client';
import { queryKeys } from './query-keys';

/**
 * The company's e-mail templates. It lives in lib because three screens read it: the templates settings, the stage
 * settings and bulk moves (which send one), and the e-mail dialog; saving a template invalidates this key.
 */
export const emailTemplatesQuery = queryOptions({
  queryKey: queryKeys.emailTemplates(),
  queryFn: async () => (await call(templateEndpoints.list, {})).data,
});
