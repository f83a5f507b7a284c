import { WEBHOOK_ENDPOINT_NOT_FOUND } from '@stagepass/domain/webhooks';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { holdActingGrant } from './webhook-agency-access';
import { newWebhookSecret } from './webhook-signature';
import { toEndpoint } from './webhook-views';
import * as repo from './webhooks-repository';

/**
 * issue 15: a new signing secret for the caller's own endpoint, answered once; the old one no longer signs. The secret
 * shown to an agency acting for the member ties the endpoint to its access (webhook-agency-access.ts).
 */
export const webhook_endpoint_rotate_secret: Handler<'webhook_endpoint_rotate_secret'> = async ({ ctx, input }) => {
  const secret = newWebhookSecret();
  const endpoint = await ctx.db.transaction(async (tx) => {
    await holdActingGrant(tx, ctx);
    const updated = await repo.updateOwnEndpoint(tx, input.endpoint_id, ctx.member.id, {
      secret: ctx.secrets.seal(secret),
      // The member's own new secret leaves the tie: the URL may still be the agency's.
      ...(ctx.actingAgencyId === null ? {} : { agencyId: ctx.actingAgencyId }),
    });
    return updated && repo.withAgencyName(tx, updated);
  });
  if (!endpoint) throw new AppError('NOT_FOUND', WEBHOOK_ENDPOINT_NOT_FOUND, 'endpoint_id');
  return { endpoint: toEndpoint(endpoint), secret };
};
