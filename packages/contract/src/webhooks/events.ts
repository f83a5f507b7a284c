import { z } from 'zod';
import { WEBHOOK_EVENT_DESCRIPTIONS, type WebhookEventType } from '@stagepass/domain/webhooks';

// The body of each webhook delivery (issue 15): an envelope `{ id, type, created, data }`, `data` as below. These
// schemas type what the server emits (features/webhooks/webhook-events.ts) and are the OpenAPI document's `webhooks`.

const instant = z.string().describe('An ISO 8601 instant, e.g. 2026-05-01T19:30:00.000Z');
const named = z.object({ id: z.number().int(), name: z.string() });
const event = z.object({ id: z.number().int(), name: z.string(), start_time: instant });
const subEvent = z.object({ id: z.number().int(), start_time: instant, end_time: instant });

const ticketPurchase = z.object({
  purchase_id: z.number().int(),
  event,
  ticket: named,
  quantity: z.number().int(),
  unit_price_cents: z.number().int(),
  fee_cents: z.number().int(),
  tax_cents: z.number().int(),
  total_cents: z.number().int(),
  currency: z.string(),
  buyer: named,
  purchased_at: instant,
});

const subscription = z.object({
  subscription_id: z.number().int(),
  product_id: z.number().int(),
  tier_id: z.number().int(),
  plan_id: z.number().int(),
  subscriber: named,
  state: z.string(),
  current_period_start: instant,
  current_period_end: instant,
  trial_end: instant.nullable(),
});

/** Each event's `data`. */
export const webhookEventData = {
  'ticket.purchased': ticketPurchase,
  'ticket.refunded': ticketPurchase.extend({ refunded_at: instant }),
  'booking.confirmed': z.object({
    bid_id: z.number().int(),
    event: named,
    sub_event: subEvent,
    business: named,
    talent: named,
    price_cents: z.number().int(),
    currency: z.string(),
    booked_at: instant,
  }),
  'bid.lost': z.object({
    bid_id: z.number().int(),
    event: named,
    sub_event: subEvent,
    talent: named,
    max_cents: z.number().int(),
    /** Lose: another bid won; Fatal: it overlaps a booking made that day. */
    standing: z.enum(['Lose', 'Fatal']),
    closed_at: instant,
  }),
  'subscription.created': subscription,
  'subscription.canceled': subscription.extend({
    canceled_at: instant,
    /** Access lasts until then (the end of the paid period); the subscription is Canceled from then on. */
    ends_at: instant,
  }),
  'payout.paid': z.object({
    /** What was paid: an event's ticket revenue, a booking's fee, a subscription cycle or a digital content sale. */
    kind: z.enum(['tickets', 'booking', 'subscription', 'asset']),
    /** The payout's own id for tickets; the bid's for a booking; the invoice's or the asset purchase's otherwise. */
    reference_id: z.number().int(),
    event_id: z.number().int().nullable(),
    amount_cents: z.number().int(),
    currency: z.string(),
    transfer_id: z.string().nullable(),
    paid_at: instant,
  }),
} as const satisfies Record<WebhookEventType, z.ZodType>;

export type WebhookEventData<T extends WebhookEventType> = z.input<(typeof webhookEventData)[T]>;

/** The body of a delivery of event `type`. */
export function webhookEnvelope<T extends WebhookEventType>(type: T) {
  return z
    .object({
      /** The event's id: a redelivery, or a retry, sends the same id again. */
      id: z.string(),
      type: z.literal(type),
      /** When the event happened. */
      created: instant,
      data: webhookEventData[type],
    })
    .describe(WEBHOOK_EVENT_DESCRIPTIONS[type]);
}
