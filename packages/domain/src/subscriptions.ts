// Subscriptions to plans, with billing cycles (spec 001 §3 Subscription, §4 Subscription states, §7 Collections and
// subscriptions, §1 and §9: creators are paid at the start of each monthly or yearly cycle). The texts both sides
// show, and the rules of the billing cycle: when a cycle ends, when a failed renewal is retried, the creator's share.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { PlanInterval, SubscriptionState } from './commerce';
import { formatMoney } from './format';

dayjs.extend(utc);
dayjs.extend(timezone);

// --- what the server answers -----------------------------------------------------------------------------------

export const PLAN_NOT_FOUND = 'That plan was not found.';
export const SUBSCRIPTION_NOT_FOUND = 'That subscription was not found.';
export const PLAN_NOT_OFFERED = 'This plan is no longer offered.';
export const planNotYetOffered = (date: string) => `This plan can be subscribed to from ${date}.`;
export const OWN_PLAN = 'You cannot subscribe to your own plan.';
export const ALREADY_SUBSCRIBED = 'You already have a subscription to this tier.';
export const SUBSCRIPTION_CARD_REQUIRED = 'Choose one of your saved cards to pay for the subscription.';
export const CANNOT_CANCEL = 'This subscription is not running, so there is nothing to cancel.';
export const CANNOT_REACTIVATE = 'This subscription is running already.';
export const CANNOT_UPDATE_CARD = 'The card of this subscription cannot be changed now.';
/** Why a renewal that was never paid is closed: the member cancelled while it was being retried. */
export const CYCLE_CANCELLED = 'The subscription was cancelled before this cycle was paid.';
/** A charge declined without the provider's own message (it nearly always gives one). */
export const SUBSCRIPTION_DECLINED = 'Your card was declined.';

// --- states ------------------------------------------------------------------------------------------------------

/**
 * The states of a subscription that holds the tier: no second subscription of the member to the same tier may be
 * made while one of these is. Pending is the first charge under way.
 */
export const LIVE_SUBSCRIPTION_STATES: readonly SubscriptionState[] = [
  'Active',
  'Trialing',
  'Ending',
  'PastDue',
  'Pending',
  'Dispute',
];

/** Cancelled by the member: still running until current_period_end, then Canceled. */
export const CANCELLABLE_STATES: readonly SubscriptionState[] = ['Active', 'Trialing', 'PastDue'];

/**
 * What reactivate_subscription does with a subscription in `state`: 'resume' an Ending one (no charge, back to
 * Active or Trialing), 'restart' one that ended (a new paid cycle from now), or null when it is running already.
 */
export function reactivation(state: SubscriptionState): 'resume' | 'restart' | null {
  if (state === 'Ending') return 'resume';
  if (state === 'Canceled' || state === 'Unpaid' || state === 'Expired') return 'restart';
  return null;
}

/**
 * The states in which the member may change the card: every running one, and one that ended (its card pays when it
 * is reactivated). PastDue also retries the charge at once with the new card (update_subscription).
 */
export const CARD_UPDATE_STATES: readonly SubscriptionState[] = [
  'Active',
  'Trialing',
  'Ending',
  'PastDue',
  'Unpaid',
  'Canceled',
];

/**
 * spec 001 §4 Dispute: a card dispute (a chargeback) on the charge of one of the subscription's cycles. A running
 * subscription goes into Dispute: it gives no access (it is not in SUBSCRIPTION_ACCESS_STATES) and is not billed
 * again until the dispute is settled (the billing job and Stripe's collection leave it alone). One that ended
 * already stays as it is.
 */
export const DISPUTABLE_STATES: readonly SubscriptionState[] = ['Active', 'Trialing', 'Ending', 'PastDue'];

/** How a card dispute was settled: the money stayed with the creator (won), or went back to the member (lost). */
export type DisputeOutcome = 'won' | 'lost';

/**
 * The state a subscription in Dispute takes when the dispute is settled. The spec lists Dispute among the states but
 * not where it leads, so this is our reading of §4:
 * - won, with the paid period still running: back to Active (Ending when the member had cancelled it);
 * - won after the period ran out, or lost (the cycle's money went back to the member): Canceled. Nothing is billed
 *   for the time spent in Dispute, and the member may reactivate it (a new paid cycle from then), as any Canceled one.
 */
