// The gallery's own words for an empty gallery, to its owner (ours: the spec gives none). 'No photos or videos yet.'
// and Add Media are in @stagepass/domain.

export const GALLERY_EMPTY_TEXTS = {
  ownerHint: 'Show visitors your work: add photos and videos to your profile.',
} as const;
