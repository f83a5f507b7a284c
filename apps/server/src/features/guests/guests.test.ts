import { describe, expect, it } from 'vitest';
import { checkinScans } from '@stagepass/db/schema/guests';
import {
  ALL_CHECKED_IN,
  CHECKIN_LOCKED,
  CHECKIN_MAX_FAILURES,
  CHECKIN_SESSION_ENDED,
  CHECKIN_SIGN_IN_FAILED,
  NONE_CHECKED_IN_BY_HAND,
  SCAN_REFUSALS,
} from '@stagepass/domain/guests';
import { useTestApp } from '../../test/test-app';
import { marketplace } from '../../test/marketplace-fixtures';

const t = useTestApp();
const m = marketplace(t, 'guests.test');

let scanSerial = 0;
const scanId = () => `scan-${++scanSerial}-test`;

/** A business's event with one ticket, and a fan who bought `quantity` of it with a card. */
async function soldEvent(quantity = 2) {
  const b = await m.business();
  const eventId = await m.event(b.token);
  const { ticket_id } = await m.ticket(b.token, eventId);
  const fan = await m.member();
  const purchase = await m.buy(fan.token, eventId, ticket_id, quantity);
  return { b, eventId, ticketId: ticket_id, fan, purchase, codes: await m.passes(fan.token, purchase.purchase_id) };
}

async function signInAtDoor(eventId: number, deviceName = 'Door 1', password = 'door-staff-2031') {
  const data = await m.ok('checkin_sign_in', { event_id: eventId, password, device_name: deviceName });
  return data.session_token as string;
}

async function scan(session: string, code: string, extra: Record<string, unknown> = {}) {
  return m.ok('checkin_scan', {
    session_token: session,
    code,
    client_scan_id: scanId(),
    scanned_at: new Date(t.clock.now()).toISOString(),
    ...extra,
  });
}

describe('get_guest_list and manual check-in', () => {
  it('lists each paid purchase with its ticket and Checked In / Purchased, and checks guests in by hand', async () => {
    const { b, eventId, fan, purchase } = await soldEvent(2);
    const list = await m.ok('get_guest_list', { event_id: eventId }, b.token);
    expect(list.guests).toEqual([
      {
        purchase_id: purchase.purchase_id,
        name: fan.name,
        photo: null,
        ticket_name: 'General Admission',
        quantity: 2,
        manual_checkin: 0,
        num_validated: 0,
      },
    ]);
    expect(list.counts).toEqual({ checked_in: 0, sold: 2 });
    expect(list.manager_password_set).toBe(false);

    const input = { event_id: eventId, purchase_id: purchase.purchase_id };
    const one = await m.ok('business_guest_checkin', { ...input, action: 'checkin' }, b.token);
    expect([one.guest.manual_checkin, one.counts]).toEqual([1, { checked_in: 1, sold: 2 }]);
    await m.ok('business_guest_checkin', { ...input, action: 'checkin' }, b.token);
    const third = await t.call('business_guest_checkin', { ...input, action: 'checkin' }, b.token);
    expect([third.status, third.body.message]).toEqual([409, ALL_CHECKED_IN]);
    const undo = await m.ok('business_guest_checkin', { ...input, action: 'undo' }, b.token);
    expect(undo.guest.manual_checkin).toBe(1);
    await m.ok('business_guest_checkin', { ...input, action: 'undo' }, b.token);
    const none = await t.call('business_guest_checkin', { ...input, action: 'undo' }, b.token);
    expect([none.status, none.body.message]).toEqual([409, NONE_CHECKED_IN_BY_HAND]);
  });

  it("answers another business's guest list 404, and leaves refunded purchases off it", async () => {
    const { b, eventId, fan, purchase } = await soldEvent(1);
    const other = await m.business();
    const res = await t.call('get_guest_list', { event_id: eventId }, other.token);
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain(fan.name);
    await m.ok('user_refund_tickets', { purchase_id: purchase.purchase_id }, fan.token);
    const list = await m.ok('get_guest_list', { event_id: eventId }, b.token);
    expect([list.guests, list.counts]).toEqual([[], { checked_in: 0, sold: 0 }]);
  });
});

