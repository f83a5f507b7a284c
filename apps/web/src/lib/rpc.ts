// The one client function for the API (DESIGN.md §2, spec 000 §7): POST /api with
// { request, ...fields }, the stored session as a bearer token, and the { data } envelope unwrapped.

import type { ErrorBody } from '@stagepass/contract/errors';
import type { RequestInput, RequestName, RequestOutput } from '@stagepass/contract/registry';
import { DASHBOARD, UNKNOWN_SERVER_ERROR } from '@stagepass/domain/accounts';
import { navigateTo } from './navigation';
import { clearStore, isLoggedIn, useSessionStore } from '../store/session-store';

export const API_URL = '/api';

/** A failed call. `message` is what the user is shown (spec 000 §8). */
export class RpcError extends Error {
  override readonly name = 'RpcError';

  constructor(
    message: string,
    readonly code: string,
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    readonly field?: string,
    /** spec 000 §4: what a refused social sign-in passes back besides the message. */
    readonly details?: ErrorBody['details'],
  ) {
    super(message);
  }
}

async function readBody(res: Response): Promise<unknown> {
  try {
    return await res.json();
  } catch {
    return null;
  }
}

function errorFrom(body: unknown, status: number): RpcError {
  const b = (body && typeof body === 'object' ? body : {}) as Partial<ErrorBody>;
  // spec 000 §8: the server's message, or 'Unknown Server Error. Please try again' when none is given.
  const message = typeof b.message === 'string' && b.message.trim() !== '' ? b.message : UNKNOWN_SERVER_ERROR;
  const code = typeof b.code === 'string' ? b.code : `HTTP_${status}`;
  const details = b.details && typeof b.details === 'object' ? b.details : undefined;
  return new RpcError(message, code, status, typeof b.field === 'string' ? b.field : undefined, details);
}

let sessionEnded: () => void = () => {};

/** What else must go when a session ends on a 401 (main.tsx: the query cache, which holds that member's data). */
export function onSessionEnded(fn: () => void): void {
  sessionEnded = fn;
}

/**
 * spec 000 §4/§8: a 401 ends the session, but only when a stored user with an email exists. An agency's
 * client session that ended (the client revoked access, say) returns to the agency instead (spec 000 §2.11).
 * Only a 401 for the session still stored counts: requests still in flight with a session that has already
 * been replaced (the agency back from its client) change nothing.
 */
function endExpiredSession(usedSession: string | undefined): void {
  if (!isLoggedIn() || !usedSession || useSessionStore.getState().session !== usedSession) return;
  sessionEnded();
  if (useSessionStore.getState().returnToAgency()) {
    navigateTo(DASHBOARD.agency);
    return;
  }
  clearStore();
  navigateTo('/');
}

export interface RpcOptions {
  /**
   * A session that is not stored yet: a login waiting at the Terms modal (spec 000 §4 'show-terms')
   * calls terms_accepted with it before the member counts as logged in.
   */
  session?: string;
  /** Extra request headers (a purchase's `Idempotency-Key`). They cannot replace the session or content type. */
  headers?: Record<string, string>;
  /**
   * Sent without the member's session, and a 401 leaves it alone: the check-in app's requests carry their own
   * session in the input, and a check-in session ending must not sign out a member using the same browser.
   */
  withoutSession?: boolean;
}

export async function rpc<N extends RequestName>(
  name: N,
  input: RequestInput<N>,
  options: RpcOptions = {},
): Promise<RequestOutput<N>> {
  const headers: Record<string, string> = {
    ...options.headers,
    'content-type': 'application/json',
    accept: 'application/json',
  };
  // spec 000 §6: requests carry the stored session as a bearer header when present.
  const session = options.withoutSession ? null : (options.session ?? useSessionStore.getState().session);
  if (session) headers.authorization = `Bearer ${session}`;

  let res: Response;
  try {
    res = await fetch(API_URL, {
      method: 'POST',
      headers,
      // spec 000 §7: login is sent with credentials included.
      credentials: 'include',
      body: JSON.stringify({ request: name, ...input }),
    });
  } catch {
    throw new RpcError(UNKNOWN_SERVER_ERROR, 'NETWORK_ERROR', 0);
  }

  const body = await readBody(res);
  // spec 000 §7: statuses 200 up to 300 succeed; everything else is rejected.
  if (res.ok) {
    if (body && typeof body === 'object' && 'data' in body) {
      return (body as { data: RequestOutput<N> }).data;
    }
    throw new RpcError(UNKNOWN_SERVER_ERROR, 'BAD_RESPONSE', res.status);
  }
  if (res.status === 401 && !options.withoutSession) endExpiredSession(session ?? undefined);
  throw errorFrom(body, res.status);
}
