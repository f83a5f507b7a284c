import type { Handler } from '../../rpc/context';
import { acceptTerms } from './accounts-repository';

export const terms_accepted: Handler<'terms_accepted'> = async ({ ctx }) => {
  await acceptTerms(ctx.db, ctx.member.id, new Date(ctx.clock.now()));
  return { terms_accepted: true };
};
