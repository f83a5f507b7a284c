import { describe, expect, it } from 'vitest';
import { LOGIN_FAILURE_WINDOW_MS, LOGIN_LOCKED, LOGIN_MAX_FAILURES } from '@stagepass/domain/accounts';
import { AGENCY_PIN_LOCKED, AGENCY_PIN_MAX_FAILURES } from '@stagepass/domain/agency';
import {
  EVENT_PASSWORD_LOCKED,
  EVENT_PASSWORD_MAX_FAILURES,
  PRIVATE_EVENT_PASSWORD_TOO_SHORT,
} from '@stagepass/domain/events';
import { CHECKIN_LOCKED, CHECKIN_MAX_FAILURES } from '@stagepass/domain/guests';
import type { RequestName } from '@stagepass/contract/registry';
import { DEMO_PASSWORD } from '../seed/demo';
import { agencyWorld } from '../features/agency/agency-fixtures';
import { marketplace } from '../test/marketplace-fixtures';
import { createTestApp, useTestApp } from '../test/test-app';
import { SPREAD_FACTOR } from './lockout';

// Lockouts that slow a guesser without locking out the rightful party (security/lockout.ts): failures are counted per
// key and address, so ten wrong passwords from one address refuse that address only; spread over many addresses,
// only addresses that have failed before are refused. Every 429 says when to come back (Retry-After).

const t = useTestApp();
const m = marketplace(t, 'lockout.test');
const agencies = agencyWorld(t, 'lockout.test');

const GUESSER = '203.0.113.66';
const RIGHTFUL = '198.51.100.20';

/** POST /api from `address`. */
async function from<N extends RequestName>(
  address: string,
  request: N,
  fields: Record<string, unknown>,
  token?: string,
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api',
    remoteAddress: address,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: { request, ...fields },
  });
  return { status: res.statusCode, body: res.json(), retryAfter: res.headers['retry-after'] };
}

describe('the sign-in lockout', () => {
  it('refuses the guessing address after ten failures, and lets the account in from its own address', async () => {
    const fan = await m.member();
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++)
      expect((await from(GUESSER, 'login', { username: fan.email, password: `wrong-${i}` })).status).toBe(401);
    const locked = await from(GUESSER, 'login', { username: fan.email, password: DEMO_PASSWORD });
    expect([locked.status, locked.body.message]).toEqual([429, LOGIN_LOCKED]);
    // Retry-After: until the oldest counted failure leaves the 15-minute window.
    expect(Number(locked.retryAfter)).toBe(LOGIN_FAILURE_WINDOW_MS / 1000);
    // The rightful member, from their own network, with the right password: in.
    expect((await from(RIGHTFUL, 'login', { username: fan.email, password: DEMO_PASSWORD })).status).toBe(200);
    // The guesser's wait shrinks as the clock moves, and ends on time.
    t.clock.advance(5 * 60 * 1000);
    const later = await from(GUESSER, 'login', { username: fan.email, password: DEMO_PASSWORD });
    expect([later.status, Number(later.retryAfter)]).toEqual([429, 10 * 60]);
    t.clock.advance(10 * 60 * 1000 + 1);
    expect((await from(GUESSER, 'login', { username: fan.email, password: DEMO_PASSWORD })).status).toBe(200);
  });

  it('gives a guesser spread over many addresses one guess from each, and still checks a fresh address', async () => {
    const fan = await m.member();
    const ceiling = LOGIN_MAX_FAILURES * SPREAD_FACTOR;
    // Many addresses, three failures each, one short of the ceiling in all: none reaches its own limit.
    expect(ceiling % 3).toBe(1);
    for (let i = 0; i < (ceiling - 1) / 3; i++)
      for (let j = 0; j < 3; j++) await from(`192.0.2.${i + 1}`, 'login', { username: fan.email, password: `w${j}` });
    // The control: up to the ceiling, an address that has failed is still checked (401, not 429).
    const atCeiling = await from('192.0.2.1', 'login', { username: fan.email, password: 'again' });
    expect(atCeiling.status).toBe(401);
    // Past it, an address that has failed before is refused at once, though under its own limit.
    const past = await from('192.0.2.2', 'login', { username: fan.email, password: DEMO_PASSWORD });
    expect([past.status, past.body.message]).toEqual([429, LOGIN_LOCKED]);
    expect(Number(past.retryAfter)).toBeGreaterThan(0);
    // An address that has not failed gets its check: the right password gets through, a wrong one is its one guess.
    expect((await from(RIGHTFUL, 'login', { username: fan.email, password: DEMO_PASSWORD })).status).toBe(200);
    expect((await from('192.0.2.200', 'login', { username: fan.email, password: 'one-guess' })).status).toBe(401);
    expect((await from('192.0.2.200', 'login', { username: fan.email, password: 'two-guess' })).status).toBe(429);
  });
});

