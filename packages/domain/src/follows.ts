// Following talent and businesses (spec 001 §1: fans follow talent and businesses; §3 Follow; §7 Follow).

export const FOLLOWED_TYPES = ['SPECIALIST', 'BUSINESS'] as const;
export type FollowedType = (typeof FOLLOWED_TYPES)[number];

/** follow_celebrity req_type. */
export const FOLLOW_REQUEST_TYPES = ['follow', 'unfollow'] as const;
export type FollowRequestType = (typeof FOLLOW_REQUEST_TYPES)[number];

export const CANNOT_FOLLOW_YOURSELF = 'You cannot follow yourself.';
/** The followed member is missing, inactive, or lacks the role of followed_type. */
export const FOLLOWED_NOT_FOUND: Record<FollowedType, string> = {
  SPECIALIST: 'Talent not found',
  BUSINESS: 'Business not found',
};

/** The follow button: 'Follow' until the member follows, then 'Following' (a press unfollows). */
export const FOLLOW = 'Follow';
export const FOLLOWING = 'Following';
