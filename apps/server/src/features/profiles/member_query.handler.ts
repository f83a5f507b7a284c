import type { Handler } from '../../rpc/context';
import { toSessionUser } from '../accounts/accounts-repository';
import { followerCount } from '../follows/follows-repository';
import { declaredCounts } from './profiles-repository';

/**
 * spec 001 §7 member_query: the caller's own member record. The session already loaded it; an agency acting as its
 * client gets the client's record, flagged agency_as_client (spec 000 §6).
 */
export const member_query: Handler<'member_query'> = async ({ ctx }) => {
  const m = ctx.member;
  const [followers, declared] = await Promise.all([followerCount(ctx.db, m.id), declaredCounts(ctx.db, m.id)]);
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
      followers,
      bio: m.bio,
      declared_followers: declared,
      created_at: m.createdAt.toISOString(),
    },
  };
};
