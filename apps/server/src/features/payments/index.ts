import type { paymentsRequests } from '@stagepass/contract/payments/index';
import type { AreaHandlers } from '../../rpc/context';
import { get_fees } from './get_fees.handler';

/** The payments area's handlers, one for each request of its contract map (rpc/handlers.ts spreads them). */
export const paymentsHandlers: AreaHandlers<typeof paymentsRequests> = {
  get_fees,
};
