import type { Handler } from '../../rpc/context';
import { payoutAccountOutput } from './payout-accounts';
import * as payouts from './payouts-repository';

// spec 001 §7 Payments: the member's payout account and its state as last stored (onboarding's return and the
// provider's webhook keep it current); no account: connect_id null.
export const stripe_get_connect_id: Handler<'stripe_get_connect_id'> = async ({ ctx }) =>
  payoutAccountOutput(await payouts.findByMember(ctx.db, ctx.member.id));
