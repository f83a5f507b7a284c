import { ASSET_NOT_FOUND } from '@stagepass/domain/assets';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { hasAccess, visibleTo } from './asset-access';
import * as repo from './assets-repository';
import { streamUrl } from './stream-links';

/**
 * spec 001 §7 stream_media: the URL that plays an asset. With access (and no preview asked for), the file itself:
 * GET /api/stream_media?asset=ID (video=ID for a video) with a sealed link token. A non-buyer, or preview: the preview
 * (preview=ID), or null when there is none. Unknown, deleted, or someone else's unpublished asset: 404.
 */
export const stream_media: Handler<'stream_media'> = async ({ ctx, input }) => {
  const viewerId = ctx.member?.id ?? null;
  const row = await repo.findActive(ctx.db, input.asset_id);
  if (!row || !(await visibleTo(ctx.db, viewerId, row))) throw new AppError('NOT_FOUND', ASSET_NOT_FOUND, 'asset_id');
  const full = !input.preview && (await hasAccess(ctx.db, viewerId, row));
  if (!full) {
    if (!row.previewKey) return { url: null, preview: true, mime: null };
    const url = streamUrl(ctx.secrets, ctx.clock.now(), { kind: 'preview', assetId: row.id, viewerId });
    return { url, preview: true, mime: row.previewMime };
  }
  if (!row.mediaKey) return { url: null, preview: false, mime: null };
  const kind = input.video && row.type === 'Video' ? 'video' : 'asset';
  const url = streamUrl(ctx.secrets, ctx.clock.now(), { kind, assetId: row.id, viewerId });
  return { url, preview: false, mime: row.mediaMime };
};
