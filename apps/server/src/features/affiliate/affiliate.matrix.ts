import type { affiliateRequests } from '@stagepass/contract/affiliate/index';
import type { AreaMatrix, Person, World } from '../../rpc/authorization-matrix-fixtures';
import { joinAffiliate, referTo } from './affiliate-fixtures';

/** The caller in the programme (talent and business callers; the others are refused before it matters). */
async function callerJoined(w: World): Promise<void> {
  if (w.me && (w.caller === 'talent' || w.caller === 'business'))
    await joinAffiliate(w.t.db, w.me.id, `MX${w.caller.slice(0, 3).toUpperCase()}${w.n}`, w.t.clock.now());
}

/** `affiliate` in the programme with a code of its own, and `client` registered with it. */
async function referral(w: World, affiliate: Person, client: Person, tag: string): Promise<number> {
  const code = `MX${tag}${w.n}`;
  await joinAffiliate(w.t.db, affiliate.id, code, w.t.clock.now());
  await referTo(w.t.db, client.id, code);
  return client.id;
}

/** The authorization matrix's inputs for the area (rpc/authorization-matrix-fixtures.ts spreads them). */
export const affiliateMatrix: AreaMatrix<typeof affiliateRequests> = {
  fixtures: {
    affiliate_promotion: () => ({}),
    register_as_affiliate: () => ({ accept_terms: true }),
    affiliate_get_clients: async (w) => {
      await callerJoined(w);
      return {};
    },
    affiliate_event_query: async (w) => {
      if (w.me && (w.caller === 'talent' || w.caller === 'business'))
        return { client_id: await referral(w, w.me, w.spare, 'OWN') };
      return {};
    },
  },
  foreignFixtures: {
    // Another affiliate's referral: the caller (in the programme too) did not refer them.
    affiliate_event_query: async (w) => {
      await callerJoined(w);
      const clientId = await referral(w, w.other.business, w.other.client, 'OTHER');
      const c = w.other.client;
      return { input: { client_id: clientId }, secrets: [c.id, c.email, c.name, ...(c.username ? [c.username] : [])] };
    },
  },
};
