import { WEBHOOK_ENDPOINTS_MAX, WEBHOOK_TOO_MANY } from '@stagepass/domain/webhooks';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { holdActingGrant } from './webhook-agency-access';
import { newWebhookSecret } from './webhook-signature';
import { checkWebhookUrl } from './webhook-url';
import { toEndpoint } from './webhook-views';
import * as repo from './webhooks-repository';

/**
 * issue 15: a new endpoint with a new signing secret, kept sealed (ctx.secrets) and answered this once. At most 10 per
 * member, counted under the member's lock. Made by an agency acting for the member, it is tied to that agency's access
 * (webhook-agency-access.ts).
 */
export const webhook_endpoint_create: Handler<'webhook_endpoint_create'> = async ({ ctx, input }) => {
  const url = checkWebhookUrl(ctx.config, input.url);
  const secret = newWebhookSecret();
  const endpoint = await ctx.db.transaction(async (tx) => {
    await repo.lockMemberEndpoints(tx, ctx.member.id);
    await holdActingGrant(tx, ctx);
    if ((await repo.countEndpoints(tx, ctx.member.id)) >= WEBHOOK_ENDPOINTS_MAX)
      throw new AppError('CONFLICT', WEBHOOK_TOO_MANY, 'url');
    return repo.insertEndpoint(tx, {
      memberId: ctx.member.id,
      url,
      description: input.description,
      secret: ctx.secrets.seal(secret),
      events: input.events,
      createdAt: new Date(ctx.clock.now()),
      agencyId: ctx.actingAgencyId,
    });
  });
  return { endpoint: toEndpoint(await repo.withAgencyName(ctx.db, endpoint)), secret };
};
