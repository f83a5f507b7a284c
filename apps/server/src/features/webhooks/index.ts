import type { webhooksRequests } from '@stagepass/contract/webhooks/index';
import type { AreaHandlers } from '../../rpc/context';
import { webhook_endpoint_create } from './webhook_endpoint_create.handler';
import { webhook_endpoint_update } from './webhook_endpoint_update.handler';
import { webhook_endpoint_delete } from './webhook_endpoint_delete.handler';
import { webhook_endpoints_get } from './webhook_endpoints_get.handler';
import { webhook_deliveries_get } from './webhook_deliveries_get.handler';
import { webhook_redeliver } from './webhook_redeliver.handler';
import { webhook_endpoint_rotate_secret } from './webhook_endpoint_rotate_secret.handler';

/** Webhooks: one handler for each request of the area's contract map (rpc/handlers.ts spreads them). */
export const webhooksHandlers: AreaHandlers<typeof webhooksRequests> = {
  webhook_endpoint_create,
  webhook_endpoint_update,
  webhook_endpoint_delete,
  webhook_endpoints_get,
  webhook_deliveries_get,
  webhook_redeliver,
  webhook_endpoint_rotate_secret,
};
