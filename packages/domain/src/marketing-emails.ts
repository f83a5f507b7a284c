// Marketing email types a member can opt out of on /dash/emailPreferences (spec 000 §2.3).
// Ids are stored with each member's exclusions, so an id is never reused for another type.

export interface MarketingEmailType {
  id: number;
  name: string;
  description: string;
}

export const MARKETING_EMAIL_TYPES: readonly MarketingEmailType[] = [
  {
    id: 1,
    name: 'Events near you',
    description: 'New events and tickets on sale in your city, picked for what you like.',
  },
  {
    id: 2,
    name: 'New from talent you follow',
    description: 'Tour dates, new content and subscription drops from the talent and creators you follow.',
  },
  {
    id: 3,
    name: 'Product news',
    description: 'New Stagepass features and tips for hosting, booking and selling.',
  },
  {
    id: 4,
    name: 'Launch updates',
    description: 'City launches, early-access invites and news about the partner programme.',
  },
  {
    id: 5,
    name: 'Offers and presales',
    description: 'Ticket presales and offers from venues and promoters near you.',
  },
  // messages (issue 13): UNREAD_MESSAGE_EMAIL_TYPE_ID of ./messages.
  { id: 6, name: 'Unread messages', description: 'An email when a message to you has waited 15 minutes unread.' },
  // agency (issue 15): AGENCY_DIGEST_EMAIL_TYPE_ID of ./agency.
  {
    id: 7,
    name: 'Agency daily summary',
    description: 'For agencies: one email a day with the bids, bookings, sales and messages of your clients.',
  },
];

export const MARKETING_EMAIL_TYPE_IDS: readonly number[] = MARKETING_EMAIL_TYPES.map((t) => t.id);

export function isMarketingEmailTypeId(id: number): boolean {
  return MARKETING_EMAIL_TYPE_IDS.includes(id);
}

export const UNKNOWN_MARKETING_EMAIL_TYPE = 'Unknown email type.';
export const EMAIL_PREFERENCES_SAVED = 'Your email preferences have been saved.';
