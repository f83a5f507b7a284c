import { z } from 'zod';
import { SEND_ONE_TALENT_KEY } from '@stagepass/domain/profiles';
import { usernameField } from '../accounts/fields';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { talentBooking, talentProfile } from './fields';
import { galleryItem } from './gallery';

// spec 001 §7 Profile and misc: specialist_query; §2 /c/{id or username} (state carries sp_id). A talent's public
// profile by sp_id or username: photo, name, username, traits, rates from their open schedules, followers, and their
// upcoming bookings on published public events. With neither, the caller's own (401 logged out, 404 when the caller
// is not talent). Open to everyone; an unknown, deleted or deactivated talent answers 404. Also their bio and their
// gallery (spec 001 §2 gallery accordion), by index.
export const specialist_query = defineRequest({
  name: 'specialist_query',
  summary: "A talent's public profile and upcoming bookings (yours without sp_id or username)",
  auth: 'public',
  access: ACCESS.everyone,
  input: z
    .object({ sp_id: idField.optional(), username: usernameField.optional() })
    .refine((v) => v.sp_id === undefined || v.username === undefined, {
      message: SEND_ONE_TALENT_KEY,
      path: ['username'],
    }),
  output: z.object({
    specialist: talentProfile,
    upcoming_bookings: z.array(talentBooking),
    bio: z.string().nullable(),
    gallery: z.array(galleryItem),
    /** Their creator website (/c/{username}, spec 001 §2 /website) while it is published; else null. */
    website_path: z.string().nullable(),
  }),
});
