// The notification lists' own words for what fills them (ours: the spec gives none). The lists' titles and their
// first empty lines are in @stagepass/domain/notifications.

export const NOTIFICATIONS_EMPTY_TEXTS = {
  /** What arrives in each list (spec 001 §4 Notifications). */
  comesHere: {
    BUSINESS_EVENT: 'Bids and bookings, messages from talent and reviews of your events show here as they happen.',
    SPECIALIST_EVENT: 'Bid requests, bookings and messages from businesses show here as they happen.',
  },
  /** The Read tab. */
  readHint: 'Notifications you have opened move here.',
  /** The fan dashboard's news from followed members: where to find someone to follow. */
  findTalent: 'Find talent to follow',
} as const;
