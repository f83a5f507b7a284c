import { get_fees } from './get_fees';

/** The payments area's requests by wire name (fees). The registry spreads it. */
export const paymentsRequests = {
  get_fees,
} as const;
