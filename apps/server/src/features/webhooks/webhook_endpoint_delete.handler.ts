import { WEBHOOK_ENDPOINT_NOT_FOUND } from '@stagepass/domain/webhooks';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import * as repo from './webhooks-repository';

/** issue 15: the caller's own endpoint goes, with its delivery log; another's, or one gone, is 404. */
export const webhook_endpoint_delete: Handler<'webhook_endpoint_delete'> = async ({ ctx, input }) => {
  if (!(await repo.deleteOwnEndpoint(ctx.db, input.endpoint_id, ctx.member.id)))
    throw new AppError('NOT_FOUND', WEBHOOK_ENDPOINT_NOT_FOUND, 'endpoint_id');
  return { endpoint_id: input.endpoint_id, deleted: true };
};