export function stateAfterDispute(
  outcome: DisputeOutcome,
  sub: { periodRuns: boolean; cancelled: boolean },
): SubscriptionState {
  if (outcome === 'won' && sub.periodRuns) return sub.cancelled ? 'Ending' : 'Active';
  return 'Canceled';
}

/** Why a renewal left unpaid while the subscription was in Dispute is closed when the dispute ends it. */
export const CYCLE_DISPUTED = 'The subscription ended with the dispute of its payment before this cycle was paid.';
/** What the subscription list says of a subscription in Dispute. */
export const DISPUTE_PERIOD_TEXT =
  'A payment of this subscription is disputed. It gives no access and is not renewed until the dispute is settled.';

/** The words of a state on screen. */
export const SUBSCRIPTION_STATE_LABELS: Readonly<Record<SubscriptionState, string>> = {
  Active: 'Active',
  Pending: 'Pending',
  Canceled: 'Canceled',
  Dispute: 'Dispute',
  Unpaid: 'Unpaid',
  PastDue: 'Past due',
  Expired: 'Expired',
  Trialing: 'Trial',
  Ending: 'Ending',
};

// --- the billing cycle ---------------------------------------------------------------------------------------------

/**
 * A renewal that failed is retried 1 and then 3 days after the cycle started (next_retry_at); when the last retry
 * fails too the subscription is Unpaid.
 */
export const RENEWAL_RETRY_DAYS: readonly number[] = [1, 3];

const DAY_MS = 86_400_000;

/** When the renewal of a cycle that started at `cycleStart` is tried next, after `retriesDone` retries; null: no more. */
export function nextRetryAt(cycleStart: Date, retriesDone: number): Date | null {
  const days = RENEWAL_RETRY_DAYS[retriesDone];
  return days === undefined ? null : new Date(cycleStart.getTime() + days * DAY_MS);
}

/** The end of a trial of `days` days that starts at `start`. */
export function trialEnd(start: Date, days: number): Date {
  return new Date(start.getTime() + days * DAY_MS);
}

/**
 * The end of a billing cycle that starts at `start`: one calendar month or year later (UTC), the day clamped to the
 * month's length (Jan 31 → Feb 28 or 29). `anchorDay` is the day of the month the cycles were first anchored on, so
 * a cycle that was clamped returns to it (Jan 31 → Feb 28 → Mar 31, as Stripe Billing does).
 */
export function cycleEnd(start: Date, interval: PlanInterval, anchorDay?: number): Date {
  let end = dayjs.utc(start).add(1, interval);
  if (anchorDay !== undefined && anchorDay > end.date()) end = end.date(Math.min(anchorDay, end.daysInMonth()));
  return end.toDate();
}

/**
 * The anchor day of the cycles, from the cycle just ended (`start` to `end`): the end's day, unless the end was
 * clamped to the last day of a shorter month, when the start's day (the anchor it was clamped from) is kept.
 */
export function anchorDayOf(start: Date, end: Date): number {
  const e = dayjs.utc(end);
  const endDay = e.date();
  return endDay === e.daysInMonth() ? Math.max(endDay, dayjs.utc(start).date()) : endDay;
}

// --- money ---------------------------------------------------------------------------------------------------------

/** The product's cut of a subscription payment (get_fees subscription_pct), rounded to the cent. */
export function subscriptionFeeCents(amountCents: number, subscriptionPct: number): number {
  return Math.round((amountCents * subscriptionPct) / 100);
}

/** What the creator is paid of a payment: the amount less the product's cut, never below 0. */
export function creatorShareCents(amountCents: number, feeCents: number): number {
  return Math.max(0, amountCents - feeCents);
}

/** The idempotency key of a cycle's charge: the first attempt's, and one per retry after it. */
export function cycleChargeKey(subscriptionId: number, cycleStart: Date, attempt: number): string {
  const base = `subscription:${subscriptionId}:${cycleStart.toISOString()}`;
  return attempt <= 1 ? base : `${base}:${attempt}`;
}

