import type { Executor } from '@stagepass/db/client';
import { accessOf, type AssetRow } from './assets-repository';

// Who has an asset in full (issue 14): its owner, a buyer (a Charged purchase), a member with a subscription in one of
// SUBSCRIPTION_ACCESS_STATES to a tier that includes it, or everyone when its creator set allow_access and it is
// published (an unpublished asset is its owner's, and its buyers' and subscribers', alone: to anyone else it is not
// there, 404, in every request). Everyone else gets the preview only (the preview text, the preview clip or picture),
// with the 'Preview' badge.

type Gate = Pick<AssetRow, 'id' | 'ownerId' | 'allowAccess' | 'published'>;

/** Whether a viewer may see the asset at all: published ones everyone, unpublished ones their owner. */
export function maySee(row: Pick<AssetRow, 'ownerId' | 'published'>, viewerId: number | null): boolean {
  return row.published || row.ownerId === viewerId;
}

/** The assets of `rows` the viewer has in full, in two queries at most. */
export async function accessibleIds(db: Executor, viewerId: number | null, rows: readonly Gate[]) {
  const open = new Set(rows.filter((r) => r.ownerId === viewerId || (r.allowAccess && r.published)).map((r) => r.id));
  const rest = rows.filter((r) => !open.has(r.id)).map((r) => r.id);
  const none = { purchased: new Set<number>(), subscribed: new Set<number>() };
  const sets =
    viewerId === null
      ? none
      : await accessOf(
          db,
          viewerId,
          rows.map((r) => r.id),
        );
  for (const id of rest) if (sets.purchased.has(id) || sets.subscribed.has(id)) open.add(id);
  return { full: open, purchased: sets.purchased };
}

export async function hasAccess(db: Executor, viewerId: number | null, row: Gate): Promise<boolean> {
  return (await accessibleIds(db, viewerId, [row])).full.has(row.id);
}

/**
 * Whether a viewer may open the asset: published ones everyone, unpublished ones their owner and those who already
 * have it (a buyer or subscriber keeps what they paid for when the creator unpublishes it).
 */
export async function visibleTo(
  db: Executor,
  viewerId: number | null,
  row: Pick<AssetRow, 'id' | 'ownerId' | 'published'>,
): Promise<boolean> {
  if (maySee(row, viewerId)) return true;
  if (viewerId === null) return false;
  const sets = await accessOf(db, viewerId, [row.id]);
  return sets.purchased.has(row.id) || sets.subscribed.has(row.id);
}
