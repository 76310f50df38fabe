import { useQuery } from '@tanstack/react-query';
import { authEndpoints } from '../../shared/auth-endpoints';
import { call } from './api-client';
import { queryKeys } from './query-keys';

async function getPasswordState(): Promise<boolean> {
  const answer = await call(authEndpoints.passwordState, {});
  return answer.has_password;
}

/** Whether the candidate's account has a password: one made by an e-mail code has none until they set it. */
export function useHasPassword() {
  return useQuery({ queryKey: queryKeys.candidatePassword(), queryFn: getPasswordState });
}
