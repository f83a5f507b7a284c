import 'fake-indexeddb/auto';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScanResult } from '@stagepass/contract/guests/fields';
import { CHECKIN_SESSION_ENDED, SCAN_REFUSALS } from '@stagepass/domain/guests';
import { jsonResponse, makeUser } from '../../../test/fixtures';
import { useSessionStore } from '../../../store/session-store';
import { mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { checkinStore } from '../lib/checkin-store';

const slow = { timeout: 5000 };
const EVENT = {
  event_id: 41,
  name: 'Jazz Night',
  start_time: '2026-12-05T03:00:00.000Z',
  end_time: '2026-12-05T07:00:00.000Z',
  time_zone: 'America/Los_Angeles',
};
const TOKEN = 'a'.repeat(43);
const CODES = ['PassCodeAna00001', 'PassCodeAna00002', 'PassCodeBen00001'];

const download = (used: Record<string, { at: string; device_name: string }> = {}) =>
  ok({
    event: EVENT,
    device_name: 'Door 1',
    codes: [
      ...CODES.map((code) => ({
        code,
        guest_name: code.includes('Ana') ? 'Ana Flores' : 'Ben Okafor',
        ticket_name: 'General Admission',
        refused: null,
        used: used[code] ?? null,
      })),
      { code: 'PassCodeRefund01', guest_name: 'Cy Ray', ticket_name: 'VIP', refused: 'refunded', used: null },
    ],
    counts: { checked_in: 0, sold: 3 },
    downloaded_at: '2026-12-05T02:00:00.000Z',
  });

const result = (body: Record<string, unknown>, overrides: Partial<ScanResult>): ScanResult => ({
  client_scan_id: String(body.client_scan_id),
  code: String(body.code),
  verdict: 'admitted',
  refusal: null,
  message: 'Admitted',
  used: null,
  guest_name: 'Ana Flores',
  ticket_name: 'General Admission',
  ...overrides,
});

let online = true;
beforeEach(() => {
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});

afterEach(async () => {
  online = true;
  // Each test starts on a device signed out, with nothing waiting to sync.
  await checkinStore.clearSession();
  await checkinStore.unqueue((await checkinStore.queued(EVENT.event_id)).map((s) => s.client_scan_id));
});

async function signIn() {
  await userEvent.type(await screen.findByLabelText(/^Manager password/, {}, slow), 'door-staff-2031');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('heading', { name: 'Jazz Night' }, slow)).toBeInTheDocument();
}

async function check(code: string) {
  await userEvent.type(screen.getByLabelText('Ticket code'), code);
  await userEvent.click(screen.getByRole('button', { name: 'Check in' }));
  // The full-screen answer (not a notice in the page).
  return screen.findByRole('alert', { name: /Tap to continue/ });
}

