import type { Handler } from '../../rpc/context';
import { AppError } from '../../rpc/app-error';
import { PAYOUT_ACCOUNT_NOT_FOUND, payoutAccountOutput, payoutProvider } from './payout-accounts';
import * as payouts from './payouts-repository';

// spec 001 §7 Payments: register_stripe_payout_account(auth_code), called on the onboarding return with the
// connect id it names. Only the caller's own account is looked up (another's is 404, as if it did not exist); its
// state is asked of the provider and stored.
export const register_stripe_payout_account: Handler<'register_stripe_payout_account'> = async ({ ctx, input }) => {
  const provider = payoutProvider(ctx);
  const memberId = ctx.member.id;
  const account = await payouts.findByMember(ctx.db, memberId);
  if (!account || account.connectId !== input.auth_code) throw new AppError('NOT_FOUND', PAYOUT_ACCOUNT_NOT_FOUND);
  const state = await provider.retrieveAccount(account.connectId);
  if (!state) {
    // Closed at the provider (from its dashboard): forget it, so the next set-up opens a new one.
    await payouts.remove(ctx.db, memberId, account.connectId);
    throw new AppError('NOT_FOUND', PAYOUT_ACCOUNT_NOT_FOUND);
  }
  const saved = await payouts.saveState(ctx.db, memberId, account.connectId, state, new Date(ctx.clock.now()));
  if (!saved) throw new AppError('NOT_FOUND', PAYOUT_ACCOUNT_NOT_FOUND);
  return payoutAccountOutput(saved);
};
