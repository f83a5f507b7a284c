import { webhook_endpoint_create } from './webhook_endpoint_create';
import { webhook_endpoint_update } from './webhook_endpoint_update';
import { webhook_endpoint_delete } from './webhook_endpoint_delete';
import { webhook_endpoints_get } from './webhook_endpoints_get';
import { webhook_deliveries_get } from './webhook_deliveries_get';
import { webhook_redeliver } from './webhook_redeliver';
import { webhook_endpoint_rotate_secret } from './webhook_endpoint_rotate_secret';

/**
 * Webhooks for organisers and creators (issue 15, beyond the spec): endpoints, their delivery logs, redelivery and
 * secret rotation. The registry spreads it.
 */
export const webhooksRequests = {
  webhook_endpoint_create,
  webhook_endpoint_update,
  webhook_endpoint_delete,
  webhook_endpoints_get,
  webhook_deliveries_get,
  webhook_redeliver,
  webhook_endpoint_rotate_secret,
} as const;
