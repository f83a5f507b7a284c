// Profiles (spec 001 §2 /c/{id or username}, /b/{id}, /shared-user-profile/{userId}; §7 Profile and misc).

import { FOLLOWED_NOT_FOUND } from './follows';
import { formatMoney } from './format';

/** A deleted, deactivated or unknown member, or one without the role the request asks for. */
export const TALENT_NOT_FOUND = FOLLOWED_NOT_FOUND.SPECIALIST;
export const BUSINESS_NOT_FOUND = FOLLOWED_NOT_FOUND.BUSINESS;
export const MEMBER_NOT_FOUND = 'Member not found';
/** specialist_query with no sp_id or username asks for the caller's own talent profile. */
export const OWN_PROFILE_NEEDS_LOGIN = 'Please log in to see your own profile.';
export const SEND_ONE_TALENT_KEY = 'Send sp_id or username, not both';

/** A username that is all digits would read as an id in /dash/c/{id or username}: such a member's link uses the id. */
const ALL_DIGITS = /^\d+$/;

/** spec 001 §2 /c/{id or username}: the talent profile, by username when it has one. */
export function talentProfilePath(id: number, username?: string | null): string {
  const key = username && !ALL_DIGITS.test(username) ? encodeURIComponent(username) : String(id);
  return `/dash/c/${key}`;
}

/** spec 001 §2 /b/{id}: the business profile. */
export function businessProfilePath(id: number): string {
  return `/dash/b/${id}`;
}

/** spec 001 §2 /shared-user-profile/{userId}: the shared member link. */
export function sharedUserProfilePath(id: number): string {
  return `/dash/shared-user-profile/${id}`;
}

/** What the {id or username} of /dash/c/ names: an id when it is all digits, else a username. */
export function talentKey(param: string): { sp_id: number } | { username: string } | null {
  const value = param.trim();
  if (value === '') return null;
  if (ALL_DIGITS.test(value)) {
    const id = Number(value);
    return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? { sp_id: id } : null;
  }
  return { username: value };
}

/** The member's profile page by role: talent first (an agency's client acts as a creator), then business. */
export function memberProfilePath(m: {
  user_id: number;
  username: string | null;
  is_specialist: boolean;
  is_business: boolean;
}): string | null {
  if (m.is_specialist) return talentProfilePath(m.user_id, m.username);
  if (m.is_business) return businessProfilePath(m.user_id);
  return null;
}

/** The talent's rate line: 'From $150' (their lowest public rate on a schedule still open to bids). */
export function rateText(minRateCents: number | null): string | null {
  return minRateCents === null ? null : `From ${formatMoney(minRateCents, 'USD', { dropZeroMinor: true })}`;
}

/** The Book Now line: 'Book Now from $300'. */
export function bookNowText(minBookNowCents: number | null): string | null {
  return minBookNowCents === null
    ? null
    : `Book Now from ${formatMoney(minBookNowCents, 'USD', { dropZeroMinor: true })}`;
}

/** The place line of a profile: 'San Francisco, CA, US', from what is known. */
export function areaText(a: {
  locality: string | null;
  administrative_area: string | null;
  country: string | null;
}): string | null {
  const parts = [a.locality, a.administrative_area, a.country].filter((p): p is string => Boolean(p && p.trim()));
  return parts.length ? parts.join(', ') : null;
}

// Screen texts.
export const SHARE_PROFILE = 'Share';
export const SHARE_TALENT_TITLE = 'Share Talent';
export const SHARE_BUSINESS_TITLE = 'Share Business';
export const SHARE_USER_TITLE = 'Share Profile';
export const PROFILE_SECTIONS = {
  rates: 'Rates',
  bookings: 'Upcoming Bookings',
  events: 'Upcoming Events',
  reviews: 'Reviews',
  recommendations: 'Recommendations',
  posts: 'Posts',
  gallery: 'Gallery',
} as const;
export const NO_UPCOMING_BOOKINGS = 'No upcoming bookings.';
export const NO_UPCOMING_EVENTS = 'No upcoming events.';
export const NO_RATES = 'No open schedules right now.';
export const NO_REVIEWS = 'No reviews yet.';
export const NO_RECOMMENDATIONS = 'No recommendations yet.';
export const NO_POSTS = 'No posts yet.';
export const NO_GALLERY = 'No photos or videos yet.';
export const VIEW_PROFILE = 'View profile';
/** The talent profile's link to their published creator website (/c/{username}; ours). */
export const VISIT_WEBSITE = 'Visit website';

/**
 * spec 001 §6: businesses keep 'business traits and bio' and talent a 'bio'. The spec gives no length or texts for
 * it: these are ours. Fans and agencies have no bio (the profile pages do not show one for them).
 */
export const BIO_MAX_LENGTH = 1000;
export const BIO_LABEL = 'Bio';
export const BIO_DESCRIPTION = 'What your profile says about you. Leave it empty to show none.';
export const BIO_TOO_LONG = `Your bio can be at most ${BIO_MAX_LENGTH} characters.`;
export const BIO_SAVED = 'Your bio has been saved.';
export const BIO_TALENT_AND_BUSINESS_ONLY = 'Only talent and businesses have a bio.';
