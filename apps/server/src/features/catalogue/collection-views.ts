import type { Collection } from '@stagepass/contract/catalogue/fields';
import type { Executor } from '@stagepass/db/client';
import { creatorsByIds } from './catalogue-repository';
import { assetsOfCollections, findCollection, type CollectionRecord } from './collections-repository';

/** Collections as spec 001 §3 shows them, in the order given (two queries for all of them). */
export async function collectionOutputs(db: Executor, rows: readonly CollectionRecord[]): Promise<Collection[]> {
  if (rows.length === 0) return [];
  const [creators, lists] = [
    await creatorsByIds(
      db,
      rows.map((r) => r.ownerId),
    ),
    await assetsOfCollections(
      db,
      rows.map((r) => r.id),
    ),
  ];
  return rows.map((r) => ({
    collection_id: r.id,
    owner_id: r.ownerId,
    creator_name: creators.get(r.ownerId)?.name ?? '',
    name: r.name,
    description: r.description,
    price: r.priceCents,
    currency: r.currency,
    state: r.state,
    image: r.image,
    asset_list: lists.get(r.id) ?? [],
  }));
}

export async function collectionOutput(db: Executor, collectionId: number): Promise<Collection> {
  const row = await findCollection(db, collectionId);
  if (!row) throw new Error(`collection ${collectionId} vanished`);
  return (await collectionOutputs(db, [row]))[0]!;
}
