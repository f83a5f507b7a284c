import type { NetworkCount } from '@stagepass/domain/counts';
import { isUser } from '@stagepass/domain/accounts';
import { memberProfilePath } from '@stagepass/domain/profiles';
import type { PublicMember } from '@stagepass/contract/profiles/fields';
import type { PublicMemberRow } from './profiles-repository';

/**
 * spec 001 §3 Follow: the follower counts a profile shows. Only the product's own followers are stored: the counts
 * of Facebook, Instagram, Twitter and Youtube are not kept by the schema yet, so they are not listed.
 */
export function networkFollowers(followers: number): NetworkCount[] {
  return [{ network: 'Stagepass', count: followers }];
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
export function publicMemberOf(row: PublicMemberRow, followers: number): PublicMember {
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
  };
}
