import type { WebhookDelivery, WebhookEndpoint } from '@stagepass/contract/webhooks/fields';
import type { WebhookEventType } from '@stagepass/domain/webhooks';
import type { DeliveryRecord, EndpointView } from './webhooks-repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** An endpoint as its owner reads it: never its secret. */
export function toEndpoint(e: EndpointView): WebhookEndpoint {
  return {
    endpoint_id: e.id,
    url: e.url,
    description: e.description,
    events: e.events as WebhookEventType[],
    enabled: e.enabled,
    failing_since: iso(e.failingSince),
    disabled_at: iso(e.disabledAt),
    created_at: e.createdAt.toISOString(),
    set_up_by_agency: e.agencyName,
  };
}

export function toDelivery(d: DeliveryRecord): WebhookDelivery {
  return {
    delivery_id: d.id,
    event_id: d.eventId,
    event_type: d.eventType as WebhookEventType,
    status: d.status,
    attempts: d.attempts,
    last_status_code: d.lastStatusCode,
    last_error: d.lastError,
    // A claimed attempt's lease is not a time the owner waits for.
    next_attempt_at: d.status === 'pending' ? iso(d.nextAttemptAt) : null,
    created_at: d.createdAt.toISOString(),
    delivered_at: iso(d.deliveredAt),
    redelivery_of: d.redeliveryOf,
    payload: d.payload,
  };
}
