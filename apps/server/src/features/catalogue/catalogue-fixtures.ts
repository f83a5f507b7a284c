import type { Executor } from '@stagepass/db/client';
import { assetProducts, assets } from '@stagepass/db/schema/commerce';
import { insertPlan, insertProduct, insertTier } from './catalogue-repository';
import { insertCollection, replaceCollectionAssets } from './collections-repository';

// Catalogue rows written straight to the database, for the authorization matrix and tests that need a product,
// tier, plan, asset or collection to act on without going through the requests that make them.

export async function makeProduct(db: Executor, ownerId: number, now: number, name = 'Matrix Sessions') {
  return insertProduct(
    db,
    ownerId,
    { typeId: 1, name, description: 'Monthly live sets.', image: null, subtypeTypeIds: [], tags: [] },
    new Date(now),
  );
}

export async function makeTier(db: Executor, productId: number, now: number, name = 'Backstage') {
  return insertTier(db, productId, { name, description: '', image: null, typeId: null }, new Date(now));
}

/** A product with one tier and one $5 monthly plan. */
export async function makePlan(db: Executor, ownerId: number, now: number, name = 'Monthly') {
  const productId = await makeProduct(db, ownerId, now);
  const tierId = await makeTier(db, productId, now);
  const planId = await insertPlan(
    db,
    { productId, tierId },
    {
      name,
      description: '',
      priceCents: 500,
      currency: 'USD',
      interval: 'month',
      trialDays: null,
      effDate: null,
      timeZone: null,
      image: null,
    },
    new Date(now),
  );
  return { productId, tierId, planId };
}

/** A published blog asset of the owner (the assets area makes real ones), in `productId` when given. */
export async function makeAsset(db: Executor, ownerId: number, now: number, name = 'Tour diary', productId?: number) {
  const at = new Date(now);
  const [row] = await db
    .insert(assets)
    .values({ ownerId, type: 'Blog', name, assetData: '<p>Day one.</p>', createdAt: at, updatedAt: at })
    .returning({ id: assets.id });
  if (productId !== undefined) await db.insert(assetProducts).values({ assetId: row!.id, productId, createdAt: at });
  return row!.id;
}

export async function makeCollection(
  db: Executor,
  ownerId: number,
  now: number,
  name = 'Best of',
  assetIds: number[] = [],
) {
  const id = await insertCollection(
    db,
    ownerId,
    { name, description: '', priceCents: 1000, currency: 'USD', state: 'active', image: null },
    new Date(now),
  );
  await replaceCollectionAssets(db, id, assetIds);
  return id;
}
