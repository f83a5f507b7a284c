import type { Fees } from '@stagepass/domain/fees';
import type { Config } from '../../config';
import type { Handler } from '../../rpc/context';

/** DESIGN.md §4: fees come from configuration. */
export function feesFromConfig(config: Config): Fees {
  return {
    booking_pct: config.FEE_BOOKING_PCT,
    booking_handling_fee_cents: config.FEE_BOOKING_HANDLING_CENTS,
    ticket_pct: config.FEE_TICKET_PCT,
    ticket_flat_fee_cents: config.FEE_TICKET_FLAT_CENTS,
    processor_pct: config.FEE_PROCESSOR_PCT,
    processor_flat_fee_cents: config.FEE_PROCESSOR_FLAT_CENTS,
    processor_monthly_pct: config.FEE_PROCESSOR_MONTHLY_PCT,
    subscription_pct: config.FEE_SUBSCRIPTION_PCT,
    currency: config.FEE_CURRENCY,
  };
}

export const get_fees: Handler<'get_fees'> = async ({ ctx }) => feesFromConfig(ctx.config);
