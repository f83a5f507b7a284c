import { z } from 'zod';
import { FOLLOW_REQUEST_TYPES, FOLLOWED_TYPES } from '@stagepass/domain/follows';

export const followedType = z.enum(FOLLOWED_TYPES);
export const followRequestType = z.enum(FOLLOW_REQUEST_TYPES);

/** A talent or business the caller follows. */
export const followedMember = z.object({
  id: z.number().int(),
  name: z.string(),
  photo: z.string().nullable(),
  username: z.string().nullable(),
  followed_type: followedType,
  /** When the caller started following (ISO instant). */
  since: z.string(),
});
export type FollowedMember = z.infer<typeof followedMember>;
