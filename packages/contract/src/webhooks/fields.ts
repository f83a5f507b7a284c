import { z } from 'zod';
import {
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_EVENTS_REQUIRED,
  WEBHOOK_URL_INVALID,
  WEBHOOK_URL_MAX,
  webhookUrlProblem,
} from '@stagepass/domain/webhooks';

export const webhookEventType = z.enum(WEBHOOK_EVENT_TYPES);

/**
 * An endpoint's URL, trimmed: https to a public address. Plain http to this machine (127.0.0.1, localhost) passes
 * here, and the server refuses it unless WEBHOOKS_ALLOW_LOCALHOST is on (webhook-url.ts).
 */
export const webhookUrl = z
  .string({ error: WEBHOOK_URL_INVALID })
  .trim()
  .max(WEBHOOK_URL_MAX)
  .superRefine((url, ctx) => {
    const problem = webhookUrlProblem(url, { allowLocalhost: true });
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const webhookDescription = z.string().trim().max(WEBHOOK_DESCRIPTION_MAX);

/** The events of an endpoint: at least one, each once. */
export const webhookEvents = z
  .array(webhookEventType, { error: WEBHOOK_EVENTS_REQUIRED })
  .min(1, { error: WEBHOOK_EVENTS_REQUIRED })
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((events) => [...new Set(events)]);

/** An endpoint as its owner sees it: never its secret (shown once, when made or rotated). */
export const webhookEndpoint = z.object({
  endpoint_id: z.number().int(),
  url: z.string(),
  description: z.string(),
  events: z.array(webhookEventType),
  /** False once turned off, by its owner or by 3 days of failures (disabled_at set). */
  enabled: z.boolean(),
  /** When deliveries started failing with no success since (ISO instant), or null. */
  failing_since: z.string().nullable(),
  /** When the delivery job turned it off after 3 days of failures (ISO instant), or null. */
  disabled_at: z.string().nullable(),
  created_at: z.string(),
  /**
   * The name of the agency that made it, pointed it elsewhere, turned it on or gave it a new secret while acting for
   * you (agency_switch_user), or null. It is tied to that agency's access: revoking the access turns it off.
   */
  set_up_by_agency: z.string().nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpoint>;

/** One delivery of one event to one endpoint, with its attempts: the endpoint's log. */
export const webhookDelivery = z.object({
  delivery_id: z.number().int(),
  /** The event's id: the same for every endpoint and every redelivery of one event (receivers dedupe by it). */
  event_id: z.string(),
  event_type: webhookEventType,
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  last_status_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  /** When the next attempt is due while pending (ISO instant), or null. */
  next_attempt_at: z.string().nullable(),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
  /** The delivery this one repeats (webhook_redeliver), or null. */
  redelivery_of: z.number().int().nullable(),
  /** The event's `data`, as sent. */
  payload: z.record(z.string(), z.unknown()),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

/** What an endpoint answers when it is made or its secret rotated: the secret, this once. */
export const endpointWithSecret = z.object({ endpoint: webhookEndpoint, secret: z.string() });
