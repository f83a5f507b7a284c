import type { Handler } from '../../rpc/context';
import { loadPosts } from './post-views';

// spec 001 §7 get_posts (asset_id, by_id, event_id; ours: post_id): open to everyone.
export const get_posts: Handler<'get_posts'> = async ({ ctx, input }) => ({
  posts: await loadPosts(ctx.db, {
    postId: input.post_id,
    byId: input.by_id,
    eventId: input.event_id,
    assetId: input.asset_id,
  }),
});
