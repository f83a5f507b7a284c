import { ACCESS } from '../define';

/**
 * spec 001 §6: 'Only logged-in users see the watch toggle', so every member may watch (an agency too, from the fan
 * dashboard in fan mode); the /dash/watchlist screen is listed for business, fan and specialist (§2).
 */
export const WATCHERS = ACCESS.members;
export const WATCHER_ROLES = 'session' as const;
