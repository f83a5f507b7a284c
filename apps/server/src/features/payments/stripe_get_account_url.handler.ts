import { DEFAULT_COUNTRY } from '@stagepass/domain/limits';
import type { Handler } from '../../rpc/context';
import { onboardingLink, payoutProvider } from './payout-accounts';
import * as payouts from './payouts-repository';

// spec 001 §7 Payments: stripe_get_account_url opens the member's payout account if it has none, and answers the
// onboarding link. The provider's account is opened first and then recorded in one insert that does nothing when
// the member already has one: two calls at once keep one account, and the loser closes the one it opened.
export const stripe_get_account_url: Handler<'stripe_get_account_url'> = async ({ ctx }) => {
  const provider = payoutProvider(ctx);
  const memberId = ctx.member.id;
  let account = await payouts.findByMember(ctx.db, memberId);
  if (!account) {
    const { connectId } = await provider.createAccount({
      email: ctx.member.email,
      country: ctx.member.country ?? DEFAULT_COUNTRY,
      memberId,
    });
    account = await payouts.insertIfAbsent(ctx.db, { memberId, connectId, at: new Date(ctx.clock.now()) });
    if (account.connectId !== connectId) {
      await provider
        .deleteAccount(connectId)
        .catch((err: unknown) => ctx.log.error({ err, connectId }, 'could not close a duplicate payout account'));
    }
  }
  return { url: await onboardingLink(ctx, account.connectId), connect_id: account.connectId };
};
