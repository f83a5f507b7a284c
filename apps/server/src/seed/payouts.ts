import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@stagepass/db/client';
import { payouts, sandboxTransfers } from '@stagepass/db/schema/payments';
import { purchases, sandboxCharges, sandboxRefunds, ticketPasses, tickets } from '@stagepass/db/schema/tickets';
import { eventCurrency } from '@stagepass/domain/events';
import type { Fees } from '@stagepass/domain/fees';
import { randomString } from '@stagepass/domain/ids';
import { isTicketPayoutDue, tallyTicketSales, ticketPayout, ticketPayoutDueAt } from '@stagepass/domain/payouts';
import { CARD_COMPANY, PASS_CODE_LENGTH, ticketCharges } from '@stagepass/domain/tickets';
import { payoutIdempotencyKey } from '../features/payments/ticket-payouts';
import { saleLines } from '../features/payments/ticket-payouts-repository';
import type { Random } from './random';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** What the payouts seed knows of one of the demo business's events. */
export interface DemoPayoutEvent {
  id: number;
  startMs: number;
  endMs: number;
  draft: boolean;
  private: boolean;
  country: string;
  state: string | null;
}

interface Sale {
  quantity: number;
  atMs: number;
  /** Refunded a day after it was bought (before the event). */
  refunded: boolean;
}

/**
 * Issue 11: the demo business's /dash/payments shows something real. Its past night gets sales (one of them
 * refunded) and the payout the release job would have made 3 days after it ended: paid, with its sandbox transfer.
 * Its next night gets a few more sales, so its payout shows as due. Deterministic for the same `nowMs`.
 * Returns the purchases written.
 */
