import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@stagepass/db/client';
import { assetPurchases, assets, collectionAssets, collections } from '@stagepass/db/schema/commerce';

// Collections (spec 001 §3 Collection, §7 Collections): the only SQL of the catalogue's collections side.

export type CollectionRecord = typeof collections.$inferSelect;

export interface CollectionValues {
  name: string;
  description: string;
  priceCents: number;
  currency: string;
  state: string;
  image: string | null;
}

export async function insertCollection(db: Executor, ownerId: number, v: CollectionValues, now: Date): Promise<number> {
  const [row] = await db
    .insert(collections)
    .values({ ownerId, ...v, createdAt: now, updatedAt: now })
    .returning({ id: collections.id });
  return row!.id;
}

export async function findCollection(db: Executor, collectionId: number): Promise<CollectionRecord | null> {
  const [row] = await db.select().from(collections).where(eq(collections.id, collectionId)).limit(1);
  return row ?? null;
}

/** The collection, locked for an update, if `ownerId` owns it. */
export async function lockOwnCollection(db: Executor, collectionId: number, ownerId: number) {
  const [row] = await db
    .select()
    .from(collections)
    .where(and(eq(collections.id, collectionId), eq(collections.ownerId, ownerId)))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function updateCollection(
  db: Executor,
  collectionId: number,
  patch: Partial<CollectionValues>,
  now: Date,
): Promise<void> {
  await db
    .update(collections)
    .set({ ...patch, updatedAt: now })
    .where(eq(collections.id, collectionId));
}

/** Of `assetIds`, those that are the owner's and not deleted. */
export async function ownAssetIds(db: Executor, ownerId: number, assetIds: readonly number[]): Promise<Set<number>> {
  if (assetIds.length === 0) return new Set();
  const rows = await db
    .select({ id: assets.id })
    .from(assets)
    .where(and(inArray(assets.id, [...assetIds]), eq(assets.ownerId, ownerId), ne(assets.state, 'deleted')));
  return new Set(rows.map((r) => r.id));
}

/** The collection's asset_list becomes `assetIds`, in that order. */
export async function replaceCollectionAssets(
  db: Executor,
  collectionId: number,
  assetIds: readonly number[],
): Promise<void> {
  await db.delete(collectionAssets).where(eq(collectionAssets.collectionId, collectionId));
  if (assetIds.length > 0)
    await db
      .insert(collectionAssets)
      .values(assetIds.map((assetId, position) => ({ collectionId, assetId, position })));
}

export interface CollectionQuery {
  /** A creator's collections (collections_owner_idx). */
  ownerId?: number;
  ids?: readonly number[];
  /** prefixQuery's text over name and description. */
  tsquery?: string;
  activeOnly: boolean;
  limit: number;
}

/** Collections, newest first. */
export async function listCollections(db: Executor, q: CollectionQuery): Promise<CollectionRecord[]> {
  if (q.ids?.length === 0) return [];
  const where: (SQL | undefined)[] = [
    q.ownerId === undefined ? undefined : eq(collections.ownerId, q.ownerId),
    q.ids === undefined ? undefined : inArray(collections.id, [...q.ids]),
    q.tsquery === undefined
      ? undefined
      : sql`to_tsvector('simple', ${collections.name} || ' ' || ${collections.description}) @@ to_tsquery('simple', ${q.tsquery})`,
    q.activeOnly ? eq(collections.state, 'active') : undefined,
  ];
  return db
    .select()
    .from(collections)
    .where(and(...where))
    .orderBy(desc(collections.createdAt), desc(collections.id))
    .limit(q.limit);
}

/**
 * The collections that hold an asset the member bought (asset_purchases_member_idx, then
 * collection_assets_asset_idx).
 */
export async function purchasedCollectionIds(db: Executor, memberId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: collectionAssets.collectionId })
    .from(assetPurchases)
    .innerJoin(collectionAssets, eq(collectionAssets.assetId, assetPurchases.assetId))
    .where(and(eq(assetPurchases.memberId, memberId), eq(assetPurchases.status, 'Charged')));
  return rows.map((r) => r.id);
}

/** The asset_list of each collection, in order, deleted assets left out. */
export async function assetsOfCollections(db: Executor, collectionIds: readonly number[]) {
  const lists = new Map<number, { asset_id: number; name: string; type: string; image: string | null }[]>();
  if (collectionIds.length === 0) return lists;
  const rows = await db
    .select({
      collectionId: collectionAssets.collectionId,
      asset_id: assets.id,
      name: assets.name,
      type: assets.type,
      image: assets.image,
    })
    .from(collectionAssets)
    .innerJoin(assets, eq(assets.id, collectionAssets.assetId))
    .where(and(inArray(collectionAssets.collectionId, [...collectionIds]), ne(assets.state, 'deleted')))
    .orderBy(asc(collectionAssets.collectionId), asc(collectionAssets.position));
  for (const { collectionId, ...asset } of rows) {
    const list = lists.get(collectionId) ?? [];
    list.push(asset);
    lists.set(collectionId, list);
  }
  return lists;
}
