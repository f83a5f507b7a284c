// The profile pages' own words for their empty sections, to the member whose profile it is (ours: the spec gives
// none). A visitor reads only the section's first line, which is in @stagepass/domain/profiles.

export const PROFILE_EMPTY_TEXTS = {
  /** Talent: the rates come from their open schedules. */
  ratesHint: 'Your rates show here once you publish a schedule businesses can bid on.',
  bookingsHint: 'Events you are booked for show here, so fans can follow you there.',
  manageSchedules: 'Manage your schedules',
  /** Business: its upcoming events. */
  eventsHint: 'Your upcoming events show here for fans to find and buy tickets.',
} as const;
