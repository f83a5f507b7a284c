import type { Handler } from '../../rpc/context';
import { purchaseAsset } from './purchase';

/** spec 001 §7 purchase_asset: purchase.ts, with the request's Idempotency-Key. */
export const purchase_asset: Handler<'purchase_asset'> = async ({ ctx, input }) => ({
  purchase: await purchaseAsset(ctx, input),
});
