import { ASSET_NOT_FOUND, downloadFilename } from '@stagepass/domain/assets';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { hasAccess, visibleTo } from './asset-access';
import * as repo from './assets-repository';
import { streamUrl } from './stream-links';

/**
 * spec 001 §7 download_asset: for those with access (owner, buyer, subscriber), the stream_media link that downloads
 * the file under the server's filename (200, or 204 with no file: 'download failed'), or, with view, shows it inline
 * to view in a buffer. Anyone else, like an asset that is not there, gets 404 with nothing of the asset: another
 * creator's unpublished asset too, even one they had set free to everyone (hasAccess opens allow_access only while
 * the asset is published; visibleTo is asked as in user_get_asset).
 */
export const download_asset: Handler<'download_asset'> = async ({ ctx, input }) => {
  const row = await repo.findActive(ctx.db, input.asset_id);
  if (!row || !(await visibleTo(ctx.db, ctx.member.id, row)) || !(await hasAccess(ctx.db, ctx.member.id, row)))
    throw new AppError('NOT_FOUND', ASSET_NOT_FOUND, 'asset_id');
  const url = streamUrl(ctx.secrets, ctx.clock.now(), {
    kind: 'asset',
    assetId: row.id,
    viewerId: ctx.member.id,
    download: !input.view,
  });
  return {
    url,
    filename: row.mediaFilename ?? downloadFilename(row.name, 'bin'),
    mime: row.mediaMime,
    bytes: row.mediaBytes,
  };
};
