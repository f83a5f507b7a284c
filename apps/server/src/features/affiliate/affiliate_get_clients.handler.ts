import type { AffiliateClientRole } from '@stagepass/domain/affiliate';
import type { Handler } from '../../rpc/context';
import { ownMembership } from './affiliate-access';
import { clientsOf, type ClientRow } from './affiliate-repository';

/** The role a referred member has, as the clients table names it. */
function roleOf(c: ClientRow): AffiliateClientRole {
  if (c.isBusiness) return 'BUSINESS';
  if (c.isSpecialist) return 'SPECIALIST';
  return c.isAgency ? 'AGENCY' : 'USER';
}

/** spec 001 §7 affiliate_get_clients: the members who registered with the caller's code, newest first. */
export const affiliate_get_clients: Handler<'affiliate_get_clients'> = async ({ ctx }) => {
  const me = await ownMembership(ctx);
  const clients = await clientsOf(ctx.db, ctx.member.id, me.code);
  return {
    affiliate_code: me.code,
    clients: clients.map((c) => ({
      member_id: c.id,
      name: c.name,
      username: c.username,
      image: c.image,
      role: roleOf(c),
      joined_at: c.createdAt.toISOString(),
      earned_cents: c.earnedCents,
      currency: ctx.config.FEE_CURRENCY,
    })),
  };
};
