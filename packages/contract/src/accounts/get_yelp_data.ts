import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';

/** A business as the review service lists it (spec 000 §3: the shape is ours to choose). */
export const reviewedBusiness = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  display_phone: z.string(),
  address: z.string(),
  locality: z.string().nullable(),
  administrative_area: z.string().nullable(),
  postal_code: z.string().nullable(),
  country: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  rating: z.number().nullable(),
  review_count: z.number().int(),
  url: z.string().nullable(),
  image_url: z.string().nullable(),
  categories: z.array(z.string()),
});
export type ReviewedBusiness = z.infer<typeof reviewedBusiness>;

// spec 000 §4: the last step of the business phone check. The number must have passed
// auth_verify_phone_code in the last 30 minutes. Not found: 404 with the message the client shows
// before its noYelpData step.
export const get_yelp_data = defineRequest({
  name: 'get_yelp_data',
  summary: 'Look up the business listed under a verified phone on the review service',
  auth: 'public',
  access: ACCESS.everyone,
  input: z.object({ phone: z.string().trim().min(1).max(40) }),
  output: z.object({ business: reviewedBusiness }),
});
