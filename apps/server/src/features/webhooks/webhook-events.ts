import { sql } from 'drizzle-orm';
import type { Executor } from '@stagepass/db/client';
import type { WebhookEventData } from '@stagepass/contract/webhooks/events';
import type { WebhookEventType } from '@stagepass/domain/webhooks';
import * as repo from './webhooks-repository';

/**
 * Emission of webhook events (issue 15). An event is written as pending deliveries, one per enabled endpoint of its
 * member that listens to its type, inside the caller's transaction: a sale that rolls back emits nothing. Its id is
 * stable (`ticket.purchased:<purchase id>`), so a job or request that runs again emits it once. The commit NOTIFYs
 * the delivery round (webhook-deliveries.ts), which sends it at once; the minute tick is the fallback.
 */
export const WEBHOOK_CHANNEL = 'stagepass_webhooks';

export interface WebhookEvent<T extends WebhookEventType = WebhookEventType> {
  /** Whose endpoints receive it. */
  memberId: number;
  type: T;
  /** Stable: the same event emitted again is delivered once. */
  eventId: string;
  data: WebhookEventData<T>;
}

type AnyWebhookEvent = { [T in WebhookEventType]: WebhookEvent<T> }[WebhookEventType];

/** Queues the events' deliveries in the caller's transaction; answers how many deliveries were added. */
export async function emitWebhookEvents(tx: Executor, events: readonly AnyWebhookEvent[], now: Date): Promise<number> {
  if (events.length === 0) return 0;
  const endpoints = await repo.enabledEndpointsOf(
    tx,
    events.map((e) => e.memberId),
  );
  if (endpoints.length === 0) return 0;
  const rows = events.flatMap((event) =>
    endpoints
      .filter((e) => e.memberId === event.memberId && e.events.includes(event.type))
      .map((e) => ({
        endpointId: e.id,
        eventId: event.eventId,
        eventType: event.type,
        payload: event.data as Record<string, unknown>,
        createdAt: now,
      })),
  );
  const added = await repo.insertDeliveries(tx, rows);
  if (added > 0) await signalDeliveries(tx);
  return added;
}

