import { UNKNOWN_SERVER_ERROR } from '@stagepass/domain/accounts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, mockFetch, sentBody, sentHeaders } from '../test/fixtures';
import { STORAGE_KEYS, useSessionStore } from '../store/session-store';
import { setNavigator } from './navigation';
import { onSessionEnded, rpc, RpcError } from './rpc';

const navigate = vi.fn();

beforeEach(() => {
  navigate.mockReset();
  setNavigator(navigate);
});

async function rpcError(promise: Promise<unknown>): Promise<RpcError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RpcError);
  return error as RpcError;
}

describe('rpc', () => {
  it('posts the request name and fields to /api and unwraps the data envelope', async () => {
    const fetchMock = mockFetch(jsonResponse(200, { data: { success: true } }));

    await expect(rpc('logout', {})).resolves.toEqual({ success: true });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(sentBody(fetchMock)).toEqual({ request: 'logout' });
  });

  it('sends login fields next to the request name', async () => {
    const fetchMock = mockFetch(jsonResponse(200, { data: { session: 's', user: makeUser(), active: true } }));
    await rpc('login', { username: 'a@b.co', password: 'pw', attempts: 1 });
    expect(sentBody(fetchMock)).toEqual({ request: 'login', username: 'a@b.co', password: 'pw', attempts: 1 });
  });

  it('adds the stored session as a bearer token, and none without a session', async () => {
    const fetchMock = mockFetch(jsonResponse(200, { data: { success: true } }));
    await rpc('logout', {});
    expect(sentHeaders(fetchMock, 0).authorization).toBeUndefined();

    useSessionStore.getState().signIn({ session: 'tok-123', user: makeUser() });
    await rpc('logout', {});
    expect(sentHeaders(fetchMock, 1).authorization).toBe('Bearer tok-123');
  });

  it("throws the server's message, code and status", async () => {
    mockFetch(jsonResponse(409, { message: 'That email is already registered.', code: 'CONFLICT' }));
    const error = await rpcError(rpc('registered_user', { email: 'a@b.co' }));
    expect(error.message).toBe('That email is already registered.');
    expect(error.code).toBe('CONFLICT');
    expect(error.status).toBe(409);
  });

  it('says "Unknown Server Error. Please try again" when the failure has no message', async () => {
    mockFetch(jsonResponse(500, { code: 'INTERNAL' }));
    expect((await rpcError(rpc('logout', {}))).message).toBe(UNKNOWN_SERVER_ERROR);

    mockFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    const notJson = await rpcError(rpc('logout', {}));
    expect(notJson.message).toBe(UNKNOWN_SERVER_ERROR);
    expect(notJson.status).toBe(502);
  });

  it('says "Unknown Server Error. Please try again" when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await rpcError(rpc('logout', {}));
    expect(error.message).toBe(UNKNOWN_SERVER_ERROR);
    expect(error.status).toBe(0);
  });

  it('treats a 2xx answer without the data envelope as a failure', async () => {
    mockFetch(jsonResponse(200, { success: true }));
    expect((await rpcError(rpc('logout', {}))).message).toBe(UNKNOWN_SERVER_ERROR);
  });

  it('ends the session on a 401 when a stored user with an email exists', async () => {
    useSessionStore.getState().signIn({ session: 'expired', user: makeUser() });
    useSessionStore.getState().setHandOff({ adId: '42' });
    mockFetch(
      jsonResponse(401, { message: 'Your session has timed out. Please log in again.', code: 'UNAUTHENTICATED' }),
    );

    const error = await rpcError(rpc('logout', {}));

    expect(error.status).toBe(401);
    expect(error.message).toBe('Your session has timed out. Please log in again.');
    expect(useSessionStore.getState().user).toBeNull();
    expect(useSessionStore.getState().session).toBeNull();
    for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('clears what the ended session cached, through the hook main.tsx sets', async () => {
    const ended = vi.fn();
    onSessionEnded(ended);
    useSessionStore.getState().signIn({ session: 'expired', user: makeUser() });
    mockFetch(
      jsonResponse(401, { message: 'Your session has timed out. Please log in again.', code: 'UNAUTHENTICATED' }),
    );
    await rpcError(rpc('logout', {}));
    expect(ended).toHaveBeenCalledTimes(1);
    onSessionEnded(() => {});
  });

  it('ignores a 401 for a session that is no longer the stored one (a request still in flight)', async () => {
    useSessionStore.getState().signIn({ session: 'old', user: makeUser() });
    let answer!: (r: Response) => void;
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    const inFlight = rpcError(rpc('logout', {}));
    // Meanwhile the member is someone else (an agency back from its client, say).
    useSessionStore.getState().signIn({ session: 'new', user: makeUser({ email: 'agency@example.com' }) });
    answer(jsonResponse(401, { message: 'Your session has timed out. Please log in again.', code: 'UNAUTHENTICATED' }));
    await inFlight;
    expect(useSessionStore.getState().session).toBe('new');
    expect(navigate).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('keeps the store on a 401 when nobody is logged in (e.g. a wrong password)', async () => {
    useSessionStore.getState().setDarkMode(true);
    useSessionStore.getState().setHandOff({ authEmail: 'new@example.com' });
    mockFetch(
      jsonResponse(401, { message: 'The email or password you entered is incorrect.', code: 'INVALID_CREDENTIALS' }),
    );

    await rpcError(rpc('login', { username: 'x@y.co', password: 'nope', attempts: 1 }));

    expect(useSessionStore.getState().darkMode).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.authEmail)).toBe('new@example.com');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps the store on a 401 when the stored user has no email', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: makeUser({ email: '' }) });
    mockFetch(jsonResponse(401, { message: 'Unauthorized', code: 'UNAUTHENTICATED' }));

    await rpcError(rpc('logout', {}));

    expect(useSessionStore.getState().session).toBe('tok');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not end the session on other failures', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: makeUser() });
    mockFetch(jsonResponse(403, { message: 'Forbidden', code: 'FORBIDDEN' }));
    await rpcError(rpc('logout', {}));
    expect(useSessionStore.getState().session).toBe('tok');
    expect(navigate).not.toHaveBeenCalled();
  });
});
