import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events as eventsTable } from '@stagepass/db/schema/events';
import { notifications } from '@stagepass/db/schema/notifications';
import { taxTermsAcceptances } from '@stagepass/db/schema/payments';
import { instantToVenueTime } from '@stagepass/domain/events';
import {
  TAX_TERMS,
  TAX_TERMS_NOT_LATEST,
  TAX_TERMS_NOTIFICATION_BODY,
  TAX_TERMS_REQUIRED,
  taxTermsNotificationLink,
  UNKNOWN_TAX_STATE,
} from '@stagepass/domain/tax';
import { useTestApp } from '../../test/test-app';
import { marketplace } from '../../test/marketplace-fixtures';
import { signIn } from '../../test/account-flows';
import { DEMO_PASSWORD } from '../../seed/demo';

const t = useTestApp();

const DAY_MS = 24 * 3600 * 1000;
// The state the geocoder (the offline gazetteer here) finds for each venue.
const SF = { address: '1 Market St, San Francisco, CA', tz: 'America/Los_Angeles', state: 'CA' };
const NYC = { address: '350 5th Ave, New York, NY 10118', tz: 'America/New_York', state: 'NY' };
const EMPTY_YEAR = { monthly: Array.from({ length: 12 }, () => ({})), quarterly: [{}, {}, {}, {}] };

const m = marketplace(t, 'tax.test');
const { member, business, ok } = m;
type Member = Awaited<ReturnType<typeof member>>;

/** The venue's wall-clock time `days` from now. */
const at = (days: number, hhmm: string, tz: string) =>
  `${instantToVenueTime(t.clock.now() + days * DAY_MS, tz).slice(0, 10)}T${hhmm}`;

/** A published event `days` ahead at `place`, with one refundable $25 ticket carrying `taxes`. */
async function eventWithTicket(
  b: Member,
  place: typeof SF,
  taxes: { type: string; rate_pct: number }[],
  days = 150,
): Promise<{ eventId: number; ticketId: number; state: string }> {
  const created = await ok(
    'business_create_update_event',
    {
      create: '1',
      event_name: 'Harbor Lights',
      address: place.address,
      draft: '0',
      start_time: at(days, '19:00', place.tz),
      end_time: at(days, '23:00', place.tz),
    },
    b.token,
  );
  const { ticket } = await ok(
    'business_ticket_create_update',
    {
      event_id: created.event_id,
      name: 'General Admission',
      price: 2500,
      quantity: 100,
      refundable: true,
      sales_start: at(-1, '10:00', place.tz),
      sales_end: at(days, '18:00', place.tz),
      private: false,
      online_only: false,
      tax_details: taxes,
    },
    b.token,
  );
  return { eventId: created.event_id, ticketId: ticket.ticket_id, state: place.state };
}

/** A fan buys `quantity` tickets with the sandbox's 4242 card; answers the purchase id. */
async function buy(fan: Member, sale: { eventId: number; ticketId: number }, quantity: number): Promise<number> {
  const purchase = await m.buy(fan.token, sale.eventId, sale.ticketId, quantity);
  return purchase.purchase_id;
}

/** Moves the clock to `iso` and signs the members in again (sessions do not outlive months of clock). */
async function moveTo(iso: string, ...who: Member[]) {
  t.clock.set(Date.parse(iso));
  for (const w of who) w.token = await signIn(t, w.email, DEMO_PASSWORD);
}

async function acceptTerms(b: Member) {
  return ok('ticket_tax_terms_accepted', { version: TAX_TERMS.version }, b.token);
}

