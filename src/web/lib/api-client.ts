import type { z } from 'zod';
import type { AnswerOf, BodyOf, EndpointShape } from '../../shared/endpoint';
import { READER_TIME_ZONE_HEADER } from '../../shared/dates';
import { browserTerms } from './dates';
import { endSession, getSession } from './session';

/** A failed call: the HTTP status (0 when the server could not be reached) and the server's message. */
export class ApiError extends Error {
  readonly status: number;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fields = fields;
  }
}

interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Send the session token; false for the calls the specification makes without it. */
  authenticated?: boolean;
  signal?: AbortSignal;
}

export const UNREACHABLE = 'The server could not be reached. Check your connection and try again.';

let sessionExpiredHandler: (() => void) | undefined;

/** The app decides where a person goes when the server says their session is over. */
export function onSessionExpired(handler: () => void): void {
  sessionExpiredHandler = handler;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The one path from a fetch to an answer or an ApiError: an unreachable server, an expired session and a
 * refused call end the same way for JSON calls and downloads.
 */
async function send(path: string, init: RequestInit, token: string | undefined, what: string): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, { ...init, credentials: 'same-origin' });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, UNREACHABLE);
  }
  if (response.ok) return response;
  throw refusedCall(response.status, await readJson(response), token, what);
}

/** The error of a call the server refused; a 401 to a signed-in call ends the session. */
export function refusedCall(status: number, payload: unknown, token: string | undefined, what: string): ApiError {
  if (status === 401 && token) {
    endSession();
    sessionExpiredHandler?.();
  }
  const message =
    isRecord(payload) && typeof payload.error === 'string' && payload.error
      ? payload.error
      : `The ${what} failed (HTTP ${status}).`;
  const fields = isRecord(payload) && isRecord(payload.fields) ? (payload.fields as Record<string, string>) : undefined;
  return new ApiError(status, message, fields);
}

function authorization(token: string | undefined): Record<string, string> {
  // The specification's client sends the token raw, without a "Bearer" prefix.
  return token ? { Authorization: token } : {};
}

/** The one HTTP client of the web app's calls: JSON in, JSON out, ApiError for anything but a 2xx answer. */
async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, authenticated = true, signal } = options;
  const token = authenticated ? getSession()?.token : undefined;
  // The reader's zone goes with every call (their language with the browser's Accept-Language): the server keeps
  // them when they sign in or apply, to write the dates of their e-mails in them.
  const headers: Record<string, string> = {
    Accept: 'application/json',
    [READER_TIME_ZONE_HEADER]: browserTerms().timeZone,
    ...authorization(token),
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const init = { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal };
  return (await readJson(await send(path, init, token, 'request'))) as T;
}

/** Downloads a file from an authorized route (resumes, offers): the bytes as a Blob, ApiError on failure. */
export async function apiDownload(path: string, signal?: AbortSignal): Promise<Blob> {
  const token = getSession()?.token;
  const response = await send(path, { headers: authorization(token), signal }, token, 'download');
  return response.blob();
}

type Input<Schema> = Schema extends z.ZodType ? z.input<Schema> : undefined;

/** What a call of `endpoint` sends: its path's values, its query and its body, each only where it declares one. */
type CallInput<E extends EndpointShape> = (E['params'] extends z.ZodType ? { params: Input<E['params']> } : object) &
  (E['query'] extends z.ZodType ? { query?: Input<E['query']> } : object) &
  (E['body'] extends z.ZodType ? { body: BodyOf<E> } : object);

/** The URL of a call of `endpoint`: its path's values filled in, and its query without empty values. */
export function pathOf(
  endpoint: EndpointShape,
  input: { params?: Record<string, unknown>; query?: Record<string, unknown> },
) {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_whole, name: string) =>
    encodeURIComponent(String(input.params?.[name])),
  );
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query ?? {}))
    if (value !== undefined && value !== '') query.set(name, String(value));
  return query.size > 0 ? `${path}?${query.toString()}` : path;
}

/** A call of a declared endpoint (`src/shared/<noun>-endpoints.ts`): its answer typed by the endpoint's success. */
export function call<E extends EndpointShape>(
  endpoint: E,
  input: CallInput<E>,
  options: Pick<ApiRequestOptions, 'authenticated' | 'signal'> = {},
): Promise<AnswerOf<E>> {
  const sent = input as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  return apiRequest<AnswerOf<E>>(pathOf(endpoint, sent), { ...options, method: endpoint.method, body: sent.body });
}

/** A call of a declared endpoint whose answer is a file (its `answerType`): the bytes as a Blob, ApiError on failure. */
export async function callForFile<E extends EndpointShape>(endpoint: E, input: CallInput<E>): Promise<Blob> {
  const sent = input as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  const token = getSession()?.token;
  const headers: Record<string, string> = { ...authorization(token) };
  if (sent.body !== undefined) headers['Content-Type'] = 'application/json';
  const init = {
    method: endpoint.method,
    headers,
    body: sent.body === undefined ? undefined : JSON.stringify(sent.body),
  };
  return (await send(pathOf(endpoint, sent), init, token, 'download')).blob();
}
