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