describe('ticket_tax_breakdown', () => {
  it('answers 12 empty months then 4 empty quarters for a year without sales, the clock’s year by default', async () => {
    await moveTo('2026-11-22T12:00:00Z');
    const b = await business();
    await acceptTerms(b);
    expect(await ok('ticket_tax_breakdown', {}, b.token)).toEqual({
      year: 2026,
      today: '2026-11-22',
      currencies: {},
      ...EMPTY_YEAR,
    });
    expect(await ok('ticket_tax_breakdown', { for_year: 2019 }, b.token)).toMatchObject({ year: 2019, ...EMPTY_YEAR });
  });

  it("maps state → tax type → amount by the month of the sale in the event's time zone, and sums quarters", async () => {
    await moveTo('2026-01-10T18:00:00Z');
    const b = await business();
    const fan = await member();
    await acceptTerms(b);
    const sf = await eventWithTicket(b, SF, [
      { type: 'State Tax', rate_pct: 6 },
      { type: 'City Tax', rate_pct: 2.5 },
    ]);
    const ny = await eventWithTicket(b, NYC, [
      { type: 'State Tax', rate_pct: 4 },
      { type: 'City Tax', rate_pct: 4.5 },
    ]);

    // 06:00 UTC on Feb 1 is still Jan 31 in San Francisco, and already Feb 1 in New York.
    await moveTo('2026-02-01T06:00:00Z', b, fan);
    await buy(fan, sf, 2); // $50.00: 6 % = 300, 2.5 % = 125
    await buy(fan, ny, 2); // $50.00: 4 % = 200, 4.5 % = 225
    await moveTo('2026-04-02T18:00:00Z', b, fan);
    await buy(fan, sf, 1); // $25.00: 150, 62.5 → 63

    const data = await ok('ticket_tax_breakdown', { for_year: 2026 }, b.token);
    expect(data.year).toBe(2026);
    expect(data.monthly).toHaveLength(12);
    expect(data.quarterly).toHaveLength(4);
    expect(data.monthly[0]).toEqual({ [sf.state]: { 'State Tax': 300, 'City Tax': 125 } });
    expect(data.monthly[1]).toEqual({ [ny.state]: { 'State Tax': 200, 'City Tax': 225 } });
    expect(data.monthly[3]).toEqual({ [sf.state]: { 'State Tax': 150, 'City Tax': 63 } });
    expect(data.monthly.filter((m: object) => Object.keys(m).length > 0)).toHaveLength(3);
    expect(data.quarterly).toEqual([
      { [sf.state]: { 'State Tax': 300, 'City Tax': 125 }, [ny.state]: { 'State Tax': 200, 'City Tax': 225 } },
      { [sf.state]: { 'State Tax': 150, 'City Tax': 63 } },
      {},
      {},
    ]);
    expect(data.currencies).toEqual({ [sf.state]: 'USD', [ny.state]: 'USD' });
    expect(await ok('ticket_tax_breakdown', { for_year: 2025 }, b.token)).toMatchObject(EMPTY_YEAR);
  });

  it('leaves out a sale refunded in its month, and takes a later refund off in the month of the refund', async () => {
    await moveTo('2026-03-05T18:00:00Z');
    const b = await business();
    const fan = await member();
    await acceptTerms(b);
    const sf = await eventWithTicket(b, SF, [{ type: 'Sales Tax', rate_pct: 8 }]);
    const refundedAtOnce = await buy(fan, sf, 1); // 200
    const kept = await buy(fan, sf, 2); // 400
    const refundedLater = await buy(fan, sf, 1); // 200
    expect(kept).toBeGreaterThan(0);
    await ok('user_refund_tickets', { purchase_id: refundedAtOnce }, fan.token);
    await moveTo('2026-04-20T18:00:00Z', b, fan);
    await ok('user_refund_tickets', { purchase_id: refundedLater }, fan.token);

    const data = await ok('ticket_tax_breakdown', {}, b.token);
    // March keeps the two sales not refunded that month (as filed); April takes the later refund off.
    expect(data.monthly[2]).toEqual({ [sf.state]: { 'Sales Tax': 600 } });
    expect(data.monthly[3]).toEqual({ [sf.state]: { 'Sales Tax': -200 } });
    expect(data.quarterly[0]).toEqual({ [sf.state]: { 'Sales Tax': 600 } });
    expect(data.quarterly[1]).toEqual({ [sf.state]: { 'Sales Tax': -200 } });
    const year = [...data.monthly].reduce(
      (sum: number, m: Record<string, Record<string, number>>) => sum + (m[sf.state]?.['Sales Tax'] ?? 0),
      0,
    );
    expect(year).toBe(400);
  });

  it("never shows another business's sales, and refuses fans and talent", async () => {
    await moveTo('2026-05-05T18:00:00Z');
    const mine = await business();
    const other = await business();
    const fan = await member();
    await acceptTerms(mine);
    await acceptTerms(other);
    // A venue the geocoder placed in no state: its sales tax is listed under 'Unknown'.
    const theirs = await eventWithTicket(other, SF, [{ type: 'Sales Tax', rate_pct: 8 }]);
    await t.db.update(eventsTable).set({ administrativeArea: null }).where(eq(eventsTable.id, theirs.eventId));
    await buy(fan, theirs, 1);
    expect(await ok('ticket_tax_breakdown', {}, mine.token)).toMatchObject(EMPTY_YEAR);
    expect((await ok('ticket_tax_breakdown', {}, other.token)).monthly[4]).toEqual({
      [UNKNOWN_TAX_STATE]: { 'Sales Tax': 200 },
    });

    const talent = await member({ isSpecialist: true } as { isBusiness?: boolean }, 'talent');
    for (const who of [fan, talent]) {
      for (const name of ['ticket_tax_breakdown', 'ticket_tax_terms_query', 'renew_notification'] as const)
        expect((await t.call(name, {}, who.token)).status).toBe(403);
    }
    expect((await t.call('ticket_tax_breakdown', {})).status).toBe(401);
  });
});

