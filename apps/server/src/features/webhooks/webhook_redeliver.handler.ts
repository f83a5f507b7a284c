import { WEBHOOK_DELIVERY_NOT_FOUND, WEBHOOK_ENDPOINT_OFF } from '@stagepass/domain/webhooks';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { signalDeliveries } from './webhook-events';
import { toDelivery } from './webhook-views';
import * as repo from './webhooks-repository';

/**
 * issue 15: the event of one of the caller's deliveries, sent again as a new delivery due at once (the round is
 * kicked); another member's delivery is 404, and an endpoint turned off must be turned on first (409).
 */
export const webhook_redeliver: Handler<'webhook_redeliver'> = async ({ ctx, input }) => {
  const found = await repo.findOwnDelivery(ctx.db, input.delivery_id, ctx.member.id);
  if (!found) throw new AppError('NOT_FOUND', WEBHOOK_DELIVERY_NOT_FOUND, 'delivery_id');
  if (!found.endpoint.enabled) throw new AppError('CONFLICT', WEBHOOK_ENDPOINT_OFF, 'delivery_id');
  const delivery = await ctx.db.transaction(async (tx) => {
    const made = await repo.insertRedelivery(tx, found.delivery, new Date(ctx.clock.now()));
    await signalDeliveries(tx);
    return made;
  });
  return { delivery: toDelivery(delivery) };
};
