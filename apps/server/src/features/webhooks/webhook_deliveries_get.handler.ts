import { WEBHOOK_DELIVERIES_PAGE_SIZE, WEBHOOK_ENDPOINT_NOT_FOUND } from '@stagepass/domain/webhooks';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { toDelivery } from './webhook-views';
import * as repo from './webhooks-repository';

/** issue 15: a page of the caller's own endpoint's delivery log, newest first; another's endpoint is 404. */
export const webhook_deliveries_get: Handler<'webhook_deliveries_get'> = async ({ ctx, input }) => {
  const endpoint = await repo.findOwnEndpoint(ctx.db, input.endpoint_id, ctx.member.id);
  if (!endpoint) throw new AppError('NOT_FOUND', WEBHOOK_ENDPOINT_NOT_FOUND, 'endpoint_id');
  const size = WEBHOOK_DELIVERIES_PAGE_SIZE;
  const { rows, total } = await repo.listDeliveries(ctx.db, endpoint.id, {
    offset: (input.page - 1) * size,
    limit: size,
  });
  return { deliveries: rows.map(toDelivery), page: input.page, page_size: size, total };
};
