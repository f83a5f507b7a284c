import type { Handler } from '../../rpc/context';
import { deleteSession } from './accounts-repository';

export const logout: Handler<'logout'> = async ({ ctx }) => {
  await deleteSession(ctx.db, ctx.sessionId);
  return { success: true };
};
