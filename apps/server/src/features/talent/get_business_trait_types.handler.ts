import type { Handler } from '../../rpc/context';
import * as talent from './talent-repository';

export const get_business_trait_types: Handler<'get_business_trait_types'> = async ({ ctx }) => ({
  traits: (await talent.listBusinessTraitTypes(ctx.db)).map((t) => ({ id: t.id, trait: t.name })),
});
