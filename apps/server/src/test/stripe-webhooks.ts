import Stripe from 'stripe';
import { expect } from 'vitest';
import type { TestApp } from './test-app';

/** A Stripe event as its webhooks send it, made at the app's time. */
export function stripeEvent(app: TestApp, type: string, object: Record<string, unknown>): string {
  return JSON.stringify({
    id: `evt_${type}_${Math.random()}`,
    object: 'event',
    type,
    api_version: Stripe.API_VERSION,
    created: Math.floor(app.clock.now() / 1000),
    data: { object },
  });
}

/** POST /webhooks/stripe with `payload` signed with `secret` as Stripe signs it (the SDK's own test header); 200. */
export async function deliverStripeWebhook(app: TestApp, secret: string, payload: string): Promise<void> {
  const res = await app.app.inject({
    method: 'POST',
    url: '/webhooks/stripe',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({
        payload,
        secret,
        timestamp: Math.floor(app.clock.now() / 1000),
      }),
    },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
}
