/**
 * Reports: Flag as Inappropriate on posts, comments, profiles and media (spec 001 §7 Posts and comments). The registry spreads it.
 */
export const reportsRequests = {} as const;
