import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { NewApiTokenSchema } from '../../../../shared/api-tokens';
import { apiTokenEndpoints } from '../../../../shared/api-tokens-endpoints';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const apiTokensQuery = queryOptions({
  queryKey: queryKeys.apiTokens(),
  queryFn: async () => (await call(apiTokenEndpoints.list, {})).data,
});

/** Creates a token; answers the token itself, which is shown this once. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: z.input<typeof NewApiTokenSchema>) =>
      (await call(apiTokenEndpoints.create, { body: input })).token,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiTokens() }),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await call(apiTokenEndpoints.revoke, { params: { id } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiTokens() }),
  });
}
