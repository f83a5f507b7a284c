import type { Handler } from '../../rpc/context';
import { emailTaken } from './accounts-repository';

export const registered_user: Handler<'registered_user'> = async ({ ctx, input }) => ({
  registered: await emailTaken(ctx.db, input.email),
});
