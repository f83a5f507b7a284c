import type { ParsedInput } from '@stagepass/contract/registry';
import type { SubscriptionRow } from '@stagepass/contract/subscriptions/fields';
import type { SubscriptionState } from '@stagepass/domain/commerce';
import {
  ALREADY_SUBSCRIBED,
  CANCELLABLE_STATES,
  CANNOT_CANCEL,
  CANNOT_REACTIVATE,
  CANNOT_UPDATE_CARD,
  CARD_UPDATE_STATES,
  CYCLE_CANCELLED,
  cycleEnd,
  OWN_PLAN,
  PLAN_NOT_FOUND,
  PLAN_NOT_OFFERED,
  planNotYetOffered,
  reactivation,
  SUBSCRIPTION_DECLINED,
  SUBSCRIPTION_NOT_FOUND,
  subscriptionDate,
  trialEnd,
} from '@stagepass/domain/subscriptions';
import { billingProvider } from '../../adapters/payments/billing';
import type { BillingProvider } from '../../adapters/payments/billing-provider';
import type { CardDecline } from '../../adapters/payments/card-provider';
import { AppError } from '../../rpc/app-error';
import type { MemberContext } from '../../rpc/context';
import { CARD_NOT_FOUND, CARDS_UNAVAILABLE, cardProvider, findCustomerId } from '../payments/card-customers';
import { chargeInvoice } from './billing';
import { saveProviderState } from './provider-state';
import { startAtStripe } from './stripe-billing';
import { cycleInvoice, planInEffect } from './subscription-billing';
import { toSubscriptionRow } from './subscription-views';
import * as repo from './subscriptions-repository';
import { emitSubscriptionEvent } from '../webhooks/webhook-events';

const declined = (decline: CardDecline) =>
  new AppError('PAYMENT_DECLINED', decline.message || SUBSCRIPTION_DECLINED, 'card');

const nowOf = (ctx: MemberContext) => new Date(ctx.clock.now());

/** The subscription as its subscriber reads it, after a change. */
async function answer(ctx: MemberContext, id: number): Promise<{ subscription: SubscriptionRow }> {
  return { subscription: toSubscriptionRow((await repo.listRow(ctx.db, id))!) };
}

/** The caller's customer at the card provider, when `card` is one of their saved cards; else 400 on `card`. */
async function savedCardCustomer(ctx: MemberContext, card: string): Promise<string> {
  const provider = cardProvider(ctx);
  const customerId = await findCustomerId(ctx.db, ctx.member.id);
  if (!customerId) throw new AppError('INVALID_INPUT', CARD_NOT_FOUND, 'card');
  const { cards } = await provider.listCards(customerId);
  if (!cards.some((c) => c.id === card)) throw new AppError('INVALID_INPUT', CARD_NOT_FOUND, 'card');
  return customerId;
}

/** The caller's own subscription; another member's (or none) answers 404. */
async function ownSubscription(ctx: MemberContext, id: number): Promise<repo.SubscriptionRecord> {
  const sub = await repo.findSubscription(ctx.db, id);
  if (!sub || sub.memberId !== ctx.member.id)
    throw new AppError('NOT_FOUND', SUBSCRIPTION_NOT_FOUND, 'subscription_id');
  return sub;
}

/** Stripe Billing for a subscription it runs; 503 when the server is no longer set up for it. */
function stripeOf(ctx: MemberContext, sub: repo.SubscriptionRecord): BillingProvider | null {
  if (sub.stripeSubscriptionId === null) return null;
  const billing = billingProvider(ctx.config);
  if (!billing) throw new AppError('SERVICE_UNAVAILABLE', CARDS_UNAVAILABLE);
  return billing;
}

function safeDate(at: Date, timeZone: string | null): string {
  try {
    return subscriptionDate(at, timeZone ?? 'UTC');
  } catch {
    return subscriptionDate(at);
  }
}

/**
 * Why a plan cannot be subscribed to now (409), or null: your own plan; a disabled plan (at once, or from its
 * disabled_from), or one of a disabled product or tier; a plan whose eff_date has not come.
 */
