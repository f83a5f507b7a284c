import { WEBHOOK_ENDPOINT_NOT_FOUND } from '@stagepass/domain/webhooks';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { newWebhookSecret } from './webhook-signature';
import { toEndpoint } from './webhook-views';
import * as repo from './webhooks-repository';

/** issue 15: a new signing secret for the caller's own endpoint, answered once; the old one no longer signs. */
export const webhook_endpoint_rotate_secret: Handler<'webhook_endpoint_rotate_secret'> = async ({ ctx, input }) => {
  const secret = newWebhookSecret();
  const endpoint = await repo.updateOwnEndpoint(ctx.db, input.endpoint_id, ctx.member.id, {
    secret: ctx.secrets.seal(secret),
  });
  if (!endpoint) throw new AppError('NOT_FOUND', WEBHOOK_ENDPOINT_NOT_FOUND, 'endpoint_id');
  return { endpoint: toEndpoint(endpoint), secret };
};
