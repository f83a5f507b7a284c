import { AFFILIATE_CLIENT_NOT_FOUND, bpToFraction, sourceBp } from '@stagepass/domain/affiliate';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { ownMembership } from './affiliate-access';
import * as repo from './affiliate-repository';

/**
 * spec 001 §7 affiliate_event_query: the caller's earnings (one per settled sale of a referred member, of one of them
 * when client_id is given: a member they did not refer is 404), their monthly payouts, and the totals in the payout
 * currency: earned (every share), pending (shares and payouts not paid yet) and paid (what the transfers paid).
 */
export const affiliate_event_query: Handler<'affiliate_event_query'> = async ({ ctx, input }) => {
  const me = await ownMembership(ctx);
  const affiliateId = ctx.member.id;
  if (input.client_id !== undefined && !(await repo.isClient(ctx.db, affiliateId, me.code, input.client_id)))
    throw new AppError('NOT_FOUND', AFFILIATE_CLIENT_NOT_FOUND, 'client_id');
  const currency = ctx.config.FEE_CURRENCY;
  const [earnings, payouts, totals] = await Promise.all([
    repo.earningsOf(ctx.db, affiliateId, input.client_id),
    repo.payoutsOf(ctx.db, affiliateId),
    repo.earningTotals(ctx.db, affiliateId, currency),
  ]);
  const paid = payouts.filter((p) => p.status === 'paid' && p.currency === currency);
  const unpaidPayouts = payouts.filter((p) => p.status !== 'paid' && p.currency === currency);
  return {
    earnings: earnings.map((e) => ({
      earning_id: e.id,
      source: e.source,
      client_id: e.clientId,
      client_name: e.clientName,
      event_name: e.eventName,
      base_cents: e.baseCents,
      pct: bpToFraction(sourceBp(e, e.source)),
      share_cents: e.shareCents,
      currency: e.currency,
      earned_at: e.earnedAt.toISOString(),
      payout_id: e.payoutId,
    })),
    payouts: payouts.map((p) => ({
      payout_id: p.id,
      month: p.month,
      gross_cents: p.grossCents,
      fee_cents: p.feeCents,
      amount_cents: p.amountCents,
      currency: p.currency,
      status: p.status,
      earnings: typeof p.breakdown.earnings === 'number' ? p.breakdown.earnings : 0,
      paid_at: p.paidAt?.toISOString() ?? null,
      failure_message: p.failureMessage,
    })),
    totals: {
      earned_cents: totals.earned,
      pending_cents: totals.unpaid + unpaidPayouts.reduce((sum, p) => sum + p.amountCents, 0),
      paid_cents: paid.reduce((sum, p) => sum + p.amountCents, 0),
      currency,
    },
  };
};
