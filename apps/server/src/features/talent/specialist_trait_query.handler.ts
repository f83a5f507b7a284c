import type { Handler } from '../../rpc/context';
import * as talent from './talent-repository';

export const specialist_trait_query: Handler<'specialist_trait_query'> = async ({ ctx }) => {
  const traits = await talent.listSpecialistTraits(ctx.db);
  return {
    traits: traits.map((t) => ({
      id: t.id,
      trait: t.name,
      sub_traits: t.subTraits.map((s) => ({ id: s.id, trait: t.name, subtrait: s.name })),
    })),
  };
};
