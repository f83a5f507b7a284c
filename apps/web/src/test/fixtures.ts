import type { SessionUser } from '@stagepass/contract/accounts/session-user';
import { vi } from 'vitest';

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    user_id: 7,
    email: 'fan@example.com',
    username: 'fan',
    name: 'Frankie Fan',
    image: null,
    phone: null,
    is_business: false,
    is_specialist: false,
    is_agency: false,
    is_user: true,
    agency_as_client: false,
    terms_accepted: true,
    active: true,
    affiliate_code: null,
    has_password: true,
    ...overrides,
  };
}

/** member_query's member (spec 001 §7): the session user with its stored profile fields, empty unless given. */
export function makeMember(user: SessionUser, overrides: Record<string, unknown> = {}) {
  return {
    ...user,
    address: null,
    latitude: null,
    longitude: null,
    locality: null,
    administrative_area: null,
    sub_administrative_area: null,
    country: null,
    followers: 0,
    bio: null,
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Replaces global fetch; each call answers with the next response (the last one repeats). */
export function mockFetch(...responses: Array<Response | (() => Response | Promise<Response>)>) {
  let i = 0;
  const fn = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => {
    const r = responses[Math.min(i++, responses.length - 1)];
    if (!r) throw new Error('mockFetch needs at least one response');
    return typeof r === 'function' ? r() : r.clone();
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** The JSON body fetch was called with, by call index. */
export function sentBody(fetchMock: ReturnType<typeof mockFetch>, call = 0): Record<string, unknown> {
  const init = fetchMock.mock.calls[call]?.[1];
  return JSON.parse(String(init?.body ?? 'null')) as Record<string, unknown>;
}

export function sentHeaders(fetchMock: ReturnType<typeof mockFetch>, call = 0): Record<string, string> {
  return (fetchMock.mock.calls[call]?.[1]?.headers ?? {}) as Record<string, string>;
}

type ApiHandler = Response | ((body: Record<string, unknown>, headers: Record<string, string>) => Response);

/**
 * Replaces global fetch with answers by request name (POST /api) or by path (any other URL, e.g.
 * '/terms.html'). A request without a handler answers 404 like the server does.
 */
export function mockApi(handlers: Record<string, ApiHandler>) {
  const fn = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const path = String(url);
    if (path !== '/api') {
      const h = handlers[path];
      if (!h) return new Response('Not found', { status: 404 });
      return typeof h === 'function' ? h({}, {}) : h.clone();
    }
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const h = handlers[String(body.request)];
    if (!h) return jsonResponse(404, { message: `Unknown request: ${String(body.request)}`, code: 'UNKNOWN_REQUEST' });
    return typeof h === 'function' ? h(body, headers) : h.clone();
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** The bodies (and headers) of the POST /api calls made for one request name. */
export function callsTo(fetchMock: ReturnType<typeof mockApi>, request: string) {
  return fetchMock.mock.calls
    .filter(([url]) => String(url) === '/api')
    .map(([, init]) => ({
      body: JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>,
      headers: (init?.headers ?? {}) as Record<string, string>,
    }))
    .filter((c) => c.body.request === request);
}