function saleRefusal(sale: repo.PlanForSale, memberId: number, now: Date): AppError | null {
  const { plan } = sale;
  if (sale.product.ownerId === memberId) return new AppError('CONFLICT', OWN_PLAN, 'plan_id');
  const disabled = plan.disabledFrom !== null ? plan.disabledFrom <= now : plan.disabled;
  if (disabled || sale.product.disabled || sale.tier.disabled)
    return new AppError('CONFLICT', PLAN_NOT_OFFERED, 'plan_id');
  if (plan.effDate !== null && plan.effDate > now)
    return new AppError('CONFLICT', planNotYetOffered(safeDate(plan.effDate, plan.timeZone)), 'plan_id');
  return null;
}

/** The plan a new cycle from now is sold on (the replacement once it took effect), refused as saleRefusal says. */
async function planForSale(ctx: MemberContext, planId: number, now: Date): Promise<repo.PlanForSale> {
  const found = await repo.findPlanForSale(ctx.db, planId);
  if (!found) throw new AppError('NOT_FOUND', PLAN_NOT_FOUND, 'plan_id');
  const refused = saleRefusal(found, ctx.member.id, now);
  if (refused) throw refused;
  const plan = await planInEffect(ctx.db, found.plan, now);
  if (plan.id === found.plan.id) return found;
  const replacement = (await repo.findPlanForSale(ctx.db, plan.id))!;
  const refusedReplacement = saleRefusal(replacement, ctx.member.id, now);
  if (refusedReplacement) throw refusedReplacement;
  return replacement;
}

/**
 * A first charge a crash or a lost answer left Pending (the member's subscription to the tier still Pending): it is
 * finished first, with its own key, so the provider answers it and nothing is charged twice.
 */
async function finishInterrupted(ctx: MemberContext, tierId: number): Promise<void> {
  const live = await repo.liveOnTier(ctx.db, ctx.member.id, tierId);
  const billing = billingProvider(ctx.config);
  for (const sub of live.filter((s) => s.state === 'Pending')) {
    if (billing) await startAtStripe(ctx, billing, sub, sub.createdAt, 'Expired');
    else
      for (const invoice of await repo.pendingInvoices(ctx.db, sub.id))
        await chargeInvoice(ctx, invoice.id, { kind: 'start', declinedState: 'Expired' });
  }
}

/**
 * spec 001 §7 create_subscription (plan_id, card). Two steps around the card provider, as a ticket purchase: one
 * transaction checks that the member holds no live subscription to the tier (under a lock of member and tier) and
 * records the subscription, Trialing for a plan with trial days, else Pending with its first cycle's invoice; then
 * the invoice is charged (billing.ts chargeInvoice): Active, or, declined, Expired (it never started, so it gives no
 * access and is not listed) and 402 with the provider's message. With Stripe Billing, Stripe starts it.
 */
export async function createSubscription(ctx: MemberContext, input: ParsedInput<'create_subscription'>) {
  const now = nowOf(ctx);
  const customerId = await savedCardCustomer(ctx, input.card);
  const sale = await planForSale(ctx, input.plan_id, now);
  const { plan } = sale;
  await finishInterrupted(ctx, plan.tierId);
  const billing = billingProvider(ctx.config);
  const trialDays = plan.trialDays !== null && plan.trialDays > 0 ? plan.trialDays : null;
  const created = await ctx.db.transaction(async (tx) => {
    await repo.lockMemberTier(tx, ctx.member.id, plan.tierId);
    if ((await repo.liveOnTier(tx, ctx.member.id, plan.tierId)).length > 0)
      throw new AppError('CONFLICT', ALREADY_SUBSCRIBED, 'plan_id');
    const periodEnd = trialDays ? trialEnd(now, trialDays) : cycleEnd(now, plan.interval);
    const state: SubscriptionState = !billing && trialDays ? 'Trialing' : 'Pending';
    const sub = await repo.insertSubscription(tx, {
      memberId: ctx.member.id,
      planId: plan.id,
      productId: plan.productId,
      tierId: plan.tierId,
      creatorId: sale.product.ownerId,
      state,
      cardId: input.card,
      customerId,
      currentPeriodStart: now,
      currentPeriodEnd: periodEnd,
      trialEnd: trialDays ? periodEnd : null,
      createdAt: now,
      updatedAt: now,
    });
    // issue 15: a trial starts now; a paid start is told when its charge is recorded (billing.ts, stripe-billing.ts).
    if (state === 'Trialing') await emitSubscriptionEvent(tx, 'subscription.created', sub, now);
    const firstCycle = !billing && !trialDays;
    const invoice = firstCycle
      ? await repo.insertInvoiceIfAbsent(tx, cycleInvoice(ctx, sub, plan, now, periodEnd, now))
      : null;
    return { sub, invoice };
  });
  if (billing) {
    const decline = await startAtStripe(ctx, billing, created.sub, created.sub.createdAt, 'Expired');
    if (decline) throw declined(decline);
  } else if (created.invoice) {
    const outcome = await chargeInvoice(ctx, created.invoice.id, { kind: 'start', declinedState: 'Expired' });
    if (outcome.decline) throw declined(outcome.decline);
  }
  return answer(ctx, created.sub.id);
}

