import { ACCESS } from '../define';

/**
 * spec 001 §6: every member may buy tickets, assets and subscriptions, so every member may keep cards. An agency
 * acting as its client may read and pay with the client's cards, not add or remove them (acting-guard.ts).
 */
export const CARD_HOLDERS = ACCESS.members;
export const CARD_KEEPERS = ACCESS.membersButActing;
