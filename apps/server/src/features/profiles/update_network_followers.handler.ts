import { NETWORK_FOLLOWERS_TALENT_AND_BUSINESS_ONLY } from '@stagepass/domain/counts';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { declaredCounts, replaceDeclaredCounts } from './profiles-repository';

/**
 * Ours (spec 001 §3 Follow, §9 follower display): the caller's own declared follower counts, replaced by the list
 * sent. Only the caller's record is written; the contract takes no member id. The auth check already refused fans
 * and agencies; the role is checked again here so the rule stays with the write.
 */
export const update_network_followers: Handler<'update_network_followers'> = async ({ ctx, input }) => {
  const { member } = ctx;
  if (!member.isSpecialist && !member.isBusiness)
    throw new AppError('FORBIDDEN', NETWORK_FOLLOWERS_TALENT_AND_BUSINESS_ONLY);
  const counts = input.networks.map((n) => ({ network: n.network, handle: n.handle ?? null, count: n.count }));
  const declared = await ctx.db.transaction(async (tx) => {
    await replaceDeclaredCounts(tx, member.id, counts, new Date(ctx.clock.now()));
    return declaredCounts(tx, member.id);
  });
  return { declared_followers: declared };
};
