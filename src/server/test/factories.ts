import { randomUUID } from 'node:crypto';
import type { Role } from '../../shared/auth.js';
import { urlOf } from './routes.js';
import { authEndpoints } from '../../shared/auth-endpoints.js';

/** What the factories call: the app's own `inject`, or an HTTP client of an app running as a process. */
export interface ApiClient {
  inject(request: {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    headers?: Record<string, string>;
    payload?: object;
    /** The client's address, where the app counts calls per client address. */
    remoteAddress?: string;
  }): PromiseLike<{ statusCode: number; body: string; json<T>(): T }>;
}

export const STRONG_PASSWORD = 'Str0ng!pass';

export interface TestAccount {
  email: string;
  password: string;
  name: string;
  token: string;
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
}

async function makeAccount(app: ApiClient, role: Role, overrides: Partial<TestAccount> = {}): Promise<TestAccount> {
  const email = overrides.email ?? uniqueEmail(role);
  const password = overrides.password ?? STRONG_PASSWORD;
  const name = overrides.name ?? (role === 'recruiter' ? 'Acme Robotics' : 'Ada Lovelace');
  const register = await app.inject({
    method: 'POST',
    url: role === 'recruiter' ? urlOf(authEndpoints.registerRecruiter) : urlOf(authEndpoints.registerCandidate),
    payload: role === 'recruiter' ? { email, password, name, address: 'Toronto Canada' } : { email, password, name },
  });
  if (register.statusCode !== 201) throw new Error(`registration failed: ${register.body}`);
  return { email, password, name, token: await loginToken(app, email, password) };
}

export async function loginToken(app: ApiClient, email: string, password: string): Promise<string> {
  const login = await app.inject({ method: 'POST', url: '/login/', payload: { email, password } });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return login.json<{ refresh_token: string }>().refresh_token;
}

export const makeCompany = (app: ApiClient, overrides?: Partial<TestAccount>) =>
  makeAccount(app, 'recruiter', overrides);
export const makeCandidate = (app: ApiClient, overrides?: Partial<TestAccount>) =>
  makeAccount(app, 'candidate', overrides);

/** A company whose founder gave their own name at sign-up, as mail sent in it names them; with their member id. */
export async function makeNamedFounder(
  app: ApiClient,
  memberName = 'Jane Founder',
): Promise<TestAccount & { id: string }> {
  const email = uniqueEmail('founder');
  const name = 'Acme Robotics';
  const register = await app.inject({
    method: 'POST',
    url: urlOf(authEndpoints.registerRecruiter),
    payload: { email, password: STRONG_PASSWORD, name, address: 'Toronto Canada', member_name: memberName },
  });
  if (register.statusCode !== 201) throw new Error(`registration failed: ${register.body}`);
  const login = await app.inject({ method: 'POST', url: '/login/', payload: { email, password: STRONG_PASSWORD } });
  const answer = login.json<{ refresh_token: string; member: { id: string } }>();
  return { email, password: STRONG_PASSWORD, name, token: answer.refresh_token, id: answer.member.id };
}
