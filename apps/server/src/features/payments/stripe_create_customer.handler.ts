import type { Handler } from '../../rpc/context';
import { cardProvider, ensureCustomer } from './card-customers';

// spec 001 §7 Payments: the caller's customer at the card provider, opened once; a second call answers the same.
export const stripe_create_customer: Handler<'stripe_create_customer'> = async ({ ctx }) => ({
  customer_id: await ensureCustomer(ctx, cardProvider(ctx)),
});
