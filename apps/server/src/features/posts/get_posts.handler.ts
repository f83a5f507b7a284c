import type { Handler } from '../../rpc/context';
import { loadPosts } from './post-views';

// spec 001 §7 get_posts (asset_id, by_id, event_id; ours: post_id): open to everyone, a page at a time (before).
export const get_posts: Handler<'get_posts'> = async ({ ctx, input }) => {
  // One more than the page tells whether another follows.
  const posts = await loadPosts(
    ctx.db,
    {
      postId: input.post_id,
      byId: input.by_id,
      eventId: input.event_id,
      assetId: input.asset_id,
      beforeId: input.before,
    },
    input.limit + 1,
  );
  const more = posts.length > input.limit;
  const page = more ? posts.slice(0, input.limit) : posts;
  return { posts: page, next_before: more ? (page.at(-1)?.post_id ?? null) : null };
};
