import { z } from 'zod';
import { followedType } from './fields';

/**
 * The public card of a talent or business (spec 001 §7 Follow: search and the from-id lists): what anyone may see
 * of them, to link to /dash/c/{id} (talent) or /dash/b/{id} (business).
 */
export const memberCard = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string().nullable(),
  photo: z.string().nullable(),
  followed_type: followedType,
  /** A talent's trait and sub-trait names, in the list's order; none for a business. */
  traits: z.array(z.string()),
});
export type MemberCard = z.infer<typeof memberCard>;
