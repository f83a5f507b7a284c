import { asc, eq, inArray } from 'drizzle-orm';
import { talentTraits } from '@stagepass/db/schema/bookings';
import { specialistTraits } from '@stagepass/db/schema/talent';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';

export const UNKNOWN_TRAIT = 'Choose talents from the list.';

/** Ours: reads, or replaces in one transaction, the traits the talent performs. Unknown trait ids are refused. */
export const specialist_update_traits: Handler<'specialist_update_traits'> = async ({ ctx, input }) => {
  const me = ctx.member.id;
  if (input.trait_ids !== undefined) {
    const wanted = [...new Set(input.trait_ids)];
    await ctx.db.transaction(async (tx) => {
      const known =
        wanted.length === 0
          ? []
          : await tx
              .select({ id: specialistTraits.id })
              .from(specialistTraits)
              .where(inArray(specialistTraits.id, wanted));
      if (known.length !== wanted.length) throw new AppError('INVALID_INPUT', UNKNOWN_TRAIT, 'trait_ids');
      await tx.delete(talentTraits).where(eq(talentTraits.talentId, me));
      if (wanted.length) await tx.insert(talentTraits).values(wanted.map((traitId) => ({ talentId: me, traitId })));
    });
  }
  const rows = await ctx.db
    .select({ id: talentTraits.traitId })
    .from(talentTraits)
    .where(eq(talentTraits.talentId, me))
    .orderBy(asc(talentTraits.traitId));
  return { trait_ids: rows.map((r) => r.id) };
};
