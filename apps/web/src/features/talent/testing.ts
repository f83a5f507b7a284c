import type { FeaturedCreator } from '@stagepass/contract/talent/get_featured_celebrities';

/** A featured creator as get_featured_celebrities answers it, for web tests. */
export function makeCreator(id: number, fields: Partial<FeaturedCreator> = {}): FeaturedCreator {
  return {
    member_id: id,
    sp_name: `Creator ${id}`,
    sp_photo: `/media/avatars/${id}.png`,
    gallery_prefix: `/media/gallery/${id}/`,
    traits: ['Musician', 'Guitarist'],
    username: null,
    distance: null,
    ...fields,
  };
}
