import {
  AFFILIATE_JOIN_REFUSED,
  AFFILIATE_SUSPENDED,
  mayJoinAffiliateProgramme,
  newAffiliateCode,
} from '@stagepass/domain/affiliate';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { refuseActing } from './affiliate-access';
import * as repo from './affiliate-repository';

/** Draws before giving up on a free code (each draw has about a million codes per name). */
const CODE_DRAWS = 20;

/**
 * spec 001 §7 register_as_affiliate, §6: a talent or business accepts the Affiliate Programme Terms and gets an
 * affiliate code of its own (members.affiliate_code, which the 'Affiliate' menu role needs). Idempotent: a member
 * who joined already gets their code back. One transaction, under the member's row lock and the codes' lock.
 */
export const register_as_affiliate: Handler<'register_as_affiliate'> = async ({ ctx }) => {
  refuseActing(ctx);
  if (!mayJoinAffiliateProgramme(ctx.member)) throw new AppError('FORBIDDEN', AFFILIATE_JOIN_REFUSED);
  const now = new Date(ctx.clock.now());
  return ctx.db.transaction(async (tx) => {
    await repo.lockMember(tx, ctx.member.id);
    const existing = await repo.findAffiliate(tx, ctx.member.id);
    if (existing?.status === 'suspended') throw new AppError('FORBIDDEN', AFFILIATE_SUSPENDED);
    if (existing?.code)
      return {
        affiliate_code: existing.code,
        terms_accepted_at: existing.termsAcceptedAt.toISOString(),
        joined: false,
      };
    await repo.lockCodes(tx);
    let code: string | null = null;
    for (let i = 0; i < CODE_DRAWS && code === null; i++) {
      const drawn = newAffiliateCode(ctx.member.username || ctx.member.name);
      if (!(await repo.codeTaken(tx, drawn))) code = drawn;
    }
    if (code === null) throw new Error('register_as_affiliate: no free affiliate code');
    await repo.join(tx, ctx.member.id, code, now);
    return { affiliate_code: code, terms_accepted_at: now.toISOString(), joined: true };
  });
};
