import { expect } from 'vitest';
import type { assetsRequests } from '@stagepass/contract/assets/index';
import { assetProducts, assetPurchases, products } from '@stagepass/db/schema/commerce';
import type { AreaMatrix, Person, World } from '../../rpc/authorization-matrix-fixtures';
import { insertAsset } from './assets-repository';

/** A published blog post asset written straight to the database (priced, so it can be bought). */
async function assetBy(w: World, owner: Person, name = 'Matrix Notes'): Promise<number> {
  const now = new Date(w.t.clock.now());
  return insertAsset(w.t.db, {
    ownerId: owner.id,
    type: 'Blog',
    name,
    description: 'Liner notes.',
    assetData: '<p>Liner notes in full.</p>',
    preview: 'Liner notes…',
    priceCents: 900,
    currency: 'USD',
    createdAt: now,
    updatedAt: now,
  });
}

/** A product of the talent with one asset in it. */
async function productWithAsset(w: World): Promise<number> {
  const now = new Date(w.t.clock.now());
  const [product] = await w.t.db
    .insert(products)
    .values({ ownerId: w.talent.id, typeId: 1, name: 'Matrix Club', createdAt: now, updatedAt: now })
    .returning({ id: products.id });
  const assetId = await assetBy(w, w.talent);
  await w.t.db.insert(assetProducts).values({ assetId, productId: product!.id, createdAt: now });
  return product!.id;
}

/** The caller's own purchase of the talent's asset (a talent caller owns it instead). */
async function boughtAsset(w: World): Promise<number> {
  const buyer = w.me ?? w.fan;
  const assetId = await assetBy(w, w.talent);
  if (buyer.id !== w.talent.id)
    await w.t.db.insert(assetPurchases).values({
      assetId,
      memberId: buyer.id,
      creatorId: w.talent.id,
      priceCents: 900,
      currency: 'USD',
      feeCents: 100,
      paymentCompany: 'Stripe',
      paymentMethod: 'token:tok_matrix',
      status: 'Charged',
      createdAt: new Date(w.t.clock.now()),
    });
  return assetId;
}

/** A one-time token for the sandbox's 4242 card. */
async function cardToken(w: World): Promise<string> {
  const res = await w.t.app.inject({
    method: 'POST',
    url: '/dev/cards/tokens',
    payload: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2031, cvc: '123' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { id: string }).id;
}

/** What of another member must not be in an answer: id, email, name, username. */
const secretsOf = (p: Person) => [p.id, p.email, p.name, ...(p.username ? [p.username] : [])];

/** The other agency's client's asset: its name and its creator are the secrets. */
async function foreignAsset(w: World) {
  const name = `Quincy Secret Tape ${w.n}`;
  return { assetId: await assetBy(w, w.other.client, name), secrets: [name, ...secretsOf(w.other.client)] };
}

/** The authorization matrix's inputs for the area (rpc/authorization-matrix-fixtures.ts spreads them). */
export const assetsMatrix: AreaMatrix<typeof assetsRequests> = {
  fixtures: {
    get_asset_categories: () => ({}),
    create_asset: () => ({ type: 'Blog', name: 'Matrix Notes', assetData: '<p>Liner notes in full.</p>' }),
    update_asset: async (w) => ({ asset_id: await assetBy(w, w.me ?? w.talent), name: 'Matrix Notes, revised' }),
    delete_asset: async (w) => ({ asset_id: await assetBy(w, w.me ?? w.talent) }),
    get_assets: async (w) => {
      await assetBy(w, w.talent);
      return { byId: w.talent.id };
    },
    get_assets_for_product: async (w) => ({ product_id: await productWithAsset(w) }),
    user_get_asset: async (w) => ({ asset_id: await assetBy(w, w.talent), country: 'US' }),
    // A creator cannot buy its own asset: the talent caller buys the client's.
    purchase_asset: async (w) => ({
      asset_id: await assetBy(w, w.caller === 'talent' ? w.client : w.talent),
      price: 900,
      payment_company: 'Stripe',
      token: await cardToken(w),
      is_token: 1,
    }),
    download_asset: async (w) => ({ asset_id: await boughtAsset(w) }),
    stream_media: async (w) => ({ asset_id: await assetBy(w, w.talent) }),
  },
  foreignFixtures: {
    update_asset: async (w) => {
      const { assetId, secrets } = await foreignAsset(w);
      return { input: { asset_id: assetId, name: 'Taken over' }, secrets };
    },
    delete_asset: async (w) => {
      const { assetId, secrets } = await foreignAsset(w);
      return { input: { asset_id: assetId }, secrets };
    },
    // Not bought: a non-buyer's download is 404 with nothing of the asset.
    download_asset: async (w) => {
      const { assetId, secrets } = await foreignAsset(w);
      return { input: { asset_id: assetId }, secrets };
    },
  },
};
