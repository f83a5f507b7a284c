import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@stagepass/db/client';
import { members } from '@stagepass/db/schema/accounts';
import {
  assetProducts,
  assetPurchases,
  assets,
  assetTiers,
  products,
  subscriptions,
  tiers,
  type AssetType,
} from '@stagepass/db/schema/commerce';
import { posts, uploads } from '@stagepass/db/schema/conversation';
import { SUBSCRIPTION_ACCESS_STATES } from '@stagepass/domain/commerce';

// Digital assets (spec 001 §3 Asset, §7): the assets, their tiers and products, their purchases, and the post that
// carries their comments. An asset is shown while it is 'active' and its owner's account is open; unpublished ones
// only to their owner (the handlers decide that).

/** An account that is open: active and not deleted. */
const openOwner = and(eq(members.active, true), isNull(members.deletedAt));

export interface AssetRow {
  id: number;
  ownerId: number;
  type: AssetType;
  name: string;
  description: string;
  mediaKey: string | null;
  mediaMime: string | null;
  mediaBytes: number | null;
  mediaFilename: string | null;
  previewKey: string | null;
  previewMime: string | null;
  image: string | null;
  preview: string | null;
  published: boolean;
  allowAccess: boolean;
  priceCents: number | null;
  currency: string;
  membership: boolean;
  state: 'active' | 'deleted';
  categoryIds: number[];
  createdAt: Date;
  updatedAt: Date;
  creatorName: string;
  creatorPhoto: string | null;
  /** The HTML body: read only where it is sent (it may be long). */
  assetData?: string | null;
}

const rowColumns = {
  id: assets.id,
  ownerId: assets.ownerId,
  type: assets.type,
  name: assets.name,
  description: assets.description,
  mediaKey: assets.mediaKey,
  mediaMime: assets.mediaMime,
  mediaBytes: assets.mediaBytes,
  mediaFilename: assets.mediaFilename,
  previewKey: assets.previewKey,
  previewMime: assets.previewMime,
  image: assets.image,
  preview: assets.preview,
  published: assets.published,
  allowAccess: assets.allowAccess,
  priceCents: assets.priceCents,
  currency: assets.currency,
  membership: assets.membership,
  state: assets.state,
  categoryIds: assets.categoryIds,
  createdAt: assets.createdAt,
  updatedAt: assets.updatedAt,
  creatorName: members.name,
  creatorPhoto: members.image,
};

const columns = (withBody: boolean) => (withBody ? { ...rowColumns, assetData: assets.assetData } : rowColumns);

/** One active asset of an open account (published or not; the caller decides who sees it), by the key. */
export async function findActive(db: Executor, id: number, withBody = false): Promise<AssetRow | null> {
  const [row] = await db
    .select(columns(withBody))
    .from(assets)
    .innerJoin(members, eq(members.id, assets.ownerId))
    .where(and(eq(assets.id, id), eq(assets.state, 'active'), openOwner));
  return row ?? null;
}

export interface ListFilter {
  type?: AssetType;
  byId?: number;
  /** A prefixQuery tsquery text (letters, digits, ':*' and '&'), sent as a bound parameter. */
  tsquery?: string;
  /** byId is the caller: their unpublished assets too. */
  withUnpublished: boolean;
}

/**
 * The words of an asset's name and description, exactly as the GIN index assets_search_idx is built: a query uses
 * the index only with this very expression.
 */
export const assetSearchVector = () => sql`to_tsvector('simple', ${assets.name} || ' ' || ${assets.description})`;

/**
 * The type/byId/lookFor group of get_assets, newest first. Each filter has its index: assets_type_idx (type, created_at
 * where active and published), assets_owner_idx (owner_id, created_at), assets_search_idx (the vector above).
 */
