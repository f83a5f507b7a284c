/**
 * Messages between a business and the talent or fans of its events (spec 001 §7 Notifications and messages). The registry spreads it.
 */
export const messagesRequests = {} as const;