// --- the screens ---------------------------------------------------------------------------------------------------

export const SUBSCRIBE = 'Subscribe';
export const SUBSCRIBED = 'You are subscribed.';
export const SUBSCRIBE_PAY_WITH = 'Pay with';
export const SUBSCRIBE_NEW_CARD = 'A new card';
export const SUBSCRIBE_CARD_SAVED_NOTE = 'The card is saved to your account to pay each renewal.';
export const SUBSCRIPTIONS_HEADING = 'Subscriptions';
export const NO_SUBSCRIPTIONS = 'You have no subscriptions yet.';
export const CANCEL_SUBSCRIPTION = 'Cancel subscription';
export const CANCEL_SUBSCRIPTION_CONFIRM =
  'Cancel this subscription? You keep access until the end of the period you paid for.';
export const KEEP_SUBSCRIPTION = 'Keep it';
export const SUBSCRIPTION_CANCELLED = 'Your subscription is cancelled. It ends at the end of the period.';
export const REACTIVATE = 'Reactivate';
export const SUBSCRIPTION_REACTIVATED = 'Your subscription is active again.';
export const PURCHASED_ASSETS_HEADING = 'Digital content';
export const NO_PURCHASED_ASSETS = 'You have not bought any digital content yet.';
export const CREATOR_REVENUE_HEADING = 'Product and subscription revenue';
export const NO_CREATOR_REVENUE = 'No product or subscription sales yet.';
export const SUBSCRIBERS_HEADING = 'Subscribers';
export const NO_SUBSCRIBERS = 'No subscribers yet.';
export const SIGN_IN_TO_SUBSCRIBE = 'Log in to subscribe.';
export const SUBSCRIPTION_PAYMENT_FAILED = 'The payment did not go through';
export const CONFIRM_SUBSCRIPTION = 'Confirm subscription';
export const SUBSCRIPTION_CARD_NOT_SAVED = 'The card was not saved';
export const CLOSE = 'Close';
export const LOADING_SUBSCRIPTIONS = 'Loading your subscriptions';
export const LOADING_REVENUE = 'Loading your revenue';
export const REVENUE_WINDOW = 'Last 12 months';
export const REVENUE_COLUMNS = {
  product: 'Product',
  subscriptions: 'Subscriptions',
  assetSales: 'Content sales',
  fees: 'Fees',
  net: 'Your share',
} as const;
/** The product's cut of asset sales not in any product, as the revenue table names the row. */
export const OTHER_CONTENT = 'Content outside products';

/** 'Free for 14 days, then $9.99 / month'. */
export function trialText(days: number, price: string): string {
  return `Free for ${days} day${days === 1 ? '' : 's'}, then ${price}`;
}

/** A date as the subscription lists show it: 'Dec 22, 2026'. */
export function subscriptionDate(iso: string | Date, timeZone = 'UTC'): string {
  return dayjs(iso).tz(timeZone).format('MMM D, YYYY');
}

/** A plan's price per interval: '$9.99 / month'. */
export function planPriceText(cents: number, currency: string, interval: PlanInterval): string {
  return `${formatMoney(cents, currency)} / ${interval}`;
}

/** What the subscription list says of the period: when it renews, ends, or what went wrong. */
export function periodText(
  s: { state: SubscriptionState; current_period_end: string; next_retry_at: string | null },
  timeZone = 'UTC',
): string {
  const end = subscriptionDate(s.current_period_end, timeZone);
  switch (s.state) {
    case 'Active':
      return `Renews ${end}`;
    case 'Trialing':
      return `Trial ends ${end}`;
    case 'Ending':
      return `Ends ${end}`;
    case 'PastDue':
      return s.next_retry_at
        ? `Payment failed. We will try again on ${subscriptionDate(s.next_retry_at, timeZone)}.`
        : 'Payment failed.';
    case 'Unpaid':
      return 'Unpaid: the renewal could not be charged.';
    case 'Pending':
      return 'Payment in progress.';
    case 'Dispute':
      return DISPUTE_PERIOD_TEXT;
    default:
      return SUBSCRIPTION_STATE_LABELS[s.state];
  }
}
