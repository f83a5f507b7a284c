import type { PayoutAccount } from '@stagepass/contract/payments/fields';
import type { PayoutProvider } from '../../adapters/payments/payout-provider';
import type { Config } from '../../config';
import { AppError } from '../../rpc/app-error';
import type { MemberContext } from '../../rpc/context';
import type { PayoutAccountRecord } from './payouts-repository';

export const PAYOUTS_UNAVAILABLE = 'Payouts are not available right now. Please try again later.';
export const NO_PAYOUT_ACCOUNT = 'You have no payout account yet. Please set up payouts first.';
export const PAYOUT_ACCOUNT_NOT_FOUND = 'That payout account was not found. Please set up payouts again.';

/** What the caller is told of a payout account (spec 001 §3); no account: null connect id, neither flag. */
export function payoutAccountOutput(account: PayoutAccountRecord | null): PayoutAccount {
  return account
    ? { connect_id: account.connectId, enabled: account.enabled, restricted: account.restricted }
    : { connect_id: null, enabled: false, restricted: false };
}

/**
 * Where onboarding returns: the web's (and the mobile app's) /mobile/redirect/stripeconnect/{connect_id}/return,
 * or /refresh when the link was used or has expired (spec 000 §2.9).
 */
export function onboardingUrls(config: Config, connectId: string) {
  const base = `${config.PUBLIC_URL.replace(/\/$/, '')}/mobile/redirect/stripeconnect/${encodeURIComponent(connectId)}`;
  return { returnUrl: `${base}/return`, refreshUrl: `${base}/refresh` };
}

/** The payout provider, or 503 where none is configured (production without STRIPE_SECRET_KEY). */
export function payoutProvider(ctx: MemberContext): PayoutProvider {
  if (ctx.payouts.kind === 'unavailable') throw new AppError('SERVICE_UNAVAILABLE', PAYOUTS_UNAVAILABLE);
  return ctx.payouts;
}

/** A fresh onboarding link for the member's account. */
export async function onboardingLink(ctx: MemberContext, connectId: string): Promise<string> {
  const link = await payoutProvider(ctx).createAccountLink({ connectId, ...onboardingUrls(ctx.config, connectId) });
  return link.url;
}