export async function seedDemoPayouts(
  tx: Executor,
  input: {
    events: readonly DemoPayoutEvent[];
    businessId: number;
    connectId: string;
    buyers: readonly number[];
    fees: Fees;
    nowMs: number;
    r: Random;
  },
): Promise<number> {
  const { nowMs, r } = input;
  const published = input.events.filter((e) => !e.draft && !e.private);
  if (published.length === 0 || input.buyers.length < 4) return 0;
  // The events' paid tickets: general admission (no per-member limit) first, else the first paid one.
  const rows = await tx
    .select()
    .from(tickets)
    .where(
      and(
        inArray(
          tickets.eventId,
          published.map((e) => e.id),
        ),
        gt(tickets.priceCents, 0),
      ),
    )
    .orderBy(asc(tickets.id));
  const ticketOf = (eventId: number) => {
    const own = rows.filter((t) => t.eventId === eventId);
    return own.find((t) => t.purchaseLimit === null) ?? own[0];
  };
  const paid = published.filter((e) => ticketOf(e.id) !== undefined);
  // The last night whose payout came due, and the next night (free nights, such as open mics, take no money).
  const past = paid.filter((e) => isTicketPayoutDue(e.endMs, nowMs)).sort((a, b) => b.endMs - a.endMs)[0];
  const next = paid.filter((e) => e.startMs > nowMs + DAY_MS).sort((a, b) => a.startMs - b.startMs)[0];
  const chosen = [past, next].filter((e): e is DemoPayoutEvent => e !== undefined);

  let written = 0;
  for (const event of chosen) {
    const ticket = ticketOf(event.id);
    if (!ticket) continue;
    const buyers = r.sample(input.buyers, 4);
    // Bought in the days before the sales closed (past night), or over the last two days (next night).
    const lastSaleMs = Math.min(ticket.salesEnd.getTime(), nowMs) - HOUR_MS;
    const sales: Sale[] =
      event === past
        ? [
            { quantity: 2, atMs: lastSaleMs - 6 * DAY_MS, refunded: false },
            { quantity: r.int(2, 4), atMs: lastSaleMs - 4 * DAY_MS, refunded: false },
            { quantity: 1, atMs: lastSaleMs - 3 * DAY_MS, refunded: true },
            { quantity: r.int(1, 3), atMs: lastSaleMs - DAY_MS, refunded: false },
          ]
        : [
            { quantity: 2, atMs: nowMs - 2 * DAY_MS, refunded: false },
            { quantity: r.int(1, 3), atMs: nowMs - 6 * HOUR_MS, refunded: false },
          ];
    const taxes = ticket.taxDetails.map((t) => ({ type: t.type, rate_pct: t.rate_pct }));
    const made = sales.map((s, i) => {
      const c = ticketCharges(ticket.priceCents, s.quantity, input.fees, taxes, eventCurrency(event.country));
      const tag = `payout_${event.id}_${i + 1}`;
      return {
        s,
        c,
        buyer: buyers[i % buyers.length]!,
        chargeId: `ch_sbx_demo_${tag}`,
        refundId: `re_sbx_demo_${tag}`,
      };
    });

    await tx.insert(sandboxCharges).values(
      made.map(({ s, c, chargeId }) => ({
        id: chargeId,
        idempotencyKey: `seed-${chargeId}`,
        amountCents: c.total_cents,
        currency: eventCurrency(event.country).toLowerCase(),
        status: 'succeeded',
        brand: 'visa',
        last4: '4242',
        refundedCents: s.refunded ? c.total_cents : 0,
        description: 'Stagepass purchase (demo)',
        createdAt: new Date(s.atMs),
      })),
    );
    const refunds = made.filter((m) => m.s.refunded);
    if (refunds.length)
      await tx.insert(sandboxRefunds).values(
        refunds.map(({ s, c, chargeId, refundId }) => ({
          id: refundId,
          idempotencyKey: `seed-${refundId}`,
          chargeId,
          amountCents: c.total_cents,
          createdAt: new Date(s.atMs + DAY_MS),
        })),
      );
    const bought = await tx
      .insert(purchases)
      .values(
        made.map(({ s, c, buyer, chargeId, refundId }) => ({
          ticketId: ticket.id,
          eventId: event.id,
          memberId: buyer,
          quantity: s.quantity,
          unitPriceCents: ticket.priceCents,
          feeCents: c.fee_cents,
          taxCents: c.tax_cents,
          totalCents: c.total_cents,
          currency: eventCurrency(event.country),
          taxes: c.taxes,
          taxState: event.state,
          paymentCompany: CARD_COMPANY,
          paymentMethod: 'card_sbx_demo',
          cardBrand: 'visa',
          cardLast4: '4242',
          chargeId,
          refundId: s.refunded ? refundId : null,
          status: s.refunded ? ('Refunded' as const) : ('Charged' as const),
          createdAt: new Date(s.atMs),
          refundedAt: s.refunded ? new Date(s.atMs + DAY_MS) : null,
        })),
      )
      .returning({ id: purchases.id, quantity: purchases.quantity });
    await tx
      .insert(ticketPasses)
      .values(
        bought.flatMap((p) =>
          Array.from({ length: p.quantity }, () => ({ purchaseId: p.id, code: randomString(PASS_CODE_LENGTH) })),
        ),
      );
    // The stock ledger (schema/tickets.ts): `sold` counts every sale, `returned` the refunded ones.
    const sold = sales.reduce((n, s) => n + s.quantity, 0);
    const returned = sales.reduce((n, s) => n + (s.refunded ? s.quantity : 0), 0);
    await tx
      .update(tickets)
      .set({ sold: sql`${tickets.sold} + ${sold}`, returned: sql`${tickets.returned} + ${returned}` })
      .where(eq(tickets.id, ticket.id));
    written += bought.length;

    if (event === past) {
      // The payout the release job made on its first run after it came due.
      const { amountCents, breakdown } = ticketPayout(
        tallyTicketSales(await saleLines(tx, event.id)),
        input.fees.processor_monthly_pct,
      );
      const dueAt = ticketPayoutDueAt(event.endMs);
      const paidAt = new Date(dueAt + 60_000);
      const transferId = `tr_sbx_demo_${event.id}`;
      const [payout] = await tx
        .insert(payouts)
        .values({
          kind: 'tickets',
          memberId: input.businessId,
          eventId: event.id,
          amountCents,
          currency: eventCurrency(event.country),
          breakdown,
          status: 'paid',
          dueAt: new Date(dueAt),
          paidAt,
          transferId,
          connectId: input.connectId,
          attempts: 1,
          createdAt: paidAt,
        })
        .returning({ id: payouts.id });
      await tx.insert(sandboxTransfers).values({
        id: transferId,
        destination: input.connectId,
        amountCents,
        currency: eventCurrency(event.country).toLowerCase(),
        idempotencyKey: payoutIdempotencyKey(payout!.id),
        description: 'Ticket revenue (demo)',
        metadata: { payout_id: String(payout!.id), event_id: String(event.id), kind: 'tickets' },
        createdAt: paidAt,
      });
    }
  }
  return written;
}