/**
 * spec 001 §7 cancel_subscription. Active or Trialing: Ending, with access until current_period_end (the billing
 * job then makes it Canceled). PastDue has no paid period left: Canceled at once, its renewal no longer retried.
 */
export async function cancelSubscription(ctx: MemberContext, id: number) {
  const now = nowOf(ctx);
  const sub = await ownSubscription(ctx, id);
  if (!CANCELLABLE_STATES.includes(sub.state)) throw new AppError('CONFLICT', CANNOT_CANCEL, 'subscription_id');
  const stripe = stripeOf(ctx, sub);
  if (stripe) {
    const p =
      sub.state === 'PastDue'
        ? await stripe.cancelNow(sub.stripeSubscriptionId!)
        : await stripe.setCancelAtPeriodEnd(sub.stripeSubscriptionId!, true);
    const saved = await saveProviderState(ctx.db, id, p, now);
    await emitSubscriptionEvent(ctx.db, 'subscription.canceled', saved, now);
    return answer(ctx, id);
  }
  await ctx.db.transaction(async (tx) => {
    const locked = (await repo.lockSubscription(tx, id))!;
    if (!CANCELLABLE_STATES.includes(locked.state)) throw new AppError('CONFLICT', CANNOT_CANCEL, 'subscription_id');
    let canceled: repo.SubscriptionRecord;
    if (locked.state === 'PastDue') {
      await repo.failPendingInvoices(tx, id, CYCLE_CANCELLED);
      canceled = await repo.updateSubscription(tx, id, {
        state: 'Canceled',
        canceledAt: now,
        nextRetryAt: null,
        updatedAt: now,
      });
    } else canceled = await repo.updateSubscription(tx, id, { state: 'Ending', canceledAt: now, updatedAt: now });
    // issue 15: the creator's webhooks hear of it.
    await emitSubscriptionEvent(tx, 'subscription.canceled', canceled, now);
  });
  return answer(ctx, id);
}

/**
 * spec 001 §7 reactivate_subscription. Ending: runs on with no charge (Trialing while in its trial, else Active).
 * Canceled, Unpaid or Expired: a new paid cycle from now on its card, on the plan in effect (refused like a new
 * subscription when the plan is no longer offered, or the member holds another subscription to the tier); declined:
 * 402, and it stays as it was.
 */
