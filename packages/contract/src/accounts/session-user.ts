import { z } from 'zod';

/** The user kept in the client session (spec 000 §3). */
export const sessionUser = z.object({
  user_id: z.number().int(),
  email: z.string(),
  username: z.string().nullable(),
  name: z.string(),
  image: z.string().nullable(),
  phone: z.string().nullable(),
  is_business: z.boolean(),
  is_specialist: z.boolean(),
  is_agency: z.boolean(),
  is_user: z.boolean(),
  agency_as_client: z.boolean(),
  terms_accepted: z.boolean(),
  active: z.boolean(),
  affiliate_code: z.string().nullable(),
  /** False for a member who signed up through a social provider and has not set a password yet. */
  has_password: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const sessionResult = z.object({
  session: z.string(),
  user: sessionUser,
  active: z.boolean(),
});
