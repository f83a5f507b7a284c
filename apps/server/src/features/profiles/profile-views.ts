import { isUser } from '@stagepass/domain/accounts';
import { memberProfilePath } from '@stagepass/domain/profiles';
import type { PublicMember } from '@stagepass/contract/profiles/fields';
import type { DeclaredCount, PublicMemberRow } from './profiles-repository';

/**
 * spec 001 §3 Follow: the follower counts a profile shows: those the member declared for Facebook, Instagram, Twitter
 * and Youtube (in that order), then the product's own followers. The §9 display picks the highest, the first listed
 * on a tie (domain/counts.ts followerDisplay).
 */
export function networkFollowers(
  followers: number,
  declared: readonly DeclaredCount[],
): PublicMember['network_followers'] {
  return [
    ...declared.map((d) => ({ network: d.network, count: d.count, handle: d.handle })),
    { network: 'Stagepass' as const, count: followers, handle: null },
  ];
}

/** The public area of a member row, as the wire names it. */
export function publicArea(row: PublicMemberRow) {
  return {
    locality: row.locality,
    administrative_area: row.administrativeArea,
    sub_administrative_area: row.subAdministrativeArea,
    country: row.country,
  };
}

/** A member as anyone may see them (user_query). */
export function publicMemberOf(
  row: PublicMemberRow,
  followers: number,
  declared: readonly DeclaredCount[],
): PublicMember {
  const flags = { is_business: row.isBusiness, is_specialist: row.isSpecialist, is_agency: row.isAgency };
  return {
    user_id: row.id,
    name: row.name,
    username: row.username,
    photo: row.photo,
    ...flags,
    is_user: isUser(flags),
    profile_path: memberProfilePath({ user_id: row.id, username: row.username, ...flags }),
    followers,
    network_followers: networkFollowers(followers, declared),
  };
}