describe('the check-in app', () => {
  it('signs in with the event id and manager password only, and a new password ends the old sessions', async () => {
    const { b, eventId } = await soldEvent(1);
    const wrongFirst = await t.call('checkin_sign_in', { event_id: eventId, password: 'anything', device_name: 'D' });
    expect([wrongFirst.status, wrongFirst.body.message]).toEqual([401, CHECKIN_SIGN_IN_FAILED]);
    await m.ok('business_set_manager_password', { event_id: eventId, password: 'door-staff-2031' }, b.token);
    expect((await m.ok('get_guest_list', { event_id: eventId }, b.token)).manager_password_set).toBe(true);
    const session = await signInAtDoor(eventId);
    const codes = await m.ok('checkin_codes', { session_token: session });
    expect(codes.event.event_id).toBe(eventId);

    // The session is not a member's: it opens no member request.
    expect((await t.call('get_guest_list', { event_id: eventId }, session)).status).toBe(401);
    // Another event's password does not open this one; a missing event answers the same.
    const wrong = await t.call('checkin_sign_in', { event_id: eventId, password: 'door-staff-2032', device_name: 'D' });
    expect([wrong.status, wrong.body.message]).toEqual([401, CHECKIN_SIGN_IN_FAILED]);
    const missing = await t.call('checkin_sign_in', {
      event_id: 999_999,
      password: 'door-staff-2031',
      device_name: 'D',
    });
    expect([missing.status, missing.body.message]).toEqual([401, CHECKIN_SIGN_IN_FAILED]);

    await m.ok('business_set_manager_password', { event_id: eventId, password: 'door-staff-2032' }, b.token);
    const ended = await t.call('checkin_codes', { session_token: session });
    expect([ended.status, ended.body.message]).toEqual([401, CHECKIN_SESSION_ENDED]);
    await signInAtDoor(eventId, 'Door 2', 'door-staff-2032');
  });

  it('locks an event after too many wrong manager passwords', async () => {
    const { b, eventId } = await soldEvent(1);
    await m.ok('business_set_manager_password', { event_id: eventId, password: 'door-staff-2031' }, b.token);
    for (let i = 0; i < CHECKIN_MAX_FAILURES; i++)
      expect(
        (await t.call('checkin_sign_in', { event_id: eventId, password: `guess-${i}`, device_name: 'D' })).status,
      ).toBe(401);
    const locked = await t.call('checkin_sign_in', {
      event_id: eventId,
      password: 'door-staff-2031',
      device_name: 'D',
    });
    expect([locked.status, locked.body.message]).toEqual([429, CHECKIN_LOCKED]);
  });

  it('admits a code once; a second scan says when and on which device; the guest list counts it', async () => {
    const { b, eventId, codes, fan } = await soldEvent(2);
    await m.ok('business_set_manager_password', { event_id: eventId, password: 'door-staff-2031' }, b.token);
    const door1 = await signInAtDoor(eventId, 'Door 1');
    const door2 = await signInAtDoor(eventId, 'Door 2');
    const first = await scan(door1, codes[0]!);
    expect(first.result).toMatchObject({ verdict: 'admitted', message: 'Admitted', guest_name: fan.name });
    expect(first.counts).toEqual({ checked_in: 1, sold: 2 });
    const again = await scan(door2, codes[0]!);
    expect(again.result.verdict).toBe('already_used');
    expect(again.result.used.device_name).toBe('Door 1');
    // The test clock reads 12:00 UTC: 4:00 am at the San Francisco venue.
    expect(again.result.message).toBe('Already used at 4:00 am PST on Door 1');
    // A typed code with stray spaces is the same code.
    const typed = await scan(door2, ` ${codes[1]!.slice(0, 8)} ${codes[1]!.slice(8)} `);
    expect(typed.result.verdict).toBe('admitted');
    const list = await m.ok('get_guest_list', { event_id: eventId }, b.token);
    expect(list.guests[0]).toMatchObject({ manual_checkin: 0, num_validated: 2 });
    expect(list.counts).toEqual({ checked_in: 2, sold: 2 });
  });

  it("refuses another event's code, a refunded ticket and an unknown code, each with its reason", async () => {
    const first = await soldEvent(1);
    const second = await soldEvent(1);
    await m.ok(
      'business_set_manager_password',
      { event_id: first.eventId, password: 'door-staff-2031' },
      first.b.token,
    );
    const door = await signInAtDoor(first.eventId);
    const other = await scan(door, second.codes[0]!);
    expect([other.result.verdict, other.result.message]).toEqual(['refused', SCAN_REFUSALS.other_event]);
    expect(other.result.guest_name).toBeNull();
    const unknown = await scan(door, 'NoSuchCode000000');
    expect([unknown.result.verdict, unknown.result.message]).toEqual(['refused', SCAN_REFUSALS.unknown]);

    await m.ok('user_refund_tickets', { purchase_id: first.purchase.purchase_id }, first.fan.token);
    const refunded = await scan(door, first.codes[0]!);
    expect([refunded.result.verdict, refunded.result.message]).toEqual(['refused', SCAN_REFUSALS.refunded]);
    const download = await m.ok('checkin_codes', { session_token: door });
    expect(download.codes).toEqual([
      expect.objectContaining({ code: first.codes[0], refused: 'refunded', used: null }),
    ]);
    expect(download.counts).toEqual({ checked_in: 0, sold: 0 });
  });

  it('never lets scans and manual check-ins pass the quantity bought', async () => {
    const { b, eventId, codes, purchase } = await soldEvent(2);
    await m.ok('business_set_manager_password', { event_id: eventId, password: 'door-staff-2031' }, b.token);
    const door = await signInAtDoor(eventId);
    const input = { event_id: eventId, purchase_id: purchase.purchase_id, action: 'checkin' };
    await m.ok('business_guest_checkin', input, b.token);
    expect((await scan(door, codes[0]!)).result.verdict).toBe('admitted');
    const full = await scan(door, codes[1]!);
    expect([full.result.verdict, full.result.message]).toEqual(['refused', SCAN_REFUSALS.full]);
    const byHand = await t.call('business_guest_checkin', input, b.token);
    expect(byHand.status).toBe(409);
  });

  it('syncs offline scans once, in the order they were made, and reports two devices admitting one code as a conflict', async () => {
    const { b, eventId, codes } = await soldEvent(2);
    await m.ok('business_set_manager_password', { event_id: eventId, password: 'door-staff-2031' }, b.token);
    const door1 = await signInAtDoor(eventId, 'Door 1');
    const door2 = await signInAtDoor(eventId, 'Door 2');
    const downloaded = await m.ok('checkin_codes', { session_token: door1 });
    expect(downloaded.codes.map((c: { code: string }) => c.code).sort()).toEqual([...codes].sort());

    const now = t.clock.now();
    const scans1 = [
      {
        client_scan_id: 'door1-aaaa-1',
        code: codes[1]!,
        scanned_at: new Date(now - 60_000).toISOString(),
        admitted_offline: true,
      },
      {
        client_scan_id: 'door1-aaaa-0',
        code: codes[0]!,
        scanned_at: new Date(now - 120_000).toISOString(),
        admitted_offline: true,
      },
    ];
    const scans2 = [
      {
        client_scan_id: 'door2-bbbb-0',
        code: codes[0]!,
        scanned_at: new Date(now - 90_000).toISOString(),
        admitted_offline: true,
      },
    ];
    const synced1 = await m.ok('checkin_sync', { session_token: door1, scans: scans1 });
    expect(
      synced1.results.map((r: { client_scan_id: string; verdict: string }) => [r.client_scan_id, r.verdict]),
    ).toEqual([
      ['door1-aaaa-0', 'admitted'],
      ['door1-aaaa-1', 'admitted'],
    ]);
    const synced2 = await m.ok('checkin_sync', { session_token: door2, scans: scans2 });
    expect(synced2.results[0]).toMatchObject({ verdict: 'conflict', used: { device_name: 'Door 1' } });
    expect(synced2.results[0].message).toMatch(/^Admitted offline here, but it was already used at .+ on Door 1$/);

    // The same sync again (the network dropped before the answer) records nothing twice.
    const again = await m.ok('checkin_sync', { session_token: door1, scans: scans1 });
    expect(again.results.map((r: { verdict: string }) => r.verdict)).toEqual(['admitted', 'admitted']);
    expect(await t.db.select().from(checkinScans)).toHaveLength(3);

    const list = await m.ok('get_guest_list', { event_id: eventId }, b.token);
    expect(list.counts).toEqual({ checked_in: 2, sold: 2 });
    expect(list.conflicts).toEqual([
      expect.objectContaining({
        code: codes[0],
        first: expect.objectContaining({ device_name: 'Door 1' }),
        second: expect.objectContaining({ device_name: 'Door 2' }),
      }),
    ]);
  });
});
