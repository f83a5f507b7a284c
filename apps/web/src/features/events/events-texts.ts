// The events screens' own words for their empty states (ours: the spec gives none). The shared event texts (titles,
// the empty lists' first lines, Create Event) are in @stagepass/domain/events.

export const EVENTS_EMPTY_TEXTS = {
  /** The business dashboard's upcoming events, before any. */
  upcomingHint: 'Events you create show here until they end, with their bookings and ticket sales.',
  /** The watchlist's way to events to watch. */
  findEvents: 'Find events near you',
  /** The nearby list: something to do while no event is near. */
  nearbyHint: 'New events show here as businesses near you publish them.',
  browseMarketplace: 'Browse the marketplace',
  /** The owner's event before any time block (Add time block sits in the section's heading row). */
  timeBlocksHint: 'Add a time block for each part of the event that needs talent, then find talent for it.',
} as const;
