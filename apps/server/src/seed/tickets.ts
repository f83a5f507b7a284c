import { inArray } from 'drizzle-orm';
import type { Executor } from '@stagepass/db/client';
import { members } from '@stagepass/db/schema/accounts';
import { purchases, sandboxCharges, ticketPasses, tickets } from '@stagepass/db/schema/tickets';
import { randomString } from '@stagepass/domain/ids';
import {
  CARD_COMPANY,
  FREE_TICKET_COMPANY,
  FREE_TICKET_METHOD,
  PASS_CODE_LENGTH,
  ticketCharges,
} from '@stagepass/domain/tickets';
import type { Fees } from '@stagepass/domain/fees';
import type { Random } from './random';

const DAY_MS = 86_400_000;

/** What the seed knows of an event it gives tickets to. */
export interface SeedEvent {
  id: number;
  startMs: number;
  endMs: number;
  draft: boolean;
  private: boolean;
  /** Nights where the door is free (open mics, socials) get a free RSVP ticket. */
  freeEntry: boolean;
  state: string | null;
}

interface PlannedTicket {
  eventIndex: number;
  name: string;
  priceCents: number;
  quantity: number;
  refundable: boolean;
  salesStartMs: number;
  salesEndMs: number;
  description: string;
  taxRate: number;
  purchaseLimit: number | null;
}

/** County sales tax on tickets in the launch cities' states (a few percent; the business sets its own). */
const TAX_BY_STATE: Record<string, number> = { CA: 8.625, NY: 8.875, TX: 8.25, IL: 10.25, FL: 7, TN: 9.25 };

/**
 * Tickets for each published event, as its venue would sell them: general admission, often an early-bird price
 * whose sales closed, sometimes a VIP table; free RSVPs for open nights. Pure: the same plan every run.
 */
export function planTickets(events: readonly SeedEvent[], nowMs: number, r: Random): PlannedTicket[] {
  const planned: PlannedTicket[] = [];
  events.forEach((e, eventIndex) => {
    const salesEndMs = e.startMs - 2 * 3_600_000;
    const opened = Math.min(nowMs - r.int(3, 20) * DAY_MS, e.startMs - 10 * DAY_MS);
    const taxRate = TAX_BY_STATE[e.state ?? ''] ?? 0;
    const base = { eventIndex, refundable: true, salesStartMs: opened, salesEndMs, taxRate, purchaseLimit: null };
    if (e.freeEntry) {
      planned.push({
        ...base,
        name: 'Free RSVP',
        priceCents: 0,
        quantity: r.int(40, 120),
        description: 'Free entry: RSVP so we can plan the room.',
        taxRate: 0,
        purchaseLimit: 4,
      });
      return;
    }
    const ga = r.int(3, 9) * 500;
    if (r.chance(0.5))
      planned.push({
        ...base,
        name: 'Early Bird',
        priceCents: ga - 500,
        quantity: r.int(20, 50),
        salesEndMs: Math.min(salesEndMs, Math.max(opened + DAY_MS, e.startMs - 7 * DAY_MS)),
        description: 'The first tickets, at a lower price.',
      });
    planned.push({
      ...base,
      name: 'General Admission',
      priceCents: ga,
      quantity: r.int(60, 300),
      description: 'Entry for one. Doors open 30 minutes before the start.',
    });
    if (r.chance(0.35))
      planned.push({
        ...base,
        name: 'VIP Table',
        priceCents: ga * 3 + 1000,
        quantity: r.int(6, 16),
        refundable: false,
        description: 'A reserved table near the stage with a drink on arrival. Not refundable.',
        purchaseLimit: 2,
      });
  });
  return planned;
}

/**
 * Writes the tickets, and what buyers have already bought: a few purchases by seeded members on public upcoming
 * nights, and for the demo fan two of their own (paid by a saved test Visa, and a free RSVP). Every sale is a real
 * purchase row with its passes (and, when paid, its sandbox charge), so the ledgers agree from the first start.
 */
