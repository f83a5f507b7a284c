import { vi } from 'vitest';
import type { RequestName } from '@stagepass/contract/registry';
import { jsonResponse } from './fixtures';

type Body = Record<string, unknown>;
type Answer = Response | ((body: Body) => Response | Promise<Response>);

/** 200 with the data envelope, as the server answers (DESIGN.md §2). */
export const ok = (data: unknown) => jsonResponse(200, { data });
/** A failure as the server sends it. */
export const fail = (status: number, message: string, field?: string) =>
  jsonResponse(status, { message, code: 'INVALID_INPUT', ...(field ? { field } : {}) });

/**
 * Replaces fetch with a fake POST /api that answers by request name, so pages that send several
 * requests at once can be tested. `calls` lists every body sent, in order; an unlisted request fails.
 */
export function mockApi(answers: Partial<Record<RequestName, Answer>>) {
  const calls: Body[] = [];
  const fn = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as Body;
    calls.push(body);
    const answer = answers[body.request as RequestName];
    if (!answer) return fail(404, `Unknown request: ${String(body.request)}`);
    return typeof answer === 'function' ? answer(body) : answer.clone();
  });
  vi.stubGlobal('fetch', fn);
  /** The bodies sent for one request name. */
  const sent = (name: RequestName) => calls.filter((c) => c.request === name);
  return { fn, calls, sent };
}