export function listQuery(db: Executor, filter: ListFilter, limit: number, offset: number) {
  const where: SQL[] = [eq(assets.state, 'active'), openOwner!];
  if (!filter.withUnpublished) where.push(eq(assets.published, true));
  if (filter.type !== undefined) where.push(eq(assets.type, filter.type));
  if (filter.byId !== undefined) where.push(eq(assets.ownerId, filter.byId));
  if (filter.tsquery !== undefined) where.push(sql`${assetSearchVector()} @@ to_tsquery('simple', ${filter.tsquery})`);
  return db
    .select(rowColumns)
    .from(assets)
    .innerJoin(members, eq(members.id, assets.ownerId))
    .where(and(...where))
    .orderBy(desc(assets.createdAt), desc(assets.id))
    .limit(limit)
    .offset(offset);
}

export async function list(db: Executor, filter: ListFilter, limit: number, offset: number): Promise<AssetRow[]> {
  return listQuery(db, filter, limit, offset);
}

/** The active assets a member bought (Charged), newest purchase first (asset_purchases_member_idx). */
export async function listPurchased(db: Executor, memberId: number, limit: number, offset: number) {
  return db
    .select(rowColumns)
    .from(assetPurchases)
    .innerJoin(assets, eq(assets.id, assetPurchases.assetId))
    .innerJoin(members, eq(members.id, assets.ownerId))
    .where(
      and(
        eq(assetPurchases.memberId, memberId),
        eq(assetPurchases.status, 'Charged'),
        eq(assets.state, 'active'),
        openOwner,
      ),
    )
    .orderBy(desc(assetPurchases.createdAt), desc(assetPurchases.id))
    .limit(limit)
    .offset(offset);
}

/**
 * A product's active assets, newest first (asset_products_product_idx): published ones, and the unpublished ones of
 * `unpublishedOf` (the product's owner asking) only, never another creator's.
 */
export async function listForProduct(
  db: Executor,
  productId: number,
  unpublishedOf: number | null,
  limit: number,
  offset: number,
): Promise<AssetRow[]> {
  const where: SQL[] = [eq(assetProducts.productId, productId), eq(assets.state, 'active'), openOwner!];
  where.push(
    unpublishedOf === null
      ? eq(assets.published, true)
      : or(eq(assets.published, true), eq(assets.ownerId, unpublishedOf))!,
  );
  return db
    .select(rowColumns)
    .from(assetProducts)
    .innerJoin(assets, eq(assets.id, assetProducts.assetId))
    .innerJoin(members, eq(members.id, assets.ownerId))
    .where(and(...where))
    .orderBy(desc(assetProducts.createdAt), desc(assets.id))
    .limit(limit)
    .offset(offset);
}

/**
 * What the assets make of a stored object (GET /media/<key>): 'none' when it is no asset's file (original or
 * preview), 'open' when every asset naming it is active, published and free to everyone (allow_access), else
 * 'gated' (assets_media_key_idx, assets_preview_key_idx).
 */
export async function fileUse(db: Executor, key: string): Promise<'none' | 'open' | 'gated'> {
  const rows = await db
    .select({
      open: sql<boolean>`${assets.state} = 'active' and ${assets.published} and ${assets.allowAccess}`,
    })
    .from(assets)
    .where(or(eq(assets.mediaKey, key), eq(assets.previewKey, key)));
  if (rows.length === 0) return 'none';
  return rows.every((r) => r.open) ? 'open' : 'gated';
}

/** A product: its owner and whether it is disabled, or null. */
export async function findProduct(db: Executor, id: number): Promise<{ ownerId: number; disabled: boolean } | null> {
  const [row] = await db
    .select({ ownerId: products.ownerId, disabled: products.disabled })
    .from(products)
    .where(eq(products.id, id));
  return row ?? null;
}

/** What a list of assets shows besides the rows: tiers, products (id and name) and the asset's post, in 3 queries. */
export interface AssetExtras {
  tierIds: Map<number, number[]>;
  products: Map<number, { product_id: number; name: string }[]>;
  postIds: Map<number, number>;
}

