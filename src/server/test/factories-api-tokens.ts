import type { ApiToken, ApiTokenScope } from '../../shared/api-tokens.js';
import type { ApiClient } from './factories.js';
import { requestOf } from './routes.js';
import { apiTokenEndpoints } from '../../shared/api-tokens-endpoints.js';

/** An Admin's new API token for their company, as its one answer gives it. */
export async function makeApiToken(
  app: ApiClient,
  adminToken: string,
  scopes: readonly ApiTokenScope[],
  overrides: Record<string, unknown> = {},
): Promise<{ token: string; data: ApiToken }> {
  const response = await app.inject({
    ...requestOf(apiTokenEndpoints.create),
    headers: { authorization: adminToken },
    payload: { name: 'Sync to the HR system', scopes, ...overrides },
  });
  if (response.statusCode !== 201) throw new Error(`API token failed: ${response.body}`);
  return response.json<{ token: string; data: ApiToken }>();
}
