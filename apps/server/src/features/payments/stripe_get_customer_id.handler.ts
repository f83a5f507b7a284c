import type { Handler } from '../../rpc/context';
import { findCustomerId } from './card-customers';

// spec 001 §7 Payments: the caller's customer at the card provider, null before stripe_create_customer.
export const stripe_get_customer_id: Handler<'stripe_get_customer_id'> = async ({ ctx }) => ({
  customer_id: await findCustomerId(ctx.db, ctx.member.id),
});
