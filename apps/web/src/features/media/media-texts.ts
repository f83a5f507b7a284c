// The media links' own words for an empty list, to the media company (ours: the spec gives none). The list's first
// line and Add media link are in @stagepass/domain/media-links.

export const MEDIA_EMPTY_TEXTS = {
  ownerHint: 'Add links to your coverage; they show on your business profile.',
} as const;