export async function extrasOf(db: Executor, assetIds: readonly number[]): Promise<AssetExtras> {
  const empty: AssetExtras = { tierIds: new Map(), products: new Map(), postIds: new Map() };
  if (assetIds.length === 0) return empty;
  const ids = [...assetIds];
  const [tierRows, productRows, postRows] = await Promise.all([
    db
      .select({ assetId: assetTiers.assetId, tierId: assetTiers.tierId })
      .from(assetTiers)
      .where(inArray(assetTiers.assetId, ids))
      .orderBy(asc(assetTiers.assetId), asc(assetTiers.tierId)),
    db
      .select({ assetId: assetProducts.assetId, productId: products.id, name: products.name })
      .from(assetProducts)
      .innerJoin(products, eq(products.id, assetProducts.productId))
      .where(inArray(assetProducts.assetId, ids))
      .orderBy(asc(assetProducts.assetId), asc(assetProducts.createdAt), asc(products.id)),
    db
      .select({ assetId: posts.assetId, id: posts.id })
      .from(posts)
      .where(and(inArray(posts.assetId, ids), isNull(posts.deletedAt)))
      .orderBy(asc(posts.id)),
  ]);
  for (const r of tierRows) push(empty.tierIds, r.assetId, r.tierId);
  for (const r of productRows) push(empty.products, r.assetId, { product_id: r.productId, name: r.name });
  for (const r of postRows) if (r.assetId !== null && !empty.postIds.has(r.assetId)) empty.postIds.set(r.assetId, r.id);
  return empty;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * Of these assets, those a member bought (a Charged purchase: asset_purchases_member_idx) and those they reach as a
 * subscriber: a subscription in one of the access states (domain SUBSCRIPTION_ACCESS_STATES) to a tier that includes
 * the asset (asset_tiers' key, then subscriptions_tier_member_idx). Two queries for any number of assets.
 */
export async function accessOf(
  db: Executor,
  memberId: number,
  assetIds: readonly number[],
): Promise<{ purchased: Set<number>; subscribed: Set<number> }> {
  if (assetIds.length === 0) return { purchased: new Set(), subscribed: new Set() };
  const ids = [...assetIds];
  const [bought, subscribed] = await Promise.all([
    db
      .select({ assetId: assetPurchases.assetId })
      .from(assetPurchases)
      .where(
        and(
          eq(assetPurchases.memberId, memberId),
          inArray(assetPurchases.assetId, ids),
          eq(assetPurchases.status, 'Charged'),
        ),
      ),
    db
      .selectDistinct({ assetId: assetTiers.assetId })
      .from(assetTiers)
      .innerJoin(
        subscriptions,
        and(
          eq(subscriptions.tierId, assetTiers.tierId),
          eq(subscriptions.memberId, memberId),
          inArray(subscriptions.state, [...SUBSCRIPTION_ACCESS_STATES]),
        ),
      )
      .where(inArray(assetTiers.assetId, ids)),
  ]);
  return { purchased: new Set(bought.map((r) => r.assetId)), subscribed: new Set(subscribed.map((r) => r.assetId)) };
}

/** Of these tiers, those of the owner's products (the others are someone else's, or none). */
export async function ownTierIds(db: Executor, ownerId: number, tierIds: readonly number[]): Promise<Set<number>> {
  if (tierIds.length === 0) return new Set();
  const rows = await db
    .select({ id: tiers.id })
    .from(tiers)
    .innerJoin(products, eq(products.id, tiers.productId))
    .where(and(inArray(tiers.id, [...tierIds]), eq(products.ownerId, ownerId)));
  return new Set(rows.map((r) => r.id));
}

/** Of these products, the owner's. */
export async function ownProductIds(
  db: Executor,
  ownerId: number,
  productIds: readonly number[],
): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, [...productIds]), eq(products.ownerId, ownerId)));
  return new Set(rows.map((r) => r.id));
}

/** A member's own upload (POST /api/upload), or null. */
export async function findUpload(db: Executor, memberId: number, uploadId: number) {
  const [row] = await db
    .select({ id: uploads.id, kind: uploads.kind, mime: uploads.mime, bytes: uploads.bytes, url: uploads.url })
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.memberId, memberId)));
  return row ?? null;
}