export async function seedTickets(
  tx: Executor,
  input: {
    events: readonly SeedEvent[];
    buyers: readonly number[];
    demoFan: number | null;
    fees: Fees;
    nowMs: number;
    r: Random;
  },
) {
  const { events: list, nowMs, r } = input;
  const now = new Date(nowMs);
  const planned = planTickets(list, nowMs, r);
  if (planned.length === 0) return { tickets: 0, purchases: 0 };
  const rows = await tx
    .insert(tickets)
    .values(
      planned.map((p) => ({
        eventId: list[p.eventIndex]!.id,
        name: p.name,
        priceCents: p.priceCents,
        quantity: p.quantity,
        refundable: p.refundable,
        salesStart: new Date(p.salesStartMs),
        salesEnd: new Date(p.salesEndMs),
        description: p.description,
        taxDetails: p.taxRate ? [{ type: 'Sales Tax', rate_pct: p.taxRate }] : [],
        purchaseLimit: p.purchaseLimit,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: tickets.id });

  type Sale = { ticket: number; plan: PlannedTicket; buyer: number; quantity: number; atMs: number };
  const sales: Sale[] = [];
  planned.forEach((p, i) => {
    const e = list[p.eventIndex]!;
    if (e.draft || e.private || e.startMs <= nowMs || input.buyers.length === 0) return;
    const sold = new Set<number>();
    for (let k = r.int(0, 6); k > 0; k--) {
      const buyer = r.pick(input.buyers);
      if (sold.has(buyer)) continue;
      sold.add(buyer);
      const atMs = p.salesStartMs + r.int(0, Math.max(0, Math.min(nowMs, p.salesEndMs) - p.salesStartMs - 1));
      sales.push({ ticket: rows[i]!.id, plan: p, buyer, quantity: Math.min(r.int(1, 4), p.purchaseLimit ?? 4), atMs });
    }
  });
  if (input.demoFan !== null) {
    const upcoming = planned
      .map((p, i) => ({ p, i, e: list[p.eventIndex]! }))
      .filter(
        ({ e, p }) =>
          !e.draft && !e.private && e.startMs > nowMs + 2 * DAY_MS && p.salesEndMs > nowMs && p.salesStartMs < nowMs,
      )
      .sort((a, b) => a.e.startMs - b.e.startMs);
    const paid = upcoming.find(({ p }) => p.name === 'General Admission');
    const free = upcoming.find(({ p }) => p.priceCents === 0);
    for (const pick of [paid, free])
      if (pick)
        sales.push({ ticket: rows[pick.i]!.id, plan: pick.p, buyer: input.demoFan, quantity: 2, atMs: nowMs - DAY_MS });
  }
  if (sales.length === 0) return { tickets: rows.length, purchases: 0 };

  const charges = sales.map((s) =>
    ticketCharges(
      s.plan.priceCents,
      s.quantity,
      input.fees,
      s.plan.taxRate ? [{ type: 'Sales Tax', rate_pct: s.plan.taxRate }] : [],
    ),
  );
  const paidSales = sales.map((s, i) => ({
    s,
    c: charges[i]!,
    chargeId: s.plan.priceCents > 0 ? `ch_sbx_seed_${i + 1}` : null,
  }));
  const chargeRows = paidSales.filter((x) => x.chargeId !== null);
  if (chargeRows.length)
    await tx
      .insert(sandboxCharges)
      .values(
        chargeRows.map((x) => ({
          id: x.chargeId!,
          idempotencyKey: `seed-${x.chargeId}`,
          amountCents: x.c.total_cents,
          currency: 'usd',
          status: 'succeeded',
          brand: 'visa',
          last4: '4242',
          description: 'Stagepass purchase (demo)',
          createdAt: new Date(x.s.atMs),
        })),
      )
      .onConflictDoNothing();
  const bought = await tx
    .insert(purchases)
    .values(
      paidSales.map(({ s, c, chargeId }) => ({
        ticketId: s.ticket,
        eventId: list[s.plan.eventIndex]!.id,
        memberId: s.buyer,
        quantity: s.quantity,
        unitPriceCents: s.plan.priceCents,
        feeCents: c.fee_cents,
        taxCents: c.tax_cents,
        totalCents: c.total_cents,
        currency: 'USD',
        taxes: c.taxes,
        taxState: list[s.plan.eventIndex]!.state,
        paymentCompany: chargeId ? CARD_COMPANY : FREE_TICKET_COMPANY,
        paymentMethod: chargeId ? 'card_sbx_demo' : FREE_TICKET_METHOD,
        cardBrand: chargeId ? 'visa' : null,
        cardLast4: chargeId ? '4242' : null,
        chargeId,
        status: 'Charged' as const,
        createdAt: new Date(s.atMs),
      })),
    )
    .returning({ id: purchases.id, quantity: purchases.quantity, ticketId: purchases.ticketId });
  await tx
    .insert(ticketPasses)
    .values(
      bought.flatMap((p) =>
        Array.from({ length: p.quantity }, () => ({ purchaseId: p.id, code: randomString(PASS_CODE_LENGTH) })),
      ),
    );
  const soldBy = new Map<number, number>();
  for (const p of bought) soldBy.set(p.ticketId, (soldBy.get(p.ticketId) ?? 0) + p.quantity);
  for (const [ticketId, sold] of soldBy)
    await tx
      .update(tickets)
      .set({ sold })
      .where(inArray(tickets.id, [ticketId]));
  return { tickets: rows.length, purchases: bought.length };
}

/** Seeded members who buy tickets: the talent (fans of a night out, too). */
export async function memberIds(tx: Executor, emails: readonly string[]): Promise<number[]> {
  if (emails.length === 0) return [];
  const rows = await tx
    .select({ id: members.id })
    .from(members)
    .where(inArray(members.email, [...emails]));
  return rows.map((r) => r.id);
}
