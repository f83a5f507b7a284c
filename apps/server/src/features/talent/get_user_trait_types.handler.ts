import type { Handler } from '../../rpc/context';
import * as talent from './talent-repository';

export const get_user_trait_types: Handler<'get_user_trait_types'> = async ({ ctx }) => ({
  traits: (await talent.listUserTraitTypes(ctx.db)).map((t) => ({ id: t.id, trait: t.name })),
});