export async function reactivateSubscription(ctx: MemberContext, id: number) {
  const now = nowOf(ctx);
  const sub = await ownSubscription(ctx, id);
  const how = reactivation(sub.state);
  if (!how) throw new AppError('CONFLICT', CANNOT_REACTIVATE, 'subscription_id');
  const stripe = stripeOf(ctx, sub);
  if (how === 'resume') {
    if (stripe) {
      await saveProviderState(ctx.db, id, await stripe.setCancelAtPeriodEnd(sub.stripeSubscriptionId!, false), now);
      return answer(ctx, id);
    }
    await ctx.db.transaction(async (tx) => {
      const locked = (await repo.lockSubscription(tx, id))!;
      if (locked.state !== 'Ending') throw new AppError('CONFLICT', CANNOT_REACTIVATE, 'subscription_id');
      const inTrial = locked.trialEnd !== null && locked.trialEnd.getTime() === locked.currentPeriodEnd.getTime();
      await repo.updateSubscription(tx, id, {
        state: inTrial ? 'Trialing' : 'Active',
        canceledAt: null,
        updatedAt: now,
      });
    });
    return answer(ctx, id);
  }

  const { plan } = await planForSale(ctx, sub.planId, now);
  const billing = billingProvider(ctx.config);
  if (!billing) {
    // A restart a crash cut short is finished first (its own key): it may have been charged already.
    for (const invoice of await repo.pendingInvoices(ctx.db, id))
      if (invoice.attempts === 0) await chargeInvoice(ctx, invoice.id, { kind: 'start', declinedState: sub.state });
    const current = (await repo.findSubscription(ctx.db, id))!;
    if (reactivation(current.state) !== 'restart') return answer(ctx, id);
  }
  const opened = await ctx.db.transaction(async (tx) => {
    await repo.lockMemberTier(tx, ctx.member.id, plan.tierId);
    const locked = (await repo.lockSubscription(tx, id))!;
    if (reactivation(locked.state) !== 'restart') throw new AppError('CONFLICT', CANNOT_REACTIVATE, 'subscription_id');
    const others = (await repo.liveOnTier(tx, ctx.member.id, plan.tierId)).filter((s) => s.id !== id);
    if (others.length > 0) throw new AppError('CONFLICT', ALREADY_SUBSCRIBED, 'subscription_id');
    if (billing) {
      const moved = await repo.updateSubscription(tx, id, {
        planId: plan.id,
        productId: plan.productId,
        tierId: plan.tierId,
        updatedAt: now,
      });
      return { sub: moved, invoice: null };
    }
    const end = cycleEnd(now, plan.interval);
    const invoice = await repo.insertInvoiceIfAbsent(tx, cycleInvoice(ctx, locked, plan, now, end, now));
    return {
      sub: locked,
      invoice: invoice.status === 'Failed' ? await repo.reopenFailedInvoice(tx, invoice.id) : invoice,
    };
  });
  const decline = billing
    ? await startAtStripe(ctx, billing, opened.sub, now, sub.state)
    : (await chargeInvoice(ctx, opened.invoice!.id, { kind: 'start', declinedState: sub.state })).decline;
  if (decline) throw declined(decline);
  return answer(ctx, id);
}

/**
 * spec 001 §7 update_subscription (subscription_id, card): another saved card pays from now on. PastDue: the failed
 * renewal is charged again at once with it (Active when it goes through; declined: 402, the retries go on).
 */
export async function updateSubscription(ctx: MemberContext, input: ParsedInput<'update_subscription'>) {
  const now = nowOf(ctx);
  const sub = await ownSubscription(ctx, input.subscription_id);
  if (!CARD_UPDATE_STATES.includes(sub.state)) throw new AppError('CONFLICT', CANNOT_UPDATE_CARD, 'subscription_id');
  await savedCardCustomer(ctx, input.card);
  const id = sub.id;
  await repo.updateSubscription(ctx.db, id, { cardId: input.card, updatedAt: now });
  const stripe = stripeOf(ctx, sub);
  if (stripe) {
    const result = await stripe.updateCard(sub.stripeSubscriptionId!, input.card, sub.state === 'PastDue');
    if (!result.ok) throw declined(result.decline);
    await saveProviderState(ctx.db, id, result.subscription, now);
    return answer(ctx, id);
  }
  if (sub.state === 'PastDue') {
    const open = await repo.findInvoice(ctx.db, id, sub.currentPeriodEnd);
    if (open?.status === 'Pending') {
      const outcome = await chargeInvoice(ctx, open.id, { kind: 'manual' });
      if (outcome.decline) throw declined(outcome.decline);
    }
  }
  return answer(ctx, id);
}
