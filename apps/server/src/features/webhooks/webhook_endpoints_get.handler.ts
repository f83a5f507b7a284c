import type { Handler } from '../../rpc/context';
import { toEndpoint } from './webhook-views';
import * as repo from './webhooks-repository';

/** issue 15: the caller's endpoints, oldest first. */
export const webhook_endpoints_get: Handler<'webhook_endpoints_get'> = async ({ ctx }) => ({
  endpoints: (await repo.listEndpoints(ctx.db, ctx.member.id)).map(toEndpoint),
});
