import { z } from 'zod';
import { FEATURED_MAX_LIMIT } from '@stagepass/domain/talent-search';
import { ACCESS, defineRequest } from '../define';
import { distanceMiles, latitude, longitude } from '../events/fields';

/** spec 001 §3 Featured creator: member_id, sp_name, sp_photo, gallery_prefix, traits. */
export const featuredCreator = z.object({
  member_id: z.number().int(),
  sp_name: z.string(),
  /** Always set: only creators with a photo are featured. */
  sp_photo: z.string(),
  /** Where the creator's gallery media are served from (domain talent-search.ts galleryPrefix). */
  gallery_prefix: z.string(),
  /** The creator's trait and sub-trait names (specialist_trait_query), in the list's order. */
  traits: z.array(z.string()),
  /** Ours: for the /c/{username} link. */
  username: z.string().nullable(),
  /** Ours: miles from the position asked about (to a tenth), null when none was sent. */
  distance: z.number().nullable(),
});
export type FeaturedCreator = z.infer<typeof featuredCreator>;

// spec 001 §7 Events: get_featured_celebrities (limit, latitude, longitude, distance). Active creators that have a
// photo. With a position (latitude and longitude together): those within `distance` miles (50 by default) of it,
// measured to their nearest location or their own address, nearest first. Without one: the most followed first,
// then the newest. At most `limit` (12 by default, 50 at most). Open to everyone, logged out too (the landing).
export const get_featured_celebrities = defineRequest({
  name: 'get_featured_celebrities',
  summary: 'Featured talent: creators with a photo, nearest or most followed first',
  auth: 'public',
  access: ACCESS.everyone,
  input: z
    .object({
      limit: z.number().int().min(1).max(FEATURED_MAX_LIMIT).optional(),
      latitude: latitude.optional(),
      longitude: longitude.optional(),
      distance: distanceMiles.optional(),
    })
    .refine((v) => v.latitude !== undefined || v.longitude === undefined, {
      message: 'Send latitude with longitude',
      path: ['latitude'],
    })
    .refine((v) => v.longitude !== undefined || v.latitude === undefined, {
      message: 'Send longitude with latitude',
      path: ['longitude'],
    }),
  output: z.object({ celebrities: z.array(featuredCreator) }),
});
