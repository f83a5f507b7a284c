import { WEBHOOK_ENDPOINT_NOT_FOUND } from '@stagepass/domain/webhooks';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { holdActingGrant } from './webhook-agency-access';
import { checkWebhookUrl } from './webhook-url';
import { toEndpoint } from './webhook-views';
import * as repo from './webhooks-repository';

/**
 * issue 15: changes the caller's own endpoint (404 for another's). Turned off by its owner, its pending deliveries
 * stop (failed, in the log to redeliver); turned on, it starts afresh: not failing, not turned off. A new URL or
 * turning it on ties it to the agency acting for the member, or, made by the member, clears the tie
 * (webhook-agency-access.ts).
 */
export const webhook_endpoint_update: Handler<'webhook_endpoint_update'> = async ({ ctx, input }) => {
  const url = input.url === undefined ? undefined : checkWebhookUrl(ctx.config, input.url);
  const endpoint = await ctx.db.transaction(async (tx) => {
    await holdActingGrant(tx, ctx);
    const found = await repo.lockEndpoint(tx, input.endpoint_id);
    if (!found || found.memberId !== ctx.member.id)
      throw new AppError('NOT_FOUND', WEBHOOK_ENDPOINT_NOT_FOUND, 'endpoint_id');
    const changes: repo.EndpointChanges = {
      ...(url === undefined ? {} : { url }),
      ...(input.description === undefined ? {} : { description: input.description }),
      ...(input.events === undefined ? {} : { events: input.events }),
    };
    if (input.enabled === true && !found.enabled)
      Object.assign(changes, { enabled: true, failingSince: null, disabledAt: null });
    // A destination the caller chose, or deliveries it started: whose they are now.
    if (changes.url !== undefined || changes.enabled === true) changes.agencyId = ctx.actingAgencyId;
    if (input.enabled === false && found.enabled) {
      Object.assign(changes, { enabled: false });
      await repo.failPendingDeliveries(tx, found.id);
    }
    const updated =
      Object.keys(changes).length === 0 ? found : (await repo.updateOwnEndpoint(tx, found.id, ctx.member.id, changes))!;
    return repo.withAgencyName(tx, updated);
  });
  return { endpoint: toEndpoint(endpoint) };
};