export type AssetValues = Omit<typeof assets.$inferInsert, 'id'>;

export async function insertAsset(db: Executor, values: AssetValues): Promise<number> {
  const [row] = await db.insert(assets).values(values).returning({ id: assets.id });
  return row!.id;
}

/** Changes an active asset of `ownerId`; false when there is none (another's, deleted, or missing). */
export async function updateAsset(
  db: Executor,
  id: number,
  ownerId: number,
  values: Partial<AssetValues>,
): Promise<boolean> {
  const rows = await db
    .update(assets)
    .set(values)
    .where(and(eq(assets.id, id), eq(assets.ownerId, ownerId), eq(assets.state, 'active')))
    .returning({ id: assets.id });
  return rows.length > 0;
}

/** The owner's active asset, locked for the edit (FOR UPDATE), with its body; null when it is not theirs. */
export async function lockOwn(db: Executor, id: number, ownerId: number) {
  const [row] = await db
    .select({
      id: assets.id,
      type: assets.type,
      assetData: assets.assetData,
      mediaKey: assets.mediaKey,
      mediaMime: assets.mediaMime,
      previewKey: assets.previewKey,
      image: assets.image,
      name: assets.name,
      description: assets.description,
      published: assets.published,
    })
    .from(assets)
    .where(and(eq(assets.id, id), eq(assets.ownerId, ownerId), eq(assets.state, 'active')))
    .for('update');
  return row ?? null;
}

export async function setTiers(db: Executor, assetId: number, tierIds: readonly number[]) {
  await db.delete(assetTiers).where(eq(assetTiers.assetId, assetId));
  if (tierIds.length) await db.insert(assetTiers).values(tierIds.map((tierId) => ({ assetId, tierId })));
}

export async function setProducts(db: Executor, assetId: number, productIds: readonly number[], now: Date) {
  await db.delete(assetProducts).where(eq(assetProducts.assetId, assetId));
  if (productIds.length)
    await db.insert(assetProducts).values(productIds.map((productId) => ({ assetId, productId, createdAt: now })));
}

// ---------------------------------------------------------------------------------------------
// The asset's post (spec 001 §2: video, song and podcast assets load the post and comments; blogs and newsletters
// their comments after the body). Hidden (deleted_at) while the asset is unpublished or deleted.

export interface AssetPost {
  title: string;
  caption: string;
  mediaUrl: string;
  shown: boolean;
}

export async function insertAssetPost(db: Executor, assetId: number, authorId: number, p: AssetPost, now: Date) {
  await db.insert(posts).values({
    authorId,
    title: p.title,
    caption: p.caption,
    mediaType: 'Image',
    mediaUrl: p.mediaUrl,
    assetId,
    createdAt: now,
    modifiedAt: now,
    deletedAt: p.shown ? null : now,
  });
}

/** Brings the asset's post in line with the asset (posts_asset_idx). */
export async function syncAssetPost(db: Executor, assetId: number, authorId: number, p: AssetPost, now: Date) {
  await db
    .update(posts)
    .set({
      title: p.title,
      caption: p.caption,
      mediaUrl: p.mediaUrl,
      modifiedAt: now,
      deletedAt: p.shown ? null : sql`coalesce(${posts.deletedAt}, ${now})`,
    })
    .where(and(eq(posts.assetId, assetId), eq(posts.authorId, authorId)));
}

// ---------------------------------------------------------------------------------------------
// Purchases (purchase_asset)

export type PurchaseRecord = typeof assetPurchases.$inferSelect;

