// The featured talent screens' own words for an empty list (ours: the spec gives none). 'No featured talent yet.
// Check back soon.' is in @stagepass/domain/talent-search.

export const TALENT_EMPTY_TEXTS = {
  findEvents: 'Find events near you',
} as const;
