import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { events as eventsTable } from '@stagepass/db/schema/events';
import { sandboxCharges } from '@stagepass/db/schema/tickets';
import { formatMoney } from '@stagepass/domain/format';
import { useTestApp } from '../../test/test-app';
import { marketplace } from '../../test/marketplace-fixtures';
import { feesFromConfig } from '../payments/get_fees.handler';

// Non-USD events (issue 10, spec 001 §3 Fees, §9): flat fees are the same number of minor units in the event's
// currency, and none in a zero-decimal currency such as the yen.

const t = useTestApp({ seed: true });
const m = marketplace(t, 'ticket-currency.test');
const { member, business, ok, cardToken } = m;

/** An event of the venue moved to `country` (its currency follows), with a ticket of `price` minor units. */
async function saleIn(country: string, price: number) {
  const b = await business();
  const eventId = await m.event(b.token, 10, 'Harbor Lights');
  await t.db.update(eventsTable).set({ country }).where(eq(eventsTable.id, eventId));
  const ga = await m.ticket(b.token, eventId, { price });
  return { eventId, ticketId: ga.ticket_id as number, price };
}

async function buyTwo(sale: Awaited<ReturnType<typeof saleIn>>) {
  const fan = await member();
  const { purchase } = await ok(
    'user_purchase_tickets',
    {
      event_id: sale.eventId,
      ticket_id: sale.ticketId,
      quantity: 2,
      price: sale.price,
      payment_company: 'Stripe',
      payment_method: await cardToken('4242 4242 4242 4242'),
      is_token: 1,
    },
    fan.token,
  );
  const receipt = await ok('user_get_ticket_receipt', { purchase_id: purchase.purchase_id }, fan.token);
  return { purchase, receipt };
}

describe('fees in the event’s currency', () => {
  it('a yen event: the percentages in whole yen and no flat fee, on the charges, the charge and the receipt', async () => {
    const fees = feesFromConfig(t.config);
    const sale = await saleIn('JP', 3000);
    const pct = Math.round((3000 * (fees.ticket_pct + fees.processor_pct)) / 100);
    const charges = await ok('ticketing_charges', { ticket_id: sale.ticketId, quantity: 2 });
    expect(charges).toMatchObject({
      currency: 'JPY',
      subtotal_cents: 6000,
      fee_cents: 2 * pct,
      total_cents: 6000 + 2 * pct,
    });

    const { purchase, receipt } = await buyTwo(sale);
    expect(purchase).toMatchObject({ currency: 'JPY', total_cents: charges.total_cents });
    expect(receipt).toMatchObject({ currency: 'JPY', fee_cents: 2 * pct, total_cents: charges.total_cents });
    const [charge] = await t.db.select().from(sandboxCharges);
    expect([charge!.amountCents, charge!.currency]).toEqual([charges.total_cents, 'jpy']);
    expect(formatMoney(receipt.fee_cents, 'JPY')).toBe(`¥${2 * pct}`);
  });

  it('a euro event: the same flat fees in euro cents as in US cents', async () => {
    const usd = await saleIn('US', 2500);
    const eur = await saleIn('DE', 2500);
    const inUsd = await ok('ticketing_charges', { ticket_id: usd.ticketId, quantity: 2 });
    const inEur = await ok('ticketing_charges', { ticket_id: eur.ticketId, quantity: 2 });
    expect(inEur).toEqual({ ...inUsd, currency: 'EUR' });
    const fees = feesFromConfig(t.config);
    expect(inEur.fee_cents).toBe(
      2 *
        Math.round(
          (2500 * (fees.ticket_pct + fees.processor_pct)) / 100 +
            fees.ticket_flat_fee_cents +
            fees.processor_flat_fee_cents,
        ),
    );
  });
});
