import { webhookDeliveries } from '@stagepass/db/schema/webhooks';
import type { webhooksRequests } from '@stagepass/contract/webhooks/index';
import type { AreaMatrix, Person, World } from '../../rpc/authorization-matrix-fixtures';
import { insertEndpoint } from './webhooks-repository';

/** An endpoint written straight to the database (its secret is never used here). */
async function endpointOf(w: World, owner: Person, url = 'https://hooks.example.com/stagepass', description = '') {
  const endpoint = await insertEndpoint(w.t.db, {
    memberId: owner.id,
    url,
    description,
    secret: 'not-sealed',
    events: ['ticket.purchased'],
    createdAt: new Date(w.t.clock.now()),
  });
  return endpoint.id;
}

/** A delivery to an endpoint, as an emission leaves it. */
async function deliveryTo(w: World, endpointId: number): Promise<number> {
  const now = new Date(w.t.clock.now());
  const [row] = await w.t.db
    .insert(webhookDeliveries)
    .values({
      endpointId,
      eventId: `ticket.purchased:${900_000 + w.n}`,
      eventType: 'ticket.purchased',
      payload: { purchase_id: 900_000 + w.n },
      status: 'succeeded',
      attempts: 1,
      lastStatusCode: 200,
      createdAt: now,
      deliveredAt: now,
    })
    .returning({ id: webhookDeliveries.id });
  return row!.id;
}

/** The caller's own endpoint where it may have one (business, talent, agency as client), else the business's. */
const ownEndpoint = (w: World) => endpointOf(w, w.me ?? w.business);

/** The other business's endpoint: its address and description are what must not leak. */
async function foreignEndpoint(w: World) {
  const url = `https://orchard-secret-${w.n}.example.com/hooks`;
  const description = `Orchard Secret ${w.n}`;
  return { endpointId: await endpointOf(w, w.other.business, url, description), secrets: [url, description] };
}

/** The authorization matrix's inputs for the area (rpc/authorization-matrix-fixtures.ts spreads them). */
export const webhooksMatrix: AreaMatrix<typeof webhooksRequests> = {
  fixtures: {
    webhook_endpoint_create: () => ({ url: 'https://hooks.example.com/stagepass', events: ['ticket.purchased'] }),
    webhook_endpoint_update: async (w) => ({ endpoint_id: await ownEndpoint(w), description: 'Box office' }),
    webhook_endpoint_delete: async (w) => ({ endpoint_id: await ownEndpoint(w) }),
    webhook_endpoints_get: () => ({}),
    webhook_deliveries_get: async (w) => ({ endpoint_id: await ownEndpoint(w) }),
    webhook_redeliver: async (w) => ({ delivery_id: await deliveryTo(w, await ownEndpoint(w)) }),
    webhook_endpoint_rotate_secret: async (w) => ({ endpoint_id: await ownEndpoint(w) }),
  },
  foreignFixtures: {
    webhook_endpoint_update: async (w) => {
      const { endpointId, secrets } = await foreignEndpoint(w);
      return { input: { endpoint_id: endpointId, enabled: false }, secrets };
    },
    webhook_endpoint_delete: async (w) => {
      const { endpointId, secrets } = await foreignEndpoint(w);
      return { input: { endpoint_id: endpointId }, secrets };
    },
    webhook_deliveries_get: async (w) => {
      const { endpointId, secrets } = await foreignEndpoint(w);
      await deliveryTo(w, endpointId);
      return { input: { endpoint_id: endpointId }, secrets };
    },
    webhook_redeliver: async (w) => {
      const { endpointId, secrets } = await foreignEndpoint(w);
      return { input: { delivery_id: await deliveryTo(w, endpointId) }, secrets };
    },
    webhook_endpoint_rotate_secret: async (w) => {
      const { endpointId, secrets } = await foreignEndpoint(w);
      return { input: { endpoint_id: endpointId }, secrets };
    },
  },
};
