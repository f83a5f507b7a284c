import type { PayoutProvider, TransferRequest } from '../../adapters/payments/payout-provider';

/**
 * A payout's transfer under its own key (the ticket, booking and affiliate payout jobs): the transfer's id, or null
 * once `markFailed` has recorded that it failed. The provider's own message stays out of the row, which the payee
 * sees; the key is kept, so the next run repeats this very transfer.
 */
export async function transferOrMarkFailed(
  payouts: PayoutProvider,
  request: TransferRequest,
  markFailed: () => Promise<unknown>,
): Promise<string | null> {
  try {
    return (await payouts.transfer(request)).transferId;
  } catch {
    await markFailed();
    return null;
  }
}
