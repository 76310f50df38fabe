import { queryOptions } from '@tanstack/react-query';
import { scorecardEndpoints } from '../../shared/scorecards-endpoints';
import { call } from './api-client';
import { queryKeys } from './query-keys';

/**
 * The company's scorecard templates. It lives in lib because the templates settings, a posting's stages and the
 * interview dialog all offer them; saving or archiving a template invalidates this key.
 */
export const scorecardTemplatesQuery = queryOptions({
  queryKey: queryKeys.scorecardTemplates(),
  queryFn: async () => (await call(scorecardEndpoints.templates, {})).data,
});