describe('the check-in app (/checkin)', () => {
  it('signs in with the event id from the link, admits a code once, and says a second scan was already used', async () => {
    let scans = 0;
    useSessionStore.getState().signIn({ session: 'member-token', user: makeUser() });
    const { sent, fn } = mockApi({
      checkin_sign_in: ok({
        session_token: TOKEN,
        expires_at: '2099-01-01T00:00:00.000Z',
        device_name: 'Door 1',
        event: EVENT,
      }),
      checkin_codes: download(),
      checkin_sync: ok({ results: [], counts: { checked_in: 0, sold: 3 } }),
      checkin_scan: (body) =>
        ok({
          result: result(
            body,
            ++scans === 1
              ? {}
              : {
                  verdict: 'already_used',
                  message: 'Already used at 7:01 pm PST on Door 1',
                  used: { at: '', device_name: 'Door 1' },
                },
          ),
          counts: { checked_in: 1, sold: 3 },
        }),
    });
    renderApp('/checkin?event=41');
    await signIn();
    expect(sent('checkin_sign_in')[0]).toMatchObject({
      event_id: 41,
      password: 'door-staff-2031',
      device_name: 'Door 1',
    });
    expect(await screen.findByText(/4 ticket codes on this device/)).toBeInTheDocument();
    expect(screen.getByText('Checked in 0 / 3')).toBeInTheDocument();

    const admitted = await check(CODES[0]!);
    expect(admitted).toHaveTextContent('Admitted');
    expect(admitted).toHaveTextContent('Ana Flores · General Admission');
    expect(admitted).toHaveClass('checkin-answer-ok');
    expect(await screen.findByText('Checked in 1 / 3')).toBeInTheDocument();
    await userEvent.click(admitted);

    const again = await check(CODES[0]!);
    expect(again).toHaveTextContent('Already used at 7:01 pm PST on Door 1');
    expect(again).toHaveClass('checkin-answer-no');
    // The check-in session is its own: no member's session goes with it.
    expect(sent('checkin_scan')[0]).toMatchObject({ session_token: TOKEN, code: CODES[0] });
    for (const [, init] of fn.mock.calls) expect(new Headers(init?.headers).get('authorization')).toBeNull();
  });

  it('keeps checking in offline from the downloaded codes, then syncs the waiting scans when the network returns', async () => {
    const { sent } = mockApi({
      checkin_sign_in: ok({
        session_token: TOKEN,
        expires_at: '2099-01-01T00:00:00.000Z',
        device_name: 'Door 1',
        event: EVENT,
      }),
      checkin_codes: download(),
      checkin_sync: (body) =>
        ok({
          results: (body.scans as Record<string, unknown>[]).map((s) =>
            s.code === CODES[2]
              ? result(s, {
                  verdict: 'conflict',
                  guest_name: 'Ben Okafor',
                  message: 'Admitted offline here, but it was already used at 7:00 pm PST on Door 2',
                })
              : result(s, {}),
          ),
          counts: { checked_in: 2, sold: 3 },
        }),
    });
    renderApp('/checkin?event=41');
    await signIn();
    expect(await screen.findByText(/4 ticket codes on this device/)).toBeInTheDocument();

    online = false;
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(await screen.findByText('Offline: scans are kept on this device')).toBeInTheDocument();
    const first = await check(CODES[1]!);
    expect(first).toHaveTextContent('Admitted');
    expect(first).toHaveTextContent('Ana Flores');
    await userEvent.click(first);
    await userEvent.click(await check(CODES[2]!));
    // A refunded code is refused offline too, with its reason; so is one the device never downloaded.
    const refunded = await check('PassCodeRefund01');
    expect(refunded).toHaveTextContent(SCAN_REFUSALS.refunded);
    await userEvent.click(refunded);
    const unknown = await check('NotACodeAtAll000');
    expect(unknown).toHaveTextContent(SCAN_REFUSALS.unknown);
    await userEvent.click(unknown);
    // The same code twice on this device: already used, here.
    const twice = await check(CODES[1]!);
    expect(twice).toHaveTextContent(/^Already used at .+ on Door 1/);
    await userEvent.click(twice);
    expect(screen.getByTestId('sync-state')).toHaveTextContent('5 scans waiting to sync');
    expect(screen.getByText('Checked in 2 / 3')).toBeInTheDocument();
    expect(sent('checkin_scan')).toHaveLength(0);

    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.getByTestId('sync-state')).toHaveTextContent('All scans are synced.'), slow);
    const synced = sent('checkin_sync')[0]!.scans as Record<string, unknown>[];
    expect(synced.map((s) => [s.code, s.admitted_offline])).toEqual([
      [CODES[1], true],
      [CODES[2], true],
      ['PassCodeRefund01', false],
      ['NotACodeAtAll000', false],
      [CODES[1], false],
    ]);
    expect(await screen.findByText('Conflicts found after sync')).toBeInTheDocument();
    expect(
      screen.getByText('Ben Okafor: Admitted offline here, but it was already used at 7:00 pm PST on Door 2'),
    ).toBeInTheDocument();
  });

  it('asks to sign in again when the manager password changed, and refuses a wrong password with its message', async () => {
    mockApi({
      checkin_sign_in: jsonResponse(401, {
        message: 'That event id and manager password do not match.',
        code: 'INVALID_CREDENTIALS',
      }),
    });
    renderApp('/checkin?event=41');
    await userEvent.type(await screen.findByLabelText(/^Manager password/, {}, slow), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('That event id and manager password do not match.')).toBeInTheDocument();

    mockApi({
      checkin_sign_in: ok({
        session_token: TOKEN,
        expires_at: '2099-01-01T00:00:00.000Z',
        device_name: 'Door 1',
        event: EVENT,
      }),
      checkin_codes: jsonResponse(401, { message: CHECKIN_SESSION_ENDED, code: 'CHECKIN_SESSION_ENDED' }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    // The session ended on the server: back to the sign-in form.
    expect(await screen.findByRole('button', { name: 'Sign in' }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Jazz Night' })).not.toBeInTheDocument();
  });
});
