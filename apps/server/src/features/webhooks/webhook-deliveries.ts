import pMap from 'p-map';
import type { Database, DatabaseHandle } from '@stagepass/db/client';
import { listen } from '@stagepass/db/listen';
import {
  isWebhookSuccess,
  WEBHOOK_DELIVERY_HEADER,
  WEBHOOK_EVENT_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMEOUT_MS,
  webhookDisabledNotice,
  webhookFailedTooLong,
  webhookRetryDelayMs,
} from '@stagepass/domain/webhooks';
import type { Clock } from '../../adapters/clock';
import type { Mailer } from '../../adapters/email/outbox';
import { webhooksAllowLocalhost, type Config } from '../../config';
import { Round } from '../../jobs/round';
import type { SecretBox } from '../../security/secret-box';
import { notifyMembers } from '../notifications/notify-members';
import { WEBHOOK_CHANNEL } from './webhook-events';
import { signWebhook } from './webhook-signature';
import { postWebhook, type PostOutcome } from './webhook-transport';
import * as repo from './webhooks-repository';

/** What the delivery job uses. */
export interface WebhookDeliveryDeps {
  db: Database;
  clock: Clock;
  config: Config;
  mailer: Mailer;
  secrets: SecretBox;
}

/** Deliveries claimed per batch, and sent side by side. */
const BATCH = 20;
const CONCURRENCY = 8;
/** How long a claim holds while its attempt is sent: well past the 10-second timeout. */
const LEASE_MS = 5 * 60_000;

/** The body of a delivery: the envelope `{ id, type, created, data }` (contract webhooks/events.ts). */
export function deliveryBody(d: repo.DeliveryRecord): string {
  return JSON.stringify({ id: d.eventId, type: d.eventType, created: d.createdAt.toISOString(), data: d.payload });
}

/**
 * The clock job 'webhook-deliveries' (issue 15): every pending delivery due at `nowMs` to an enabled endpoint is
 * POSTed, signed at the attempt's time. A 2xx settles it; anything else (another status, no answer in 10 seconds, a
 * refused address) is retried after 1 minute, 5 minutes, 30 minutes, 2 hours, 6 hours, 12 hours and then every 12
 * hours, until the endpoint has failed, with no success between, for 3 days: then it is turned off, its pending
 * deliveries fail, and its owner is told in-app and by email. Runs at once on several servers (or twice on one) send
 * each attempt once: deliveries are claimed FOR UPDATE SKIP LOCKED and leased before they are sent.
 */
export async function deliverDueWebhooks(deps: WebhookDeliveryDeps, nowMs: number): Promise<void> {
  const now = new Date(nowMs);
  let told = false;
  for (;;) {
    const claimed = await repo.claimDue(deps.db, now, new Date(nowMs + LEASE_MS), BATCH);
    const outcomes = await pMap(claimed, async (claim) => ({ claim, outcome: await attempt(deps, claim, nowMs) }), {
      concurrency: CONCURRENCY,
    });
    for (const { claim, outcome } of outcomes) told = (await record(deps, claim, outcome, now)) || told;
    if (claimed.length < BATCH) break;
  }
  if (told) deps.mailer.kick();
}

async function attempt(deps: WebhookDeliveryDeps, { delivery, endpoint }: repo.ClaimedDelivery, nowMs: number) {
  const body = deliveryBody(delivery);
  let secret: string;
  try {
    secret = deps.secrets.open(endpoint.secret);
  } catch {
    return { error: 'The signing secret cannot be read: make a new one in Settings.' };
  }
  return postWebhook(
    endpoint.url,
    body,
    {
      'content-type': 'application/json',
      'user-agent': 'Stagepass-Webhooks/1.0',
      [WEBHOOK_SIGNATURE_HEADER]: signWebhook(secret, Math.floor(nowMs / 1000), body),
      [WEBHOOK_EVENT_HEADER]: delivery.eventType,
      [WEBHOOK_DELIVERY_HEADER]: String(delivery.id),
    },
    { allowLocalhost: webhooksAllowLocalhost(deps.config), timeoutMs: WEBHOOK_TIMEOUT_MS },
  );
}

/**
 * Records an attempt under its endpoint's row lock, so the endpoint's failing time and its turning off are decided
 * once however many of its deliveries finish together. Answers whether the owner was told it was turned off.
 */
async function record(
  deps: WebhookDeliveryDeps,
  { delivery, endpoint }: repo.ClaimedDelivery,
  outcome: PostOutcome,
  now: Date,
): Promise<boolean> {
  const status = 'status' in outcome ? outcome.status : null;
  const ok = status !== null && isWebhookSuccess(status);
  return deps.db.transaction(async (tx) => {
    const current = await repo.lockEndpoint(tx, endpoint.id);
    if (!current) return false;
    if (ok) {
      await repo.recordAttempt(tx, delivery.id, {
        status: 'succeeded',
        nextAttemptAt: null,
        lastStatusCode: status,
        lastError: null,
        deliveredAt: now,
      });
      if (current.failingSince) await repo.setEndpointState(tx, current.id, { failingSince: null });
      return false;
    }
    const lastError = 'error' in outcome ? outcome.error : `The endpoint answered HTTP ${status}`;
    const failingSince = current.failingSince ?? now;
    if (current.enabled && webhookFailedTooLong(failingSince.getTime(), now.getTime())) {
      await repo.recordAttempt(tx, delivery.id, {
        status: 'failed',
        nextAttemptAt: null,
        lastStatusCode: status,
        lastError,
      });
      await repo.setEndpointState(tx, current.id, { enabled: false, disabledAt: now, failingSince });
      await repo.failPendingDeliveries(tx, current.id);
      const notice = webhookDisabledNotice(current.url);
      await notifyMembers(
        tx,
        deps.mailer,
        [{ memberId: current.memberId, type: 'WEBHOOK_DISABLED', ...notice, link: '/dash/settings' }],
        now,
        deps.config.PUBLIC_URL,
      );
      return true;
    }
    await repo.recordAttempt(tx, delivery.id, {
      status: 'pending',
      nextAttemptAt: new Date(now.getTime() + webhookRetryDelayMs(delivery.attempts)),
      lastStatusCode: status,
      lastError,
    });
    if (!current.failingSince) await repo.setEndpointState(tx, current.id, { failingSince });
    return false;
  });
}

/**
 * The delivery job as a round on the job queue ('webhook-deliveries'): run by the minute tick, and kicked as soon as
 * an emission commits on any server (the transaction's NOTIFY, see listen()).
 */
export class WebhookDeliveries extends Round {
  #stop: (() => Promise<void>) | null = null;

  constructor(
    private readonly deps: WebhookDeliveryDeps,
    onError?: (err: unknown) => void,
  ) {
    super('webhook-deliveries', onError);
  }

  async flush(): Promise<void> {
    await deliverDueWebhooks(this.deps, this.deps.clock.now());
  }

  /**
   * Kicks a round whenever an emission commits: LISTEN on the channel the emission NOTIFYs (PGlite's own listen; on
   * PostgreSQL a client of its own, outside the pool). A lost connection is only logged: the minute tick still runs.
   */
  async listen(handle: DatabaseHandle): Promise<void> {
    if (this.#stop) return;
    const listening = await listen(handle, WEBHOOK_CHANNEL, () => this.kick(), this.onError);
    this.#stop = () => listening.stop();
  }

  async stopListening(): Promise<void> {
    const stop = this.#stop;
    this.#stop = null;
    await stop?.().catch(this.onError);
  }
}
