import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { MemberSummary } from '../../shared/auth';
import type { AnswerOf, EndpointShape } from '../../shared/endpoint';
import { AppToaster } from '../app/app-toaster';
import { startSession } from '../lib/session';

/** A call the component made, as the server would have read it. */
interface SeenCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Reply = { status: number; body: unknown } | 'never';

interface Answering {
  method: string;
  pattern: RegExp;
  reply: (call: SeenCall) => Reply;
}

function patternOf(endpoint: EndpointShape): RegExp {
  const escaped = endpoint.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+');
  return new RegExp(`^${escaped}$`);
}

function successStatus(endpoint: EndpointShape): number {
  const statuses = Object.keys(endpoint.answers ?? {}).map(Number);
  return statuses.find((status) => status >= 200 && status < 300) ?? 200;
}

/**
 * The server's side of a component test: answers to the declared endpoints (`src/shared/*-endpoints.ts`), typed by
 * their declarations, in place of `fetch`. A call nobody answered gets a 404, as an unknown route would.
 */
class FakeServer {
  readonly calls: SeenCall[] = [];
  private readonly routes: Answering[] = [];

  /** Answers `endpoint` with `answer`, or with what `answer` makes of the call; a later answer wins. */
  answer<E extends EndpointShape>(endpoint: E, answer: AnswerOf<E> | ((call: SeenCall) => AnswerOf<E>)): this {
    const status = successStatus(endpoint);
    return this.on(endpoint, (call) => ({
      status,
      body: typeof answer === 'function' ? (answer as (call: SeenCall) => unknown)(call) : answer,
    }));
  }

  /** Refuses `endpoint` as the server's error handler does: `{ status, error, fields }`. */
  refuse(endpoint: EndpointShape, status: number, error: string, fields?: Record<string, string>): this {
    return this.on(endpoint, () => ({ status, body: { status, error, ...(fields && { fields }) } }));
  }

  /** Never answers `endpoint`: the screen stays as it is while it waits. */
  hold(endpoint: EndpointShape): this {
    return this.on(endpoint, () => 'never');
  }

  /** The calls made of `endpoint`, oldest first. */
  callsOf(endpoint: EndpointShape): SeenCall[] {
    const pattern = patternOf(endpoint);
    return this.calls.filter((call) => call.method === endpoint.method && pattern.test(call.path));
  }

  private on(endpoint: EndpointShape, reply: Answering['reply']): this {
    this.routes.unshift({ method: endpoint.method, pattern: patternOf(endpoint), reply });
    return this;
  }

  readonly fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call: SeenCall = { method, path: url.pathname, query: url.searchParams, body };
    this.calls.push(call);
    const route = this.routes.find((candidate) => candidate.method === method && candidate.pattern.test(url.pathname));
    const reply = route
      ? route.reply(call)
      : { status: 404, body: { status: 404, error: `No answer for ${method} ${url.pathname}` } };
    if (reply === 'never') return new Promise<Response>(() => {});
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
}

/** A fresh fake server, standing in for `fetch` until the test ends. */
export function fakeServer(): FakeServer {
  const server = new FakeServer();
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

/** A member of the company "Acme" signed in with `role`. */
export function signInMember(role: MemberSummary['role'] = 'admin'): MemberSummary {
  const member: MemberSummary = { id: '00000000-0000-4000-8000-000000000001', name: 'Ada Admin', role };
  startSession({ token: 'test-session', isRecruiter: true, name: 'Acme', member });
  return member;
}

/** A candidate signed in as "Cara Candidate". */
export function signInCandidate(): void {
  startSession({ token: 'test-session', isRecruiter: false, name: 'Cara Candidate', member: null });
}

function WhereNow() {
  const location = useLocation();
  return <p data-testid="left-for">{location.pathname}</p>;
}

interface RenderOptions {
  /** The address the screen is shown at, and the route pattern that reads its parameters. */
  at?: string;
  route?: string;
}

/**
 * Renders `ui` as the app shows it: a real QueryClient (no retries, so that a refusal shows at once), a router at
 * `at`, and the toaster. Returns Testing Library's queries and a user who types and clicks as a person does.
 */
export function renderScreen(ui: ReactElement, { at = '/', route = '*' }: RenderOptions = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={route} element={ui} />
          {route !== '*' && <Route path="*" element={<WhereNow />} />}
        </Routes>
      </MemoryRouter>
      <AppToaster />
    </QueryClientProvider>,
  );
  return { ...view, user, queryClient };
}
