// The posts screens' own words for their empty states (ours: the spec gives none). The shared post texts (Create
// Post, 'No posts yet.') are in @stagepass/domain/posts.

export const POSTS_EMPTY_TEXTS = {
  /** The owner's empty posts list: what a first post does. */
  ownerHint: 'Share pictures and news with your followers. Each post gets its own comment thread.',
  /** A post with no comments yet, to a reader who may comment. */
  commentsHint: 'Start the conversation.',
} as const;
