import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { marketplace } from '../../test/marketplace-fixtures';
import { doorLock } from './guests-repository';

// The door admits each code once and never lets more people in than a purchase bought, whichever devices scan and
// whoever checks guests in by hand at the same moment: both go through the purchase's row lock. On PostgreSQL (CI's
// second run) the calls really race on the pool's connections; PGlite has one connection, so there the assertions
// hold by construction and only the control, which needs a real race, is PostgreSQL's.
const onPostgres = !!process.env.DATABASE_URL;

const t = useTestApp();
const m = marketplace(t, 'door-race.test');

afterEach(() => {
  doorLock.enabled = true;
});

/** A free purchase of `quantity` at a new event, its pass codes, and `devices` signed-in door sessions. */
async function door(quantity: number, devices: number) {
  const b = await m.business();
  const eventId = await m.event(b.token);
  const { ticket_id } = await m.ticket(b.token, eventId, { price: 0, quantity: 50 });
  const fan = await m.member();
  const purchase = await m.buy(fan.token, eventId, ticket_id, quantity, 0);
  const codes = await m.passes(fan.token, purchase.purchase_id);
  await m.ok('business_set_manager_password', { event_id: eventId, password: 'door-staff-2031' }, b.token);
  const sessions: string[] = [];
  for (let i = 1; i <= devices; i++) {
    const data = await m.ok('checkin_sign_in', {
      event_id: eventId,
      password: 'door-staff-2031',
      device_name: `Door ${i}`,
    });
    sessions.push(data.session_token as string);
  }
  return { b, eventId, purchaseId: purchase.purchase_id, codes, sessions };
}

let scanSerial = 0;
const scan = (session: string, code: string) =>
  t.call('checkin_scan', {
    session_token: session,
    code,
    client_scan_id: `race-${++scanSerial}-scan`,
    scanned_at: new Date(t.clock.now()).toISOString(),
  });

/** Every pass scanned on every device and a manual check-in per person, all at once: how many got in. */
async function rush(d: Awaited<ReturnType<typeof door>>) {
  const calls = [
    ...d.codes.flatMap((code) => d.sessions.map((s) => scan(s, code))),
    ...d.codes.map(() =>
      t.call(
        'business_guest_checkin',
        { event_id: d.eventId, purchase_id: d.purchaseId, action: 'checkin' },
        d.b.token,
      ),
    ),
  ];
  const answers = await Promise.all(calls);
  for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBeLessThan(500);
  const list = await m.ok('get_guest_list', { event_id: d.eventId }, d.b.token);
  const guest = list.guests[0] as { manual_checkin: number; num_validated: number };
  const admitted = answers.filter((a) => a.body.data?.result?.verdict === 'admitted').length;
  return { checkedIn: guest.manual_checkin + guest.num_validated, admitted, validated: guest.num_validated };
}

describe('the door under a rush', () => {
  it('admits a code scanned on four devices at once exactly once; the others say already used', async () => {
    const d = await door(1, 4);
    const answers = await Promise.all(d.sessions.flatMap((s) => [scan(s, d.codes[0]!), scan(s, d.codes[0]!)]));
    const verdicts = answers.map((a) => a.body.data.result.verdict as string).sort();
    expect(verdicts).toEqual(['admitted', ...Array(7).fill('already_used')]);
  });

  it('answers a sync sent twice at once the same, and records its scans once', async () => {
    const d = await door(2, 1);
    const scans = d.codes.map((code, i) => ({
      client_scan_id: `twice-${i}-scan`,
      code,
      scanned_at: new Date(t.clock.now()).toISOString(),
      admitted_offline: true,
    }));
    const [a, b] = await Promise.all([0, 1].map(() => t.call('checkin_sync', { session_token: d.sessions[0], scans })));
    const verdicts = (res: typeof a) => res!.body.data.results.map((r: { verdict: string }) => r.verdict);
    expect(verdicts(a)).toEqual(['admitted', 'admitted']);
    expect(verdicts(b)).toEqual(['admitted', 'admitted']);
    const list = await m.ok('get_guest_list', { event_id: d.eventId }, d.b.token);
    expect([list.counts.checked_in, list.conflicts]).toEqual([2, []]);
  });

  it('never lets scans and manual check-ins together pass the quantity bought', async () => {
    for (let round = 0; round < 3; round++) {
      const d = await door(3, 3);
      const { checkedIn, admitted, validated } = await rush(d);
      expect(checkedIn).toBe(3);
      expect(admitted).toBe(validated);
    }
  });

  it.runIf(onPostgres)('control: without the purchase lock the same rush lets more people in than bought', async () => {
    doorLock.enabled = false;
    let worst = 0;
    // A race shows in most rounds, not all: up to 20 rounds, stopping at the first that shows it (5 missed it once in CI).
    for (let round = 0; round < 20 && worst <= 3; round++)
      worst = Math.max(worst, (await rush(await door(3, 3))).checkedIn);
    expect(worst).toBeGreaterThan(3);
  });
});