describe('the door staff sign-in', () => {
  it("does not lock the door staff out when someone guesses an event's manager password", async () => {
    const b = await m.business();
    const eventId = await m.event(b.token);
    await m.ok('business_set_manager_password', { event_id: eventId, password: 'door-staff-2031' }, b.token);
    const signIn = (address: string, password: string) =>
      from(address, 'checkin_sign_in', { event_id: eventId, password, device_name: 'Door 1' });
    for (let i = 0; i < CHECKIN_MAX_FAILURES; i++) expect((await signIn(GUESSER, `guess-${i}`)).status).toBe(401);
    const locked = await signIn(GUESSER, 'door-staff-2031');
    expect([locked.status, locked.body.message]).toEqual([429, CHECKIN_LOCKED]);
    expect(Number(locked.retryAfter)).toBeGreaterThan(0);
    expect((await signIn(RIGHTFUL, 'door-staff-2031')).status).toBe(200);
  });
});

describe('the agency PIN', () => {
  it("does not block an agency's real clients when someone guesses its PIN", async () => {
    const agency = await agencies.agency();
    await m.ok('agency_update_pin', { pin: '7391' }, agency.token);
    const apex = agency.username;
    const guesser = await m.member({ isSpecialist: true }, 'talent');
    const client = await m.member({ isSpecialist: true }, 'talent');
    for (let i = 0; i < AGENCY_PIN_MAX_FAILURES; i++) {
      const wrong = await from(
        GUESSER,
        'authorize_agency_access',
        { agency_username: apex, pin: `99${i}9` },
        guesser.token,
      );
      expect(wrong.status).toBe(403);
    }
    const locked = await from(
      GUESSER,
      'authorize_agency_access',
      { agency_username: apex, pin: '7391' },
      guesser.token,
    );
    expect([locked.status, locked.body.message]).toEqual([429, AGENCY_PIN_LOCKED]);
    expect(Number(locked.retryAfter)).toBeGreaterThan(0);
    const authorized = await from(
      RIGHTFUL,
      'authorize_agency_access',
      { agency_username: apex, pin: '7391' },
      client.token,
    );
    expect(authorized.status).toBe(200);
  });
});

describe('private-event passwords', () => {
  it('wants at least 8 characters', async () => {
    const b = await m.business();
    const short = await t.call(
      'business_create_update_event',
      {
        create: '1',
        event_name: 'Secret Night',
        address: '1 Market St, San Francisco, CA',
        draft: '0',
        start_time: '2031-06-01T19:00',
        end_time: '2031-06-01T23:00',
        private: true,
        ev_password: '1',
      },
      b.token,
    );
    expect(short.body).toEqual({
      message: PRIVATE_EVENT_PASSWORD_TOO_SHORT,
      code: 'INVALID_INPUT',
      field: 'ev_password',
    });
    // The control: 8 characters will do.
    await m.event(b.token, 10, 'Secret Night', { private: true, ev_password: 'eight-ch' });
  });

  it('refuses the guessing address after ten wrong passwords, on every screen that takes one', async () => {
    const b = await m.business();
    const eventId = await m.event(b.token, 10, 'Secret Night', { private: true, ev_password: 'guest-list-2031' });
    const { ticket_id } = await m.ticket(b.token, eventId);
    for (let i = 0; i < EVENT_PASSWORD_MAX_FAILURES; i++) {
      const wrong = await from(GUESSER, 'user_events_query', { event_id: eventId, ev_password: `guess-${i}` });
      expect(wrong.body.data.locked).toBe('password_wrong');
    }
    // Locked for this address on the event's page and on its tickets alike, the right password too.
    for (const [request, fields] of [
      ['user_events_query', { event_id: eventId, ev_password: 'guest-list-2031' }],
      ['get_tickets_for_event', { event_id: eventId, ev_password: 'guest-list-2031' }],
      ['ticketing_charges', { ticket_id, quantity: 1, ev_password: 'guest-list-2031' }],
    ] as const) {
      const locked = await from(GUESSER, request, fields);
      expect([locked.status, locked.body.message], request).toEqual([429, EVENT_PASSWORD_LOCKED]);
      expect(Number(locked.retryAfter)).toBeGreaterThan(0);
    }
    // A guest with the password, from their own network: in.
    const guest = await from(RIGHTFUL, 'user_events_query', { event_id: eventId, ev_password: 'guest-list-2031' });
    expect(guest.body.data.events.map((e: { event_id: number }) => e.event_id)).toEqual([eventId]);
  });
});

describe('every 429 says when to come back', () => {
  it('the general rate limit and the account lookup limit send Retry-After', async () => {
    const limited = await createTestApp({ RATE_LIMIT_MAX: '2', LOOKUP_RATE_LIMIT_MAX: '1' });
    try {
      const post = (payload: object) => limited.app.inject({ method: 'POST', url: '/api', payload });
      await post({ request: 'registered_user', email: 'a@example.com' });
      const lookup = await post({ request: 'registered_user', email: 'b@example.com' });
      expect(lookup.statusCode).toBe(429);
      expect(Number(lookup.headers['retry-after'])).toBeGreaterThan(0);
      const general = await post({ request: 'get_fees' });
      expect(general.statusCode).toBe(429);
      expect(Number(general.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