/** Tells the delivery round, on every server listening, that deliveries are due: sent when the transaction commits. */
export async function signalDeliveries(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_notify(${WEBHOOK_CHANNEL}, '')`);
}

export function emitWebhookEvent<T extends WebhookEventType>(
  tx: Executor,
  event: WebhookEvent<T>,
  now: Date,
): Promise<number> {
  return emitWebhookEvents(tx, [event as AnyWebhookEvent], now);
}

const iso = (d: Date) => d.toISOString();

// --- the events of each feature, built from what its code path has at hand --------------------------------------

/** What a ticket purchase or refund path knows. */
export interface TicketFacts {
  purchase: {
    id: number;
    ticketId: number;
    quantity: number;
    unitPriceCents: number;
    feeCents: number;
    taxCents: number;
    totalCents: number;
    currency: string;
    memberId: number;
    createdAt: Date;
  };
  ticketName: string;
  event: { id: number; name: string; startTime: Date; businessId: number };
  buyerName: string;
}

/** ticket.purchased or ticket.refunded, to the event's business: the event as its deliveries carry it. */
export function ticketEventOf(
  type: 'ticket.purchased' | 'ticket.refunded',
  { purchase, ticketName, event, buyerName }: TicketFacts,
  now: Date,
): WebhookEvent<'ticket.purchased'> | WebhookEvent<'ticket.refunded'> {
  const data = {
    purchase_id: purchase.id,
    event: { id: event.id, name: event.name, start_time: iso(event.startTime) },
    ticket: { id: purchase.ticketId, name: ticketName },
    quantity: purchase.quantity,
    unit_price_cents: purchase.unitPriceCents,
    fee_cents: purchase.feeCents,
    tax_cents: purchase.taxCents,
    total_cents: purchase.totalCents,
    currency: purchase.currency,
    buyer: { id: purchase.memberId, name: buyerName },
    purchased_at: iso(purchase.createdAt),
  };
  const eventId = `${type}:${purchase.id}`;
  return type === 'ticket.purchased'
    ? { memberId: event.businessId, type, eventId, data }
    : { memberId: event.businessId, type, eventId, data: { ...data, refunded_at: iso(now) } };
}

export function emitTicketEvent(
  tx: Executor,
  type: 'ticket.purchased' | 'ticket.refunded',
  facts: TicketFacts,
  now: Date,
): Promise<number> {
  return emitWebhookEvents(tx, [ticketEventOf(type, facts, now) as AnyWebhookEvent], now);
}

/** What the auction knows of a bid (features/bookings/auction.ts factsOf). */
export interface BidWebhookFacts {
  id: number;
  eventId: number;
  eventName: string;
  subEventId: number;
  sbStart: Date;
  sbEnd: Date;
  businessId: number;
  businessName: string;
  talentId: number;
  talentName: string;
  maxCents: number;
}

const bidParts = (f: BidWebhookFacts) => ({
  bid_id: f.id,
  event: { id: f.eventId, name: f.eventName },
  sub_event: { id: f.subEventId, start_time: iso(f.sbStart), end_time: iso(f.sbEnd) },
});

/** booking.confirmed, to the business and to the talent of each booking charged (the close, or a Book Now). */
export function emitBookingsConfirmed(
  tx: Executor,
  booked: readonly (BidWebhookFacts & { priceCents: number })[],
  now: Date,
): Promise<number> {
  return emitWebhookEvents(
    tx,
    booked.flatMap((f) => {
      const data = {
        ...bidParts(f),
        business: { id: f.businessId, name: f.businessName },
        talent: { id: f.talentId, name: f.talentName },
        price_cents: f.priceCents,
        currency: 'USD',
        booked_at: iso(now),
      };
      const eventId = `booking.confirmed:${f.id}`;
      return [f.businessId, f.talentId].map((memberId) => ({
        memberId,
        type: 'booking.confirmed' as const,
        eventId,
        data,
      }));
    }),
    now,
  );
}

/** bid.lost, to the business of each bid that lost when its talent-day closed. */
export function emitBidsLost(
  tx: Executor,
  lost: readonly (BidWebhookFacts & { standing: 'Lose' | 'Fatal' })[],
  now: Date,
): Promise<number> {
  return emitWebhookEvents(
    tx,
    lost.map((f) => ({
      memberId: f.businessId,
      type: 'bid.lost' as const,
      eventId: `bid.lost:${f.id}`,
      data: {
        ...bidParts(f),
        talent: { id: f.talentId, name: f.talentName },
        max_cents: f.maxCents,
        standing: f.standing,
        closed_at: iso(now),
      },
    })),
    now,
  );
}

/** A subscription as its row has it (features/subscriptions/subscriptions-repository.ts SubscriptionRecord). */
export interface SubscriptionFacts {
  id: number;
  memberId: number;
  creatorId: number;
  productId: number;
  tierId: number;
  planId: number;
  state: string;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  trialEnd: Date | null;
  canceledAt: Date | null;
}

/**
 * subscription.created (a new or restarted subscription began: paid, or in its trial) or subscription.canceled (its
 * subscriber cancelled it), to the creator. One event per start and per cancellation.
 */
export async function emitSubscriptionEvent(
  tx: Executor,
  type: 'subscription.created' | 'subscription.canceled',
  sub: SubscriptionFacts,
  now: Date,
): Promise<number> {
  const name = (await repo.namesOf(tx, [sub.memberId])).get(sub.memberId) ?? '';
  const data = {
    subscription_id: sub.id,
    product_id: sub.productId,
    tier_id: sub.tierId,
    plan_id: sub.planId,
    subscriber: { id: sub.memberId, name },
    state: sub.state,
    current_period_start: iso(sub.currentPeriodStart),
    current_period_end: iso(sub.currentPeriodEnd),
    trial_end: sub.trialEnd ? iso(sub.trialEnd) : null,
  };
  const memberId = sub.creatorId;
  if (type === 'subscription.created')
    return emitWebhookEvent(
      tx,
      { memberId, type, eventId: `${type}:${sub.id}:${sub.currentPeriodStart.getTime()}`, data },
      now,
    );
  const canceledAt = sub.canceledAt ?? now;
  const endsAt = sub.state === 'Canceled' ? canceledAt : sub.currentPeriodEnd;
  return emitWebhookEvent(
    tx,
    {
      memberId,
      type,
      eventId: `${type}:${sub.id}:${canceledAt.getTime()}`,
      data: { ...data, canceled_at: iso(canceledAt), ends_at: iso(endsAt) },
    },
    now,
  );
}

/** A payout transferred: payout.paid, to whoever it paid. */
export function emitPayoutPaid(
  tx: Executor,
  payout: {
    memberId: number;
    kind: 'tickets' | 'booking' | 'subscription' | 'asset';
    referenceId: number;
    eventId: number | null;
    amountCents: number;
    currency: string;
    transferId: string | null;
  },
  now: Date,
): Promise<number> {
  return emitWebhookEvent(
    tx,
    {
      memberId: payout.memberId,
      type: 'payout.paid',
      eventId: `payout.paid:${payout.kind}:${payout.referenceId}`,
      data: {
        kind: payout.kind,
        reference_id: payout.referenceId,
        event_id: payout.eventId,
        amount_cents: payout.amountCents,
        currency: payout.currency,
        transfer_id: payout.transferId,
        paid_at: iso(now),
      },
    },
    now,
  );
}
