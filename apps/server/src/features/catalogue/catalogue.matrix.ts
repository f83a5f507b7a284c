import type { catalogueRequests } from '@stagepass/contract/catalogue/index';
import type { AreaMatrix, Person, World } from '../../rpc/authorization-matrix-fixtures';
import { insertEnabledPayoutAccount } from '../payments/payouts-repository';
import { makeAsset, makeCollection, makePlan, makeProduct, makeTier } from './catalogue-fixtures';

/** The caller's own catalogue where it may write one (talent, agency as client), else the talent's. */
const creator = (w: World): Person => (w.caller === 'talent' || w.caller === 'agencyAsClient' ? w.me! : w.talent);
const now = (w: World) => w.t.clock.now();

/** The other agency's talent client owns the foreign objects: the caller owns none of them. */
const foreigner = (w: World) => w.other.client;
const secretsOf = (p: Person) => [p.email, p.name, ...(p.username ? [p.username] : [])];
const window = { start_date: '2030-01-01', end_date: '2030-01-31' };

/** The authorization matrix's inputs for the area (rpc/authorization-matrix-fixtures.ts spreads them). */
export const catalogueMatrix: AreaMatrix<typeof catalogueRequests> = {
  fixtures: {
    get_product_types: () => ({}),
    create_product: () => ({ type_id: 1, name: 'Matrix Sessions', desc: 'Live sets', tags: '["live"]' }),
    update_product: async (w) => ({
      product_id: await makeProduct(w.t.db, creator(w).id, now(w)),
      name: 'Matrix Sessions II',
      desc: 'More live sets',
    }),
    disable_product: async (w) => ({ product_id: await makeProduct(w.t.db, creator(w).id, now(w)) }),
    enable_product: async (w) => ({ product_id: await makeProduct(w.t.db, creator(w).id, now(w)) }),
    get_products: async (w) => {
      await makePlan(w.t.db, w.talent.id, now(w));
      return { byId: w.talent.id };
    },
    get_featured_products: async (w) => {
      await makePlan(w.t.db, w.talent.id, now(w));
      return {};
    },
    get_remits_for_products: async (w) => ({
      ...window,
      product_id: await makeProduct(w.t.db, creator(w).id, now(w)),
    }),
    create_tier: async (w) => ({ product_id: await makeProduct(w.t.db, creator(w).id, now(w)), name: 'Backstage' }),
    update_tier: async (w) => ({
      tier_id: await makeTier(w.t.db, await makeProduct(w.t.db, creator(w).id, now(w)), now(w)),
      name: 'Front row',
    }),
    disable_tier: async (w) => ({
      tier_id: await makeTier(w.t.db, await makeProduct(w.t.db, creator(w).id, now(w)), now(w)),
    }),
    enable_tier: async (w) => ({
      tier_id: await makeTier(w.t.db, await makeProduct(w.t.db, creator(w).id, now(w)), now(w)),
    }),
    get_tiers: async (w) => ({ product_id: (await makePlan(w.t.db, w.talent.id, now(w))).productId }),
    get_remits_for_tiers: async (w) => ({
      ...window,
      tier_id: (await makePlan(w.t.db, creator(w).id, now(w))).tierId,
    }),
    create_plan: async (w) => {
      if (w.caller === 'talent' || w.caller === 'agencyAsClient')
        await insertEnabledPayoutAccount(w.t.db, w.me!.id, now(w));
      return {
        tier_id: (await makePlan(w.t.db, creator(w).id, now(w))).tierId,
        name: 'Yearly',
        price: 5000,
        currency: 'USD',
        interval: 'year',
      };
    },
    update_plan: async (w) => ({ plan_id: (await makePlan(w.t.db, creator(w).id, now(w))).planId, name: 'Monthly+' }),
    disable_plan: async (w) => ({ plan_id: (await makePlan(w.t.db, creator(w).id, now(w))).planId }),
    get_plans: async (w) => ({ productId: (await makePlan(w.t.db, w.talent.id, now(w))).productId }),
    create_collection: async (w) => ({
      name: 'Best of',
      price: 1500,
      asset_list: [await makeAsset(w.t.db, creator(w).id, now(w))],
    }),
    update_collection: async (w) => ({
      collection_id: await makeCollection(w.t.db, creator(w).id, now(w)),
      name: 'Best of, remastered',
      asset_list: [await makeAsset(w.t.db, creator(w).id, now(w))],
    }),
    get_collections: async (w) => {
      await makeCollection(w.t.db, w.talent.id, now(w));
      return { byId: w.talent.id };
    },
  },
  foreignFixtures: {
    update_product: async (w) => {
      const name = `Quincy Vault ${w.n}`;
      return {
        input: { product_id: await makeProduct(w.t.db, foreigner(w).id, now(w), name), name: 'Taken', desc: '' },
        secrets: [name, ...secretsOf(foreigner(w))],
      };
    },
    disable_product: async (w) => {
      const name = `Quincy Vault ${w.n}`;
      return {
        input: { product_id: await makeProduct(w.t.db, foreigner(w).id, now(w), name) },
        secrets: [name, ...secretsOf(foreigner(w))],
      };
    },
    enable_product: async (w) => {
      const name = `Quincy Vault ${w.n}`;
      return {
        input: { product_id: await makeProduct(w.t.db, foreigner(w).id, now(w), name) },
        secrets: [name, ...secretsOf(foreigner(w))],
      };
    },
    get_remits_for_products: async (w) => {
      const name = `Quincy Vault ${w.n}`;
      return {
        input: { ...window, product_id: await makeProduct(w.t.db, foreigner(w).id, now(w), name) },
        secrets: [name, ...secretsOf(foreigner(w))],
      };
    },
    get_remits_for_tiers: async (w) => {
      const productId = await makeProduct(w.t.db, foreigner(w).id, now(w));
      const name = `Quincy Inner Circle ${w.n}`;
      return {
        input: { ...window, tier_id: await makeTier(w.t.db, productId, now(w), name) },
        secrets: [name, ...secretsOf(foreigner(w))],
      };
    },
    create_tier: async (w) => {
      const name = `Quincy Vault ${w.n}`;
      return {
        input: { product_id: await makeProduct(w.t.db, foreigner(w).id, now(w), name), name: 'Intruders' },
        secrets: [name, ...secretsOf(foreigner(w))],
      };
    },
    update_tier: async (w) => {
      const name = `Quincy Inner Circle ${w.n}`;
      const productId = await makeProduct(w.t.db, foreigner(w).id, now(w));
      return {
        input: { tier_id: await makeTier(w.t.db, productId, now(w), name), name: 'Taken' },
        secrets: [name, ...secretsOf(foreigner(w))],
      };
    },
    disable_tier: async (w) => {
      const name = `Quincy Inner Circle ${w.n}`;
      const productId = await makeProduct(w.t.db, foreigner(w).id, now(w));
      return {
        input: { tier_id: await makeTier(w.t.db, productId, now(w), name) },
        secrets: [name, ...secretsOf(foreigner(w))],
      };
    },
    enable_tier: async (w) => {
      const name = `Quincy Inner Circle ${w.n}`;
      const productId = await makeProduct(w.t.db, foreigner(w).id, now(w));
      return {
        input: { tier_id: await makeTier(w.t.db, productId, now(w), name) },
        secrets: [name, ...secretsOf(foreigner(w))],
      };
    },
    create_plan: async (w) => {
      if (w.me) await insertEnabledPayoutAccount(w.t.db, w.me.id, now(w));
      const { tierId } = await makePlan(w.t.db, foreigner(w).id, now(w), `Quincy Monthly ${w.n}`);
      return {
        input: { tier_id: tierId, name: 'Stolen', price: 100, currency: 'USD', interval: 'month' },
        secrets: [`Quincy Monthly ${w.n}`, ...secretsOf(foreigner(w))],
      };
    },
    update_plan: async (w) => {
      const name = `Quincy Monthly ${w.n}`;
      return {
        input: { plan_id: (await makePlan(w.t.db, foreigner(w).id, now(w), name)).planId, price: 100 },
        secrets: [name, ...secretsOf(foreigner(w))],
      };
    },
    disable_plan: async (w) => {
      const name = `Quincy Monthly ${w.n}`;
      return {
        input: { plan_id: (await makePlan(w.t.db, foreigner(w).id, now(w), name)).planId },
        secrets: [name, ...secretsOf(foreigner(w))],
      };
    },
    // Another creator's asset in the list: not found, and nothing of it shown.
    create_collection: async (w) => {
      const name = `Quincy Diary ${w.n}`;
      return {
        input: { name: 'Borrowed', asset_list: [await makeAsset(w.t.db, foreigner(w).id, now(w), name)] },
        secrets: [name, ...secretsOf(foreigner(w))],
      };
    },
    update_collection: async (w) => {
      const name = `Quincy Best Of ${w.n}`;
      return {
        input: { collection_id: await makeCollection(w.t.db, foreigner(w).id, now(w), name), name: 'Taken' },
        secrets: [name, ...secretsOf(foreigner(w))],
      };
    },
  },
};
