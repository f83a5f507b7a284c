import { z } from 'zod';
import { eventCard } from '../events/fields';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { businessProfile } from './fields';
import { galleryItem } from './gallery';

// spec 001 §7 Profile and misc: business_query (business_id); §2 /b/{id}. A business's public profile: name, photo,
// area, traits, followers, and its upcoming published public events as event cards. Open to everyone; an unknown,
// deleted or deactivated business, or a member that is not one, answers 404. Also its bio (spec 001 §6 'business
// traits and bio') and its gallery (spec 001 §2 gallery accordion), by index.
export const business_query = defineRequest({
  name: 'business_query',
  summary: "A business's public profile and upcoming events",
  auth: 'public',
  access: ACCESS.everyone,
  input: z.object({ business_id: idField }),
  output: z.object({
    business: businessProfile,
    events: z.array(eventCard),
    bio: z.string().nullable(),
    gallery: z.array(galleryItem),
  }),
});
