import { AFFILIATE_ACTING_REFUSED, NOT_AN_AFFILIATE } from '@stagepass/domain/affiliate';
import { AppError } from '../../rpc/app-error';
import type { MemberContext } from '../../rpc/context';
import * as repo from './affiliate-repository';

/**
 * spec 000 §6: an agency acting as its client (a record flagged agency_as_client) 'is treated as lacking valid
 * permission' for anything but acting as a creator, and the affiliate programme needs valid permission (§6).
 */
export function refuseActing(ctx: MemberContext): void {
  if (ctx.member.agencyAsClient) throw new AppError('FORBIDDEN', AFFILIATE_ACTING_REFUSED);
}

/** The caller's membership of the programme, with its code; 404 when they have not joined. */
export async function ownMembership(ctx: MemberContext): Promise<repo.AffiliateRecord & { code: string }> {
  refuseActing(ctx);
  const affiliate = await repo.findAffiliate(ctx.db, ctx.member.id);
  if (!affiliate?.code) throw new AppError('NOT_FOUND', NOT_AN_AFFILIATE);
  return { ...affiliate, code: affiliate.code };
}
