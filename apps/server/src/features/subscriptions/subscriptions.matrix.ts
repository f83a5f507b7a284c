import type { subscriptionsRequests } from '@stagepass/contract/subscriptions/index';
import type { AreaMatrix, Person, World } from '../../rpc/authorization-matrix-fixtures';
import { insertCatalogue, insertSandboxCard, insertSubscription } from './subscriptions-fixtures';

const nowOf = (w: World) => new Date(w.t.clock.now());

/** A plan of the other agency's client, a talent none of the callers is. */
const foreignPlan = (w: World, name = 'Matrix Monthly') =>
  insertCatalogue(w.t.db, w.other.client.id, nowOf(w), { name, productName: `Matrix Sessions ${w.n}` });

/** The caller's saved card (a fan's when logged out: that call is refused before it is read). */
const cardOf = (w: World) => insertSandboxCard(w.t.db, (w.me ?? w.fan).id, nowOf(w));

/** The caller's own subscription (a fan's when logged out) to another creator's plan, in `state`. */
async function ownSubscription(w: World, state: 'Active' | 'Ending') {
  const subscriber = w.me ?? w.fan;
  const card = await insertSandboxCard(w.t.db, subscriber.id, nowOf(w));
  const plan = await foreignPlan(w);
  return insertSubscription(w.t.db, subscriber.id, w.other.client.id, plan, nowOf(w), state, card);
}

/** What of another member must not be in an answer: id, email, name, username. */
const secretsOf = (p: Person) => [p.id, p.email, p.name, ...(p.username ? [p.username] : [])];

/** The other business's subscription to a plan of the other agency's client: neither is any caller. */
async function foreignSubscription(w: World, state: 'Active' | 'Ending') {
  const plan = `Orchard Private Plan ${w.n}`;
  const card = await insertSandboxCard(w.t.db, w.other.business.id, nowOf(w));
  const catalogue = await foreignPlan(w, plan);
  const id = await insertSubscription(w.t.db, w.other.business.id, w.other.client.id, catalogue, nowOf(w), state, card);
  return { id, card, secrets: [plan, card, ...secretsOf(w.other.business)] };
}

/** The authorization matrix's inputs for the area (rpc/authorization-matrix-fixtures.ts spreads them). */
export const subscriptionsMatrix: AreaMatrix<typeof subscriptionsRequests> = {
  fixtures: {
    create_subscription: async (w) => ({ plan_id: (await foreignPlan(w)).planId, card: await cardOf(w) }),
    get_subscriptions: () => ({ purchased: true }),
    cancel_subscription: async (w) => ({ subscription_id: await ownSubscription(w, 'Active') }),
    reactivate_subscription: async (w) => ({ subscription_id: await ownSubscription(w, 'Ending') }),
    update_subscription: async (w) => ({
      subscription_id: await ownSubscription(w, 'Active'),
      card: await cardOf(w),
    }),
  },
  foreignFixtures: {
    cancel_subscription: async (w) => {
      const { id, secrets } = await foreignSubscription(w, 'Active');
      return { input: { subscription_id: id }, secrets };
    },
    reactivate_subscription: async (w) => {
      const { id, secrets } = await foreignSubscription(w, 'Ending');
      return { input: { subscription_id: id }, secrets };
    },
    // The caller's own card on another member's subscription.
    update_subscription: async (w) => {
      const { id, secrets } = await foreignSubscription(w, 'Active');
      return { input: { subscription_id: id, card: await cardOf(w) }, secrets };
    },
  },
};
