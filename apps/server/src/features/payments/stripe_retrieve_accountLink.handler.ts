import type { Handler } from '../../rpc/context';
import { AppError } from '../../rpc/app-error';
import { NO_PAYOUT_ACCOUNT, onboardingLink, payoutProvider } from './payout-accounts';
import * as payouts from './payouts-repository';

// spec 001 §7 Payments: a fresh onboarding link for the member's existing account (the /refresh return asks for
// it when the last link was used or has expired).
export const stripe_retrieve_accountLink: Handler<'stripe_retrieve_accountLink'> = async ({ ctx }) => {
  payoutProvider(ctx);
  const account = await payouts.findByMember(ctx.db, ctx.member.id);
  if (!account) throw new AppError('NOT_FOUND', NO_PAYOUT_ACCOUNT);
  return { url: await onboardingLink(ctx, account.connectId) };
};
