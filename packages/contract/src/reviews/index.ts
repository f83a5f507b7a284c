/**
 * Reviews and recommendations (spec 001 §7 Reviews and recommendations). The registry spreads it.
 */
export const reviewsRequests = {} as const;
