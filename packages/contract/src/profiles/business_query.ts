import { z } from 'zod';
import { eventCard } from '../events/fields';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { businessProfile } from './fields';

// spec 001 §7 Profile and misc: business_query (business_id); §2 /b/{id}. A business's public profile: name, photo,
// area, traits, followers, and its upcoming published public events as event cards. Open to everyone; an unknown,
// deleted or deactivated business, or a member that is not one, answers 404.
export const business_query = defineRequest({
  name: 'business_query',
  summary: "A business's public profile and upcoming events",
  auth: 'public',
  access: ACCESS.everyone,
  input: z.object({ business_id: idField }),
  output: z.object({ business: businessProfile, events: z.array(eventCard) }),
});
