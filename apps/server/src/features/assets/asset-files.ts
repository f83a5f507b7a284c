import type { Executor } from '@stagepass/db/client';
import type { MediaAccess } from '../../adapters/storage/media-route';
import { fileUse } from './assets-repository';

/**
 * How GET /media/<key> may serve a stored object, as far as assets go (the paywall): an asset's original or preview
 * is a public static only while the asset is free to everyone, published and active, and then is revalidated on
 * every use (the creator may put a price on it later); a paid, tier-only, unpublished or deleted asset's files answer
 * 404 there, and reach those with access only through GET /api/stream_media (stream-route.ts: the viewer's access
 * checked on every request, links signed and short-lived). Anything else (covers, avatars, a gallery's files) is
 * served as before.
 */
export function assetMediaAccess(db: Executor): (key: string) => Promise<MediaAccess> {
  return async (key) => {
    const use = await fileUse(db, key);
    if (use === 'none') return 'immutable';
    return use === 'open' ? 'revalidate' : 'hidden';
  };
}