/** The member's purchase made, or finished (adoptPurchase), by the request with this Idempotency-Key. */
export async function findPurchaseByKey(db: Executor, memberId: number, key: string): Promise<PurchaseRecord | null> {
  const [row] = await db
    .select()
    .from(assetPurchases)
    .where(
      and(
        eq(assetPurchases.memberId, memberId),
        or(eq(assetPurchases.idempotencyKey, key), sql`${key}::text = any(${assetPurchases.adoptedKeys})`),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Records that the request with `key` finishes this purchase, so a retry of that request answers it, and what that
 * request asked, so the key reused for something else is refused.
 */
export async function adoptPurchase(
  db: Executor,
  purchaseId: number,
  { key, fingerprint }: { key: string; fingerprint: string },
): Promise<void> {
  await db
    .update(assetPurchases)
    .set({
      adoptedKeys: sql`array_append(${assetPurchases.adoptedKeys}, ${key}::text)`,
      adoptedFingerprints: sql`${assetPurchases.adoptedFingerprints} || jsonb_build_object(${key}::text, ${fingerprint}::text)`,
    })
    .where(and(eq(assetPurchases.id, purchaseId), sql`not (${key}::text = any(${assetPurchases.adoptedKeys}))`));
}

/** The member's live (Pending or Charged) purchase of an asset: there is at most one (the partial unique index). */
export async function findLivePurchase(
  db: Executor,
  memberId: number,
  assetId: number,
): Promise<PurchaseRecord | null> {
  const [row] = await db
    .select()
    .from(assetPurchases)
    .where(
      and(
        eq(assetPurchases.memberId, memberId),
        eq(assetPurchases.assetId, assetId),
        inArray(assetPurchases.status, ['Pending', 'Charged']),
      ),
    );
  return row ?? null;
}

/** The asset as a sale reads it, locked against a change of price until the purchase is recorded (FOR SHARE). */
export async function lockForSale(db: Executor, assetId: number) {
  const [row] = await db
    .select({
      id: assets.id,
      ownerId: assets.ownerId,
      priceCents: assets.priceCents,
      currency: assets.currency,
      published: assets.published,
    })
    .from(assets)
    .innerJoin(members, eq(members.id, assets.ownerId))
    .where(and(eq(assets.id, assetId), eq(assets.state, 'active'), openOwner))
    .for('share', { of: assets });
  return row ?? null;
}

export async function insertPurchase(
  db: Executor,
  values: Omit<typeof assetPurchases.$inferInsert, 'id'>,
): Promise<PurchaseRecord> {
  const [row] = await db.insert(assetPurchases).values(values).returning();
  return row!;
}

/** Moves a Pending purchase to its outcome, once: null when it was no longer Pending. */
export async function settlePending(db: Executor, id: number, values: Partial<PurchaseRecord>) {
  const [row] = await db
    .update(assetPurchases)
    .set(values)
    .where(and(eq(assetPurchases.id, id), eq(assetPurchases.status, 'Pending')))
    .returning();
  return row ?? null;
}

/** Purchases still Pending from before `before` (asset_purchases_pending_idx), oldest first, a batch at a time. */
export async function unfinishedPurchases(db: Executor, before: Date): Promise<PurchaseRecord[]> {
  return db
    .select()
    .from(assetPurchases)
    .where(and(eq(assetPurchases.status, 'Pending'), sql`${assetPurchases.createdAt} < ${before}`))
    .orderBy(asc(assetPurchases.createdAt))
    .limit(100);
}

export async function findPurchase(db: Executor, id: number): Promise<PurchaseRecord | null> {
  const [row] = await db.select().from(assetPurchases).where(eq(assetPurchases.id, id));
  return row ?? null;
}

/** Assets whose preview has not been looked at since the teaser rule, oldest first, locked (another run skips them). */
export async function lockUncheckedPreviews(db: Executor, limit: number) {
  return db
    .select({ id: assets.id, assetData: assets.assetData, preview: assets.preview })
    .from(assets)
    .where(sql`not ${assets.previewChecked}`)
    .orderBy(asc(assets.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** The asset's preview looked at: replaced by `preview` where given, else kept. */
export async function markPreviewChecked(db: Executor, id: number, preview?: string | null): Promise<void> {
  await db
    .update(assets)
    .set({ previewChecked: true, ...(preview !== undefined ? { preview } : {}) })
    .where(eq(assets.id, id));
}
