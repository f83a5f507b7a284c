/**
 * Posts and comments (spec 001 §7 Posts and comments). The registry spreads it.
 */
export const postsRequests = {} as const;
