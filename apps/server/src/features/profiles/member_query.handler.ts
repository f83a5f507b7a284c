import type { Handler } from '../../rpc/context';
import { toSessionUser } from '../accounts/accounts-repository';
import { followerCount } from '../follows/follows-repository';

/**
 * spec 001 §7 member_query: the caller's own member record. The session already loaded it; an agency acting as its
 * client gets the client's record, flagged agency_as_client (spec 000 §6).
 */
export const member_query: Handler<'member_query'> = async ({ ctx }) => {
  const m = ctx.member;
  return {
    member: {
      ...toSessionUser(m),
      address: m.address,
      latitude: m.latitude,
      longitude: m.longitude,
      locality: m.locality,
      administrative_area: m.administrativeArea,
      sub_administrative_area: m.subAdministrativeArea,
      country: m.country,
      followers: await followerCount(ctx.db, m.id),
      bio: m.bio,
      created_at: m.createdAt.toISOString(),
    },
  };
};