describe('tax terms', () => {
  it('shows no figures until the business accepts the latest terms, and refuses any other version', async () => {
    await moveTo('2026-06-01T12:00:00Z');
    const b = await business();
    const refused = await t.call('ticket_tax_breakdown', {}, b.token);
    expect([refused.status, refused.body.message]).toEqual([409, TAX_TERMS_REQUIRED]);
    expect(await ok('ticket_tax_terms_query', {}, b.token)).toEqual({
      renew: true,
      accepted_version: null,
      latest_version: TAX_TERMS.version,
      policy: TAX_TERMS.policy,
    });

    const old = await t.call('ticket_tax_terms_accepted', { version: '2024-01-01' }, b.token);
    expect([old.status, old.body.field, old.body.message]).toEqual([
      409,
      'version',
      TAX_TERMS_NOT_LATEST(TAX_TERMS.version),
    ]);
    expect(await t.db.select().from(taxTermsAcceptances)).toEqual([]);

    expect(await acceptTerms(b)).toMatchObject({ renew: false, accepted_version: TAX_TERMS.version });
    // Accepting again is no error and keeps one acceptance.
    expect(await acceptTerms(b)).toMatchObject({ renew: false });
    expect(await t.db.select().from(taxTermsAcceptances)).toHaveLength(1);
    expect((await t.call('ticket_tax_breakdown', {}, b.token)).status).toBe(200);
  });

  it('asks again when a new version is out: one notification per version, renewed by terms_renewed', async () => {
    await moveTo('2026-06-01T12:00:00Z');
    const b = await business();
    // The business accepted the version before the latest.
    await t.db
      .insert(taxTermsAcceptances)
      .values({ memberId: b.id, version: '2024-01-01', acceptedAt: new Date(t.clock.now()) });
    expect(await ok('ticket_tax_terms_query', {}, b.token)).toMatchObject({
      renew: true,
      accepted_version: '2024-01-01',
      latest_version: TAX_TERMS.version,
    });
    expect((await t.call('ticket_tax_breakdown', {}, b.token)).status).toBe(409);

    expect(await ok('renew_notification', {}, b.token)).toMatchObject({ renew: true, notified: true });
    expect(await ok('renew_notification', {}, b.token)).toMatchObject({ renew: true, notified: false });
    const sent = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.memberId, b.id), eq(notifications.type, 'TAX_TERMS')));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      body: TAX_TERMS_NOTIFICATION_BODY(TAX_TERMS.version, false),
      link: taxTermsNotificationLink(TAX_TERMS.version),
    });

    expect(await ok('terms_renewed', {}, b.token)).toMatchObject({ renew: false, accepted_version: TAX_TERMS.version });
    expect(await ok('renew_notification', {}, b.token)).toMatchObject({ renew: false, notified: false });
    expect((await t.call('ticket_tax_breakdown', {}, b.token)).status).toBe(200);
  });

  it('reminds a business that never accepted, once', async () => {
    await moveTo('2026-06-01T12:00:00Z');
    const b = await business();
    expect(await ok('renew_notification', {}, b.token)).toMatchObject({ renew: true, notified: true });
    expect(await ok('renew_notification', {}, b.token)).toMatchObject({ notified: false });
    const [only, ...rest] = await t.db.select().from(notifications).where(eq(notifications.memberId, b.id));
    expect(rest).toEqual([]);
    expect(only!.body).toBe(TAX_TERMS_NOTIFICATION_BODY(TAX_TERMS.version, true));
  });
});
