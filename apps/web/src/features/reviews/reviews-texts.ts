// The reviews screens' own words for their empty lists, to the member whose profile it is (ours: the spec gives
// none). 'No reviews yet.' and 'No recommendations yet.' are in @stagepass/domain/profiles.

export const REVIEWS_EMPTY_TEXTS = {
  /** spec 001 §1: reviews are written about an event the member took part in. */
  ownReviewsHint: 'After an event, the people who took part in it can review you. Their reviews show here.',
  ownRecommendationsHint: 'Ask someone you have worked with to recommend you; their recommendation shows here.',
} as const;
