import { z } from 'zod';
import { DECLARED_NETWORKS, FOLLOWER_NETWORKS } from '@stagepass/domain/counts';
import { sessionUser } from '../accounts/session-user';
import { eventCard } from '../events/fields';

/** A trait a profile shows (spec 000 §3 trait lists): a specialist trait or sub-trait for talent. */
export const profileTrait = z.object({ id: z.number().int(), name: z.string() });

/**
 * spec 001 §3 Follow: 'follower counts exist for Facebook, Instagram, Twitter and Youtube', as the member declared
 * them (update_network_followers; no network is asked), then the product's own followers (Stagepass, handle null).
 * The §9 follower display picks the highest, the first listed on a tie (packages/domain/src/counts.ts followerDisplay).
 */
export const networkFollowers = z.array(
  z.object({
    network: z.enum(FOLLOWER_NETWORKS),
    count: z.number().int().nonnegative(),
    handle: z.string().nullable(),
  }),
);

/** A follower count a talent or business declared for a network, with their handle there (update_network_followers). */
export const declaredFollowers = z.object({
  network: z.enum(DECLARED_NETWORKS),
  handle: z.string().nullable(),
  count: z.number().int().nonnegative(),
});
export type DeclaredFollowers = z.infer<typeof declaredFollowers>;

/** Where a member is, as a public profile shows it: never the street address. */
const publicArea = {
  locality: z.string().nullable(),
  administrative_area: z.string().nullable(),
  sub_administrative_area: z.string().nullable(),
  country: z.string().nullable(),
};

/** A member as anyone may see them (user_query): no email, phone or address. */
export const publicMember = z.object({
  user_id: z.number().int(),
  name: z.string(),
  username: z.string().nullable(),
  photo: z.string().nullable(),
  is_business: z.boolean(),
  is_specialist: z.boolean(),
  is_agency: z.boolean(),
  is_user: z.boolean(),
  /** Their talent or business profile page (/dash/c/..., /dash/b/...), null for a fan or an agency. */
  profile_path: z.string().nullable(),
  /** How many members follow them (follow_celebrity). */
  followers: z.number().int(),
  network_followers: networkFollowers,
});
export type PublicMember = z.infer<typeof publicMember>;

/** The caller's own member record (member_query): the session user, with where they are and when they joined. */
export const ownMember = sessionUser.extend({
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  ...publicArea,
  followers: z.number().int(),
  /** spec 001 §6: what a talent or business says about themselves on their profile (member_update, tag bio). */
  bio: z.string().nullable(),
  /** The follower counts they declared (update_network_followers), in the order of DECLARED_NETWORKS. */
  declared_followers: z.array(declaredFollowers),
  /** When the account was made (ISO instant). */
  created_at: z.string(),
});
export type OwnMember = z.infer<typeof ownMember>;

/** spec 001 §2 /b/{id}: a business as its public profile shows it. */
export const businessProfile = z.object({
  business_id: z.number().int(),
  name: z.string(),
  username: z.string().nullable(),
  photo: z.string().nullable(),
  ...publicArea,
  /** spec 001 §6 'business traits and bio': none is stored per business yet (no table), so empty. */
  traits: z.array(profileTrait),
  followers: z.number().int(),
  network_followers: networkFollowers,
});
export type BusinessProfile = z.infer<typeof businessProfile>;

/**
 * The talent's rates, from their schedules still open to bids (spec 001 §3 Schedule rate and book_now; the private
 * rates are not shown). Whole cents; null when no open schedule has one.
 */
export const talentRates = z.object({
  min_rate: z.number().int().nullable(),
  min_book_now: z.number().int().nullable(),
  /** How many of their schedules are open to bids. */
  open_schedules: z.number().int(),
});

/** spec 001 §2 /c/{id or username}: the talent as their public profile shows them. */
export const talentProfile = z.object({
  sp_id: z.number().int(),
  name: z.string(),
  username: z.string().nullable(),
  photo: z.string().nullable(),
  traits: z.array(profileTrait),
  rates: talentRates,
  followers: z.number().int(),
  network_followers: networkFollowers,
});
export type TalentProfile = z.infer<typeof talentProfile>;

/**
 * One of the talent's upcoming bookings (a Booked bid on a published public event that has not ended): the event's
 * card and the time block they play. Nothing of the bid itself (price, state) leaves.
 */
export const talentBooking = z.object({
  event: eventCard,
  sb_start_time: z.string(),
  sb_end_time: z.string(),
  /** The trait they were booked for ('DJ'). */
  trait: z.string(),
});
export type TalentBooking = z.infer<typeof talentBooking>;

/** The agency's own profile (agency_query). */
export const agencyProfile = z.object({
  user_id: z.number().int(),
  name: z.string(),
  username: z.string().nullable(),
  photo: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  /** Active clients that authorized the agency (spec 000 §4), by role. */
  clients: z.object({ total: z.number().int(), specialists: z.number().int(), businesses: z.number().int() }),
  /** Whether the PIN clients authorize it with is set. */
  pin_set: z.boolean(),
});
export type AgencyProfile = z.infer<typeof agencyProfile>;
