import type { Handler } from '../../rpc/context';
import { payoutAccountOutput, payoutProvider } from './payout-accounts';
import * as payouts from './payouts-repository';

// spec 001 §7 Payments: closes the member's payout account at the provider, then forgets it (if the provider
// refuses, the account is kept and the call can be repeated). Without an account there is nothing to do.
export const stripe_delete_payout_account: Handler<'stripe_delete_payout_account'> = async ({ ctx }) => {
  const provider = payoutProvider(ctx);
  const account = await payouts.findByMember(ctx.db, ctx.member.id);
  if (account) {
    await provider.deleteAccount(account.connectId);
    await payouts.remove(ctx.db, ctx.member.id, account.connectId);
  }
  return payoutAccountOutput(null);
};
